import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, rethrowAsHttpError, type Schema } from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { ScrollTable } from '../../../shared/ScrollTable';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { notifySuccess } from '../../../shared/notify';
import { useCan } from '../../../shared/permissions';
import {
  EMPTY_GIFT_FILTERS,
  METHOD_LABELS,
  formatMoney,
  giftQuery,
  giftsExportUrl,
  monthTotals,
  type GiftDto,
  type GiftFilters,
} from '../giving-values';
import { DonorsPanel } from './DonorsPanel';
import { giftColumns } from './gift-columns';
import { StatementsPanel } from './StatementsPanel';
import './giving.css';

const PAGE_SIZE = 25;
const GIFTS_KEY = ['/api/admin/giving/gifts'] as const;
const TOTALS_KEY = ['/api/admin/giving/totals'] as const;

type RecordGiftInput = Schema<'RecordGiftDto'>;
interface RecordValues {
  amount: number | null;
  fundId: number | null;
  method: RecordGiftInput['method'];
  givenOn: string;
  donorName: string;
  donorEmail: string;
  depositBatch: string;
  note: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Finance's view of giving (Administrators and Finance): the gifts, filtered and paged; totals by
 * month and fund with a bar per month; refunds and disputes flagged; an offline gift recorded into
 * a deposit batch; the filtered list as CSV (audited).
 */
export function GivingTab() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'admin.giving.title', message: 'Giving' });
  const fundLabel = i18n._({ id: 'admin.giving.fund', message: 'Fund' });
  const methodLabel = i18n._({ id: 'admin.giving.method', message: 'Method' });
  const dateLabel = i18n._({ id: 'admin.giving.date', message: 'Date' });
  const [filters, setFilters] = useState<GiftFilters>(EMPTY_GIFT_FILTERS);
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const canRecord = useCan('giving.manage');
  const queryClient = useQueryClient();
  const query = giftQuery(filters);

  const gifts = useQuery({
    queryKey: [...GIFTS_KEY, query, page],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/giving/gifts', {
          params: { query: { ...query, page, pageSize: PAGE_SIZE } },
          signal,
        }),
      ).catch(rethrowAsHttpError),
    placeholderData: keepPreviousData,
  });
  const totals = useQuery({
    queryKey: [...TOTALS_KEY, query],
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/admin/giving/totals', { params: { query }, signal })).catch(
        rethrowAsHttpError,
      ),
  });
  const funds = useQuery({
    queryKey: ['/api/giving/settings', 'admin'],
    queryFn: ({ signal }) => dataOf(api.GET('/api/giving/settings', { signal })),
  });
  const record = useMutation({
    mutationFn: (input: RecordGiftInput) =>
      dataOf(api.POST('/api/admin/giving/gifts', { body: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: GIFTS_KEY });
      void queryClient.invalidateQueries({ queryKey: TOTALS_KEY });
    },
  });

  const change = (patch: Partial<GiftFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const fundOptions = (funds.data?.funds ?? []).map((f) => ({ value: f.id, label: f.name }));
  const months = monthTotals(totals.data ?? []);
  const largest = Math.max(1, ...months.map((m) => m.amount));

  return (
    <section className="admin-tab" aria-label={title}>
      <header className="admin-tab__header">
        <div>
          <h2 className="admin-tab__title">{title}</h2>
          <p className="admin-tab__description">
            {i18n._({
              id: 'admin.giving.description',
              message:
                'Gifts as Stripe recorded them, and offline gifts from deposits. Amounts are to the cent.',
            })}
          </p>
        </div>
        <Space>
          <Button href={giftsExportUrl(filters)}>
            {i18n._({ id: 'admin.giving.export', message: 'Export CSV' })}
          </Button>
          {canRecord && (
            <Button type="primary" onClick={() => setRecording(true)}>
              {i18n._({ id: 'admin.giving.recordOffline', message: 'Record offline gift' })}
            </Button>
          )}
        </Space>
      </header>

      <div
        className="giving-filters"
        role="search"
        aria-label={i18n._({ id: 'admin.giving.filter', message: 'Filter gifts' })}
      >
        <label>
          {i18n._({ id: 'admin.giving.from', message: 'From' })}
          <Input
            type="date"
            value={filters.from}
            onChange={(e) => change({ from: e.target.value })}
          />
        </label>
        <label>
          {i18n._({ id: 'admin.giving.to', message: 'To' })}
          <Input type="date" value={filters.to} onChange={(e) => change({ to: e.target.value })} />
        </label>
        <Select
          aria-label={fundLabel}
          allowClear
          placeholder={i18n._({ id: 'admin.giving.everyFund', message: 'Every fund' })}
          value={filters.fundId}
          options={fundOptions}
          onChange={(fundId: number | undefined) => change({ fundId: fundId ?? null })}
        />
        <Select
          aria-label={methodLabel}
          allowClear
          placeholder={i18n._({ id: 'admin.giving.everyMethod', message: 'Every method' })}
          value={filters.method}
          options={Object.entries(METHOD_LABELS).map(([value, label]) => ({
            value,
            label: i18n._(label),
          }))}
          onChange={(method: GiftDto['method'] | undefined) => change({ method: method ?? null })}
        />
        <Select
          aria-label={i18n._({ id: 'admin.giving.status', message: 'Status' })}
          allowClear
          placeholder={i18n._({ id: 'admin.giving.everyStatus', message: 'Every status' })}
          value={filters.status}
          options={[
            {
              value: 'succeeded',
              label: i18n._({ id: 'admin.giving.received', message: 'Received' }),
            },
            {
              value: 'refunded',
              label: i18n._({ id: 'admin.giving.refunded', message: 'Refunded' }),
            },
            {
              value: 'disputed',
              label: i18n._({ id: 'admin.giving.disputed', message: 'Disputed' }),
            },
          ]}
          onChange={(status: GiftFilters['status'] | undefined) =>
            change({ status: status ?? null })
          }
        />
        <Input.Search
          aria-label={i18n._({ id: 'admin.giving.donor', message: 'Donor' })}
          placeholder={i18n._({
            id: 'admin.giving.donorPlaceholder',
            message: 'Donor name or e-mail',
          })}
          allowClear
          onSearch={(donor) => change({ donor })}
        />
      </div>

      <section className="giving-totals" aria-labelledby="giving-totals-title">
        <h3 id="giving-totals-title">
          {i18n._({ id: 'admin.giving.totals', message: 'Totals by month' })}
        </h3>
        {months.length === 0 ? (
          <p>{i18n._({ id: 'admin.giving.noGiftsMatch', message: 'No gifts match.' })}</p>
        ) : (
          <ul className="giving-chart">
            {months.map((m) => (
              <li key={`${m.month}-${m.currency}`}>
                <span className="giving-chart__month">{m.month}</span>
                <span
                  className="giving-chart__bar"
                  style={{ width: `${Math.max(2, (m.amount / largest) * 100)}%` }}
                  aria-hidden="true"
                />
                <span className="giving-chart__amount">{formatMoney(m.amount, m.currency)}</span>
              </li>
            ))}
          </ul>
        )}
        {(totals.data ?? []).length > 0 && (
          // Scrolls on its own when its columns are wider than a phone (longer words, amounts
          // written "1.234,56 US$").
          <ScrollTable
            aria-label={i18n._({
              id: 'admin.giving.totalsTable',
              message: 'Totals by month and fund',
            })}
            size="small"
            scroll={{ x: 'max-content' }}
            pagination={false}
            rowKey={(r) => `${r.month}-${r.fundId}-${r.currency}`}
            dataSource={totals.data}
            columns={[
              { title: i18n._({ id: 'admin.giving.month', message: 'Month' }), dataIndex: 'month' },
              { title: fundLabel, dataIndex: 'fundName' },
              {
                title: i18n._({ id: 'admin.giving.gifts', message: 'Gifts' }),
                dataIndex: 'gifts',
                align: 'right',
              },
              {
                title: i18n._({ id: 'admin.giving.given', message: 'Given' }),
                key: 'amount',
                align: 'right',
                render: (_, r) => formatMoney(r.amount, r.currency),
              },
              {
                title: i18n._({ id: 'admin.giving.refunded', message: 'Refunded' }),
                key: 'refunded',
                align: 'right',
                render: (_, r) => formatMoney(r.refunded, r.currency),
              },
            ]}
          />
        )}
      </section>

      {gifts.isError ? (
        <Alert type="error" showIcon role="alert" title={gifts.error.message} />
      ) : (
        <ScrollTable
          aria-label={i18n._({ id: 'admin.giving.gifts', message: 'Gifts' })}
          rowKey="id"
          loading={gifts.isPending}
          dataSource={gifts.data?.items}
          columns={giftColumns(i18n)}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: gifts.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: 900 }}
        />
      )}

      <DonorsPanel />

      <StatementsPanel />

      <FormDialog<RecordValues>
        open={recording}
        recordKey="new"
        title={i18n._({ id: 'admin.giving.recordTitle', message: 'Record an offline gift' })}
        submitLabel={i18n._({ id: 'admin.giving.record', message: 'Record gift' })}
        pending={record.isPending}
        initialValues={{
          amount: null,
          fundId: fundOptions[0]?.value ?? null,
          method: 'cash',
          givenOn: today(),
          donorName: '',
          donorEmail: '',
          depositBatch: '',
          note: '',
        }}
        onClose={() => setRecording(false)}
        onFinish={(values, form) =>
          record.mutate(
            {
              amount: Math.round((values.amount ?? 0) * 100),
              fundId: values.fundId ?? 0,
              method: values.method,
              givenOn: values.givenOn,
              ...(values.donorName.trim() ? { donorName: values.donorName.trim() } : {}),
              ...(values.donorEmail.trim() ? { donorEmail: values.donorEmail.trim() } : {}),
              ...(values.depositBatch.trim() ? { depositBatch: values.depositBatch.trim() } : {}),
              ...(values.note.trim() ? { note: values.note.trim() } : {}),
            },
            {
              onSuccess: (gift) => {
                notifySuccess(
                  i18n._({ id: 'admin.giving.recorded', message: 'Gift recorded' }),
                  i18n._({
                    id: 'admin.giving.recordedText',
                    message: '{amount} to {fund}.',
                    values: {
                      amount: formatMoney(gift.amount, gift.currency),
                      fund: gift.fundName,
                    },
                  }),
                );
                setRecording(false);
              },
              onError: (error) => showServerFieldErrors(form, error),
            },
          )
        }
      >
        <Form.Item
          label={i18n._({ id: 'admin.giving.amount', message: 'Amount' })}
          name="amount"
          rules={[
            {
              required: true,
              message: i18n._({ id: 'admin.giving.amountRequired', message: 'Amount is required' }),
            },
          ]}
        >
          <InputNumber min={0.01} step={1} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={fundLabel}
          name="fundId"
          rules={[
            {
              required: true,
              message: i18n._({ id: 'admin.giving.fundRequired', message: 'Please choose a fund' }),
            },
          ]}
        >
          <Select options={fundOptions} />
        </Form.Item>
        <Form.Item label={methodLabel} name="method">
          <Select
            options={(['cash', 'cheque', 'bank_transfer'] as const).map((value) => ({
              value,
              label: i18n._(METHOD_LABELS[value]),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={dateLabel}
          name="givenOn"
          rules={[
            {
              required: true,
              message: i18n._({ id: 'admin.giving.dateRequired', message: 'Date is required' }),
            },
          ]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.giving.depositBatch', message: 'Deposit batch' })}
          name="depositBatch"
        >
          <Input
            maxLength={100}
            placeholder={i18n._({
              id: 'admin.giving.depositBatchPlaceholder',
              message: 'Sunday 2026-03-01',
            })}
          />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.giving.donorName', message: 'Donor name' })}
          name="donorName"
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.giving.donorEmail', message: 'Donor e-mail' })}
          name="donorEmail"
        >
          <Input maxLength={320} inputMode="email" />
        </Form.Item>
        <Form.Item label={i18n._({ id: 'admin.giving.note', message: 'Note' })} name="note">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
    </section>
  );
}

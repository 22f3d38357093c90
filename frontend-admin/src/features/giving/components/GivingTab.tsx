import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, rethrowAsHttpError, type Schema } from '@ministry/api-client';
import { formatMoney } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { ScrollTable } from '../../../shared/ScrollTable';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { notifySuccess } from '../../../shared/notify';
import { useCan } from '../../../shared/permissions';
import {
  EMPTY_GIFT_FILTERS,
  METHOD_LABELS,
  giftQuery,
  giftsExportUrl,
  monthTotals,
  type GiftDto,
  type GiftFilters,
} from '../giving-values';
import { DonorsPanel } from './DonorsPanel';
import { GIFT_COLUMNS } from './gift-columns';
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
    <section className="admin-tab" aria-label="Giving">
      <header className="admin-tab__header">
        <div>
          <h2 className="admin-tab__title">Giving</h2>
          <p className="admin-tab__description">
            Gifts as Stripe recorded them, and offline gifts from deposits. Amounts are to the cent.
          </p>
        </div>
        <Space>
          <Button href={giftsExportUrl(filters)}>Export CSV</Button>
          {canRecord && (
            <Button type="primary" onClick={() => setRecording(true)}>
              Record offline gift
            </Button>
          )}
        </Space>
      </header>

      <div className="giving-filters" role="search" aria-label="Filter gifts">
        <label>
          From
          <Input
            type="date"
            value={filters.from}
            onChange={(e) => change({ from: e.target.value })}
          />
        </label>
        <label>
          To
          <Input type="date" value={filters.to} onChange={(e) => change({ to: e.target.value })} />
        </label>
        <Select
          aria-label="Fund"
          allowClear
          placeholder="Every fund"
          value={filters.fundId}
          options={fundOptions}
          onChange={(fundId: number | undefined) => change({ fundId: fundId ?? null })}
        />
        <Select
          aria-label="Method"
          allowClear
          placeholder="Every method"
          value={filters.method}
          options={Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(method: GiftDto['method'] | undefined) => change({ method: method ?? null })}
        />
        <Select
          aria-label="Status"
          allowClear
          placeholder="Every status"
          value={filters.status}
          options={[
            { value: 'succeeded', label: 'Received' },
            { value: 'refunded', label: 'Refunded' },
            { value: 'disputed', label: 'Disputed' },
          ]}
          onChange={(status: GiftFilters['status'] | undefined) =>
            change({ status: status ?? null })
          }
        />
        <Input.Search
          aria-label="Donor"
          placeholder="Donor name or e-mail"
          allowClear
          onSearch={(donor) => change({ donor })}
        />
      </div>

      <section className="giving-totals" aria-labelledby="giving-totals-title">
        <h3 id="giving-totals-title">Totals by month</h3>
        {months.length === 0 ? (
          <p>No gifts match.</p>
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
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.month}-${r.fundId}-${r.currency}`}
            dataSource={totals.data}
            columns={[
              { title: 'Month', dataIndex: 'month' },
              { title: 'Fund', dataIndex: 'fundName' },
              { title: 'Gifts', dataIndex: 'gifts', align: 'right' },
              {
                title: 'Given',
                key: 'amount',
                align: 'right',
                render: (_, r) => formatMoney(r.amount, r.currency),
              },
              {
                title: 'Refunded',
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
          aria-label="Gifts"
          rowKey="id"
          loading={gifts.isPending}
          dataSource={gifts.data?.items}
          columns={GIFT_COLUMNS}
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
        title="Record an offline gift"
        submitLabel="Record gift"
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
                  'Gift recorded',
                  `${formatMoney(gift.amount, gift.currency)} to ${gift.fundName}.`,
                );
                setRecording(false);
              },
              onError: (error) => showServerFieldErrors(form, error),
            },
          )
        }
      >
        <Form.Item
          label="Amount"
          name="amount"
          rules={[{ required: true, message: 'Amount is required' }]}
        >
          <InputNumber min={0.01} step={1} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Fund"
          name="fundId"
          rules={[{ required: true, message: 'Please choose a fund' }]}
        >
          <Select options={fundOptions} />
        </Form.Item>
        <Form.Item label="Method" name="method">
          <Select
            options={(['cash', 'cheque', 'bank_transfer'] as const).map((value) => ({
              value,
              label: METHOD_LABELS[value],
            }))}
          />
        </Form.Item>
        <Form.Item
          label="Date"
          name="givenOn"
          rules={[{ required: true, message: 'Date is required' }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Deposit batch" name="depositBatch">
          <Input maxLength={100} placeholder="Sunday 2026-03-01" />
        </Form.Item>
        <Form.Item label="Donor name" name="donorName">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Donor e-mail" name="donorEmail">
          <Input maxLength={320} inputMode="email" />
        </Form.Item>
        <Form.Item label="Note" name="note">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
    </section>
  );
}

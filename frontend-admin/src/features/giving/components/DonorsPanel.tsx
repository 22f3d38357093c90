import { useState } from 'react';
import { Alert, Button, Drawer, Input, Tag, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf, rethrowAsHttpError, type Schema } from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
import { ScrollTable } from '../../../shared/ScrollTable';
import {
  FREQUENCY_LABELS,
  formatDay as day,
  formatMoney,
  recurringStatusLabel,
} from '../giving-values';
import { giftColumns } from './gift-columns';

type DonorDto = Schema<'DonorDto'>;

const PAGE_SIZE = 25;
const given = (d: DonorDto) => d.given.map((g) => formatMoney(g.amount, g.currency)).join(' + ');

/**
 * The Giving tab's donors: everyone who gave with one address, the latest to give first, found by a
 * name or address; a donor opens in a drawer with every gift and recurring gift (the server audits
 * each opening).
 */
export function DonorsPanel() {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DonorDto | null>(null);

  const donors = useQuery({
    queryKey: ['/api/admin/giving/donors', search, page],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/giving/donors', {
          params: { query: { page, pageSize: PAGE_SIZE, ...(search ? { search } : {}) } },
          signal,
        }),
      ).catch(rethrowAsHttpError),
    placeholderData: keepPreviousData,
  });
  const donor = useQuery({
    queryKey: ['/api/admin/giving/donors/{id}', open?.id],
    enabled: open !== null,
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/giving/donors/{id}', {
          params: { path: { id: open?.id ?? '' } },
          signal,
        }),
      ).catch(rethrowAsHttpError),
    // Each opening is an audited read: a donor opened again is asked for again.
    gcTime: 0,
  });

  // A donor's gifts: the tab's gift columns without the donor's own.
  const donorGiftColumns = giftColumns(i18n).filter((c) => c.key !== 'donor');
  const columns: TableColumnsType<DonorDto> = [
    {
      title: i18n._({ id: 'admin.giving.donor', message: 'Donor' }),
      key: 'donor',
      render: (_, d) => (
        <>
          <Button
            type="link"
            className="giving-donors__open"
            onClick={() => setOpen(d)}
            aria-label={i18n._({
              id: 'admin.giving.openDonor',
              message: 'Open {name}',
              values: { name: d.name || d.email },
            })}
          >
            {d.name || d.email}
          </Button>
          {d.name && <div className="admin-table__secondary">{d.email}</div>}
        </>
      ),
    },
    {
      title: i18n._({ id: 'admin.giving.gifts', message: 'Gifts' }),
      dataIndex: 'gifts',
      align: 'right',
      width: 80,
    },
    {
      title: i18n._({ id: 'admin.giving.given', message: 'Given' }),
      key: 'given',
      align: 'right',
      width: 150,
      render: (_, d) => given(d),
    },
    {
      title: i18n._({ id: 'admin.giving.firstGift', message: 'First gift' }),
      key: 'first',
      width: 120,
      render: (_, d) => day(d.firstGiftAt),
    },
    {
      title: i18n._({ id: 'admin.giving.lastGift', message: 'Last gift' }),
      key: 'last',
      width: 120,
      render: (_, d) => day(d.lastGiftAt),
    },
    {
      title: i18n._({ id: 'admin.giving.recurring', message: 'Recurring' }),
      key: 'recurring',
      width: 110,
      render: (_, d) =>
        d.activeRecurring ? (
          <Tag color="blue">
            {i18n._({
              id: 'admin.giving.running',
              message: '{count} running',
              values: { count: d.activeRecurring },
            })}
          </Tag>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section className="giving-donors" aria-labelledby="giving-donors-title">
      <h3 id="giving-donors-title">{i18n._({ id: 'admin.giving.donors', message: 'Donors' })}</h3>
      <p className="giving-donors__hint">
        {i18n._({
          id: 'admin.giving.donorsHint',
          message:
            'Everyone who gave with an e-mail address, the latest to give first. Opening a donor is recorded in the audit trail.',
        })}
      </p>
      <Input.Search
        aria-label={i18n._({ id: 'admin.giving.findDonor', message: 'Find a donor' })}
        placeholder={i18n._({
          id: 'admin.giving.donorPlaceholder',
          message: 'Donor name or e-mail',
        })}
        allowClear
        className="giving-donors__search"
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      {donors.isError ? (
        <Alert type="error" showIcon role="alert" title={donors.error.message} />
      ) : (
        <ScrollTable
          aria-label={i18n._({ id: 'admin.giving.donorList', message: 'Donor list' })}
          rowKey="id"
          loading={donors.isPending}
          dataSource={donors.data?.items}
          columns={columns}
          locale={{
            emptyText: search
              ? i18n._({ id: 'admin.giving.noDonorMatches', message: 'No donor matches.' })
              : i18n._({ id: 'admin.giving.noDonors', message: 'No donors yet.' }),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: donors.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: 760 }}
        />
      )}
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={
          open ? open.name || open.email : i18n._({ id: 'admin.giving.donor', message: 'Donor' })
        }
        size="large"
        className="admin-drawer"
      >
        {open && (
          <>
            <dl className="admin-facts">
              <dt>{i18n._({ id: 'admin.giving.email', message: 'E-mail' })}</dt>
              <dd>
                <a href={`mailto:${open.email}`}>{open.email}</a>
              </dd>
              <dt>{i18n._({ id: 'admin.giving.given', message: 'Given' })}</dt>
              <dd>{given(open)}</dd>
              <dt>{i18n._({ id: 'admin.giving.gifts', message: 'Gifts' })}</dt>
              <dd>
                {i18n._({
                  id: 'admin.giving.giftsSpan',
                  message: '{count}, from {first} to {last}',
                  values: {
                    count: open.gifts,
                    first: day(open.firstGiftAt),
                    last: day(open.lastGiftAt),
                  },
                })}
              </dd>
            </dl>
            {donor.isError ? (
              <Alert type="error" showIcon role="alert" title={donor.error.message} />
            ) : donor.isPending ? (
              <p role="status">
                {i18n._({ id: 'admin.giving.loadingDonor', message: 'Loading the donor’s gifts…' })}
              </p>
            ) : (
              <>
                <h4>{i18n._({ id: 'admin.giving.recurringGifts', message: 'Recurring gifts' })}</h4>
                {donor.data.recurring.length === 0 ? (
                  <p>{i18n._({ id: 'admin.giving.none', message: 'None.' })}</p>
                ) : (
                  <ul className="giving-donors__recurring">
                    {donor.data.recurring.map((r) => (
                      <li key={r.id}>
                        {i18n._({
                          id: 'admin.giving.recurringGift',
                          message: '{amount} {frequency} to {fund}, since {date}',
                          values: {
                            amount: formatMoney(r.amount, r.currency),
                            frequency: i18n._(FREQUENCY_LABELS[r.frequency]),
                            fund: r.fundName,
                            date: day(r.startedAt),
                          },
                        })}{' '}
                        <Tag color={r.status === 'canceled' ? 'default' : 'blue'}>
                          {recurringStatusLabel(r.status)}
                        </Tag>
                      </li>
                    ))}
                  </ul>
                )}
                <h4>{i18n._({ id: 'admin.giving.gifts', message: 'Gifts' })}</h4>
                <ScrollTable
                  aria-label={i18n._({
                    id: 'admin.giving.giftsOf',
                    message: 'Gifts of {name}',
                    values: { name: open.name || open.email },
                  })}
                  rowKey="id"
                  size="small"
                  dataSource={donor.data.giftList}
                  columns={donorGiftColumns}
                  pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
                  scroll={{ x: 640 }}
                />
              </>
            )}
          </>
        )}
      </Drawer>
    </section>
  );
}

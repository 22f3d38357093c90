import { useState } from 'react';
import { Alert, Button, Drawer, Input, Tag, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf, rethrowAsHttpError, type Schema } from '@ministry/api-client';
import { formatMoney } from '@ministry/frontend-kit';
import { ScrollTable } from '../../../shared/ScrollTable';
import { FREQUENCY_LABELS } from '../giving-values';
import { GIFT_COLUMNS } from './gift-columns';

type DonorDto = Schema<'DonorDto'>;

const PAGE_SIZE = 25;
const day = (iso: string) => new Date(iso).toLocaleDateString();
const given = (d: DonorDto) => d.given.map((g) => formatMoney(g.amount, g.currency)).join(' + ');
/** A donor's gifts: the tab's gift columns without the donor's own. */
const DONOR_GIFT_COLUMNS = GIFT_COLUMNS.filter((c) => c.key !== 'donor');

/**
 * The Giving tab's donors: everyone who gave with one address, the latest to give first, found by a
 * name or address; a donor opens in a drawer with every gift and recurring gift (the server audits
 * each opening).
 */
export function DonorsPanel() {
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

  const columns: TableColumnsType<DonorDto> = [
    {
      title: 'Donor',
      key: 'donor',
      render: (_, d) => (
        <>
          <Button
            type="link"
            className="giving-donors__open"
            onClick={() => setOpen(d)}
            aria-label={`Open ${d.name || d.email}`}
          >
            {d.name || d.email}
          </Button>
          {d.name && <div className="admin-table__secondary">{d.email}</div>}
        </>
      ),
    },
    { title: 'Gifts', dataIndex: 'gifts', align: 'right', width: 80 },
    { title: 'Given', key: 'given', align: 'right', width: 150, render: (_, d) => given(d) },
    { title: 'First gift', key: 'first', width: 120, render: (_, d) => day(d.firstGiftAt) },
    { title: 'Last gift', key: 'last', width: 120, render: (_, d) => day(d.lastGiftAt) },
    {
      title: 'Recurring',
      key: 'recurring',
      width: 110,
      render: (_, d) =>
        d.activeRecurring ? <Tag color="blue">{d.activeRecurring} running</Tag> : '—',
    },
  ];

  return (
    <section className="giving-donors" aria-labelledby="giving-donors-title">
      <h3 id="giving-donors-title">Donors</h3>
      <p className="giving-donors__hint">
        Everyone who gave with an e-mail address, the latest to give first. Opening a donor is
        recorded in the audit trail.
      </p>
      <Input.Search
        aria-label="Find a donor"
        placeholder="Donor name or e-mail"
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
          aria-label="Donor list"
          rowKey="id"
          loading={donors.isPending}
          dataSource={donors.data?.items}
          columns={columns}
          locale={{ emptyText: search ? 'No donor matches.' : 'No donors yet.' }}
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
        title={open ? open.name || open.email : 'Donor'}
        size="large"
        className="admin-drawer"
      >
        {open && (
          <>
            <dl className="admin-facts">
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${open.email}`}>{open.email}</a>
              </dd>
              <dt>Given</dt>
              <dd>{given(open)}</dd>
              <dt>Gifts</dt>
              <dd>
                {open.gifts}, from {day(open.firstGiftAt)} to {day(open.lastGiftAt)}
              </dd>
            </dl>
            {donor.isError ? (
              <Alert type="error" showIcon role="alert" title={donor.error.message} />
            ) : donor.isPending ? (
              <p role="status">Loading the donor’s gifts…</p>
            ) : (
              <>
                <h4>Recurring gifts</h4>
                {donor.data.recurring.length === 0 ? (
                  <p>None.</p>
                ) : (
                  <ul className="giving-donors__recurring">
                    {donor.data.recurring.map((r) => (
                      <li key={r.id}>
                        {formatMoney(r.amount, r.currency)} {FREQUENCY_LABELS[r.frequency]} to{' '}
                        {r.fundName}, since {day(r.startedAt)}{' '}
                        <Tag color={r.status === 'canceled' ? 'default' : 'blue'}>
                          {r.status === 'canceled' ? 'Cancelled' : r.status.replace('_', ' ')}
                        </Tag>
                      </li>
                    ))}
                  </ul>
                )}
                <h4>Gifts</h4>
                <ScrollTable
                  aria-label={`Gifts of ${open.name || open.email}`}
                  rowKey="id"
                  size="small"
                  dataSource={donor.data.giftList}
                  columns={DONOR_GIFT_COLUMNS}
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

import { Space, Tag, type TableColumnsType } from 'antd';
import { formatMoney } from '@ministry/frontend-kit';
import { FREQUENCY_LABELS, METHOD_LABELS, type GiftDto } from '../giving-values';

/** The gifts table's columns: the Giving tab's list and a donor's gifts (without the donor). */
export const GIFT_COLUMNS: TableColumnsType<GiftDto> = [
  {
    title: 'Date',
    key: 'givenAt',
    width: 120,
    render: (_, g) => new Date(g.givenAt).toLocaleDateString(),
  },
  {
    title: 'Donor',
    key: 'donor',
    render: (_, g) => (
      <>
        <div className="admin-table__primary">{g.donorName ?? 'Anonymous'}</div>
        <div className="admin-table__secondary">{g.donorEmail ?? ''}</div>
      </>
    ),
  },
  {
    title: 'Amount',
    key: 'amount',
    align: 'right',
    width: 130,
    render: (_, g) => formatMoney(g.amount, g.currency),
  },
  { title: 'Fund', key: 'fund', render: (_, g) => g.fundName },
  {
    title: 'How',
    key: 'method',
    render: (_, g) => `${METHOD_LABELS[g.method]} · ${FREQUENCY_LABELS[g.frequency]}`,
  },
  {
    title: 'Status',
    key: 'status',
    width: 170,
    render: (_, g) => (
      <Space size={4} wrap>
        {g.disputed && <Tag color="red">Disputed</Tag>}
        {g.refundedAmount > 0 && (
          <Tag color="orange">
            {g.refundedAmount >= g.amount
              ? 'Refunded'
              : `Refunded ${formatMoney(g.refundedAmount, g.currency)}`}
          </Tag>
        )}
        {!g.disputed && g.refundedAmount === 0 && <Tag color="green">Received</Tag>}
      </Space>
    ),
  },
];

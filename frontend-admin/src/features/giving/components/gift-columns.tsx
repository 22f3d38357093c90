import { Space, Tag, type TableColumnsType } from 'antd';
import type { I18n } from '@ministry/frontend-kit';
import {
  FREQUENCY_LABELS,
  METHOD_LABELS,
  formatDay,
  formatMoney,
  type GiftDto,
} from '../giving-values';

/**
 * The gifts table's columns, in the language shown: the Giving tab's list and a donor's gifts
 * (without the donor).
 */
export function giftColumns(i18n: I18n): TableColumnsType<GiftDto> {
  return [
    {
      title: i18n._({ id: 'admin.giving.date', message: 'Date' }),
      key: 'givenAt',
      width: 120,
      render: (_, g) => formatDay(g.givenAt),
    },
    {
      title: i18n._({ id: 'admin.giving.donor', message: 'Donor' }),
      key: 'donor',
      render: (_, g) => (
        <>
          <div className="admin-table__primary">
            {g.donorName ?? i18n._({ id: 'admin.giving.anonymous', message: 'Anonymous' })}
          </div>
          <div className="admin-table__secondary">{g.donorEmail ?? ''}</div>
        </>
      ),
    },
    {
      title: i18n._({ id: 'admin.giving.amount', message: 'Amount' }),
      key: 'amount',
      align: 'right',
      width: 130,
      render: (_, g) => formatMoney(g.amount, g.currency),
    },
    {
      title: i18n._({ id: 'admin.giving.fund', message: 'Fund' }),
      key: 'fund',
      render: (_, g) => g.fundName,
    },
    {
      title: i18n._({ id: 'admin.giving.how', message: 'How' }),
      key: 'method',
      render: (_, g) =>
        `${i18n._(METHOD_LABELS[g.method])} · ${i18n._(FREQUENCY_LABELS[g.frequency])}`,
    },
    {
      title: i18n._({ id: 'admin.giving.status', message: 'Status' }),
      key: 'status',
      width: 170,
      render: (_, g) => (
        <Space size={4} wrap>
          {g.disputed && (
            <Tag color="red">{i18n._({ id: 'admin.giving.disputed', message: 'Disputed' })}</Tag>
          )}
          {g.refundedAmount > 0 && (
            <Tag color="orange">
              {g.refundedAmount >= g.amount
                ? i18n._({ id: 'admin.giving.refunded', message: 'Refunded' })
                : i18n._({
                    id: 'admin.giving.refundedPart',
                    message: 'Refunded {amount}',
                    values: { amount: formatMoney(g.refundedAmount, g.currency) },
                  })}
            </Tag>
          )}
          {!g.disputed && g.refundedAmount === 0 && (
            <Tag color="green">{i18n._({ id: 'admin.giving.received', message: 'Received' })}</Tag>
          )}
        </Space>
      ),
    },
  ];
}

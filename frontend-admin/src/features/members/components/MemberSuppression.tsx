import { Button, Popconfirm, Tag, Typography } from 'antd';
import { ApiError } from '@ministry/api-client';
import { formatDateTime } from '../../../shared/format';
import { useLiftSuppression, useSuppression } from '../hooks/use-suppression';

const REASONS: Record<string, string> = {
  bounce: 'Bounced',
  complaint: 'Marked as spam',
  unsubscribe: 'Unsubscribed',
};

/**
 * Whether campaigns reach the member's address, and if not why (reason, who reported it, when); a
 * bounce may be lifted, a complaint or an unsubscribe never (the person's own choice).
 */
export function MemberSuppression({ email }: { email: string }) {
  const suppression = useSuppression(email);
  const lift = useLiftSuppression(email);
  if (suppression.isPending) return <>…</>;
  if (suppression.isError) return <>Could not be checked</>;
  const row = suppression.data;
  if (!row) return <Tag color="green">Delivered</Tag>;
  const from = row.source ? ` by ${row.source}` : '';
  return (
    <>
      <Tag color={row.reason === 'bounce' ? 'orange' : 'red'}>
        {REASONS[row.reason] ?? row.reason}
      </Tag>
      <span>
        Campaigns skip this address: reported{from} on {formatDateTime(row.suppressedAt)}
      </span>
      {row.detail && (
        <Typography.Paragraph type="secondary" className="admin-prose">
          {row.detail}
        </Typography.Paragraph>
      )}
      {row.liftable && (
        <Popconfirm
          title="Mail this address again?"
          description="Only when the member says the mailbox works again."
          okText="Lift"
          onConfirm={() => lift.mutate()}
        >
          <Button size="small" loading={lift.isPending}>
            Lift the bounce
          </Button>
        </Popconfirm>
      )}
      {lift.error && (
        <Typography.Text type="danger" role="alert">
          {lift.error instanceof ApiError && lift.error.serverMessage
            ? lift.error.serverMessage
            : 'Something went wrong. Please try again.'}
        </Typography.Text>
      )}
    </>
  );
}

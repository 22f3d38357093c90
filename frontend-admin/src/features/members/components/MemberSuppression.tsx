import { Button, Popconfirm, Tag, Typography } from 'antd';
import { ApiError } from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
import { formatDateTime } from '../../../shared/format';
import { useLiftSuppression, useSuppression } from '../hooks/use-suppression';

type Label = { id: string; message: string };

const REASONS: Record<string, Label> = {
  bounce: /*i18n*/ { id: 'admin.members.bounced', message: 'Bounced' },
  complaint: /*i18n*/ { id: 'admin.members.markedSpam', message: 'Marked as spam' },
  unsubscribe: /*i18n*/ { id: 'admin.members.unsubscribed', message: 'Unsubscribed' },
};

/**
 * Whether campaigns reach the member's address, and if not why (reason, who reported it, when); a
 * bounce may be lifted, a complaint or an unsubscribe never (the person's own choice).
 */
export function MemberSuppression({ email }: { email: string }) {
  const { i18n } = useLingui();
  const suppression = useSuppression(email);
  const lift = useLiftSuppression(email);
  if (suppression.isPending) return <>…</>;
  if (suppression.isError)
    return <>{i18n._({ id: 'admin.members.notChecked', message: 'Could not be checked' })}</>;
  const row = suppression.data;
  if (!row)
    return (
      <Tag color="green">{i18n._({ id: 'admin.members.delivered', message: 'Delivered' })}</Tag>
    );
  const reason = REASONS[row.reason] as Label | undefined;
  const when = formatDateTime(row.suppressedAt);
  return (
    <>
      <Tag color={row.reason === 'bounce' ? 'orange' : 'red'}>
        {reason ? i18n._(reason) : row.reason}
      </Tag>
      <span>
        {row.source
          ? i18n._({
              id: 'admin.members.skippedBy',
              message: 'Campaigns skip this address: reported by {source} on {when}',
              values: { source: row.source, when },
            })
          : i18n._({
              id: 'admin.members.skipped',
              message: 'Campaigns skip this address: reported on {when}',
              values: { when },
            })}
      </span>
      {row.detail && (
        <Typography.Paragraph type="secondary" className="admin-prose">
          {row.detail}
        </Typography.Paragraph>
      )}
      {row.liftable && (
        <Popconfirm
          title={i18n._({ id: 'admin.members.liftTitle', message: 'Mail this address again?' })}
          description={i18n._({
            id: 'admin.members.liftText',
            message: 'Only when the member says the mailbox works again.',
          })}
          okText={i18n._({ id: 'admin.members.lift', message: 'Lift' })}
          onConfirm={() => lift.mutate()}
        >
          <Button size="small" loading={lift.isPending}>
            {i18n._({ id: 'admin.members.liftBounce', message: 'Lift the bounce' })}
          </Button>
        </Popconfirm>
      )}
      {lift.error && (
        <Typography.Text type="danger" role="alert">
          {lift.error instanceof ApiError && lift.error.serverMessage
            ? lift.error.serverMessage
            : i18n._({
                id: 'admin.error.generic',
                message: 'Something went wrong. Please try again.',
              })}
        </Typography.Text>
      )}
    </>
  );
}

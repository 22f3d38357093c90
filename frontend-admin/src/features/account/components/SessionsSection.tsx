import { Alert, Button, Spin, Tag, type TableColumnsType } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { errorText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { type AccountSessionDto, useAccountSessions, useEndSession } from '../hooks/use-account';
import { ScrollTable } from '../../../shared/ScrollTable';

/** Where the account is signed in: device, address, times; any other session can be ended. */
export function SessionsSection() {
  const { i18n } = useLingui();
  const sessions = useAccountSessions();
  const end = useEndSession();

  const onEnd = (row: AccountSessionDto) =>
    end.mutate(row.id, {
      onSuccess: () =>
        notifySuccess(
          i18n._({ id: 'admin.account.sessionEnded', message: 'Session ended' }),
          i18n._({
            id: 'admin.account.sessionEndedText',
            message: '{device} is signed out.',
            values: { device: row.device },
          }),
        ),
      onError: (error) => notifyError(errorText(error)),
    });

  const columns: TableColumnsType<AccountSessionDto> = [
    {
      title: i18n._({ id: 'admin.account.device', message: 'Device' }),
      dataIndex: 'device',
      render: (device: string, row) => (
        <>
          {device}{' '}
          {row.current && (
            <Tag color="green">
              {i18n._({ id: 'admin.account.thisDevice', message: 'This device' })}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: i18n._({ id: 'admin.account.address', message: 'Address' }),
      dataIndex: 'address',
      render: (address: string | null) => address ?? '—',
    },
    {
      title: i18n._({ id: 'admin.account.signedIn', message: 'Signed in' }),
      dataIndex: 'signedInAt',
      render: formatDateTime,
    },
    {
      title: i18n._({ id: 'admin.account.lastSeen', message: 'Last seen' }),
      dataIndex: 'lastSeenAt',
      render: formatDateTime,
    },
    {
      title: i18n._({ id: 'admin.account.actions', message: 'Actions' }),
      key: 'actions',
      // Kept in view at the right while the rest of a wide row scrolls (a 412 px phone).
      fixed: 'right',
      render: (_, row) =>
        row.current ? (
          <span className="account-section__hint">
            {i18n._({ id: 'admin.account.signOutWithLogout', message: 'Sign out with Logout' })}
          </span>
        ) : (
          <Button
            size="small"
            danger
            aria-label={i18n._({
              id: 'admin.account.endSessionLabel',
              message: 'End session on {device}, signed in {when}',
              values: { device: row.device, when: formatDateTime(row.signedInAt) },
            })}
            loading={end.isPending && end.variables === row.id}
            onClick={() => onEnd(row)}
          >
            {i18n._({ id: 'admin.account.endSession', message: 'End session' })}
          </Button>
        ),
    },
  ];

  return (
    <section
      className="account-section account-section--wide"
      aria-labelledby="account-sessions-title"
    >
      <h3 id="account-sessions-title" className="account-section__title">
        {i18n._({ id: 'admin.account.sessions', message: 'Sessions' })}
      </h3>
      <p className="account-section__hint">
        {i18n._({
          id: 'admin.account.sessionsHint',
          message:
            'The browsers signed in to your account. A session ends by itself after a while without use.',
        })}
      </p>
      {sessions.isPending ? (
        <div className="admin-loading" role="status">
          <Spin />
          <span>
            {i18n._({ id: 'admin.account.loadingSessions', message: 'Loading sessions…' })}
          </span>
        </div>
      ) : sessions.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={sessions.error.message}
          action={
            <Button size="small" onClick={() => void sessions.refetch()}>
              {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
            </Button>
          }
        />
      ) : (
        <ScrollTable<AccountSessionDto>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={sessions.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label={i18n._({ id: 'admin.account.yourSessions', message: 'Your sessions' })}
        />
      )}
    </section>
  );
}

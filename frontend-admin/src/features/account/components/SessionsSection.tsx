import { Alert, Button, Spin, Tag, type TableColumnsType } from 'antd';
import { errorText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { type AccountSessionDto, useAccountSessions, useEndSession } from '../hooks/use-account';
import { ScrollTable } from '../../../shared/ScrollTable';

/** Where the account is signed in: device, address, times; any other session can be ended. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const end = useEndSession();

  const onEnd = (row: AccountSessionDto) =>
    end.mutate(row.id, {
      onSuccess: () => notifySuccess('Session ended', `${row.device} is signed out.`),
      onError: (error) => notifyError(errorText(error)),
    });

  const columns: TableColumnsType<AccountSessionDto> = [
    {
      title: 'Device',
      dataIndex: 'device',
      render: (device: string, row) => (
        <>
          {device} {row.current && <Tag color="green">This device</Tag>}
        </>
      ),
    },
    { title: 'Address', dataIndex: 'address', render: (address: string | null) => address ?? '—' },
    { title: 'Signed in', dataIndex: 'signedInAt', render: formatDateTime },
    { title: 'Last seen', dataIndex: 'lastSeenAt', render: formatDateTime },
    {
      title: 'Actions',
      key: 'actions',
      // Kept in view at the right while the rest of a wide row scrolls (a 412 px phone).
      fixed: 'right',
      render: (_, row) =>
        row.current ? (
          <span className="account-section__hint">Sign out with Logout</span>
        ) : (
          <Button
            size="small"
            danger
            aria-label={`End session on ${row.device}, signed in ${formatDateTime(row.signedInAt)}`}
            loading={end.isPending && end.variables === row.id}
            onClick={() => onEnd(row)}
          >
            End session
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
        Sessions
      </h3>
      <p className="account-section__hint">
        The browsers signed in to your account. A session ends by itself after a while without use.
      </p>
      {sessions.isPending ? (
        <div className="admin-loading" role="status">
          <Spin />
          <span>Loading sessions…</span>
        </div>
      ) : sessions.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={sessions.error.message}
          action={
            <Button size="small" onClick={() => void sessions.refetch()}>
              Retry
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
          aria-label="Your sessions"
        />
      )}
    </section>
  );
}

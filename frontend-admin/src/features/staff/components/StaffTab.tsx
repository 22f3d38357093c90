import { useState } from 'react';
import { Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { ApiError } from '@ministry/api-client';
import { useAuth } from '@ministry/frontend-kit';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { FormDialog } from '../../../shared/FormDialog';
import { errorText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from '../../../shared/permissions';
import { TabSection } from '../../../shared/TabSection';
import {
  type StaffMemberDto,
  useChangeRole,
  useDeactivate,
  useInvite,
  useReactivate,
  useResendInvitation,
  useRevokeInvitation,
  useSendPasswordReset,
  useStaff,
} from '../hooks/use-staff';
import { ScrollTable } from '../../../shared/ScrollTable';

const ROLES = Object.keys(ROLE_LABELS) as StaffRole[];
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The server's refusal, said on the button before anyone tries. */
const LAST_ADMINISTRATOR =
  'This is the last active Administrator: make someone else an Administrator first.';

const STATUS_COLORS = { active: 'green', invited: 'blue', deactivated: 'default' } as const;
const STATUS_LABELS = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' } as const;

interface InviteValues {
  email: string;
  role: StaffRole;
}

const rowKey = (row: StaffMemberDto) =>
  row.userId !== null ? `user-${row.userId}` : `invitation-${row.invitationId}`;

/**
 * Staff management (docs/architecture.md, "Staff roles and permissions"): Administrators invite,
 * change roles, deactivate, send reset links.
 */
export function StaffTab() {
  const staff = useStaff();
  const { user } = useAuth();
  const invite = useInvite();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const changeRole = useChangeRole();
  const deactivate = useDeactivate();
  const reactivate = useReactivate();
  const sendReset = useSendPasswordReset();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<
    { kind: 'deactivate' | 'revoke'; row: StaffMemberDto } | undefined
  >();

  const activeAdministrators = (staff.data ?? []).filter(
    (row) => row.status === 'active' && row.role === 'administrator',
  ).length;
  /** The server refuses it too; the button says so before anyone tries. */
  const isLastAdministrator = (row: StaffMemberDto) =>
    row.role === 'administrator' && activeAdministrators <= 1;
  const deactivatingSelf =
    confirming?.kind === 'deactivate' && user !== null && confirming.row.userId === user.id;

  const onError = (error: unknown) => {
    // A refusal for want of permission is told by the dashboard's own toast.
    if (error instanceof ApiError && error.status === 403) return;
    notifyError(errorText(error));
  };

  const onInvite = (values: InviteValues, form: Parameters<typeof showServerFieldErrors>[0]) =>
    invite.mutate(values, {
      onSuccess: (row) => {
        setInviting(false);
        notifySuccess('Invitation sent', `${row.email} can accept it within 72 hours.`);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error)) onError(error);
      },
    });

  const confirm = () => {
    if (!confirming) return;
    const { kind, row } = confirming;
    setConfirming(undefined);
    if (kind === 'deactivate' && row.userId !== null)
      deactivate.mutate(row.userId, {
        onSuccess: () => notifySuccess('Deactivated', `${row.name} is signed out everywhere.`),
        onError,
      });
    if (kind === 'revoke' && row.invitationId !== null)
      revoke.mutate(row.invitationId, {
        onSuccess: () =>
          notifySuccess('Invitation withdrawn', `${row.email}'s link no longer works.`),
        onError,
      });
  };

  const columns: TableColumnsType<StaffMemberDto> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, row) => (
        <>
          <div className="admin-table__primary">{row.name || '—'}</div>
          <div className="admin-table__secondary">{row.email}</div>
        </>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      render: (_, row) =>
        row.userId !== null ? (
          <Select<StaffRole>
            aria-label={`Role of ${row.name}`}
            size="small"
            style={{ minWidth: 160 }}
            value={row.role}
            options={ROLE_OPTIONS}
            disabled={row.status === 'deactivated'}
            onChange={(role) =>
              changeRole.mutate(
                { id: row.userId!, role },
                {
                  onSuccess: () =>
                    notifySuccess('Role changed', `${row.name} is now ${ROLE_LABELS[role]}.`),
                  onError,
                },
              )
            }
          />
        ) : (
          ROLE_LABELS[row.role]
        ),
    },
    {
      title: '2FA',
      key: 'twoFactor',
      render: (_, row) => (row.twoFactor ? 'On' : 'Off'),
    },
    {
      title: 'Last sign-in',
      key: 'lastSignInAt',
      render: (_, row) =>
        row.status === 'invited'
          ? `Link valid until ${formatDateTime(row.expiresAt)}`
          : row.lastSignInAt
            ? formatDateTime(row.lastSignInAt)
            : 'Never',
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{STATUS_LABELS[row.status]}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      // Kept in view at the right while the rest of a wide row scrolls (a 412 px phone).
      fixed: 'right',
      render: (_, row) => {
        const label = row.name || row.email || '';
        if (row.status === 'invited')
          return (
            <Space wrap>
              <Button
                size="small"
                aria-label={`Resend the invitation to ${label}`}
                onClick={() =>
                  resend.mutate(row.invitationId!, {
                    onSuccess: () => notifySuccess('Invitation sent again', `To ${row.email}.`),
                    onError,
                  })
                }
              >
                Resend
              </Button>
              <Button
                size="small"
                danger
                aria-label={`Withdraw the invitation to ${label}`}
                onClick={() => setConfirming({ kind: 'revoke', row })}
              >
                Withdraw
              </Button>
            </Space>
          );
        return (
          <Space wrap>
            {row.status === 'active' ? (
              <Button
                size="small"
                danger
                aria-label={`Deactivate ${label}`}
                disabled={isLastAdministrator(row)}
                title={isLastAdministrator(row) ? LAST_ADMINISTRATOR : undefined}
                onClick={() => setConfirming({ kind: 'deactivate', row })}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                size="small"
                aria-label={`Reactivate ${label}`}
                onClick={() =>
                  reactivate.mutate(row.userId!, {
                    onSuccess: () => notifySuccess('Reactivated', `${label} can sign in again.`),
                    onError,
                  })
                }
              >
                Reactivate
              </Button>
            )}
            {row.status === 'active' && row.email && (
              <Button
                size="small"
                aria-label={`Send reset link to ${label}`}
                onClick={() =>
                  sendReset.mutate(row.userId!, {
                    onSuccess: () =>
                      notifySuccess('Reset link sent', `To ${row.email}; it works for one hour.`),
                    onError,
                  })
                }
              >
                Send reset link
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <TabSection
      title="Staff"
      description="Who can sign in to this dashboard, and what each role may do."
      extra={
        <Button type="primary" onClick={() => setInviting(true)}>
          Invite staff
        </Button>
      }
      query={staff}
      loadingText="Loading staff..."
      render={(list) => (
        <ScrollTable<StaffMemberDto>
          aria-label="Staff"
          rowKey={rowKey}
          size="middle"
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={list}
          rowClassName={(row) => (row.userId === user?.id ? 'admin-staff__me' : '')}
        />
      )}
    >
      <FormDialog<InviteValues>
        open={inviting}
        recordKey="new"
        initialValues={{ email: '', role: 'pastoral' }}
        title="Invite staff"
        submitLabel="Send invitation"
        pending={invite.isPending}
        onFinish={onInvite}
        onClose={() => setInviting(false)}
      >
        <Form.Item
          label="E-mail"
          name="email"
          rules={[
            { required: true, message: 'E-mail is required' },
            { type: 'email', message: 'Please enter a valid e-mail address' },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true }]}>
          <Select<StaffRole>
            aria-label="Role"
            options={ROLES.map((role) => ({
              value: role,
              label: `${ROLE_LABELS[role]} — ${ROLE_DESCRIPTIONS[role]}`,
            }))}
            // Each role's description in full, wrapped rather than cut off.
            classNames={{ popup: { root: 'staff-role-popup' } }}
          />
        </Form.Item>
        <p className="admin-table__secondary">
          They get a link, valid for 72 hours, to choose their name and password.
        </p>
      </FormDialog>
      <ConfirmDialog
        open={confirming !== undefined}
        title={
          confirming?.kind === 'revoke'
            ? 'Withdraw invitation?'
            : deactivatingSelf
              ? 'Deactivate your own account?'
              : 'Deactivate staff member?'
        }
        text={
          confirming?.kind === 'revoke'
            ? `The link sent to ${confirming.row.email} will stop working.`
            : deactivatingSelf
              ? 'This is your own account: you will be signed out at once, everywhere, and cannot sign in again until another Administrator reactivates you.'
              : `${confirming?.row.name ?? ''} will be signed out everywhere at once and cannot sign in until reactivated.`
        }
        confirmLabel={confirming?.kind === 'revoke' ? 'Withdraw' : 'Deactivate'}
        onConfirm={confirm}
        onCancel={() => setConfirming(undefined)}
      />
    </TabSection>
  );
}

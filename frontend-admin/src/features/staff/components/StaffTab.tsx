import { useState } from 'react';
import { Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { ApiError } from '@ministry/api-client';
import { useAuth, useLingui } from '@ministry/frontend-kit';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { FormDialog } from '../../../shared/FormDialog';
import { errorText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { ROLE_LABELS, roleLabel, type StaffRole } from '../../../shared/permissions';
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

/** What each role may do, as the invitation's role choice says it. */
const ROLE_DESCRIPTIONS = {
  administrator: /*i18n*/ {
    id: 'admin.staff.roleAdministrator',
    message: 'Everything, including Staff, Settings and System',
  },
  pastoral: /*i18n*/ {
    id: 'admin.staff.rolePastoral',
    message: 'Counseling requests and responses; members (read, with their notes); testimonials',
  },
  content: /*i18n*/ {
    id: 'admin.staff.roleContent',
    message: 'Events, scriptures, the teaching library and testimonials',
  },
  communications: /*i18n*/ {
    id: 'admin.staff.roleCommunications',
    message: 'E-mail templates and campaigns, uploads; members (contact and targeting fields)',
  },
  finance: /*i18n*/ {
    id: 'admin.staff.roleFinance',
    message: 'Giving: gifts, donors, totals and exports; recording offline gifts',
  },
  check_in: /*i18n*/ {
    id: 'admin.staff.roleCheckIn',
    message: "Only the check-in screen, for the day's events",
  },
} as const satisfies Record<StaffRole, { id: string; message: string }>;

const STATUS_COLORS = { active: 'green', invited: 'blue', deactivated: 'default' } as const;
const STATUS_LABELS = {
  active: /*i18n*/ { id: 'admin.staff.active', message: 'Active' },
  invited: /*i18n*/ { id: 'admin.staff.invited', message: 'Invited' },
  deactivated: /*i18n*/ { id: 'admin.staff.deactivated', message: 'Deactivated' },
} as const;

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
  const { i18n } = useLingui();
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

  const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
  /** The server's refusal, said on the button before anyone tries. */
  const lastAdministrator = i18n._({
    id: 'admin.staff.lastAdministrator',
    message: 'This is the last active Administrator: make someone else an Administrator first.',
  });

  const onError = (error: unknown) => {
    // A refusal for want of permission is told by the dashboard's own toast.
    if (error instanceof ApiError && error.status === 403) return;
    notifyError(errorText(error));
  };

  const onInvite = (values: InviteValues, form: Parameters<typeof showServerFieldErrors>[0]) =>
    invite.mutate(values, {
      onSuccess: (row) => {
        setInviting(false);
        notifySuccess(
          i18n._({ id: 'admin.staff.invitationSent', message: 'Invitation sent' }),
          i18n._({
            id: 'admin.staff.invitationSentText',
            message: '{email} can accept it within 72 hours.',
            values: { email: row.email },
          }),
        );
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
        onSuccess: () =>
          notifySuccess(
            i18n._({ id: 'admin.staff.deactivatedTitle', message: 'Deactivated' }),
            i18n._({
              id: 'admin.staff.deactivatedText',
              message: '{name} is signed out everywhere.',
              values: { name: row.name },
            }),
          ),
        onError,
      });
    if (kind === 'revoke' && row.invitationId !== null)
      revoke.mutate(row.invitationId, {
        onSuccess: () =>
          notifySuccess(
            i18n._({ id: 'admin.staff.withdrawn', message: 'Invitation withdrawn' }),
            i18n._({
              id: 'admin.staff.withdrawnText',
              message: "{email}'s link no longer works.",
              values: { email: row.email },
            }),
          ),
        onError,
      });
  };

  const columns: TableColumnsType<StaffMemberDto> = [
    {
      title: i18n._({ id: 'admin.staff.name', message: 'Name' }),
      key: 'name',
      render: (_, row) => (
        <>
          <div className="admin-table__primary">{row.name || '—'}</div>
          <div className="admin-table__secondary">{row.email}</div>
        </>
      ),
    },
    {
      title: i18n._({ id: 'admin.staff.role', message: 'Role' }),
      key: 'role',
      render: (_, row) =>
        row.userId !== null ? (
          <Select<StaffRole>
            aria-label={i18n._({
              id: 'admin.staff.roleOf',
              message: 'Role of {name}',
              values: { name: row.name },
            })}
            size="small"
            style={{ minWidth: 160 }}
            value={row.role}
            options={roleOptions}
            disabled={row.status === 'deactivated'}
            onChange={(role) =>
              changeRole.mutate(
                { id: row.userId!, role },
                {
                  onSuccess: () =>
                    notifySuccess(
                      i18n._({ id: 'admin.staff.roleChanged', message: 'Role changed' }),
                      i18n._({
                        id: 'admin.staff.roleChangedText',
                        message: '{name} is now {role}.',
                        values: { name: row.name, role: roleLabel(role) },
                      }),
                    ),
                  onError,
                },
              )
            }
          />
        ) : (
          roleLabel(row.role)
        ),
    },
    {
      title: i18n._({ id: 'admin.staff.twoFactor', message: '2FA' }),
      key: 'twoFactor',
      render: (_, row) =>
        row.twoFactor
          ? i18n._({ id: 'admin.staff.on', message: 'On' })
          : i18n._({ id: 'admin.staff.off', message: 'Off' }),
    },
    {
      title: i18n._({ id: 'admin.staff.lastSignIn', message: 'Last sign-in' }),
      key: 'lastSignInAt',
      render: (_, row) =>
        row.status === 'invited'
          ? i18n._({
              id: 'admin.staff.linkValidUntil',
              message: 'Link valid until {when}',
              values: { when: formatDateTime(row.expiresAt) },
            })
          : row.lastSignInAt
            ? formatDateTime(row.lastSignInAt)
            : i18n._({ id: 'admin.staff.never', message: 'Never' }),
    },
    {
      title: i18n._({ id: 'admin.staff.status', message: 'Status' }),
      key: 'status',
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{i18n._(STATUS_LABELS[row.status])}</Tag>
      ),
    },
    {
      title: i18n._({ id: 'admin.staff.actions', message: 'Actions' }),
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
                aria-label={i18n._({
                  id: 'admin.staff.resendLabel',
                  message: 'Resend the invitation to {name}',
                  values: { name: label },
                })}
                onClick={() =>
                  resend.mutate(row.invitationId!, {
                    onSuccess: () =>
                      notifySuccess(
                        i18n._({ id: 'admin.staff.resent', message: 'Invitation sent again' }),
                        i18n._({
                          id: 'admin.staff.resentText',
                          message: 'To {email}.',
                          values: { email: row.email },
                        }),
                      ),
                    onError,
                  })
                }
              >
                {i18n._({ id: 'admin.staff.resend', message: 'Resend' })}
              </Button>
              <Button
                size="small"
                danger
                aria-label={i18n._({
                  id: 'admin.staff.withdrawLabel',
                  message: 'Withdraw the invitation to {name}',
                  values: { name: label },
                })}
                onClick={() => setConfirming({ kind: 'revoke', row })}
              >
                {i18n._({ id: 'admin.staff.withdraw', message: 'Withdraw' })}
              </Button>
            </Space>
          );
        return (
          <Space wrap>
            {row.status === 'active' ? (
              <Button
                size="small"
                danger
                aria-label={i18n._({
                  id: 'admin.staff.deactivateLabel',
                  message: 'Deactivate {name}',
                  values: { name: label },
                })}
                disabled={isLastAdministrator(row)}
                title={isLastAdministrator(row) ? lastAdministrator : undefined}
                onClick={() => setConfirming({ kind: 'deactivate', row })}
              >
                {i18n._({ id: 'admin.staff.deactivate', message: 'Deactivate' })}
              </Button>
            ) : (
              <Button
                size="small"
                aria-label={i18n._({
                  id: 'admin.staff.reactivateLabel',
                  message: 'Reactivate {name}',
                  values: { name: label },
                })}
                onClick={() =>
                  reactivate.mutate(row.userId!, {
                    onSuccess: () =>
                      notifySuccess(
                        i18n._({ id: 'admin.staff.reactivated', message: 'Reactivated' }),
                        i18n._({
                          id: 'admin.staff.reactivatedText',
                          message: '{name} can sign in again.',
                          values: { name: label },
                        }),
                      ),
                    onError,
                  })
                }
              >
                {i18n._({ id: 'admin.staff.reactivate', message: 'Reactivate' })}
              </Button>
            )}
            {row.status === 'active' && row.email && (
              <Button
                size="small"
                aria-label={i18n._({
                  id: 'admin.staff.sendResetLabel',
                  message: 'Send reset link to {name}',
                  values: { name: label },
                })}
                onClick={() =>
                  sendReset.mutate(row.userId!, {
                    onSuccess: () =>
                      notifySuccess(
                        i18n._({ id: 'admin.staff.resetSent', message: 'Reset link sent' }),
                        i18n._({
                          id: 'admin.staff.resetSentText',
                          message: 'To {email}; it works for one hour.',
                          values: { email: row.email },
                        }),
                      ),
                    onError,
                  })
                }
              >
                {i18n._({ id: 'admin.staff.sendReset', message: 'Send reset link' })}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <TabSection
      title={i18n._({ id: 'admin.staff.title', message: 'Staff' })}
      description={i18n._({
        id: 'admin.staff.description',
        message: 'Who can sign in to this dashboard, and what each role may do.',
      })}
      extra={
        <Button type="primary" onClick={() => setInviting(true)}>
          {i18n._({ id: 'admin.staff.invite', message: 'Invite staff' })}
        </Button>
      }
      query={staff}
      loadingText={i18n._({ id: 'admin.staff.loading', message: 'Loading staff...' })}
      render={(list) => (
        <ScrollTable<StaffMemberDto>
          aria-label={i18n._({ id: 'admin.staff.title', message: 'Staff' })}
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
        title={i18n._({ id: 'admin.staff.invite', message: 'Invite staff' })}
        submitLabel={i18n._({ id: 'admin.staff.sendInvitation', message: 'Send invitation' })}
        pending={invite.isPending}
        onFinish={onInvite}
        onClose={() => setInviting(false)}
      >
        <Form.Item
          label={i18n._({ id: 'admin.staff.email', message: 'E-mail' })}
          name="email"
          rules={[
            {
              required: true,
              message: i18n._({ id: 'admin.staff.emailRequired', message: 'E-mail is required' }),
            },
            {
              type: 'email',
              message: i18n._({
                id: 'admin.staff.emailInvalid',
                message: 'Please enter a valid e-mail address',
              }),
            },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.staff.role', message: 'Role' })}
          name="role"
          rules={[{ required: true }]}
        >
          <Select<StaffRole>
            aria-label={i18n._({ id: 'admin.staff.role', message: 'Role' })}
            options={ROLES.map((role) => ({
              value: role,
              label: i18n._({
                id: 'admin.staff.roleOption',
                message: '{role} — {description}',
                values: { role: roleLabel(role), description: i18n._(ROLE_DESCRIPTIONS[role]) },
              }),
            }))}
            // Each role's description in full, wrapped rather than cut off.
            classNames={{ popup: { root: 'staff-role-popup' } }}
          />
        </Form.Item>
        <p className="admin-table__secondary">
          {i18n._({
            id: 'admin.staff.inviteHint',
            message: 'They get a link, valid for 72 hours, to choose their name and password.',
          })}
        </p>
      </FormDialog>
      <ConfirmDialog
        open={confirming !== undefined}
        title={
          confirming?.kind === 'revoke'
            ? i18n._({ id: 'admin.staff.withdrawTitle', message: 'Withdraw invitation?' })
            : deactivatingSelf
              ? i18n._({
                  id: 'admin.staff.deactivateSelfTitle',
                  message: 'Deactivate your own account?',
                })
              : i18n._({ id: 'admin.staff.deactivateTitle', message: 'Deactivate staff member?' })
        }
        text={
          confirming?.kind === 'revoke'
            ? i18n._({
                id: 'admin.staff.withdrawText',
                message: 'The link sent to {email} will stop working.',
                values: { email: confirming.row.email },
              })
            : deactivatingSelf
              ? i18n._({
                  id: 'admin.staff.deactivateSelfText',
                  message:
                    'This is your own account: you will be signed out at once, everywhere, and cannot sign in again until another Administrator reactivates you.',
                })
              : i18n._({
                  id: 'admin.staff.deactivateText',
                  message:
                    '{name} will be signed out everywhere at once and cannot sign in until reactivated.',
                  values: { name: confirming?.row.name ?? '' },
                })
        }
        confirmLabel={
          confirming?.kind === 'revoke'
            ? i18n._({ id: 'admin.staff.withdraw', message: 'Withdraw' })
            : i18n._({ id: 'admin.staff.deactivate', message: 'Deactivate' })
        }
        onConfirm={confirm}
        onCancel={() => setConfirming(undefined)}
      />
    </TabSection>
  );
}

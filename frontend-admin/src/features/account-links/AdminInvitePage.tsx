import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { Trans, useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { roleLabel } from '../../shared/permissions';
import { AdminTheme } from '../theme/AdminTheme';
import { passwordHelp, passwordRules, useLinkToken } from './LinkToken';
import { linkErrorText, useAcceptInvitation, useInvitation } from './use-account-links';

interface AcceptValues {
  firstName: string;
  lastName: string;
  password: string;
}

/** The page an invitation's e-mailed link opens (`/admin/invite?token=…`). */
export function AdminInvitePage() {
  return (
    <AdminTheme>
      <InviteScreen />
    </AdminTheme>
  );
}

function InviteScreen() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'admin.invite.pageTitle', message: 'Accept Invitation' }));
  const token = useLinkToken();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  let body;
  if (invitation.isPending) {
    body = <Spin aria-label={i18n._({ id: 'admin.loading', message: 'Loading' })} />;
  } else if (invitation.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={i18n._({ id: 'admin.invite.unusable', message: 'This invitation cannot be used' })}
        description={linkErrorText(invitation.error)}
      />
    );
  } else if (accept.isSuccess) {
    body = (
      <>
        <Alert
          type="success"
          showIcon
          role="status"
          title={i18n._({ id: 'admin.invite.welcome', message: 'Welcome to the team!' })}
          description={i18n._({
            id: 'admin.invite.signInWith',
            message: 'Sign in with {username} and the password you chose.',
            values: { username: accept.data.username },
          })}
          style={{ marginBottom: 16 }}
        />
        <Link to="/admin/login">
          <Button type="primary" block size="large">
            {i18n._({ id: 'admin.link.goToSignIn', message: 'Go to sign in' })}
          </Button>
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p className="admin-login__intro">
          <Trans
            id="admin.invite.intro"
            message="You are invited as <0>{role}</0>. Your username is <1>{email}</1>."
            values={{ role: roleLabel(invitation.data.role), email: invitation.data.email }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
        </p>
        {accept.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={linkErrorText(accept.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<AcceptValues>
          layout="vertical"
          onFinish={(values) => accept.mutate({ token, ...values })}
        >
          <Form.Item
            label={i18n._({ id: 'admin.walkIn.firstName', message: 'First name' })}
            name="firstName"
            rules={[
              {
                required: true,
                whitespace: true,
                message: i18n._({
                  id: 'admin.walkIn.firstNameRequired',
                  message: 'First name is required',
                }),
              },
            ]}
          >
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.walkIn.lastName', message: 'Last name' })}
            name="lastName"
            rules={[
              {
                required: true,
                whitespace: true,
                message: i18n._({
                  id: 'admin.walkIn.lastNameRequired',
                  message: 'Last name is required',
                }),
              },
            ]}
          >
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.login.password', message: 'Password' })}
            name="password"
            rules={passwordRules()}
            extra={passwordHelp()}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
            {i18n._({ id: 'admin.invite.create', message: 'Create my account' })}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div className="admin-centered">
      <Card className="admin-login__card">
        <h1 className="admin-login__title">
          {i18n._({ id: 'admin.invite.title', message: 'Join the team' })}
        </h1>
        {body}
      </Card>
    </div>
  );
}

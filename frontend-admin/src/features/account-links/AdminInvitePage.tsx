import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@ministry/frontend-kit';
import { ROLE_LABELS } from '../../shared/permissions';
import { AdminTheme } from '../theme/AdminTheme';
import { PASSWORD_HELP, PASSWORD_RULES, useLinkToken } from './LinkToken';
import { linkErrorText, useAcceptInvitation, useInvitation } from './use-account-links';

interface AcceptValues {
  firstName: string;
  lastName: string;
  password: string;
}

/** The page an invitation's e-mailed link opens (`/admin/invite?token=…`). */
export function AdminInvitePage() {
  useDocumentTitle('Accept Invitation');
  const token = useLinkToken();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  let body;
  if (invitation.isPending) {
    body = <Spin aria-label="Loading" />;
  } else if (invitation.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="This invitation cannot be used"
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
          title="Welcome to the team!"
          description={`Sign in with ${accept.data.username} and the password you chose.`}
          style={{ marginBottom: 16 }}
        />
        <Link to="/admin/login">
          <Button type="primary" block size="large">
            Go to sign in
          </Button>
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p className="admin-login__intro">
          You are invited as <strong>{ROLE_LABELS[invitation.data.role]}</strong>. Your username is{' '}
          <strong>{invitation.data.email}</strong>.
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
            label="First name"
            name="firstName"
            rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
          >
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item
            label="Last name"
            name="lastName"
            rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}
          >
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={PASSWORD_RULES} extra={PASSWORD_HELP}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
            Create my account
          </Button>
        </Form>
      </>
    );
  }

  return (
    <AdminTheme>
      <div className="admin-centered">
        <Card className="admin-login__card">
          <h1 className="admin-login__title">Join the team</h1>
          {body}
        </Card>
      </div>
    </AdminTheme>
  );
}

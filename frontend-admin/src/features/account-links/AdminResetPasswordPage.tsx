import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@ministry/frontend-kit';
import { AdminTheme } from '../theme/AdminTheme';
import { PASSWORD_HELP, PASSWORD_RULES, useLinkToken } from './LinkToken';
import { linkErrorText, usePasswordResetLink, useResetPassword } from './use-account-links';

/** The page a password-reset link opens (`/admin/reset-password?token=…`). */
export function AdminResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const token = useLinkToken();
  const reset = useResetPassword();
  // A used or expired link says so at once, instead of after a new password was typed.
  const link = usePasswordResetLink(token);

  return (
    <AdminTheme>
      <div className="admin-centered">
        <Card className="admin-login__card">
          <h1 className="admin-login__title">Choose a new password</h1>
          {reset.isSuccess ? (
            <>
              <Alert
                type="success"
                showIcon
                role="status"
                title="Your password was changed"
                description="Every device that was signed in to your account has been signed out."
                style={{ marginBottom: 16 }}
              />
              <Link to="/admin/login">
                <Button type="primary" block size="large">
                  Go to sign in
                </Button>
              </Link>
            </>
          ) : link.isPending ? (
            <Spin aria-label="Checking the link" />
          ) : link.isError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={linkErrorText(link.error)}
              description='Ask for a new link with "Forgot password?" on the sign-in page.'
              style={{ marginBottom: 16 }}
            />
          ) : (
            <>
              {reset.isError && (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={linkErrorText(reset.error)}
                  style={{ marginBottom: 16 }}
                />
              )}
              <Form<{ password: string }>
                layout="vertical"
                onFinish={({ password }) => reset.mutate({ token, password })}
              >
                <Form.Item
                  label="New password"
                  name="password"
                  rules={PASSWORD_RULES}
                  extra={PASSWORD_HELP}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  block
                  size="large"
                  loading={reset.isPending}
                >
                  Save new password
                </Button>
              </Form>
            </>
          )}
          <Link to="/admin/login" className="admin-login__back">
            Back to sign in
          </Link>
        </Card>
      </div>
    </AdminTheme>
  );
}

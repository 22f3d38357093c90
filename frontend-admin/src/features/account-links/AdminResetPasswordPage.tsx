import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { AdminTheme } from '../theme/AdminTheme';
import { passwordHelp, passwordRules, useLinkToken } from './LinkToken';
import { linkErrorText, usePasswordResetLink, useResetPassword } from './use-account-links';

/** The page a password-reset link opens (`/admin/reset-password?token=…`). */
export function AdminResetPasswordPage() {
  return (
    <AdminTheme>
      <ResetPasswordScreen />
    </AdminTheme>
  );
}

function ResetPasswordScreen() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'admin.reset.pageTitle', message: 'Choose a New Password' }));
  const token = useLinkToken();
  const reset = useResetPassword();
  // A used or expired link says so at once, instead of after a new password was typed.
  const link = usePasswordResetLink(token);

  return (
    <div className="admin-centered">
      <Card className="admin-login__card">
        <h1 className="admin-login__title">
          {i18n._({ id: 'admin.reset.title', message: 'Choose a new password' })}
        </h1>
        {reset.isSuccess ? (
          <>
            <Alert
              type="success"
              showIcon
              role="status"
              title={i18n._({ id: 'admin.reset.changed', message: 'Your password was changed' })}
              description={i18n._({
                id: 'admin.reset.signedOut',
                message: 'Every device that was signed in to your account has been signed out.',
              })}
              style={{ marginBottom: 16 }}
            />
            <Link to="/admin/login">
              <Button type="primary" block size="large">
                {i18n._({ id: 'admin.link.goToSignIn', message: 'Go to sign in' })}
              </Button>
            </Link>
          </>
        ) : link.isPending ? (
          <Spin aria-label={i18n._({ id: 'admin.reset.checking', message: 'Checking the link' })} />
        ) : link.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={linkErrorText(link.error)}
            description={i18n._({
              id: 'admin.reset.askAgain',
              message: 'Ask for a new link with "Forgot password?" on the sign-in page.',
            })}
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
                label={i18n._({ id: 'admin.reset.newPassword', message: 'New password' })}
                name="password"
                rules={passwordRules()}
                extra={passwordHelp()}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
                {i18n._({ id: 'admin.reset.save', message: 'Save new password' })}
              </Button>
            </Form>
          </>
        )}
        <Link to="/admin/login" className="admin-login__back">
          {i18n._({ id: 'admin.login.backToSignIn', message: 'Back to sign in' })}
        </Link>
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  toast,
  useAuth,
  useDocumentTitle,
  useLingui,
  useLogin,
  type LoginCredentials,
  type SecondFactorRequired,
} from '@ministry/frontend-kit';
import { ApiError } from '@ministry/api-client';
import { errorText } from '../../shared/error-text';
import { i18n } from '../../i18n/i18n';
import { useSignedOutReason } from './signed-out-reason';
import { useSignInWithPasskey } from '../two-factor/hooks/use-two-factor';
import { AdminTheme } from '../theme/AdminTheme';
import { ForgotPassword } from './ForgotPassword';
import { SecondFactorStep } from './SecondFactorStep';

export const ADMIN_DASHBOARD_PATH = '/admin';

/**
 * Spec §8's 'Login failed. Please check your credentials.' for a wrong name or password; the server's
 * own sentence where it says more: a deactivated account, too many attempts.
 */
function loginFailure(error: unknown): string {
  const credentials = i18n._({
    id: 'admin.login.failed',
    message: 'Login failed. Please check your credentials.',
  });
  if (!(error instanceof ApiError)) return credentials;
  if (error.status === 429) return error.serverMessage ?? credentials;
  // Both are 401s: the answer's code tells a deactivated account (its sentence, in the page's
  // language) from wrong credentials (the spec's sentence).
  return error.code === 'account_deactivated' && error.serverMessage
    ? error.serverMessage
    : credentials;
}

/** Spec §2 "Admin login". */
export function AdminLoginPage() {
  return (
    <AdminTheme>
      <LoginScreen />
    </AdminTheme>
  );
}

function LoginScreen() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'admin.login.title', message: 'Admin Login' }));
  const { isLoading, isAuthenticated } = useAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const [forgot, setForgot] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactorRequired['secondFactor']>();
  const withPasskey = useSignInWithPasskey();
  const reason = useSignedOutReason(!isLoading && !isAuthenticated);

  if (isLoading) {
    return (
      <div className="admin-centered">
        <Spin size="large" aria-label={i18n._({ id: 'admin.loading', message: 'Loading' })} />
      </div>
    );
  }
  if (isAuthenticated) {
    return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;
  }

  const signedIn = () => {
    toast({
      title: i18n._({ id: 'admin.login.success', message: 'Login successful' }),
      description: i18n._({ id: 'admin.login.welcome', message: 'Welcome back!' }),
    });
    navigate(ADMIN_DASHBOARD_PATH);
  };

  const onFinish = (values: LoginCredentials) => {
    login.mutate(values, {
      onSuccess: (result) => {
        // Two-factor sign-in: the password was right, the second step is next.
        if ('secondFactor' in result) setSecondFactor(result.secondFactor);
        else signedIn();
      },
    });
  };

  return (
    <div className="admin-centered">
      <Card className="admin-login__card">
        {forgot ? (
          <ForgotPassword onBack={() => setForgot(false)} />
        ) : secondFactor ? (
          <SecondFactorStep
            methods={secondFactor.methods}
            onSignedIn={signedIn}
            onRestart={() => {
              login.reset();
              setSecondFactor(undefined);
            }}
          />
        ) : (
          <>
            <h1 className="admin-login__title">
              {i18n._({ id: 'admin.login.title', message: 'Admin Login' })}
            </h1>
            <p className="admin-login__intro">
              {i18n._({
                id: 'admin.login.intro',
                message: 'Sign in to manage the ministry website.',
              })}
            </p>
            {login.isError ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={loginFailure(login.error)}
                style={{ marginBottom: 16 }}
              />
            ) : (
              reason && (
                <Alert
                  type="warning"
                  showIcon
                  role="status"
                  title={reason}
                  style={{ marginBottom: 16 }}
                />
              )
            )}
            <Form<LoginCredentials> layout="vertical" onFinish={onFinish}>
              <Form.Item
                label={i18n._({ id: 'admin.login.username', message: 'Username' })}
                name="username"
                rules={[
                  {
                    required: true,
                    message: i18n._({
                      id: 'admin.login.usernameRequired',
                      message: 'Username is required',
                    }),
                  },
                ]}
              >
                <Input
                  placeholder={i18n._({
                    id: 'admin.login.usernamePlaceholder',
                    message: 'Enter your username',
                  })}
                  autoComplete="username"
                />
              </Form.Item>
              <Form.Item
                label={i18n._({ id: 'admin.login.password', message: 'Password' })}
                name="password"
                rules={[
                  {
                    required: true,
                    message: i18n._({
                      id: 'admin.login.passwordRequired',
                      message: 'Password is required',
                    }),
                  },
                ]}
              >
                <Input.Password
                  placeholder={i18n._({
                    id: 'admin.login.passwordPlaceholder',
                    message: 'Enter your password',
                  })}
                  autoComplete="current-password"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
                {login.isPending
                  ? i18n._({ id: 'admin.login.signingIn', message: 'Signing in...' })
                  : i18n._({ id: 'admin.login.signIn', message: 'Sign In' })}
              </Button>
            </Form>
            {withPasskey.isError && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={errorText(withPasskey.error)}
                style={{ marginTop: 16 }}
              />
            )}
            <Button
              block
              size="large"
              style={{ marginTop: 12 }}
              loading={withPasskey.isPending}
              onClick={() => withPasskey.mutate(undefined, { onSuccess: signedIn })}
            >
              {i18n._({ id: 'admin.login.withPasskey', message: 'Sign in with a passkey' })}
            </Button>
            <Button type="link" onClick={() => setForgot(true)} className="admin-login__forgot">
              {i18n._({ id: 'admin.forgot.title', message: 'Forgot password?' })}
            </Button>
            <Link to="/" className="admin-login__back">
              {i18n._({ id: 'admin.login.backToSite', message: 'Back to the website' })}
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}

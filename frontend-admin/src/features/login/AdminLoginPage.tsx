import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  toast,
  useAuth,
  useDocumentTitle,
  useLogin,
  type LoginCredentials,
} from '@ministry/frontend-kit';
import { AdminTheme } from '../theme/AdminTheme';

export const ADMIN_DASHBOARD_PATH = '/admin';

/** Spec §2 "Admin login". */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const { isLoading, isAuthenticated } = useAuth();
  const login = useLogin();
  const navigate = useNavigate();

  if (isLoading) {
    return (
      <AdminTheme>
        <div className="admin-centered">
          <Spin size="large" aria-label="Loading" />
        </div>
      </AdminTheme>
    );
  }
  if (isAuthenticated) {
    return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;
  }

  const onFinish = (values: LoginCredentials) => {
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Login successful', description: 'Welcome back!' });
        navigate(ADMIN_DASHBOARD_PATH);
      },
    });
  };

  return (
    <AdminTheme>
      <div className="admin-centered">
        <Card className="admin-login__card">
          <h1 className="admin-login__title">Admin Login</h1>
          <p className="admin-login__intro">Sign in to manage the ministry website.</p>
          {login.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title="Login failed. Please check your credentials."
              style={{ marginBottom: 16 }}
            />
          )}
          <Form<LoginCredentials> layout="vertical" onFinish={onFinish}>
            <Form.Item
              label="Username"
              name="username"
              rules={[{ required: true, message: 'Username is required' }]}
            >
              <Input placeholder="Enter your username" autoComplete="username" />
            </Form.Item>
            <Form.Item
              label="Password"
              name="password"
              rules={[{ required: true, message: 'Password is required' }]}
            >
              <Input.Password placeholder="Enter your password" autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </Form>
          <Link to="/" className="admin-login__back">
            Back to the website
          </Link>
        </Card>
      </div>
    </AdminTheme>
  );
}

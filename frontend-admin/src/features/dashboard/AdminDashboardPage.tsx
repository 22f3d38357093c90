import { Button, Spin } from 'antd';
import { useAuth, useDocumentTitle } from '@ministry/frontend-kit';
import { AdminTheme } from '../theme/AdminTheme';
import { AccessNotice } from './components/AccessNotice';
import { Dashboard } from './components/Dashboard';
import { useSignedOutReason } from '../login/signed-out-reason';

/** Spec §2 "Admin dashboard" and §6: signed-in administrators only. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { user, isLoading } = useAuth();
  const reason = useSignedOutReason(!isLoading && !user);

  let content;
  if (isLoading) {
    content = (
      <div className="admin-centered">
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  } else if (!user) {
    content = (
      <AccessNotice
        title="Admin Access Required"
        text="You need to be logged in as an administrator to access this page."
        reason={reason}
        action={
          <Button type="primary" href="/api/login">
            Log In
          </Button>
        }
      />
    );
  } else if (!user.isAdmin) {
    content = (
      <AccessNotice title="Access Denied" text="You need admin privileges to access this page." />
    );
  } else {
    content = <Dashboard user={user} />;
  }

  return <AdminTheme>{content}</AdminTheme>;
}

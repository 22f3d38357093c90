import { Button, Spin } from 'antd';
import { useAuth, useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { AdminTheme } from '../theme/AdminTheme';
import { AccessNotice } from './components/AccessNotice';
import { Dashboard } from './components/Dashboard';
import { useSignedOutReason } from '../login/signed-out-reason';

/** Spec §2 "Admin dashboard" and §6: signed-in administrators only. */
export function AdminDashboardPage() {
  return (
    <AdminTheme>
      <DashboardScreen />
    </AdminTheme>
  );
}

function DashboardScreen() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'admin.title', message: 'Admin Dashboard' }));
  const { user, isLoading } = useAuth();
  const reason = useSignedOutReason(!isLoading && !user);

  if (isLoading) {
    return (
      <div className="admin-centered">
        <Spin size="large" aria-label={i18n._({ id: 'admin.loading', message: 'Loading' })} />
      </div>
    );
  }
  if (!user) {
    return (
      <AccessNotice
        title={i18n._({ id: 'admin.access.requiredTitle', message: 'Admin Access Required' })}
        text={i18n._({
          id: 'admin.access.requiredText',
          message: 'You need to be logged in as an administrator to access this page.',
        })}
        reason={reason}
        action={
          <Button type="primary" href="/api/login">
            {i18n._({ id: 'admin.access.logIn', message: 'Log In' })}
          </Button>
        }
      />
    );
  }
  if (!user.isAdmin) {
    return (
      <AccessNotice
        title={i18n._({ id: 'admin.access.deniedTitle', message: 'Access Denied' })}
        text={i18n._({
          id: 'admin.access.deniedText',
          message: 'You need admin privileges to access this page.',
        })}
      />
    );
  }
  return <Dashboard user={user} />;
}

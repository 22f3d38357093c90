import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '@ministry/frontend-kit';
import { PageLoader } from '../remotes/components/PageLoader';
import { SCREENS } from '../remotes/remote-registry';

/** Spec §2: visitors without a session (GET /api/auth/user not 200) go to the admin login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) {
    return <PageLoader label="Checking your session…" />;
  }
  if (!isAuthenticated) {
    return <Navigate to={SCREENS.adminLogin.path} replace />;
  }
  return children;
}

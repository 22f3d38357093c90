import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@ministry/frontend-kit';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { AdminLayout, Layout } from '../features/layout/components/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute';

const queryClient = createQueryClient();

/** The route table of spec §2; every screen but 404 comes from a remote. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<RemoteRoute remote="public" module="HomePage" />} />
            <Route
              path="community"
              element={<RemoteRoute remote="community" module="CommunityPage" />}
            />
            <Route
              path="community/signup"
              element={<RemoteRoute remote="community" module="SignupPage" />}
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="admin" element={<AdminLayout />}>
            <Route
              index
              element={
                <ProtectedRoute>
                  <RemoteRoute remote="admin" module="AdminDashboardPage" />
                </ProtectedRoute>
              }
            />
            <Route path="login" element={<RemoteRoute remote="admin" module="AdminLoginPage" />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

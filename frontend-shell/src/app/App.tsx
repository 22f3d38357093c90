import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AUTH_USER_QUERY_KEY } from '@ministry/api-client';
import { createQueryClient } from '@ministry/frontend-kit';
import { takeEarlySession } from '../features/auth/early-session';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { useSiteHead } from '../features/layout/hooks/use-site-head';
import { LanguageRouter } from '../features/language/LanguageRouter';
import { AdminLayout, Layout } from '../features/layout/components/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute';
import { SCREENS } from '../features/remotes/remote-registry';

const queryClient = createQueryClient();
// The entry's session check (a signed-in-only screen): the answer useAuth reads, without asking again.
const earlySession = takeEarlySession();
if (earlySession) {
  queryClient
    .query({ queryKey: AUTH_USER_QUERY_KEY, queryFn: () => earlySession })
    .catch(() => undefined);
}

/** The head's favicon and colours, from the ministry's settings. */
function SiteHead() {
  useSiteHead();
  return null;
}

/**
 * The route table of spec §2; every screen but 404 comes from a remote. The router's basename is the
 * page's language prefix (`/es`): the same table serves every language (LanguageRouter).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteHead />
      <LanguageRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<RemoteRoute screen={SCREENS.home} />} />
            <Route
              path={SCREENS.community.path}
              element={<RemoteRoute screen={SCREENS.community} />}
            />
            <Route path={SCREENS.signup.path} element={<RemoteRoute screen={SCREENS.signup} />} />
            <Route
              path={SCREENS.registrationManage.path}
              element={<RemoteRoute screen={SCREENS.registrationManage} />}
            />
            <Route path={SCREENS.give.path} element={<RemoteRoute screen={SCREENS.give} />} />
            <Route
              path={SCREENS.giveThanks.path}
              element={<RemoteRoute screen={SCREENS.giveThanks} />}
            />
            {[
              SCREENS.teachings,
              SCREENS.teachingSeries,
              SCREENS.teachingSpeaker,
              SCREENS.teaching,
            ].map((screen) => (
              <Route
                key={screen.path}
                path={screen.path}
                element={<RemoteRoute screen={screen} />}
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path={SCREENS.adminDashboard.path} element={<AdminLayout />}>
            <Route
              index
              element={
                <ProtectedRoute>
                  <RemoteRoute screen={SCREENS.adminDashboard} />
                </ProtectedRoute>
              }
            />
            <Route
              path={SCREENS.adminLogin.path}
              element={<RemoteRoute screen={SCREENS.adminLogin} />}
            />
            <Route
              path={SCREENS.adminInvite.path}
              element={<RemoteRoute screen={SCREENS.adminInvite} />}
            />
            <Route
              path={SCREENS.adminResetPassword.path}
              element={<RemoteRoute screen={SCREENS.adminResetPassword} />}
            />
          </Route>
        </Routes>
      </LanguageRouter>
    </QueryClientProvider>
  );
}

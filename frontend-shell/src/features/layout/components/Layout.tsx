import { Outlet } from 'react-router-dom';
import { useLingui } from '@ministry/frontend-kit';
import { Toaster } from '../../toaster/Toaster';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public site's frame: header, the route's screen, footer. */
export function Layout() {
  useScrollToHash();
  const { i18n } = useLingui();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {i18n._({ id: 'layout.skipToContent', message: 'Skip to main content' })}
      </a>
      <Header />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}

/** The admin screens bring their own header; they keep the toaster and the scroll handling. */
export function AdminLayout() {
  useScrollToHash();
  return (
    <>
      <main id="main-content" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}

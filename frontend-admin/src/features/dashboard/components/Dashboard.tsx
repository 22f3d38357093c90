import { lazy, Suspense, type ComponentType } from 'react';
import { Button, Space, Spin, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '@ministry/frontend-kit';

/** Each tab is its own chunk, fetched the first time it is opened (DESIGN §6). */
const lazyTab = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(async () => ({ default: (await load())[name] }));

const TABS = [
  {
    key: 'events',
    label: 'Events',
    Component: lazyTab(() => import('../tabs/EventsTab'), 'EventsTab'),
  },
  {
    key: 'scriptures',
    label: 'Scriptures',
    Component: lazyTab(() => import('../tabs/ScripturesTab'), 'ScripturesTab'),
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    Component: lazyTab(() => import('../tabs/TestimonialsTab'), 'TestimonialsTab'),
  },
  {
    key: 'counseling',
    label: 'Counseling',
    Component: lazyTab(() => import('../tabs/CounselingTab'), 'CounselingTab'),
  },
  {
    key: 'community',
    label: 'Community',
    Component: lazyTab(() => import('../tabs/CommunityTab'), 'CommunityTab'),
  },
  {
    key: 'email',
    label: 'Email Marketing',
    Component: lazyTab(() => import('../tabs/EmailMarketingTab'), 'EmailMarketingTab'),
  },
  {
    key: 'system',
    label: 'System',
    Component: lazyTab(() => import('../tabs/SystemTab'), 'SystemTab'),
  },
];

const tabFallback = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin aria-label="Loading" />
  </div>
);

export function Dashboard({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  return (
    <>
      <header className="admin-header">
        <div className="admin-header__inner">
          <div>
            <h1 className="admin-header__title">Admin Dashboard</h1>
            <p className="admin-header__user">{user.email}</p>
          </div>
          <Space wrap>
            <Button onClick={() => navigate('/')}>View Site</Button>
            <Button href="/api/logout">Logout</Button>
          </Space>
        </div>
      </header>
      <div className="admin-content">
        <Tabs
          className="admin-dashboard-tabs"
          defaultActiveKey="events"
          items={TABS.map(({ key, label, Component }) => ({
            key,
            label,
            children: (
              <Suspense fallback={tabFallback}>
                <Component />
              </Suspense>
            ),
          }))}
        />
      </div>
    </>
  );
}

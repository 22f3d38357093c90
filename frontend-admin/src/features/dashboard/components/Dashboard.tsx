import { lazy, Suspense, type ComponentType } from 'react';
import { Button, Space, Spin, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthUser } from '@ministry/frontend-kit';
import { MakeItYoursCard } from '../../settings/components/MakeItYoursCard';
import { useAdminSettings } from '../../settings/hooks/use-settings';
import { sectionId, type SettingsSection } from '../../settings/settings-values';

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
  {
    key: 'settings',
    label: 'Settings',
    Component: lazyTab(() => import('../tabs/SettingsTab'), 'SettingsTab'),
  },
];

const DEFAULT_TAB = 'events';

/** The address of a tab (`/admin?tab=settings`), and of one of the Settings tab's sections. */
function tabHref(tab: string, hash = ''): string {
  return `/admin${tab === DEFAULT_TAB ? '' : `?tab=${tab}`}${hash}`;
}

const tabFallback = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin aria-label="Loading" />
  </div>
);

export function Dashboard({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  // The open tab is in the address, so a link (the checklist's) can open one, and a reload keeps it.
  const [params] = useSearchParams();
  const wanted = params.get('tab');
  const activeKey = TABS.find(({ key }) => key === wanted)?.key ?? DEFAULT_TAB;
  const settingsHref = (section: SettingsSection) => tabHref('settings', `#${sectionId(section)}`);
  // The checklist card sits above the tabs: the tabs wait for the settings (one request, in parallel
  // with the tab's code), so the card never pushes a tab down under the administrator's pointer.
  // A failed read shows the tabs without the card.
  const settingsPending = useAdminSettings().isPending;
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
        {settingsPending ? (
          tabFallback
        ) : (
          <>
            <MakeItYoursCard
              sectionHref={settingsHref}
              onOpenSection={(section) => navigate(settingsHref(section))}
            />
            <Tabs
              className="admin-dashboard-tabs"
              activeKey={activeKey}
              onChange={(key) => navigate(tabHref(key), { replace: true })}
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
          </>
        )}
      </div>
    </>
  );
}

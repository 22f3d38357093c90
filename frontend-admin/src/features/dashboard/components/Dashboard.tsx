import { Suspense, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Button, Space, Spin } from 'antd';
import { WrappingTabs } from '../../../shared/WrappingTabs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui, type AuthUser } from '@ministry/frontend-kit';
import { prefetchCommunityTab } from '../../members/hooks/use-members';
import { MakeItYoursCard } from '../../settings/components/MakeItYoursCard';
import { SetupWarnings } from '../../settings/components/SetupWarnings';
import { adminSettingsQuery, useAdminSettings } from '../../settings/hooks/use-settings';
import { sectionId, type SettingsSection } from '../../settings/settings-values';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { hasUnsavedChanges, leaveDiscardingChanges } from '../../../shared/unsaved-changes';
import { lazyTab, type LazyTab } from './lazy-tab';
import {
  can,
  type Permission,
  roleLabel,
  useForbiddenToasts,
  useSignOutOnUnauthorized,
} from '../../../shared/permissions';

interface Tab extends LazyTab {
  key: string;
  /** Its name, translated where shown. */
  label: { id: string; message: string };
  /**
   * The tab shows for a role with any of these permissions (docs/architecture.md, "Staff roles and
   * permissions"); none: every staff account (My account). The server checks each call.
   */
  needs: Permission[];
  /** Asks for what the tab shows first, when the dashboard opens on it (before its code is here). */
  prefetch?: (client: QueryClient) => void;
}

const TABS: Tab[] = [
  {
    key: 'events',
    label: /*i18n*/ { id: 'admin.tab.events', message: 'Events' },
    needs: ['events.write'],
    ...lazyTab(() => import('../tabs/EventsTab'), 'EventsTab'),
  },
  {
    key: 'check-in',
    label: /*i18n*/ { id: 'admin.tab.checkIn', message: 'Check-in' },
    needs: ['registrations.check_in'],
    ...lazyTab(() => import('../tabs/CheckInTab'), 'CheckInTab'),
  },
  {
    key: 'scriptures',
    label: /*i18n*/ { id: 'admin.tab.scriptures', message: 'Scriptures' },
    needs: ['scriptures.write'],
    ...lazyTab(() => import('../tabs/ScripturesTab'), 'ScripturesTab'),
  },
  {
    key: 'teachings',
    label: /*i18n*/ { id: 'admin.tab.teachings', message: 'Teachings' },
    needs: ['teachings.manage'],
    ...lazyTab(() => import('../tabs/TeachingsTab'), 'TeachingsTab'),
  },
  {
    key: 'testimonials',
    label: /*i18n*/ { id: 'admin.tab.testimonials', message: 'Testimonials' },
    needs: ['testimonials.moderate'],
    ...lazyTab(() => import('../tabs/TestimonialsTab'), 'TestimonialsTab'),
  },
  {
    key: 'counseling',
    label: /*i18n*/ { id: 'admin.tab.counseling', message: 'Counseling' },
    needs: ['counseling.read'],
    ...lazyTab(() => import('../tabs/CounselingTab'), 'CounselingTab'),
  },
  {
    key: 'community',
    label: /*i18n*/ { id: 'admin.tab.community', message: 'Community' },
    needs: ['members.read'],
    prefetch: prefetchCommunityTab,
    ...lazyTab(() => import('../tabs/CommunityTab'), 'CommunityTab'),
  },
  {
    key: 'email',
    label: /*i18n*/ { id: 'admin.tab.email', message: 'Email Marketing' },
    needs: ['email.campaigns', 'email.templates'],
    ...lazyTab(() => import('../tabs/EmailMarketingTab'), 'EmailMarketingTab'),
  },
  {
    key: 'giving',
    label: /*i18n*/ { id: 'admin.tab.giving', message: 'Giving' },
    needs: ['giving.view'],
    ...lazyTab(() => import('../tabs/GivingTab'), 'GivingTab'),
  },
  {
    key: 'staff',
    label: /*i18n*/ { id: 'admin.tab.staff', message: 'Staff' },
    needs: ['staff'],
    ...lazyTab(() => import('../tabs/StaffTab'), 'StaffTab'),
  },
  {
    key: 'audit',
    label: /*i18n*/ { id: 'admin.tab.audit', message: 'Audit' },
    needs: ['audit'],
    ...lazyTab(() => import('../tabs/AuditTab'), 'AuditTab'),
  },
  {
    key: 'system',
    label: /*i18n*/ { id: 'admin.tab.system', message: 'System' },
    needs: ['system'],
    ...lazyTab(() => import('../tabs/SystemTab'), 'SystemTab'),
  },
  {
    key: 'settings',
    label: /*i18n*/ { id: 'admin.tab.settings', message: 'Settings' },
    needs: ['settings'],
    ...lazyTab(() => import('../tabs/SettingsTab'), 'SettingsTab'),
  },
  {
    key: 'account',
    label: /*i18n*/ { id: 'admin.tab.account', message: 'My account' },
    needs: [],
    ...lazyTab(() => import('../tabs/AccountTab'), 'AccountTab'),
  },
];

/**
 * The tab the address opens (the first one without `?tab=`) fetches its code as soon as the
 * dashboard's code has run, while the dashboard renders for the first time, instead of after (issue
 * 17). Whether the account may see that tab is known only when rendering; for one it may not, the code
 * comes for nothing and is not shown.
 */
const tabAtLoad = new URLSearchParams(window.location.search).get('tab') ?? TABS[0].key;
TABS.find(({ key }) => key === tabAtLoad)
  ?.preload()
  .catch(() => undefined);

/**
 * Whether `user` sees a tab: one needing nothing is every staff account's, but a Check-in
 * volunteer's, who has the door's screen and nothing else (docs/architecture.md, "Check-in").
 */
const shows = (user: AuthUser, { needs }: Tab) =>
  needs.length === 0 ? Boolean(user.role) && user.role !== 'check_in' : can(user, ...needs);

/** While two-factor sign-in must first be set up, the server answers nothing else. */
const ENROLMENT_TABS = TABS.filter(({ key }) => key === 'account');

/** The address of a tab (`/admin?tab=settings`), and of one of the Settings tab's sections. */
function tabHref(tab: string, defaultTab: string, hash = ''): string {
  return `/admin${tab === defaultTab ? '' : `?tab=${tab}`}${hash}`;
}

function TabFallback() {
  const { i18n } = useLingui();
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin aria-label={i18n._({ id: 'admin.loading', message: 'Loading' })} />
    </div>
  );
}
const tabFallback = <TabFallback />;

export function Dashboard({ user }: { user: AuthUser }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // Where the administrator asked to go while a form held unsaved edits.
  const [leaving, setLeaving] = useState<string | null>(null);
  useForbiddenToasts();
  useSignOutOnUnauthorized();
  // Only the tabs the role may use; only My account while 2FA must be set up.
  const enrolmentOnly = user.twoFactorSetupRequired === true;
  const tabs = enrolmentOnly ? ENROLMENT_TABS : TABS.filter((tab) => shows(user, tab));
  const defaultTab = tabs[0]?.key ?? '';
  // The open tab is in the address, so a link (the checklist's) can open one, and a reload keeps it.
  const [params] = useSearchParams();
  const wanted = params.get('tab');
  const active = tabs.find(({ key }) => key === wanted) ?? tabs[0];
  const activeKey = active?.key ?? '';
  const settingsHref = (section: SettingsSection) =>
    tabHref('settings', defaultTab, `#${sectionId(section)}`);
  // The checklist card sits above the tabs: the tabs show once the settings are here, so the card never
  // pushes a tab down under the administrator's pointer. A failed read shows the tabs without the card;
  // a role without Settings has no card.
  const mayEditSettings = !enrolmentOnly && can(user, 'settings');
  const settingsPending = useAdminSettings(mayEditSettings).isPending && mayEditSettings;
  // Meanwhile the open tab's code comes, and the tab renders hidden as soon as it is here, asking
  // for its rows: they come with the settings, not after them (docs/architecture.md, "The dashboard
  // opened on a tab"). Rendered once its code is here, it never suspends (see lazyTab).
  const [tabReady, setTabReady] = useState(() => !active || active.loaded());
  const queryClient = useQueryClient();
  // The settings and, for a tab that names it, the tab's first request are asked for as the dashboard
  // first renders, alongside the tab's code, rather than once the dashboard is on screen (a state
  // initializer runs once).
  useState(() => {
    if (mayEditSettings) queryClient.query(adminSettingsQuery()).catch(() => undefined);
    active?.prefetch?.(queryClient);
  });
  useEffect(() => {
    if (tabReady || !active) return undefined;
    let current = true;
    // A failed fetch shows the tab anyway: it tries again and shows the error.
    const ready = () => current && setTabReady(true);
    active.preload().then(ready, ready);
    return () => {
      current = false;
    };
  }, [active, tabReady]);
  return (
    <>
      <header className="admin-header">
        <div className="admin-header__inner">
          <div>
            <h1 className="admin-header__title">
              {i18n._({ id: 'admin.title', message: 'Admin Dashboard' })}
            </h1>
            <p className="admin-header__user">
              {/* The address is Latin text: it keeps its order inside a right-to-left line. */}
              <bdi>{user.email}</bdi>
              {user.role ? ` · ${roleLabel(user.role)}` : ''}
            </p>
          </div>
          <Space wrap>
            {/* A tab of its own: the dashboard, and whatever is being edited there, stays open. */}
            <Button href="/" target="_blank" rel="noopener">
              {i18n._({ id: 'admin.header.viewSite', message: 'View Site' })}
              <span className="visually-hidden">
                {i18n._({ id: 'admin.header.newTab', message: ' (opens in a new tab)' })}
              </span>
            </Button>
            <Button
              href="/api/logout"
              onClick={(event) => {
                if (!hasUnsavedChanges()) return;
                event.preventDefault();
                setLeaving('/api/logout');
              }}
            >
              {i18n._({ id: 'admin.header.logout', message: 'Logout' })}
            </Button>
          </Space>
        </div>
      </header>
      <div className="admin-content">
        {(settingsPending || !tabReady) && tabFallback}
        {!settingsPending && tabReady && mayEditSettings && <SetupWarnings />}
        {!settingsPending && tabReady && mayEditSettings && (
          <MakeItYoursCard
            sectionHref={settingsHref}
            onOpenSection={(section) => navigate(settingsHref(section))}
          />
        )}
        {!settingsPending && tabs.every(({ needs }) => needs.length === 0) && !enrolmentOnly && (
          <p className="admin-dashboard-empty">
            {i18n._({
              id: 'admin.noTabs',
              message:
                'Your account has no dashboard tabs. Ask an Administrator to give you a role.',
            })}
          </p>
        )}
        {tabReady && (
          <div hidden={settingsPending}>
            <WrappingTabs
              className="admin-dashboard-tabs"
              activeKey={activeKey}
              onChange={(key) => navigate(tabHref(key, defaultTab), { replace: true })}
              items={tabs.map(({ key, label, Component }) => ({
                key,
                label: i18n._(label),
                children: (
                  <Suspense fallback={tabFallback}>
                    <Component />
                  </Suspense>
                ),
              }))}
            />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={leaving !== null}
        title={i18n._({ id: 'admin.leave.title', message: 'Leave without saving?' })}
        text={i18n._({
          id: 'admin.leave.text',
          message: 'You have unsaved changes. Leave the dashboard and discard them?',
        })}
        confirmLabel={i18n._({ id: 'admin.leave.confirm', message: 'Leave' })}
        cancelLabel={i18n._({ id: 'admin.action.keepEditing', message: 'Keep Editing' })}
        onConfirm={() => leaving && leaveDiscardingChanges(leaving)}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}

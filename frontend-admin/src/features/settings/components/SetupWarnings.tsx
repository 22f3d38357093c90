import { Alert } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { useAdminSettings } from '../hooks/use-settings';

/**
 * What keeps the site from working for anyone else (a localhost sender: members cannot sign in; in
 * production a localhost PUBLIC_URL), above the tabs until fixed, even once the checklist is dismissed.
 */
export function SetupWarnings() {
  const { i18n } = useLingui();
  // Read with the checklist (one request); every save brings the warnings up to date.
  const { data } = useAdminSettings(true, { refetchOnMount: false });
  const warnings = data?.checklist.warnings ?? [];
  if (!warnings.length) return null;
  return (
    <section
      className="setup-warnings"
      aria-label={i18n._({ id: 'admin.settings.setupWarnings', message: 'Setup warnings' })}
    >
      {warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} />
      ))}
    </section>
  );
}

import { Alert } from 'antd';
import { useAuth, useLingui } from '@ministry/frontend-kit';
import { PasskeysSection } from '../../two-factor/components/PasskeysSection';
import { TwoFactorSection } from '../../two-factor/components/TwoFactorSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import '../account.css';

/**
 * "My account", for every staff role: a simple vertical list of sections, each its own landmark (a
 * section is added with one line). While two-factor sign-in must first be set up, only its sections
 * show: the server answers nothing else until then.
 */
export function AccountTab() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const enrolmentOnly = user?.twoFactorSetupRequired === true;
  return (
    <section
      className="admin-tab account-tab"
      aria-label={i18n._({ id: 'admin.account.title', message: 'My account' })}
    >
      <header className="admin-tab__header">
        <div>
          <h2 className="admin-tab__title">
            {i18n._({ id: 'admin.account.title', message: 'My account' })}
          </h2>
          <p className="admin-tab__description">
            {i18n._({
              id: 'admin.account.description',
              message: 'Your password, two-factor sign-in, passkeys and where you are signed in.',
            })}
          </p>
        </div>
      </header>
      {enrolmentOnly && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={i18n._({
            id: 'admin.account.enrolTitle',
            message: 'Set up two-factor sign-in to continue',
          })}
          description={i18n._({
            id: 'admin.account.enrolText',
            message:
              'This site requires two-factor sign-in for all staff. Set up an authenticator app or add a passkey below; the rest of the dashboard opens once you have.',
          })}
        />
      )}
      {!enrolmentOnly && <PasswordSection />}
      <TwoFactorSection />
      <PasskeysSection />
      {!enrolmentOnly && <SessionsSection />}
    </section>
  );
}

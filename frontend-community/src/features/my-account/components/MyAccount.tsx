import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@ministry/frontend-kit';
import { MY_DATA_URL, refreshMyHistory, useMyAccount } from '../hooks/use-my-account';
import { DeleteAccount } from './DeleteAccount';
import { EmailSettings } from './EmailSettings';
import { MyGiving } from './MyGiving';
import { MyCounseling, MyRegistrations, MyTestimonies } from './MyHistory';
import { ProfileForm } from './ProfileForm';
import '../my-account.css';

/**
 * The "My account" tab: what the member gave us, to see, correct, download or delete (GDPR art.
 * 15–17, 20).
 */
export function MyAccount({ active }: { active: boolean }) {
  const { data: account, isLoading, isError } = useMyAccount();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  // The ministry moderates and answers meanwhile: each opening of the tab shows the lists as they are
  // now (the profile is not reloaded, so a half-made correction stays).
  useEffect(() => {
    if (active) refreshMyHistory(queryClient);
  }, [active, queryClient]);
  if (isLoading) {
    return (
      <p aria-busy>{i18n._({ id: 'myAccount.loading', message: 'Loading your account...' })}</p>
    );
  }
  if (isError || !account) {
    return (
      <p>{i18n._({ id: 'myAccount.failed', message: 'Your account could not be loaded.' })}</p>
    );
  }
  return (
    <div className="my-account">
      <section aria-labelledby="my-account-profile">
        <h2 id="my-account-profile">
          {i18n._({ id: 'myAccount.profile.title', message: 'Your profile' })}
        </h2>
        <ProfileForm account={account} />
      </section>
      <section aria-labelledby="my-account-email">
        <h2 id="my-account-email">{i18n._({ id: 'myAccount.email.title', message: 'E-mail' })}</h2>
        <EmailSettings account={account} />
      </section>
      <section aria-labelledby="my-account-testimonies">
        <h2 id="my-account-testimonies">
          {i18n._({ id: 'myAccount.testimonies.title', message: 'My testimonies' })}
        </h2>
        <MyTestimonies />
      </section>
      <section aria-labelledby="my-account-counseling">
        <h2 id="my-account-counseling">
          {i18n._({ id: 'myAccount.counseling.title', message: 'My counseling requests' })}
        </h2>
        <MyCounseling />
      </section>
      <section aria-labelledby="my-account-registrations">
        <h2 id="my-account-registrations">
          {i18n._({ id: 'myAccount.registrations.title', message: 'My event registrations' })}
        </h2>
        <MyRegistrations />
      </section>
      <section aria-labelledby="my-account-giving">
        <h2 id="my-account-giving">
          {i18n._({ id: 'myAccount.giving.title', message: 'Giving' })}
        </h2>
        <MyGiving />
      </section>
      <section aria-labelledby="my-account-data">
        <h2 id="my-account-data">{i18n._({ id: 'myAccount.data.title', message: 'Your data' })}</h2>
        <p>
          {i18n._({
            id: 'myAccount.data.text',
            message: 'One file (JSON) with everything above and the date of each part.',
          })}
        </p>
        <a className="button button--outline" href={MY_DATA_URL} download>
          {i18n._({ id: 'myAccount.data.download', message: 'Download My Data' })}
        </a>
      </section>
      <section aria-labelledby="my-account-delete">
        <h2 id="my-account-delete">
          {i18n._({ id: 'myAccount.delete.title', message: 'Delete my account' })}
        </h2>
        <DeleteAccount email={account.email} />
      </section>
    </div>
  );
}

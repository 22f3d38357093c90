import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { Trans, useLingui } from '@ministry/frontend-kit';
import type { MyAccount } from '../../../shared/api/community-types';
import { EMAIL_PATTERN, MAX_LENGTH } from '../../../shared/constants';
import { formatDate } from '../../../shared/format-date';
import { useChangeEmail, useUpdatePreferences } from '../hooks/use-my-account';

/** The address (changed through a link sent to the new one) and what the member wants by e-mail. */
export function EmailSettings({ account }: { account: MyAccount }) {
  const id = useId();
  const { i18n } = useLingui();
  const change = useChangeEmail();
  const preferences = useUpdatePreferences();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A box shows its new state at once; the server's answer (or a failure) sets it for good.
  const [updates, setUpdates] = useState(account.subscribeToEmails);
  const [newsletter, setNewsletter] = useState(account.newsletter.subscribed);
  useEffect(() => setUpdates(account.subscribeToEmails), [account.subscribeToEmails]);
  useEffect(() => setNewsletter(account.newsletter.subscribed), [account.newsletter.subscribed]);
  const revert = () => {
    setUpdates(account.subscribeToEmails);
    setNewsletter(account.newsletter.subscribed);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const next = email.trim();
    if (!EMAIL_PATTERN.test(next)) {
      setError(
        i18n._({ id: 'community.invalid.email', message: 'Please enter a valid email address' }),
      );
      return;
    }
    setError(null);
    change.mutate(next, { onSuccess: () => setEmail('') });
  };

  return (
    <div className="my-account__email">
      <p>
        <Trans
          id="myAccount.email.current"
          message="Your e-mail address: <0>{email}</0>"
          values={{ email: account.email }}
          components={{ 0: <strong data-testid="my-email" dir="ltr" /> }}
        />
      </p>
      {account.pendingEmail && (
        <p className="field__hint" role="status">
          <Trans
            id="myAccount.email.pending"
            message="Waiting for you to open the link we sent to <0>{email}</0>."
            values={{ email: account.pendingEmail }}
            components={{ 0: <strong dir="ltr" /> }}
          />
        </p>
      )}
      <form
        className="community-form"
        aria-label={i18n._({ id: 'myAccount.email.form', message: 'Change e-mail address' })}
        noValidate
        onSubmit={onSubmit}
      >
        <div className="field">
          <label htmlFor={`${id}-email`}>
            {i18n._({ id: 'myAccount.email.new', message: 'New e-mail address' })}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            {i18n._({
              id: 'myAccount.email.new.hint',
              message: 'We send a link to the new address; your address changes when you open it.',
            })}
          </p>
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="community-form__actions">
          <button
            type="submit"
            className="button button--outline"
            aria-disabled={change.isPending || undefined}
          >
            {change.isPending
              ? i18n._({ id: 'myAccount.email.sending', message: 'Sending...' })
              : i18n._({ id: 'myAccount.email.change', message: 'Change E-mail' })}
          </button>
        </div>
      </form>

      <fieldset className="form-section">
        <legend>
          {i18n._({ id: 'myAccount.email.preferences', message: 'E-mail preferences' })}
        </legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={updates}
            disabled={preferences.isPending}
            onChange={(event) => {
              setUpdates(event.target.checked);
              preferences.mutate({ subscribeToEmails: event.target.checked }, { onError: revert });
            }}
          />
          <span>
            {i18n._({ id: 'community.subscribeToEmails', message: 'Subscribe to email updates' })}
          </span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={newsletter}
            disabled={preferences.isPending}
            onChange={(event) => {
              setNewsletter(event.target.checked);
              preferences.mutate({ newsletter: event.target.checked }, { onError: revert });
            }}
          />
          <span>
            {account.newsletter.subscribedAt
              ? i18n._({
                  id: 'myAccount.email.newsletterSince',
                  message: 'Newsletter (subscribed {date})',
                  values: { date: formatDate(account.newsletter.subscribedAt) },
                })
              : i18n._({ id: 'myAccount.email.newsletter', message: 'Newsletter' })}
          </span>
        </label>
      </fieldset>
    </div>
  );
}

import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { MyAccount } from '../../../shared/api/community-types';
import { EMAIL_PATTERN, MAX_LENGTH } from '../../../shared/constants';
import { formatDate } from '../../../shared/format-date';
import { useChangeEmail, useUpdatePreferences } from '../hooks/use-my-account';

/** The address (changed through a link sent to the new one) and what the member wants by e-mail. */
export function EmailSettings({ account }: { account: MyAccount }) {
  const id = useId();
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
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    change.mutate(next, { onSuccess: () => setEmail('') });
  };

  return (
    <div className="my-account__email">
      <p>
        Your e-mail address: <strong data-testid="my-email">{account.email}</strong>
      </p>
      {account.pendingEmail && (
        <p className="field__hint" role="status">
          Waiting for you to open the link we sent to <strong>{account.pendingEmail}</strong>.
        </p>
      )}
      <form
        className="community-form"
        aria-label="Change e-mail address"
        noValidate
        onSubmit={onSubmit}
      >
        <div className="field">
          <label htmlFor={`${id}-email`}>New e-mail address</label>
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
            We send a link to the new address; your address changes when you open it.
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
            {change.isPending ? 'Sending...' : 'Change E-mail'}
          </button>
        </div>
      </form>

      <fieldset className="form-section">
        <legend>E-mail preferences</legend>
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
          <span>Subscribe to email updates</span>
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
            Newsletter
            {account.newsletter.subscribedAt &&
              ` (subscribed ${formatDate(account.newsletter.subscribedAt)})`}
          </span>
        </label>
      </fieldset>
    </div>
  );
}

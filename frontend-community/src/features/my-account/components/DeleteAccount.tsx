import { useId, useState, type SubmitEvent } from 'react';
import { Trans, useLingui } from '@ministry/frontend-kit';
import { Dialog } from '@ministry/frontend-kit/src/dialog/Dialog';
import { useDeleteAccount } from '../hooks/use-my-account';

/** Deleting the account: a dialog that says what goes and what stays, confirmed by typing the address. */
export function DeleteAccount({ email }: { email: string }) {
  const id = useId();
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(typed.trim());
  };

  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {i18n._({ id: 'myAccount.delete.open', message: 'Delete My Account' })}
      </button>
      {open && (
        <Dialog
          title={i18n._({ id: 'myAccount.delete.dialog', message: 'Delete your account?' })}
          onClose={() => {
            setOpen(false);
            setTyped('');
          }}
        >
          <div className="my-account__delete">
            <p>{i18n._({ id: 'myAccount.delete.erases', message: 'This erases, for good:' })}</p>
            <ul>
              <li>{i18n._({ id: 'myAccount.delete.profile', message: 'your profile;' })}</li>
              <li>
                {i18n._({
                  id: 'myAccount.delete.testimonies',
                  message: 'your testimonies that are pending review or were not published;',
                })}
              </li>
              <li>
                {i18n._({
                  id: 'myAccount.delete.counseling',
                  message: "your counseling requests and the ministry's responses;",
                })}
              </li>
              <li>
                {i18n._({
                  id: 'myAccount.delete.newsletter',
                  message: 'your newsletter subscription.',
                })}
              </li>
            </ul>
            <p>
              <Trans
                id="myAccount.delete.published"
                message="<0>Testimonies already published stay on the site, as ‘Anonymous’</0>: without your name or address, and no longer linked to you."
                components={{ 0: <strong /> }}
              />
            </p>
            <p>
              {i18n._({
                id: 'myAccount.delete.gifts',
                message:
                  "Gifts you have given stay in the ministry's financial records, as the law requires, without your name, address or note; a recurring gift still running is cancelled.",
              })}
            </p>
            <p>
              {i18n._({
                id: 'myAccount.delete.fingerprint',
                message:
                  'So that no campaign ever reaches you again, we keep only a one-way fingerprint of your address. You are signed out at once.',
              })}
            </p>
            <form onSubmit={onSubmit} noValidate>
              <div className="field">
                <label htmlFor={`${id}-confirm`}>
                  {i18n._({
                    id: 'myAccount.delete.confirm',
                    message: 'Type your e-mail address ({email}) to confirm',
                    values: { email },
                  })}
                </label>
                <input
                  id={`${id}-confirm`}
                  type="email"
                  autoComplete="off"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </div>
              <div className="dialog__actions">
                <button
                  type="submit"
                  className="button button--danger"
                  aria-disabled={!matches || remove.isPending || undefined}
                >
                  {remove.isPending
                    ? i18n._({ id: 'myAccount.delete.deleting', message: 'Deleting...' })
                    : i18n._({ id: 'myAccount.delete.submit', message: 'Delete Account' })}
                </button>
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() => {
                    setOpen(false);
                    setTyped('');
                  }}
                >
                  {i18n._({ id: 'myAccount.delete.cancel', message: 'Cancel' })}
                </button>
              </div>
            </form>
          </div>
        </Dialog>
      )}
    </>
  );
}

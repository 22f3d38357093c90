import { useId, useState, type SubmitEvent } from 'react';
import { Dialog } from '@ministry/frontend-kit/src/dialog/Dialog';
import { useDeleteAccount } from '../hooks/use-my-account';

/** Deleting the account: a dialog that says what goes and what stays, confirmed by typing the address. */
export function DeleteAccount({ email }: { email: string }) {
  const id = useId();
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
        Delete My Account
      </button>
      {open && (
        <Dialog
          title="Delete your account?"
          onClose={() => {
            setOpen(false);
            setTyped('');
          }}
        >
          <div className="my-account__delete">
            <p>This erases, for good:</p>
            <ul>
              <li>your profile;</li>
              <li>your testimonies that are pending review or were not published;</li>
              <li>your counseling requests and the ministry&apos;s responses;</li>
              <li>your newsletter subscription.</li>
            </ul>
            <p>
              <strong>
                Testimonies already published stay on the site, as &lsquo;Anonymous&rsquo;
              </strong>
              : without your name or address, and no longer linked to you.
            </p>
            <p>
              Gifts you have given stay in the ministry&apos;s financial records, as the law
              requires, without your name, address or note; a recurring gift still running is
              cancelled.
            </p>
            <p>
              So that no campaign ever reaches you again, we keep only a one-way fingerprint of your
              address. You are signed out at once.
            </p>
            <form onSubmit={onSubmit} noValidate>
              <div className="field">
                <label htmlFor={`${id}-confirm`}>
                  Type your e-mail address ({email}) to confirm
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
                  {remove.isPending ? 'Deleting...' : 'Delete Account'}
                </button>
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() => {
                    setOpen(false);
                    setTyped('');
                  }}
                >
                  Cancel
                </button>
              </div>
            </form>
          </div>
        </Dialog>
      )}
    </>
  );
}

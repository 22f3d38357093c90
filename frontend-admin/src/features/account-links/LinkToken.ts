import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { i18n } from '../../i18n/i18n';

/**
 * The token of an e-mailed link (`?token=…`). It is taken out of the address bar at once, so it stays
 * out of the history, bookmarks and the Referer of anything the page loads.
 */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  if (params.has('token') && typeof window !== 'undefined')
    window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** The server's own rule, shown before sending: at least 12 characters; it also refuses common ones. */
export const passwordRules = () => [
  {
    required: true,
    message: i18n._({ id: 'admin.login.passwordRequired', message: 'Password is required' }),
  },
  {
    min: 12,
    message: i18n._({
      id: 'admin.password.min',
      message: 'The password must be at least 12 characters long.',
    }),
  },
];

export const passwordHelp = () =>
  i18n._({
    id: 'admin.password.help',
    message:
      'At least 12 characters. A few unrelated words make a good one; commonly used passwords are refused.',
  });

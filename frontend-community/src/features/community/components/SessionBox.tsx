import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format-date';
import {
  useCommunityLogin,
  useCommunityLogout,
  useCommunitySession,
} from '../hooks/use-community-session';

/** Spec §2: log in by e-mail, or the member's name, join date and Logout. */
export function SessionBox({ onLoggedOut }: { onLoggedOut: () => void }) {
  const id = useId();
  const { isLoading, member } = useCommunitySession();
  const login = useCommunityLogin();
  const logout = useCommunityLogout();
  const [email, setEmail] = useState('');

  if (isLoading) {
    return (
      <section className="session-box session-box--loading" aria-label="Member session" aria-busy>
        <span className="skeleton-line skeleton-line--wide" />
        <span className="skeleton-line" />
      </section>
    );
  }

  if (member) {
    return (
      <section className="session-box" aria-label="Member session" data-testid="session-box">
        <p className="session-box__welcome">Welcome back, {member.name}!</p>
        <p className="session-box__since">Member since {formatDate(member.joinedAt)}</p>
        <button
          type="button"
          className="button button--outline session-box__logout"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: onLoggedOut })}
        >
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </button>
      </section>
    );
  }

  const trimmed = email.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || login.isPending) {
      return;
    }
    login.mutate(trimmed, { onSuccess: () => setEmail('') });
  };

  return (
    <section className="session-box" aria-label="Member session" data-testid="session-box">
      <form className="field" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-email`}>Member login</label>
        <div className="session-box__row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="button button--gold"
            disabled={trimmed === '' || login.isPending}
          >
            {login.isPending ? 'Logging in...' : 'Login'}
          </button>
        </div>
      </form>
      <p className="session-box__join">
        Not a member yet? <Link to="/community/signup">Join our community</Link>
      </p>
    </section>
  );
}

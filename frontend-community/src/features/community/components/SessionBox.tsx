import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format-date';
import {
  useCommunityLogin,
  useCommunityLogout,
  useCommunitySession,
  useVerifySignIn,
} from '../hooks/use-community-session';

/**
 * Spec §2: log in by e-mail, or the member's name, join date and Logout. Logging in e-mails a link
 * (issue 16): the box then says so, and takes the e-mail's 6-digit code for signing in on this device.
 */
export function SessionBox({ onLoggedOut }: { onLoggedOut: () => void }) {
  const id = useId();
  const { isLoading, member } = useCommunitySession();
  const login = useCommunityLogin();
  const verify = useVerifySignIn();
  const logout = useCommunityLogout();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [code, setCode] = useState('');

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

  if (sent) {
    const digits = code.replace(/\s/g, '');
    const onVerify = (event: FormEvent) => {
      event.preventDefault();
      if (digits === '' || verify.isPending) return;
      verify.mutate(
        { email: sent.email, code: digits },
        {
          onSuccess: () => {
            setSent(null);
            setCode('');
          },
        },
      );
    };
    return (
      <section className="session-box" aria-label="Member session" data-testid="session-box">
        <p className="session-box__sent" role="status">
          {sent.message}
        </p>
        <form className="field" onSubmit={onVerify} noValidate>
          <label htmlFor={`${id}-code`}>Or type the 6-digit code from the e-mail</label>
          <div className="session-box__row">
            <input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder="123456"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button
              type="submit"
              className="button button--gold"
              disabled={digits === '' || verify.isPending}
            >
              {verify.isPending ? 'Signing in...' : 'Sign in'}
            </button>
          </div>
        </form>
        <p className="session-box__join">
          <button
            type="button"
            className="session-box__back"
            onClick={() => {
              setSent(null);
              setCode('');
            }}
          >
            Use another e-mail address
          </button>
        </p>
      </section>
    );
  }

  const trimmed = email.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || login.isPending) {
      return;
    }
    login.mutate(trimmed, {
      onSuccess: (answer) => {
        setSent({ email: trimmed, message: answer.message });
        setEmail('');
      },
    });
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

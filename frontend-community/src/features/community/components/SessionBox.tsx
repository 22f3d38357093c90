import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@ministry/frontend-kit';
import { formatDate } from '../../../shared/format-date';
import {
  useCommunityLogin,
  useCommunityLogout,
  useCommunitySession,
  useVerifySignIn,
} from '../hooks/use-community-session';

/** The e-mailed sign-in this tab is waiting for, kept across a reload while its code is valid. */
interface SentSignIn {
  email: string;
  message: string;
  /** When it was asked for (epoch ms). */
  at: number;
  /** Asked again for the same address: the earlier e-mail's code no longer works. */
  again?: boolean;
}

const SENT_KEY = 'community-sign-in-sent';
const LAST_KEY = 'community-sign-in-last';
/** How long an e-mailed code signs in (the server's SIGN_IN_VALID_MINUTES). */
const CODE_VALID_MS = 15 * 60_000;

function readSent(): SentSignIn | null {
  try {
    const sent = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? 'null') as SentSignIn | null;
    return sent && Date.now() - sent.at < CODE_VALID_MS ? sent : null;
  } catch {
    return null;
  }
}

function keepSent(sent: SentSignIn | null): void {
  try {
    if (sent) {
      sessionStorage.setItem(SENT_KEY, JSON.stringify(sent));
      sessionStorage.setItem(LAST_KEY, JSON.stringify(sent));
    } else sessionStorage.removeItem(SENT_KEY);
  } catch {
    // Storage refused (private mode): the box just does not survive a reload.
  }
}

/** Whether a code was e-mailed to `email` within its life (even if the box was left since). */
function askedBefore(email: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(LAST_KEY) ?? 'null') as SentSignIn | null;
    return (
      !!last &&
      Date.now() - last.at < CODE_VALID_MS &&
      last.email.toLowerCase() === email.toLowerCase()
    );
  } catch {
    return false;
  }
}

function forgetSignIns(): void {
  try {
    sessionStorage.removeItem(SENT_KEY);
    sessionStorage.removeItem(LAST_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Spec §2: log in by e-mail, or the member's name, join date and Logout. Logging in e-mails a link
 * (never the address alone: docs/architecture.md, "Member sign-in"): the box then says so, and
 * takes the e-mail's 6-digit code for signing in on this device.
 */
export function SessionBox({ onLoggedOut }: { onLoggedOut: () => void }) {
  const id = useId();
  const { i18n } = useLingui();
  const sessionLabel = i18n._({ id: 'community.session.label', message: 'Member session' });
  const { isLoading, member } = useCommunitySession();
  const login = useCommunityLogin();
  const verify = useVerifySignIn();
  const logout = useCommunityLogout();
  const [email, setEmail] = useState('');
  const [sent, setSentState] = useState<SentSignIn | null>(readSent);
  const setSent = (next: SentSignIn | null) => {
    keepSent(next);
    setSentState(next);
  };
  const [code, setCode] = useState('');
  // Focus follows the box: to the code field once the e-mail is sent, to the welcome once signed in.
  const codeField = useRef<HTMLInputElement>(null);
  const welcome = useRef<HTMLParagraphElement>(null);
  const [moveFocus, setMoveFocus] = useState<'code' | 'welcome' | null>(null);
  useEffect(() => {
    const target = moveFocus === 'code' ? codeField.current : welcome.current;
    if (!moveFocus || !target) return;
    target.focus();
    setMoveFocus(null);
  }, [moveFocus, member, sent]);

  if (isLoading) {
    return (
      <section className="session-box session-box--loading" aria-label={sessionLabel} aria-busy>
        <span className="skeleton-line skeleton-line--wide" />
        <span className="skeleton-line" />
      </section>
    );
  }

  if (member) {
    return (
      <section className="session-box" aria-label={sessionLabel} data-testid="session-box">
        <p className="session-box__welcome" ref={welcome} tabIndex={-1}>
          {i18n._({
            id: 'community.session.welcome',
            message: 'Welcome back, {name}!',
            values: { name: member.name },
          })}
        </p>
        <p className="session-box__since">
          {i18n._({
            id: 'community.session.since',
            message: 'Member since {date}',
            values: { date: formatDate(member.joinedAt) },
          })}
        </p>
        <button
          type="button"
          className="button button--outline session-box__logout"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: onLoggedOut })}
        >
          {logout.isPending
            ? i18n._({ id: 'community.session.loggingOut', message: 'Logging out...' })
            : i18n._({ id: 'community.session.logout', message: 'Logout' })}
        </button>
      </section>
    );
  }

  if (sent) {
    const digits = code.replace(/\s/g, '');
    const onVerify = (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (digits === '' || verify.isPending) return;
      verify.mutate(
        { email: sent.email, code: digits },
        {
          onSuccess: () => {
            setSent(null);
            forgetSignIns();
            setCode('');
            setMoveFocus('welcome');
          },
        },
      );
    };
    return (
      <section className="session-box" aria-label={sessionLabel} data-testid="session-box">
        <p className="session-box__sent" role="status">
          {sent.message}
          {sent.again &&
            ` ${i18n._({
              id: 'community.session.newCode',
              message: 'We sent a new code: the one in the earlier e-mail no longer works.',
            })}`}
        </p>
        <form className="field" onSubmit={onVerify} noValidate>
          <label htmlFor={`${id}-code`}>
            {i18n._({
              id: 'community.session.code',
              message: 'Or type the 6-digit code from the e-mail',
            })}
          </label>
          <div className="session-box__row">
            <input
              ref={codeField}
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
              {verify.isPending
                ? i18n._({ id: 'community.session.signingIn', message: 'Signing in...' })
                : i18n._({ id: 'community.session.signIn', message: 'Sign in' })}
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
            {i18n._({ id: 'community.session.another', message: 'Use another e-mail address' })}
          </button>
        </p>
      </section>
    );
  }

  const trimmed = email.trim();
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed === '' || login.isPending) {
      return;
    }
    login.mutate(trimmed, {
      onSuccess: (answer) => {
        // The same address again within the code's life: its earlier code was replaced.
        const again = askedBefore(trimmed);
        setSent({ email: trimmed, message: answer.message, at: Date.now(), again });
        setEmail('');
        setMoveFocus('code');
      },
    });
  };

  return (
    <section className="session-box" aria-label={sessionLabel} data-testid="session-box">
      <form className="field" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-email`}>
          {i18n._({ id: 'community.session.login', message: 'Member login' })}
        </label>
        <div className="session-box__row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={i18n._({
              id: 'community.session.email.placeholder',
              message: 'Enter your email',
            })}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="button button--gold"
            disabled={trimmed === '' || login.isPending}
          >
            {login.isPending
              ? i18n._({ id: 'community.session.loggingIn', message: 'Logging in...' })
              : i18n._({ id: 'community.session.submit', message: 'Login' })}
          </button>
        </div>
      </form>
      <p className="session-box__join">
        <Trans
          id="community.session.join"
          message="Not a member yet? <0>Join our community</0>"
          components={{ 0: <Link to="/community/signup" /> }}
        />
      </p>
    </section>
  );
}

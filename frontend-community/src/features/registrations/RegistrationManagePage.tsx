import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@ministry/api-client';
import { useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import type { Label } from '../../shared/constants';
import { FormField } from '../../shared/components/FormField';
import { AnswerField } from './components/AnswerField';
import {
  tokenOf,
  useCancelMyRegistration,
  useChangeRegistration,
  useManagedRegistration,
  type ManagedRegistration,
} from './hooks/use-manage-registration';
import {
  answerText,
  answersByQuestion,
  checkChange,
  formatStart,
  toAnswerList,
  type Answers,
} from './registration-answers';
import '../community.css';
import '../forms.css';
import '../my-account/my-account.css';
import './registrations.css';
import { useCommunityCatalog } from '../../i18n/community-area';

const STATUS_TEXT: Record<ManagedRegistration['status'], Label> = {
  confirmed: /*i18n*/ { id: 'community.registration.confirmed', message: 'Confirmed' },
  waitlisted: /*i18n*/ { id: 'community.registration.waitlisted', message: 'On the waitlist' },
  cancelled: /*i18n*/ { id: 'community.registration.cancelled', message: 'Cancelled' },
};

/** The message of a failed call: the server's sentence, else a general one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

function Shell({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="community-page">
      <header className="community-hero community-hero--compact">
        <div className="container">
          <h1>{i18n._({ id: 'community.manage.title', message: 'Your Registration' })}</h1>
        </div>
      </header>
      <div className="container community-section registration-manage">{children}</div>
    </div>
  );
}

/** A message that takes the focus when it appears (the page changed under the person). */
function Notice({ tone, children }: { tone: 'error' | 'done'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`registration-manage__notice registration-manage__notice--${tone}`}
    >
      {children}
    </div>
  );
}

/**
 * The page of the registration e-mails' link: the event and the registration, a change of the party
 * size and the answers, and a cancellation. Each link works once; a change answers with the next,
 * which the address takes in place of the spent one (a reload keeps working).
 */
export function RegistrationManagePage() {
  useCommunityCatalog();
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'community.manage.title', message: 'Your Registration' }));
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const registration = useManagedRegistration(token);
  const [cancelled, setCancelled] = useState(false);

  if (!token) {
    return (
      <Shell>
        <Notice tone="error">
          {i18n._({
            id: 'community.manage.incomplete',
            message:
              'This link is incomplete. Open the link in the newest e-mail about your registration.',
          })}
        </Notice>
      </Shell>
    );
  }
  if (cancelled) {
    return (
      <Shell>
        <Notice tone="done">
          <h2>
            {i18n._({
              id: 'community.manage.cancelled',
              message: 'Your registration is cancelled',
            })}
          </h2>
          <p>
            {i18n._({
              id: 'community.manage.cancelled.text',
              message: 'We have e-mailed you a confirmation. We hope to see you another time.',
            })}
          </p>
        </Notice>
      </Shell>
    );
  }
  if (registration.isPending) {
    return (
      <Shell>
        <p role="status">
          {i18n._({ id: 'community.manage.loading', message: 'Loading your registration…' })}
        </p>
      </Shell>
    );
  }
  if (registration.isError) {
    const gone = registration.error instanceof ApiError && registration.error.status === 410;
    return (
      <Shell>
        <Notice tone="error">
          {gone
            ? messageOf(
                registration.error,
                i18n._({
                  id: 'community.manage.invalidLink',
                  message:
                    'This link is invalid or has already been used. The newest e-mail about your registration has a link that works.',
                }),
              )
            : i18n._({
                id: 'community.manage.failed',
                message: 'Your registration could not be loaded. Please try again in a moment.',
              })}
        </Notice>
      </Shell>
    );
  }
  return (
    <Shell>
      <ManageRegistration
        token={token}
        registration={registration.data}
        // The same form stays (with its notice) while the address takes the next link.
        onNewToken={(next) =>
          setParams({ token: next }, { replace: true, state: { keepScroll: true } })
        }
        onCancelled={() => setCancelled(true)}
      />
    </Shell>
  );
}

interface ManageRegistrationProps {
  token: string;
  registration: ManagedRegistration;
  onNewToken: (token: string) => void;
  onCancelled: () => void;
}

function ManageRegistration({
  token,
  registration,
  onNewToken,
  onCancelled,
}: ManageRegistrationProps) {
  const { i18n } = useLingui();
  const settings = registration.registration;
  const questions = settings.questions;
  const [partySize, setPartySize] = useState(String(registration.partySize));
  const [answers, setAnswers] = useState<Answers>(() => answersByQuestion(registration.answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [askingCancel, setAskingCancel] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangeRegistration(token);
  const cancel = useCancelMyRegistration(token);
  const partyId = 'registration-party-size';

  const focusFirst = (found: Record<string, string>) => {
    const [first] = Object.keys(found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    setSaved(false);
    const found = checkChange(questions, settings.maxPartySize, partySize, answers);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    change.mutate(
      { partySize: Number(partySize), answers: toAnswerList(questions, answers) },
      {
        onSuccess: (next) => {
          setSaved(true);
          onNewToken(tokenOf(next.manageUrl));
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.status === 400 &&
            Object.keys(error.fieldErrors).length
          ) {
            setErrors(error.fieldErrors);
            focusFirst(error.fieldErrors);
          } else {
            setRefusal(
              messageOf(
                error,
                i18n._({
                  id: 'community.manage.saveFailed',
                  message: 'Your change could not be saved. Please try again.',
                }),
              ),
            );
          }
        },
      },
    );
  };

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: onCancelled,
      onError: (error) => {
        setAskingCancel(false);
        setRefusal(
          messageOf(
            error,
            i18n._({
              id: 'community.manage.cancelFailed',
              message: 'Your registration could not be cancelled. Please try again.',
            }),
          ),
        );
      },
    });

  const party = i18n._({
    id: 'community.manage.party',
    message: '{count, plural, one {# person} other {# people}}',
    values: { count: registration.partySize },
  });
  return (
    <>
      {saved && (
        <Notice tone="done">
          {i18n._({
            id: 'community.manage.saved',
            message:
              'Your registration is updated. A confirmation with your ticket is on its way to {email}.',
            values: { email: registration.email },
          })}
        </Notice>
      )}
      {refusal && <Notice tone="error">{refusal}</Notice>}
      <section className="registration-manage__card" aria-labelledby="registration-event">
        <h2 id="registration-event">{registration.eventTitle}</h2>
        <dl className="registration-manage__facts">
          <dt>{i18n._({ id: 'community.manage.when', message: 'When' })}</dt>
          <dd>{formatStart(registration.startsAt)}</dd>
          <dt>{i18n._({ id: 'community.manage.where', message: 'Where' })}</dt>
          <dd>{registration.location}</dd>
          <dt>{i18n._({ id: 'community.manage.name', message: 'Name' })}</dt>
          <dd>
            {registration.firstName} {registration.lastName}
          </dd>
          <dt>{i18n._({ id: 'community.manage.email', message: 'E-mail' })}</dt>
          <dd>
            <bdi>{registration.email}</bdi>
          </dd>
          <dt>{i18n._({ id: 'community.manage.status', message: 'Status' })}</dt>
          <dd data-testid="registration-status">{i18n._(STATUS_TEXT[registration.status])}</dd>
          <dt>{i18n._({ id: 'community.manage.partyLabel', message: 'Party' })}</dt>
          <dd data-testid="registration-party">{party}</dd>
          {questions.map((q) => {
            const answer = registration.answers.find((a) => a.questionId === q.id);
            return answer ? (
              <Fragment key={q.id}>
                <dt>{q.label}</dt>
                <dd>{answerText(answer.value)}</dd>
              </Fragment>
            ) : null;
          })}
        </dl>
      </section>

      {settings.open ? (
        <form
          ref={formRef}
          className="community-form registration-manage__card"
          aria-labelledby="registration-change"
          noValidate
          onSubmit={onSubmit}
        >
          <h2 id="registration-change">
            {i18n._({ id: 'community.manage.change', message: 'Change your registration' })}
          </h2>
          <FormField
            id={partyId}
            name="partySize"
            label={i18n._({ id: 'community.manage.partySize', message: 'Party size' })}
            required
            hint={i18n._({
              id: 'community.manage.partySize.hint',
              message: 'Including you; at most {max}.',
              values: { max: settings.maxPartySize },
            })}
            error={errors.partySize}
          >
            {(control) => (
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={settings.maxPartySize}
                {...control}
                data-field="partySize"
                value={partySize}
                onChange={(e) => setPartySize(e.target.value)}
              />
            )}
          </FormField>
          {questions.map((q) => (
            <AnswerField
              key={q.id}
              question={q}
              value={answers[q.id]}
              error={errors[`answers.${q.id}`]}
              onChange={(value) => setAnswers((current) => ({ ...current, [q.id]: value }))}
            />
          ))}
          <div className="community-form__actions">
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={change.isPending || undefined}
            >
              {change.isPending
                ? i18n._({ id: 'community.manage.saving', message: 'Saving…' })
                : i18n._({ id: 'community.manage.save', message: 'Save changes' })}
            </button>
          </div>
        </form>
      ) : (
        <p className="registration-manage__card">
          {i18n._({
            id: 'community.manage.closed',
            message:
              'Registration has closed, so the party and the answers can no longer be changed. You can still cancel.',
          })}
        </p>
      )}

      <section className="registration-manage__card" aria-labelledby="registration-cancel">
        <h2 id="registration-cancel">
          {i18n._({ id: 'community.manage.cancel.title', message: 'Cancel your registration' })}
        </h2>
        {askingCancel ? (
          <div role="group" aria-labelledby="registration-cancel-question">
            <p id="registration-cancel-question">
              {i18n._({
                id: 'community.manage.cancel.question',
                message:
                  'Cancel your registration for {party}? Your seats go to the people waiting, and this cannot be undone.',
                values: { party },
              })}
            </p>
            <div className="registration-manage__actions">
              <button
                type="button"
                className="button button--danger"
                aria-disabled={cancel.isPending || undefined}
                onClick={() => !cancel.isPending && onCancel()}
                // The question just appeared: the answer is the next thing to do.
                autoFocus
              >
                {cancel.isPending
                  ? i18n._({ id: 'community.manage.cancelling', message: 'Cancelling…' })
                  : i18n._({
                      id: 'community.manage.cancel.yes',
                      message: 'Yes, cancel my registration',
                    })}
              </button>
              <button type="button" className="button" onClick={() => setAskingCancel(false)}>
                {i18n._({ id: 'community.manage.cancel.keep', message: 'Keep my registration' })}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setAskingCancel(true)}>
            {i18n._({ id: 'community.manage.cancel.open', message: 'Cancel registration' })}
          </button>
        )}
      </section>
    </>
  );
}

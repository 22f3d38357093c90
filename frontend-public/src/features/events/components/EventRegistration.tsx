// The registration form of an event whose registration is on, inside its dialog (EventDialogs).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, type Schema } from '@ministry/api-client';
import { formatCount, i18n, useLingui } from '@ministry/frontend-kit';
import type { MinistryEvent } from '../../../shared/content-types';
import { useMemberPrefill } from '../hooks/use-member-prefill';
import { useRegister, type RegistrationResult } from '../hooks/use-register';
import { usePagesCatalog } from '../../../i18n/pages-area';

type Registration = NonNullable<MinistryEvent['registration']>;
type Question = Schema<'RegistrationQuestionDto'>;
type AnswerValue = string | string[] | boolean;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  partySize: string;
  answers: Record<string, AnswerValue>;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  partySize: '1',
  answers: {},
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form can tell before asking the server (the server checks it all again). */
function validate(values: Values, registration: Registration): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.firstName.trim())
    errors.firstName = i18n._({
      id: 'registration.invalid.firstName',
      message: 'First name is required',
    });
  if (!values.lastName.trim())
    errors.lastName = i18n._({
      id: 'registration.invalid.lastName',
      message: 'Last name is required',
    });
  if (!EMAIL.test(values.email.trim()))
    errors.email = i18n._({
      id: 'registration.invalid.email',
      message: 'Please enter a valid email address',
    });
  const party = Number(values.partySize);
  if (!Number.isInteger(party) || party < 1)
    errors.partySize = i18n._({
      id: 'registration.invalid.partyMin',
      message: 'Party size must be at least 1',
    });
  else if (party > registration.maxPartySize)
    errors.partySize = i18n._({
      id: 'registration.invalid.partyMax',
      message: 'Party size must be at most {max}',
      values: { max: formatCount(registration.maxPartySize) },
    });
  for (const q of registration.questions) {
    const value = values.answers[q.id];
    const empty =
      value === undefined ||
      value === false ||
      (typeof value === 'string' && !value.trim()) ||
      (Array.isArray(value) && value.length === 0);
    if (q.required && empty) {
      errors[`answers.${q.id}`] =
        q.kind === 'checkbox'
          ? i18n._({
              id: 'registration.invalid.tick',
              message: 'Please tick "{label}"',
              values: { label: q.label },
            })
          : i18n._({
              id: 'registration.invalid.answer',
              message: '"{label}" is required',
              values: { label: q.label },
            });
    }
  }
  return errors;
}

const closedText = () =>
  i18n._({ id: 'registration.state.closed', message: 'Registration is closed' });

/** "12 seats left", "Full — join the waitlist", "Registration is closed". */
export function registrationState(registration: Registration): {
  canRegister: boolean;
  waitlisted: boolean;
  text: string | null;
} {
  if (!registration.open) return { canRegister: false, waitlisted: false, text: closedText() };
  const left = registration.seatsLeft;
  if (left !== null && left <= 0) {
    return registration.waitlist
      ? {
          canRegister: true,
          waitlisted: true,
          text: i18n._({ id: 'registration.state.waitlist', message: 'Full — join the waitlist' }),
        }
      : {
          canRegister: false,
          waitlisted: false,
          text: i18n._({ id: 'registration.state.full', message: 'This event is full' }),
        };
  }
  if (left === null) return { canRegister: true, waitlisted: false, text: null };
  return {
    canRegister: true,
    waitlisted: false,
    text: i18n._({
      id: 'registration.state.seatsLeft',
      message: '{count, plural, one {{number} seat left} other {{number} seats left}}',
      values: { count: left, number: formatCount(left) },
    }),
  };
}

export function EventRegistration({ event }: { event: MinistryEvent }) {
  usePagesCatalog();
  const { i18n } = useLingui();
  const id = useId();
  const registration = event.registration as Registration;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<{ result: RegistrationResult; email: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const register = useRegister(event.id);
  const state = registrationState(registration);
  const member = useMemberPrefill();
  // A signed-in member finds their details filled in; what they already typed stays.
  useEffect(() => {
    if (!member) return;
    setValues((current) => ({
      ...current,
      firstName: current.firstName || member.firstName,
      lastName: current.lastName || member.lastName,
      email: current.email || member.email,
      phone: current.phone || member.phone,
    }));
  }, [member]);

  const fieldId = (name: string) => `${id}-${name.replace(/\W/g, '_')}`;
  const errorId = (name: string) => `${fieldId(name)}-error`;
  const focusFirst = (found: Record<string, string>) => {
    const [first] = Object.keys(found);
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values, registration);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    const email = values.email.trim();
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        partySize: Number(values.partySize),
        answers: Object.entries(values.answers).map(([questionId, value]) => ({
          questionId,
          value,
        })),
      },
      {
        onSuccess: (result) => setDone({ result, email }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const fields = error.fieldErrors;
            setErrors(fields);
            if (Object.keys(fields).length) focusFirst(fields);
            else
              setRefusal(
                error.serverMessage ??
                  i18n._({ id: 'registration.refused.check', message: 'Please check the form.' }),
              );
          } else if (error instanceof ApiError && error.status === 409) {
            setRefusal(error.serverMessage ?? closedText());
          } else {
            setRefusal(
              i18n._({
                id: 'registration.refused.failed',
                message: 'There was an error registering. Please try again.',
              }),
            );
          }
        },
      },
    );
  };

  const headingId = `${id}-register`;
  const heading = i18n._({ id: 'registration.title', message: 'Register' });
  const optional = (
    <span className="field__optional">
      {' '}
      {i18n._({ id: 'registration.optional', message: '(optional)' })}
    </span>
  );

  if (done) {
    const { result } = done;
    const party = {
      count: result.partySize,
      number: formatCount(result.partySize),
      email: done.email,
    };
    return (
      <section aria-labelledby={headingId} className="event-registration">
        <h3 id={headingId}>{heading}</h3>
        <p role="status" className="event-registration__done">
          {result.status === 'confirmed'
            ? i18n._({
                id: 'registration.done.confirmed',
                message:
                  'You are registered for {count, plural, one {{number} person} other {{number} people}}. A confirmation with your ticket is on its way to {email}.',
                values: party,
              })
            : i18n._({
                id: 'registration.done.waitlisted',
                message:
                  'The event is full: you are on the waitlist for {count, plural, one {{number} person} other {{number} people}}. We will e-mail {email} if places free up.',
                values: party,
              })}
        </p>
      </section>
    );
  }

  const setAnswer = (questionId: string, value: AnswerValue) =>
    setValues((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } }));

  const described = (name: string, extra?: string) =>
    [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(' ') || undefined;

  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={errorId(name)} className="field__error">
        {errors[name]}
      </p>
    ) : null;

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phone',
    label: string,
    type: string,
    autoComplete: string,
    required = true,
  ) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>
        {label}
        {!required && optional}
      </label>
      <input
        id={fieldId(name)}
        data-field={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
        onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
      />
      {errorOf(name)}
    </div>
  );

  const question = (q: Question) => {
    const name = `answers.${q.id}`;
    const label = (
      <>
        {q.label}
        {!q.required && optional}
      </>
    );
    const invalid = errors[name] ? true : undefined;
    switch (q.kind) {
      case 'short_text':
      case 'long_text': {
        const common = {
          id: fieldId(name),
          'data-field': name,
          required: q.required,
          value: typeof values.answers[q.id] === 'string' ? (values.answers[q.id] as string) : '',
          'aria-invalid': invalid,
          'aria-describedby': described(name),
          onChange: (e: { target: { value: string } }) => setAnswer(q.id, e.target.value),
        };
        return (
          <div className="field" key={q.id}>
            <label htmlFor={fieldId(name)}>{label}</label>
            {q.kind === 'short_text' ? (
              <input type="text" {...common} />
            ) : (
              <textarea rows={3} {...common} />
            )}
            {errorOf(name)}
          </div>
        );
      }
      case 'checkbox':
        return (
          <div className="field field--checkbox" key={q.id}>
            <input
              id={fieldId(name)}
              data-field={name}
              type="checkbox"
              required={q.required}
              checked={values.answers[q.id] === true}
              aria-invalid={invalid}
              aria-describedby={described(name)}
              onChange={(e) => setAnswer(q.id, e.target.checked)}
            />
            <label htmlFor={fieldId(name)}>{label}</label>
            {errorOf(name)}
          </div>
        );
      case 'one_choice':
      case 'many_choices': {
        const many = q.kind === 'many_choices';
        const current = values.answers[q.id];
        return (
          <fieldset
            className="field field--choices"
            key={q.id}
            aria-invalid={invalid}
            aria-describedby={described(name)}
          >
            <legend>{label}</legend>
            {(q.options ?? []).map((option, i) => {
              const optionId = `${fieldId(name)}-${i}`;
              const checked = many
                ? Array.isArray(current) && current.includes(option)
                : current === option;
              return (
                <div className="field__choice" key={option}>
                  <input
                    id={optionId}
                    data-field={i === 0 ? name : undefined}
                    type={many ? 'checkbox' : 'radio'}
                    name={fieldId(name)}
                    value={option}
                    checked={checked}
                    onChange={(e) => {
                      if (!many) return setAnswer(q.id, option);
                      const list = Array.isArray(current) ? current : [];
                      setAnswer(
                        q.id,
                        e.target.checked ? [...list, option] : list.filter((o) => o !== option),
                      );
                    }}
                  />
                  <label htmlFor={optionId}>{option}</label>
                </div>
              );
            })}
            {errorOf(name)}
          </fieldset>
        );
      }
    }
  };

  return (
    <section aria-labelledby={headingId} className="event-registration">
      <h3 id={headingId}>{heading}</h3>
      {state.text && (
        <p
          className={`event-registration__seats${state.canRegister ? '' : ' event-registration__seats--closed'}`}
        >
          {state.text}
        </p>
      )}
      {state.canRegister && (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {refusal && (
            <p role="alert" className="event-registration__refusal">
              {refusal}
            </p>
          )}
          <div className="event-registration__names">
            {text(
              'firstName',
              i18n._({ id: 'registration.firstName', message: 'First name' }),
              'text',
              'given-name',
            )}
            {text(
              'lastName',
              i18n._({ id: 'registration.lastName', message: 'Last name' }),
              'text',
              'family-name',
            )}
          </div>
          {text('email', i18n._({ id: 'registration.email', message: 'E-mail' }), 'email', 'email')}
          {text(
            'phone',
            i18n._({ id: 'registration.phone', message: 'Phone' }),
            'tel',
            'tel',
            false,
          )}
          <div className="field">
            <label htmlFor={fieldId('partySize')}>
              {i18n._({ id: 'registration.partySize', message: 'Party size' })}
            </label>
            <input
              id={fieldId('partySize')}
              data-field="partySize"
              name="partySize"
              type="number"
              inputMode="numeric"
              min={1}
              max={registration.maxPartySize}
              required
              value={values.partySize}
              aria-invalid={errors.partySize ? true : undefined}
              aria-describedby={described('partySize', `${fieldId('partySize')}-hint`)}
              onChange={(e) => setValues((current) => ({ ...current, partySize: e.target.value }))}
            />
            <p id={`${fieldId('partySize')}-hint`} className="dialog__note">
              {i18n._({
                id: 'registration.partySizeHint',
                message: 'Including you; at most {max}.',
                values: { max: formatCount(registration.maxPartySize) },
              })}
            </p>
            {errorOf('partySize')}
          </div>
          {registration.questions.map(question)}
          <button type="submit" className="button button--gold" disabled={register.isPending}>
            {register.isPending
              ? i18n._({ id: 'registration.submitting', message: 'Registering…' })
              : state.waitlisted
                ? i18n._({ id: 'registration.joinWaitlist', message: 'Join the waitlist' })
                : i18n._({ id: 'registration.submit', message: 'Register' })}
          </button>
        </form>
      )}
    </section>
  );
}

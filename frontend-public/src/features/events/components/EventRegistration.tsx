// The registration form of an event whose registration is on, inside its dialog (EventDialogs).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, type Schema } from '@ministry/api-client';
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
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  const party = Number(values.partySize);
  if (!Number.isInteger(party) || party < 1) errors.partySize = 'Party size must be at least 1';
  else if (party > registration.maxPartySize)
    errors.partySize = `Party size must be at most ${registration.maxPartySize}`;
  for (const q of registration.questions) {
    const value = values.answers[q.id];
    const empty =
      value === undefined ||
      value === false ||
      (typeof value === 'string' && !value.trim()) ||
      (Array.isArray(value) && value.length === 0);
    if (q.required && empty) {
      errors[`answers.${q.id}`] =
        q.kind === 'checkbox' ? `Please tick "${q.label}"` : `"${q.label}" is required`;
    }
  }
  return errors;
}

/** "12 seats left", "Full — join the waitlist", "Registration is closed". */
export function registrationState(registration: Registration): {
  canRegister: boolean;
  waitlisted: boolean;
  text: string | null;
} {
  if (!registration.open)
    return { canRegister: false, waitlisted: false, text: 'Registration is closed' };
  const left = registration.seatsLeft;
  if (left !== null && left <= 0) {
    return registration.waitlist
      ? { canRegister: true, waitlisted: true, text: 'Full — join the waitlist' }
      : { canRegister: false, waitlisted: false, text: 'This event is full' };
  }
  if (left === null) return { canRegister: true, waitlisted: false, text: null };
  return {
    canRegister: true,
    waitlisted: false,
    text: left === 1 ? '1 seat left' : `${left} seats left`,
  };
}

export function EventRegistration({ event }: { event: MinistryEvent }) {
  usePagesCatalog();
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
            else setRefusal(error.serverMessage ?? 'Please check the form.');
          } else if (error instanceof ApiError && error.status === 409) {
            setRefusal(error.serverMessage ?? 'Registration is closed');
          } else {
            setRefusal('There was an error registering. Please try again.');
          }
        },
      },
    );
  };

  const headingId = `${id}-register`;

  if (done) {
    const { result } = done;
    const party = `${result.partySize} ${result.partySize === 1 ? 'person' : 'people'}`;
    return (
      <section aria-labelledby={headingId} className="event-registration">
        <h3 id={headingId}>Register</h3>
        <p role="status" className="event-registration__done">
          {result.status === 'confirmed'
            ? `You are registered for ${party}. A confirmation with your ticket is on its way to ${done.email}.`
            : `The event is full: you are on the waitlist for ${party}. We will e-mail ${done.email} if places free up.`}
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
        {!required && <span className="field__optional"> (optional)</span>}
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
        {!q.required && <span className="field__optional"> (optional)</span>}
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
      <h3 id={headingId}>Register</h3>
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
            {text('firstName', 'First name', 'text', 'given-name')}
            {text('lastName', 'Last name', 'text', 'family-name')}
          </div>
          {text('email', 'E-mail', 'email', 'email')}
          {text('phone', 'Phone', 'tel', 'tel', false)}
          <div className="field">
            <label htmlFor={fieldId('partySize')}>Party size</label>
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
              Including you; at most {registration.maxPartySize}.
            </p>
            {errorOf('partySize')}
          </div>
          {registration.questions.map(question)}
          <button type="submit" className="button button--gold" disabled={register.isPending}>
            {register.isPending
              ? 'Registering…'
              : state.waitlisted
                ? 'Join the waitlist'
                : 'Register'}
          </button>
        </form>
      )}
    </section>
  );
}

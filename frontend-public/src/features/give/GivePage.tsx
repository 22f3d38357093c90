import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@ministry/api-client';
import { Trans, useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { decimalSeparator, formatAmount, parseAmount, totalCoveringFee } from './give-money';
import { useCheckout, useGivingSettings, type CheckoutInput } from './hooks/use-giving';
import '../../shared/ui.css';
import './give.css';
import { usePagesCatalog } from '../../i18n/pages-area';

type Frequency = CheckoutInput['frequency'];

const FREQUENCIES: { value: Frequency; label: { id: string; message: string } }[] = [
  { value: 'once', label: /*i18n*/ { id: 'give.frequency.once', message: 'One time' } },
  { value: 'weekly', label: /*i18n*/ { id: 'give.frequency.weekly', message: 'Weekly' } },
  {
    value: 'biweekly',
    label: /*i18n*/ { id: 'give.frequency.biweekly', message: 'Every two weeks' },
  },
  { value: 'monthly', label: /*i18n*/ { id: 'give.frequency.monthly', message: 'Monthly' } },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OTHER = 'other';

/**
 * The giving page: amount (presets or one's own), fund, frequency, name, e-mail, a note, covering
 * the fee; the gift is checked again by the server, which answers the address of Stripe's hosted
 * checkout page, where the card is typed (it never reaches this site).
 */
export function GivePage() {
  usePagesCatalog();
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'give.documentTitle', message: 'Give' }));
  const id = useId();
  const settings = useGivingSettings();
  const checkout = useCheckout();
  const formRef = useRef<HTMLFormElement>(null);
  const [preset, setPreset] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [fundId, setFundId] = useState<number | null>(null);
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [coverFee, setCoverFee] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const data = settings.data;
  const digits = data?.minorDigits ?? 2;
  const money = (minor: number) => formatAmount(minor, data?.currency ?? 'USD', digits);
  const chosenPreset =
    preset ?? (data?.suggestedAmounts[1] ?? data?.suggestedAmounts[0] ?? null)?.toString() ?? OTHER;
  const amount =
    chosenPreset === OTHER ? parseAmount(other, digits, decimalSeparator()) : Number(chosenPreset);
  const total = useMemo(() => {
    if (!data || amount === null || !coverFee || !data.coverFee.enabled) return amount;
    return totalCoveringFee(amount, data.coverFee.percentBasisPoints, data.coverFee.fixed);
  }, [amount, coverFee, data]);
  const fee =
    amount !== null && data
      ? totalCoveringFee(amount, data.coverFee.percentBasisPoints, data.coverFee.fixed) - amount
      : 0;

  /** A field's message goes once it is edited; the next submit checks again. */
  const edited = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${fieldId(field)}-error`;
  const errorOf = (field: string) =>
    errors[field] ? (
      <p id={errorId(field)} className="field__error">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: string) => (errors[field] ? errorId(field) : undefined);

  if (settings.isPending) {
    return (
      <div className="give container">
        <GiveIntro />
        <p className="give__loading" role="status">
          {i18n._({ id: 'give.loading', message: 'Loading the giving form…' })}
        </p>
      </div>
    );
  }
  if (!data || !data.enabled) {
    return (
      <div className="give container">
        <GiveIntro />
        {data?.externalUrl ? (
          <p>
            <a className="button button--gold" href={data.externalUrl} rel="noopener">
              {i18n._({ id: 'give.online', message: 'Give online' })}
            </a>
          </p>
        ) : (
          <p role="status">
            {i18n._({
              id: 'give.unavailable',
              message: 'Online giving is not available yet. Thank you for thinking of us.',
            })}
          </p>
        )}
      </div>
    );
  }

  const funds = data.funds;
  const fund = fundId ?? funds[0]?.id ?? null;

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (amount === null || amount <= 0)
      found.amount = i18n._({ id: 'give.invalid.amount', message: 'Please enter an amount' });
    else if (amount < data.minAmount)
      found.amount = i18n._({
        id: 'give.invalid.min',
        message: 'The smallest gift is {amount}',
        values: { amount: money(data.minAmount) },
      });
    else if (amount > data.maxAmount)
      found.amount = i18n._({
        id: 'give.invalid.max',
        message: 'The largest gift is {amount}',
        values: { amount: money(data.maxAmount) },
      });
    if (!name.trim()) found.name = i18n._({ id: 'give.invalid.name', message: 'Name is required' });
    if (!EMAIL.test(email.trim()))
      found.email = i18n._({
        id: 'give.invalid.email',
        message: 'Please enter a valid email address',
      });
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setRefusal(null);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    checkout.mutate(
      {
        amount: amount!,
        fundId: fund!,
        frequency,
        name: name.trim(),
        email: email.trim(),
        ...(note.trim() ? { note: note.trim() } : {}),
        coverFee: coverFee && data.coverFee.enabled,
      },
      {
        // Stripe's hosted page takes the card; it comes back to /give/thanks.
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const fields = error.fieldErrors;
            setErrors(fields);
            if (!Object.keys(fields).length)
              setRefusal(
                error.serverMessage ??
                  i18n._({ id: 'give.refused.check', message: 'Please check the form.' }),
              );
          } else {
            setRefusal(
              error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : i18n._({
                    id: 'give.refused.failed',
                    message: 'Your gift could not be started. Please try again.',
                  }),
            );
          }
        },
      },
    );
  };

  const giveLabel = i18n._({ id: 'give.form', message: 'Give' });

  return (
    <div className="give container">
      <GiveIntro />
      <form
        ref={formRef}
        className="give__form"
        noValidate
        onSubmit={onSubmit}
        aria-label={giveLabel}
      >
        <fieldset className="give__group" aria-describedby={describedBy('amount')}>
          <legend>{i18n._({ id: 'give.amount', message: 'Amount' })}</legend>
          <div className="give__chips">
            {data.suggestedAmounts.map((value) => (
              <label key={value} className="give__chip">
                <input
                  type="radio"
                  name="amount"
                  value={value}
                  checked={chosenPreset === String(value)}
                  onChange={() => setPreset(String(value))}
                />
                <span>{money(value)}</span>
              </label>
            ))}
            <label className="give__chip">
              <input
                type="radio"
                name="amount"
                value={OTHER}
                checked={chosenPreset === OTHER}
                onChange={() => setPreset(OTHER)}
              />
              <span>{i18n._({ id: 'give.amount.other', message: 'Other' })}</span>
            </label>
          </div>
          {chosenPreset === OTHER && (
            <div className="field">
              <label htmlFor={fieldId('amount')}>
                {i18n._({
                  id: 'give.amount.yours',
                  message: 'Your amount ({currency})',
                  values: { currency: data.currency },
                })}
              </label>
              <input
                id={fieldId('amount')}
                data-field="amount"
                inputMode="decimal"
                autoComplete="off"
                value={other}
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={describedBy('amount')}
                onChange={(e) => {
                  setOther(e.target.value);
                  edited('amount');
                }}
              />
            </div>
          )}
          {errorOf('amount')}
        </fieldset>

        {funds.length > 1 ? (
          <div className="field">
            <label htmlFor={fieldId('fund')}>{i18n._({ id: 'give.fund', message: 'Fund' })}</label>
            <select
              id={fieldId('fund')}
              data-field="fundId"
              value={fund ?? ''}
              onChange={(e) => setFundId(Number(e.target.value))}
            >
              {funds.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
            {errorOf('fundId')}
          </div>
        ) : (
          <p className="give__fund">
            <Trans
              id="give.fund.one"
              message="To the <0>{fund}</0>"
              values={{ fund: funds[0]?.name }}
              components={{ 0: <strong /> }}
            />
          </p>
        )}

        <fieldset className="give__group">
          <legend>{i18n._({ id: 'give.frequency', message: 'How often' })}</legend>
          <div className="give__chips">
            {FREQUENCIES.map((f) => (
              <label key={f.value} className="give__chip">
                <input
                  type="radio"
                  name="frequency"
                  value={f.value}
                  checked={frequency === f.value}
                  onChange={() => setFrequency(f.value)}
                />
                <span>{i18n._(f.label)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="field">
          <label htmlFor={fieldId('name')}>{i18n._({ id: 'give.name', message: 'Name' })}</label>
          <input
            id={fieldId('name')}
            data-field="name"
            autoComplete="name"
            required
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => {
              setName(e.target.value);
              edited('name');
            }}
          />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('email')}>{i18n._({ id: 'give.email', message: 'Email' })}</label>
          <input
            id={fieldId('email')}
            data-field="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            onChange={(e) => {
              setEmail(e.target.value);
              edited('email');
            }}
          />
          {errorOf('email')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('note')}>
            {i18n._({ id: 'give.note', message: 'Note' })}
            <span className="field__optional">
              {' '}
              {i18n._({ id: 'give.optional', message: '(optional)' })}
            </span>
          </label>
          <textarea
            id={fieldId('note')}
            data-field="note"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {errorOf('note')}
        </div>
        {data.coverFee.enabled && (
          <div className="field field--checkbox give__fee">
            <input
              id={fieldId('fee')}
              type="checkbox"
              checked={coverFee}
              onChange={(e) => setCoverFee(e.target.checked)}
            />
            <label htmlFor={fieldId('fee')}>
              {amount !== null && fee > 0
                ? i18n._({
                    id: 'give.fee.add',
                    message: 'Add {amount} to cover the processing fee',
                    values: { amount: money(fee) },
                  })
                : i18n._({ id: 'give.fee.cover', message: 'Cover the processing fee' })}
            </label>
          </div>
        )}
        {refusal && (
          <p className="field__error" role="alert">
            {refusal}
          </p>
        )}
        <button
          type="submit"
          className="button button--gold give__submit"
          disabled={checkout.isPending}
        >
          {checkout.isPending
            ? i18n._({ id: 'give.submitting', message: 'Opening the secure checkout…' })
            : total !== null
              ? i18n._({
                  id: 'give.submit.amount',
                  message:
                    'Give {amount}{frequency, select, weekly { weekly} biweekly { every two weeks} monthly { monthly} other {}}',
                  values: { amount: money(total), frequency },
                })
              : i18n._({ id: 'give.submit', message: 'Give' })}
        </button>
        <p className="give__secure">
          {i18n._({
            id: 'give.secure',
            message: "You will type your card on Stripe's secure page; it never reaches this site.",
          })}
        </p>
      </form>
    </div>
  );
}

function GiveIntro() {
  const { i18n } = useLingui();
  return (
    <header className="give__intro">
      <h1>{i18n._({ id: 'give.title', message: 'Give' })}</h1>
      <p>
        {i18n._({
          id: 'give.intro',
          message:
            "Thank you for supporting the ministry. Every gift helps us share God's Word and care for our community.",
        })}
      </p>
    </header>
  );
}

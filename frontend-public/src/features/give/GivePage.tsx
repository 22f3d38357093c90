import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@ministry/api-client';
import { useDocumentTitle } from '@ministry/frontend-kit';
import { formatAmount, parseAmount, totalCoveringFee } from './give-money';
import { useCheckout, useGivingSettings, type CheckoutInput } from './hooks/use-giving';
import '../../shared/ui.css';
import './give.css';
import { usePagesCatalog } from '../../i18n/pages-area';

type Frequency = CheckoutInput['frequency'];

const FREQUENCIES: { value: Frequency; label: string; suffix: string }[] = [
  { value: 'once', label: 'One time', suffix: '' },
  { value: 'weekly', label: 'Weekly', suffix: ' weekly' },
  { value: 'biweekly', label: 'Every two weeks', suffix: ' every two weeks' },
  { value: 'monthly', label: 'Monthly', suffix: ' monthly' },
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
  useDocumentTitle('Give');
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
  const amount = chosenPreset === OTHER ? parseAmount(other, digits) : Number(chosenPreset);
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
          Loading the giving form…
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
              Give online
            </a>
          </p>
        ) : (
          <p role="status">Online giving is not available yet. Thank you for thinking of us.</p>
        )}
      </div>
    );
  }

  const funds = data.funds;
  const fund = fundId ?? funds[0]?.id ?? null;

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (amount === null || amount <= 0) found.amount = 'Please enter an amount';
    else if (amount < data.minAmount)
      found.amount = `The smallest gift is ${money(data.minAmount)}`;
    else if (amount > data.maxAmount) found.amount = `The largest gift is ${money(data.maxAmount)}`;
    if (!name.trim()) found.name = 'Name is required';
    if (!EMAIL.test(email.trim())) found.email = 'Please enter a valid email address';
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
              setRefusal(error.serverMessage ?? 'Please check the form.');
          } else {
            setRefusal(
              error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : 'Your gift could not be started. Please try again.',
            );
          }
        },
      },
    );
  };

  const suffix = FREQUENCIES.find((f) => f.value === frequency)?.suffix ?? '';

  return (
    <div className="give container">
      <GiveIntro />
      <form ref={formRef} className="give__form" noValidate onSubmit={onSubmit} aria-label="Give">
        <fieldset className="give__group" aria-describedby={describedBy('amount')}>
          <legend>Amount</legend>
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
              <span>Other</span>
            </label>
          </div>
          {chosenPreset === OTHER && (
            <div className="field">
              <label htmlFor={fieldId('amount')}>Your amount ({data.currency})</label>
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
            <label htmlFor={fieldId('fund')}>Fund</label>
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
            To the <strong>{funds[0]?.name}</strong>
          </p>
        )}

        <fieldset className="give__group">
          <legend>How often</legend>
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
                <span>{f.label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="field">
          <label htmlFor={fieldId('name')}>Name</label>
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
          <label htmlFor={fieldId('email')}>Email</label>
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
            Note<span className="field__optional"> (optional)</span>
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
                ? `Add ${money(fee)} to cover the processing fee`
                : 'Cover the processing fee'}
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
            ? 'Opening the secure checkout…'
            : total !== null
              ? `Give ${money(total)}${suffix}`
              : 'Give'}
        </button>
        <p className="give__secure">
          You will type your card on Stripe&apos;s secure page; it never reaches this site.
        </p>
      </form>
    </div>
  );
}

function GiveIntro() {
  return (
    <header className="give__intro">
      <h1>Give</h1>
      <p>
        Thank you for supporting the ministry. Every gift helps us share God&apos;s Word and care
        for our community.
      </p>
    </header>
  );
}

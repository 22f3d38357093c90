import { useId, useRef, useState, type SubmitEvent } from 'react';
import { toast, useLingui, useSiteSettings } from '@ministry/frontend-kit';
import { useSubscribe } from '../hooks/use-subscribe';
import {
  validateSubscription,
  type SubscriptionErrors,
  type SubscriptionInput,
} from '../validate-subscription';

const EMPTY: SubscriptionInput = { name: '', email: '' };

export function NewsletterSection() {
  const id = useId();
  const [values, setValues] = useState<SubscriptionInput>(EMPTY);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const subscribe = useSubscribe();
  const formRef = useRef<HTMLFormElement>(null);
  const { newsletterPromise } = useSiteSettings();
  const { i18n } = useLingui();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSubscription(values);
    setErrors(found);
    const [firstInvalid] = Object.keys(found);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    subscribe.mutate(
      { name: values.name.trim(), email: values.email.trim() },
      {
        onSuccess: (message) => {
          toast({
            title: i18n._({ id: 'newsletter.success', message: 'Success!' }),
            description: message,
          });
          setValues(EMPTY);
        },
        onError: () => {
          // Values are kept so the visitor can try again (spec §4).
          toast({
            title: i18n._({ id: 'newsletter.error.title', message: 'Error' }),
            description: i18n._({
              id: 'newsletter.error.text',
              message: 'There was an error subscribing to the newsletter. Please try again.',
            }),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const field = (
    name: keyof SubscriptionInput,
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <div className="field newsletter__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field__error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section className="section newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <h2 id="newsletter-title">
          {i18n._({ id: 'newsletter.title', message: 'Stay Connected' })}
        </h2>
        {newsletterPromise && <p>{newsletterPromise}</p>}
        <form
          ref={formRef}
          className="newsletter__form"
          aria-label={i18n._({ id: 'newsletter.form', message: 'Newsletter sign-up' })}
          noValidate
          onSubmit={onSubmit}
        >
          {field('name', i18n._({ id: 'newsletter.name', message: 'Your name' }), 'text', 'name')}
          {field(
            'email',
            i18n._({ id: 'newsletter.email', message: 'Email address' }),
            'email',
            'email',
          )}
          <button
            type="submit"
            className="button button--gold newsletter__submit"
            disabled={subscribe.isPending}
          >
            {subscribe.isPending
              ? i18n._({ id: 'newsletter.subscribing', message: 'Subscribing...' })
              : i18n._({ id: 'newsletter.subscribe', message: 'Subscribe' })}
          </button>
        </form>
        <p className="newsletter__note">
          {i18n._({
            id: 'newsletter.privacy',
            message: 'We respect your privacy. You can unsubscribe at any time.',
          })}
        </p>
      </div>
    </section>
  );
}

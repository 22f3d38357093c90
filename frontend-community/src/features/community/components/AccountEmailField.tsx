import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@ministry/frontend-kit';
import { TextField } from '../../../shared/components/fields';

/**
 * The signed-in member's own address, shown but not typed: the server answers at the account's
 * address whatever a form sends, so a retyped (perhaps old) one would only mislead. Changing it is
 * My account's job, which checks the new address by e-mail.
 */
export function AccountEmailField<D extends FieldValues & { email: string }>({
  form,
  onChangeInAccount,
}: {
  form: UseFormReturn<D>;
  onChangeInAccount: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      form={form}
      name={'email' as Path<D>}
      label={i18n._({ id: 'community.form.email', message: 'Email' })}
      required
      type="email"
      readOnly
      className="field--locked"
      hint={
        <Trans
          id="community.form.email.hint"
          message="We reply to your account's address. To use another one, <0>change it in My account</0>."
          components={{
            0: <button type="button" className="field__hint-link" onClick={onChangeInAccount} />,
          }}
        />
      }
    />
  );
}

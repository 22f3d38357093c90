import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
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
  return (
    <TextField
      form={form}
      name={'email' as Path<D>}
      label="Email"
      required
      type="email"
      readOnly
      className="field--locked"
      hint={
        <>
          We reply to your account&apos;s address. To use another one,{' '}
          <button type="button" className="field__hint-link" onClick={onChangeInAccount}>
            change it in My account
          </button>
          .
        </>
      }
    />
  );
}

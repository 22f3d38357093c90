import { FormField } from '../../../shared/components/FormField';
import { MAX_LENGTH } from '../../../shared/constants';

interface ContactFieldsProps {
  id: string;
  nameLabel: string;
  nameMaxLength: number;
  draft: { name: string; email: string };
  errors: { name?: string; email?: string };
  set: (key: 'name' | 'email', value: string) => void;
}

/** The name and e-mail that open the share and counseling forms (prefilled for a known member). */
export function ContactFields({
  id,
  nameLabel,
  nameMaxLength,
  draft,
  errors,
  set,
}: ContactFieldsProps) {
  return (
    <>
      <FormField id={`${id}-name`} name="name" label={nameLabel} required error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={nameMaxLength}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-email`} name="email" label="Email" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

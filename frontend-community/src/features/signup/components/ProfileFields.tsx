import type { Path, UseFormReturn } from 'react-hook-form';
import {
  CheckboxGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/components/fields';
import {
  MARITAL_STATUS_CHOICES,
  MAX_AGE,
  MAX_LENGTH,
  MIN_AGE,
  MINISTRY_INTERESTS,
  SEX_CHOICES,
  SPIRITUAL_LEVEL_CHOICES,
  SUPPORT_NEEDS,
} from '../../../shared/constants';
import type { SignupDraft } from '../signup-draft';

// The member's profile fields, as the sign-up form asks them and "My account" corrects them: the same
// labels, hints, limits and autocomplete in both. Each group is a run of fields without a wrapper, so
// each form lays them out (sections, grids) its own way.

/** The profile's fields, held by the sign-up draft and by the profile's. */
type ProfileValues = Omit<SignupDraft, 'email' | 'subscribeToEmails'>;

interface GroupProps<D extends ProfileValues> {
  form: UseFormReturn<D>;
}

/** A profile field's name in a draft that holds them all. */
const field = <D extends ProfileValues>(name: keyof ProfileValues) => name as Path<D>;

export function NameFields<D extends ProfileValues>({ form }: GroupProps<D>) {
  return (
    <>
      <TextField
        form={form}
        name={field<D>('firstName')}
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={MAX_LENGTH.memberName}
      />
      <TextField
        form={form}
        name={field<D>('lastName')}
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={MAX_LENGTH.memberName}
      />
    </>
  );
}

export function PersonalFields<D extends ProfileValues>({ form }: GroupProps<D>) {
  return (
    <>
      <TextField
        form={form}
        name={field<D>('phone')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={MAX_LENGTH.phone}
      />
      <TextField
        form={form}
        name={field<D>('age')}
        label="Age"
        hint={`${MIN_AGE} or older`}
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
      />
      <SelectField
        form={form}
        name={field<D>('sex')}
        label="Gender"
        placeholder="Select..."
        choices={SEX_CHOICES}
      />
      <SelectField
        form={form}
        name={field<D>('maritalStatus')}
        label="Marital Status"
        placeholder="Select..."
        choices={MARITAL_STATUS_CHOICES}
      />
      <TextField
        form={form}
        name={field<D>('occupation')}
        label="Occupation"
        autoComplete="organization-title"
        maxLength={MAX_LENGTH.occupation}
      />
    </>
  );
}

export function PlaceFields<D extends ProfileValues>({ form }: GroupProps<D>) {
  return (
    <>
      <TextField
        form={form}
        name={field<D>('city')}
        label="City"
        autoComplete="address-level2"
        maxLength={MAX_LENGTH.place}
      />
      <TextField
        form={form}
        name={field<D>('state')}
        label="State/Province"
        autoComplete="address-level1"
        maxLength={MAX_LENGTH.place}
      />
      <TextField
        form={form}
        name={field<D>('country')}
        label="Country"
        autoComplete="country-name"
        maxLength={MAX_LENGTH.place}
      />
    </>
  );
}

export function FaithFields<D extends ProfileValues>({
  form,
  notesHint,
}: GroupProps<D> & { notesHint?: string }) {
  return (
    <>
      <SelectField
        form={form}
        name={field<D>('spiritualLevel')}
        label="Spiritual Journey"
        placeholder="Select..."
        choices={SPIRITUAL_LEVEL_CHOICES}
      />
      <CheckboxGroupField
        form={form}
        name={field<D>('needs')}
        label="Areas Where You Need Support"
        choices={SUPPORT_NEEDS}
      />
      <CheckboxGroupField
        form={form}
        name={field<D>('interests')}
        label="Ministry Interests"
        choices={MINISTRY_INTERESTS}
      />
      <TextAreaField
        form={form}
        name={field<D>('notes')}
        label="Additional Notes"
        hint={notesHint}
        rows={4}
        maxLength={MAX_LENGTH.notes}
      />
    </>
  );
}

import type { Path, UseFormReturn } from 'react-hook-form';
import { useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        form={form}
        name={field<D>('firstName')}
        label={i18n._({ id: 'community.profile.firstName', message: 'First Name' })}
        required
        autoComplete="given-name"
        maxLength={MAX_LENGTH.memberName}
      />
      <TextField
        form={form}
        name={field<D>('lastName')}
        label={i18n._({ id: 'community.profile.lastName', message: 'Last Name' })}
        required
        autoComplete="family-name"
        maxLength={MAX_LENGTH.memberName}
      />
    </>
  );
}

export function PersonalFields<D extends ProfileValues>({ form }: GroupProps<D>) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        form={form}
        name={field<D>('phone')}
        label={i18n._({ id: 'community.form.phone', message: 'Phone' })}
        type="tel"
        autoComplete="tel"
        maxLength={MAX_LENGTH.phone}
      />
      <TextField
        form={form}
        name={field<D>('age')}
        label={i18n._({ id: 'community.profile.age', message: 'Age' })}
        hint={i18n._({
          id: 'community.profile.age.hint',
          message: '{minAge} or older',
          values: { minAge: MIN_AGE },
        })}
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
      />
      <SelectField
        form={form}
        name={field<D>('sex')}
        label={i18n._({ id: 'community.profile.gender', message: 'Gender' })}
        placeholder={i18n._({ id: 'community.profile.select', message: 'Select...' })}
        choices={SEX_CHOICES}
      />
      <SelectField
        form={form}
        name={field<D>('maritalStatus')}
        label={i18n._({ id: 'community.profile.maritalStatus', message: 'Marital Status' })}
        placeholder={i18n._({ id: 'community.profile.select', message: 'Select...' })}
        choices={MARITAL_STATUS_CHOICES}
      />
      <TextField
        form={form}
        name={field<D>('occupation')}
        label={i18n._({ id: 'community.profile.occupation', message: 'Occupation' })}
        autoComplete="organization-title"
        maxLength={MAX_LENGTH.occupation}
      />
    </>
  );
}

export function PlaceFields<D extends ProfileValues>({ form }: GroupProps<D>) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        form={form}
        name={field<D>('city')}
        label={i18n._({ id: 'community.profile.city', message: 'City' })}
        autoComplete="address-level2"
        maxLength={MAX_LENGTH.place}
      />
      <TextField
        form={form}
        name={field<D>('state')}
        label={i18n._({ id: 'community.profile.state', message: 'State/Province' })}
        autoComplete="address-level1"
        maxLength={MAX_LENGTH.place}
      />
      <TextField
        form={form}
        name={field<D>('country')}
        label={i18n._({ id: 'community.profile.country', message: 'Country' })}
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
  const { i18n } = useLingui();
  return (
    <>
      <SelectField
        form={form}
        name={field<D>('spiritualLevel')}
        label={i18n._({ id: 'community.profile.spiritualJourney', message: 'Spiritual Journey' })}
        placeholder={i18n._({ id: 'community.profile.select', message: 'Select...' })}
        choices={SPIRITUAL_LEVEL_CHOICES}
      />
      <CheckboxGroupField
        form={form}
        name={field<D>('needs')}
        label={i18n._({
          id: 'community.profile.needs',
          message: 'Areas Where You Need Support',
        })}
        choices={SUPPORT_NEEDS}
      />
      <CheckboxGroupField
        form={form}
        name={field<D>('interests')}
        label={i18n._({ id: 'community.profile.interests', message: 'Ministry Interests' })}
        choices={MINISTRY_INTERESTS}
      />
      <TextAreaField
        form={form}
        name={field<D>('notes')}
        label={i18n._({ id: 'community.profile.notes', message: 'Additional Notes' })}
        hint={notesHint}
        rows={4}
        maxLength={MAX_LENGTH.notes}
      />
    </>
  );
}

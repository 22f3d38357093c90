import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MyAccount } from '../../../shared/api/community-types';
import {
  CheckboxGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/components/fields';
import { SubmitButton } from '../../../shared/components/SubmitButton';
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
import { useDraftSubmit } from '../../../shared/hooks/use-draft-form';
import { useUpdateProfile } from '../hooks/use-my-account';
import { PROFILE_FORM, toProfileDraft, toProfileInput, type ProfileDraft } from '../profile-draft';

/** The sign-up form's fields, filled with what is stored, with the sign-up rules and messages. */
export function ProfileForm({ account }: { account: MyAccount }) {
  const form = useForm<ProfileDraft>(PROFILE_FORM);
  const update = useUpdateProfile();
  const { formRef, onSubmit } = useDraftSubmit({
    form,
    toInput: toProfileInput,
    mutation: update,
    onSaved: () => undefined,
  });
  // What the server stored (after loading, and after each save) is what the form shows; a change of
  // the e-mail preferences alone leaves a half-made correction alone.
  const stored = JSON.stringify(toProfileDraft(account));
  useEffect(() => {
    form.reset(JSON.parse(stored) as ProfileDraft);
  }, [stored, form]);

  return (
    <form
      ref={formRef}
      className="community-form"
      aria-label="Your profile"
      noValidate
      onSubmit={onSubmit}
    >
      <div className="form-grid">
        <TextField
          form={form}
          name="firstName"
          label="First Name"
          required
          autoComplete="given-name"
          maxLength={MAX_LENGTH.memberName}
        />
        <TextField
          form={form}
          name="lastName"
          label="Last Name"
          required
          autoComplete="family-name"
          maxLength={MAX_LENGTH.memberName}
        />
        <TextField
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
        />
        <TextField
          form={form}
          name="age"
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
          name="sex"
          label="Gender"
          placeholder="Select..."
          choices={SEX_CHOICES}
        />
        <SelectField
          form={form}
          name="maritalStatus"
          label="Marital Status"
          placeholder="Select..."
          choices={MARITAL_STATUS_CHOICES}
        />
        <TextField
          form={form}
          name="occupation"
          label="Occupation"
          autoComplete="organization-title"
          maxLength={MAX_LENGTH.occupation}
        />
        <TextField
          form={form}
          name="city"
          label="City"
          autoComplete="address-level2"
          maxLength={MAX_LENGTH.place}
        />
        <TextField
          form={form}
          name="state"
          label="State/Province"
          autoComplete="address-level1"
          maxLength={MAX_LENGTH.place}
        />
        <TextField
          form={form}
          name="country"
          label="Country"
          autoComplete="country-name"
          maxLength={MAX_LENGTH.place}
        />
      </div>
      <SelectField
        form={form}
        name="spiritualLevel"
        label="Spiritual Journey"
        placeholder="Select..."
        choices={SPIRITUAL_LEVEL_CHOICES}
      />
      <CheckboxGroupField
        form={form}
        name="needs"
        label="Areas Where You Need Support"
        choices={SUPPORT_NEEDS}
      />
      <CheckboxGroupField
        form={form}
        name="interests"
        label="Ministry Interests"
        choices={MINISTRY_INTERESTS}
      />
      <TextAreaField
        form={form}
        name="notes"
        label="Additional Notes"
        rows={4}
        maxLength={MAX_LENGTH.notes}
      />
      <SubmitButton pending={update.isPending} label="Save Profile" pendingLabel="Saving..." />
    </form>
  );
}

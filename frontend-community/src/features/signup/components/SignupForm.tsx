import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  CheckboxField,
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
import { useJoinCommunity } from '../hooks/use-join-community';
import { SIGNUP_FORM, toSignupInput, type SignupDraft } from '../signup-draft';

/** Spec §2 "Sign-up page": every member field; on success the new member lands on '/'. */
export function SignupForm() {
  const navigate = useNavigate();
  const form = useForm<SignupDraft>(SIGNUP_FORM);
  const join = useJoinCommunity();
  const { formRef, onSubmit } = useDraftSubmit({
    form,
    toInput: toSignupInput,
    mutation: join,
    onSaved: () => void navigate('/'),
  });

  return (
    <form
      ref={formRef}
      className="community-form signup-form"
      aria-label="Membership sign-up"
      noValidate
      onSubmit={onSubmit}
    >
      <p className="community-form__legend">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <fieldset className="form-section">
        <legend>About You</legend>
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
            name="email"
            label="Email"
            required
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
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
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Where You Live</legend>
        <div className="form-grid form-grid--three">
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
      </fieldset>

      <fieldset className="form-section">
        <legend>Your Faith Journey</legend>
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
          hint="Anything else you would like us to know, or how we can pray for you."
          rows={4}
          maxLength={MAX_LENGTH.notes}
        />
      </fieldset>

      <CheckboxField form={form} name="subscribeToEmails" label="Subscribe to email updates" />

      <SubmitButton pending={join.isPending} label="Join Community" pendingLabel="Joining..." />
    </form>
  );
}

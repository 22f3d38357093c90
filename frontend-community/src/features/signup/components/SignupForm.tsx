import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxGroup } from '../../../shared/components/CheckboxGroup';
import { FormField } from '../../../shared/components/FormField';
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
  type Choice,
} from '../../../shared/constants';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { useJoinCommunity } from '../hooks/use-join-community';
import { EMPTY_SIGNUP, toSignupInput, validateSignup, type SignupDraft } from '../signup-draft';

type TextKey = {
  [K in keyof SignupDraft]: string extends SignupDraft[K] ? K : never;
}[keyof SignupDraft];
type ChoiceKey = 'sex' | 'maritalStatus' | 'spiritualLevel';

/** Spec §2 "Sign-up page": every member field; on success the new member lands on '/'. */
export function SignupForm() {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_SIGNUP);
  const join = useJoinCommunity();
  const { formRef, errors, set, onSubmit } = useDraftForm({
    draft,
    setDraft,
    validate: validateSignup,
    toInput: toSignupInput,
    mutation: join,
    onSaved: () => void navigate('/'),
  });

  const text = (
    key: TextKey,
    label: string,
    options: {
      type?: string;
      autoComplete?: string;
      required?: boolean;
      hint?: string;
      maxLength?: number;
    } = {},
  ) => (
    <FormField
      id={`${id}-${key}`}
      name={key}
      label={label}
      required={options.required}
      hint={options.hint}
      error={errors[key]}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </FormField>
  );

  const select = <K extends ChoiceKey>(
    key: K,
    label: string,
    choices: Choice<SignupDraft[K]>[],
  ) => (
    <FormField id={`${id}-${key}`} name={key} label={label} error={errors[key]}>
      {(control) => (
        <select
          {...control}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value as SignupDraft[K])}
        >
          <option value="">Select...</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

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
          {text('firstName', 'First Name', {
            required: true,
            autoComplete: 'given-name',
            maxLength: MAX_LENGTH.memberName,
          })}
          {text('lastName', 'Last Name', {
            required: true,
            autoComplete: 'family-name',
            maxLength: MAX_LENGTH.memberName,
          })}
          {text('email', 'Email', {
            type: 'email',
            required: true,
            autoComplete: 'email',
            maxLength: MAX_LENGTH.email,
          })}
          {text('phone', 'Phone', {
            type: 'tel',
            autoComplete: 'tel',
            maxLength: MAX_LENGTH.phone,
          })}
          <FormField
            id={`${id}-age`}
            name="age"
            label="Age"
            hint={`${MIN_AGE} or older`}
            error={errors.age}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={MIN_AGE}
                max={MAX_AGE}
                step={1}
                value={draft.age}
                onChange={(event) => set('age', event.target.value)}
              />
            )}
          </FormField>
          {select('sex', 'Gender', SEX_CHOICES)}
          {select('maritalStatus', 'Marital Status', MARITAL_STATUS_CHOICES)}
          {text('occupation', 'Occupation', {
            autoComplete: 'organization-title',
            maxLength: MAX_LENGTH.occupation,
          })}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Where You Live</legend>
        <div className="form-grid form-grid--three">
          {text('city', 'City', { autoComplete: 'address-level2', maxLength: MAX_LENGTH.place })}
          {text('state', 'State/Province', {
            autoComplete: 'address-level1',
            maxLength: MAX_LENGTH.place,
          })}
          {text('country', 'Country', {
            autoComplete: 'country-name',
            maxLength: MAX_LENGTH.place,
          })}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Your Faith Journey</legend>
        {select('spiritualLevel', 'Spiritual Journey', SPIRITUAL_LEVEL_CHOICES)}
        <CheckboxGroup
          id={`${id}-needs`}
          name="needs"
          legend="Areas Where You Need Support"
          choices={SUPPORT_NEEDS}
          selected={draft.needs}
          onChange={(needs) => set('needs', needs)}
          error={errors.needs}
        />
        <CheckboxGroup
          id={`${id}-interests`}
          name="interests"
          legend="Ministry Interests"
          choices={MINISTRY_INTERESTS}
          selected={draft.interests}
          onChange={(interests) => set('interests', interests)}
          error={errors.interests}
        />
        <FormField
          id={`${id}-notes`}
          name="notes"
          label="Additional Notes"
          hint="Anything else you would like us to know, or how we can pray for you."
          error={errors.notes}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={MAX_LENGTH.notes}
              value={draft.notes}
              onChange={(event) => set('notes', event.target.value)}
            />
          )}
        </FormField>
      </fieldset>

      <div className="checkbox-field">
        <label className="checkbox" htmlFor={`${id}-subscribe`}>
          <input
            id={`${id}-subscribe`}
            name="subscribeToEmails"
            type="checkbox"
            checked={draft.subscribeToEmails}
            onChange={(event) => set('subscribeToEmails', event.target.checked)}
          />
          <span>Subscribe to email updates</span>
        </label>
      </div>

      <SubmitButton pending={join.isPending} label="Join Community" pendingLabel="Joining..." />
    </form>
  );
}

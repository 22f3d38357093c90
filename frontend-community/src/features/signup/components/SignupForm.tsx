import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CheckboxField, TextField } from '../../../shared/components/fields';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { MAX_LENGTH } from '../../../shared/constants';
import { useDraftSubmit } from '../../../shared/hooks/use-draft-form';
import { useJoinCommunity } from '../hooks/use-join-community';
import { SIGNUP_FORM, toSignupInput, type SignupDraft } from '../signup-draft';
import { FaithFields, NameFields, PersonalFields, PlaceFields } from './ProfileFields';

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
          <NameFields form={form} />
          <TextField
            form={form}
            name="email"
            label="Email"
            required
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
          />
          <PersonalFields form={form} />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Where You Live</legend>
        <div className="form-grid form-grid--three">
          <PlaceFields form={form} />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Your Faith Journey</legend>
        <FaithFields
          form={form}
          notesHint="Anything else you would like us to know, or how we can pray for you."
        />
      </fieldset>

      <CheckboxField form={form} name="subscribeToEmails" label="Subscribe to email updates" />

      <SubmitButton pending={join.isPending} label="Join Community" pendingLabel="Joining..." />
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@ministry/frontend-kit';
import { RequiredLegend } from '../../../shared/components/RequiredLegend';
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
  const { i18n } = useLingui();
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
      aria-label={i18n._({ id: 'community.signup.form', message: 'Membership sign-up' })}
      noValidate
      onSubmit={onSubmit}
    >
      <RequiredLegend />

      <fieldset className="form-section">
        <legend>{i18n._({ id: 'community.signup.aboutYou', message: 'About You' })}</legend>
        <div className="form-grid">
          <NameFields form={form} />
          <TextField
            form={form}
            name="email"
            label={i18n._({ id: 'community.form.email', message: 'Email' })}
            required
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
          />
          <PersonalFields form={form} />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          {i18n._({ id: 'community.signup.whereYouLive', message: 'Where You Live' })}
        </legend>
        <div className="form-grid form-grid--three">
          <PlaceFields form={form} />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>
          {i18n._({ id: 'community.signup.faithJourney', message: 'Your Faith Journey' })}
        </legend>
        <FaithFields
          form={form}
          notesHint={i18n._({
            id: 'community.signup.notes.hint',
            message: 'Anything else you would like us to know, or how we can pray for you.',
          })}
        />
      </fieldset>

      <CheckboxField
        form={form}
        name="subscribeToEmails"
        label={i18n._({ id: 'community.subscribeToEmails', message: 'Subscribe to email updates' })}
      />

      <SubmitButton
        pending={join.isPending}
        label={i18n._({ id: 'community.signup.submit', message: 'Join Community' })}
        pendingLabel={i18n._({ id: 'community.signup.submitting', message: 'Joining...' })}
      />
    </form>
  );
}

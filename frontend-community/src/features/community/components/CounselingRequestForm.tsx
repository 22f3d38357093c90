import { useId, type Dispatch, type SetStateAction } from 'react';
import { FormField } from '../../../shared/components/FormField';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { SuccessPanel } from '../../../shared/components/SuccessPanel';
import {
  CONTACT_CHOICES,
  COUNSELING_CATEGORIES,
  MAX_LENGTH,
  URGENCY_CHOICES,
} from '../../../shared/constants';
import {
  EMPTY_COUNSELING,
  toCounselingInput,
  validateCounseling,
  type CounselingDraft,
} from '../counseling-draft';
import { useMemberDraftForm } from '../hooks/use-member-draft-form';
import { useSubmitCounseling } from '../hooks/use-submit-counseling';
import { ContactFields } from './ContactFields';

interface CounselingRequestFormProps {
  draft: CounselingDraft;
  setDraft: Dispatch<SetStateAction<CounselingDraft>>;
}

export function CounselingRequestForm({ draft, setDraft }: CounselingRequestFormProps) {
  const id = useId();
  const submit = useSubmitCounseling();
  const { formRef, errors, set, onSubmit, submitted, startAgain } = useMemberDraftForm({
    draft,
    setDraft,
    empty: EMPTY_COUNSELING,
    validate: validateCounseling,
    toInput: toCounselingInput,
    mutation: submit,
  });

  if (submitted) {
    return (
      <SuccessPanel
        testId="counseling-next"
        heading="Your Request Has Been Received"
        againLabel="Submit Another Request"
        onAgain={startAgain}
      >
        <p>
          Thank you for reaching out. It takes courage to ask for help, and we are here for you.
        </p>
        <h3>What happens next?</h3>
        <ol className="success-panel__steps">
          <li>Our counseling team will review your request within 1-3 business days.</li>
          <li>A member of our ministry team will contact you by your preferred method.</li>
          <li>Everything you shared stays confidential within our counseling team.</li>
        </ol>
      </SuccessPanel>
    );
  }

  const textArea = (
    key: 'background' | 'currentSituation' | 'specificNeeds',
    label: string,
    hint: string,
  ) => (
    <FormField
      id={`${id}-${key}`}
      name={key}
      label={label}
      required
      hint={hint}
      error={errors[key]}
    >
      {(control) => (
        <textarea
          {...control}
          rows={5}
          maxLength={MAX_LENGTH.counselingText}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} className="community-form" noValidate onSubmit={onSubmit}>
      <div className="community-form__intro">
        <h2>Request Counseling</h2>
        <p>
          Share what you are going through and a member of our ministry team will reach out. Your
          request is confidential and only seen by our counseling team.
        </p>
        <p className="community-form__legend">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
      </div>
      <div className="form-grid">
        <ContactFields
          id={id}
          nameLabel="Full Name"
          nameMaxLength={MAX_LENGTH.counselingName}
          draft={draft}
          errors={errors}
          set={set}
        />
        <FormField
          id={`${id}-phone`}
          name="phone"
          label="Phone"
          hint="Optional, unless you would like us to call you."
          error={errors.phone}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              maxLength={MAX_LENGTH.phone}
              value={draft.phone}
              onChange={(event) => set('phone', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-category`}
          name="category"
          label="Category"
          required
          error={errors.category}
        >
          {(control) => (
            <select
              {...control}
              value={draft.category}
              onChange={(event) =>
                set('category', event.target.value as CounselingDraft['category'])
              }
            >
              <option value="">Select a category</option>
              {COUNSELING_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {textArea(
        'background',
        'Background',
        'Tell us a little about yourself and your walk with God.',
      )}
      {textArea('currentSituation', 'Current Situation', 'What are you going through right now?')}
      {textArea('specificNeeds', 'Specific Needs', 'How can we help and pray for you?')}
      <div className="form-grid">
        <FormField
          id={`${id}-urgency`}
          name="urgency"
          label="Urgency"
          required
          hint="If you are in danger, please call your local emergency number now."
          error={errors.urgency}
        >
          {(control) => (
            <select
              {...control}
              value={draft.urgency}
              onChange={(event) => set('urgency', event.target.value as CounselingDraft['urgency'])}
            >
              {URGENCY_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-contact`}
          name="preferredContact"
          label="Preferred Contact"
          required
          error={errors.preferredContact}
        >
          {(control) => (
            <select
              {...control}
              value={draft.preferredContact}
              onChange={(event) =>
                set('preferredContact', event.target.value as CounselingDraft['preferredContact'])
              }
            >
              {CONTACT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <SubmitButton
        pending={submit.isPending}
        label="Submit Request"
        pendingLabel="Submitting..."
      />
    </form>
  );
}

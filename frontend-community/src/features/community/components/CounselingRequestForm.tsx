import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../shared/components/fields';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { SuccessPanel } from '../../../shared/components/SuccessPanel';
import {
  CONTACT_CHOICES,
  COUNSELING_CATEGORIES,
  MAX_LENGTH,
  URGENCY_CHOICES,
} from '../../../shared/constants';
import { EMPTY_COUNSELING, toCounselingInput, type CounselingDraft } from '../counseling-draft';
import { AccountEmailField } from './AccountEmailField';
import { useMemberDraftForm } from '../hooks/use-member-draft-form';
import { useSubmitCounseling } from '../hooks/use-submit-counseling';

/** The three long answers: same size, limit and requirement. */
const LONG_ANSWERS = [
  ['background', 'Background', 'Tell us a little about yourself and your walk with God.'],
  ['currentSituation', 'Current Situation', 'What are you going through right now?'],
  ['specificNeeds', 'Specific Needs', 'How can we help and pray for you?'],
] as const;

/** `form` lives on the community page, so the draft outlives this tab (see CommunityPage). */
export function CounselingRequestForm({
  form,
  onChangeInAccount,
}: {
  form: UseFormReturn<CounselingDraft>;
  /** Opens My account, where the member's address is changed. */
  onChangeInAccount: () => void;
}) {
  const submit = useSubmitCounseling();
  const { formRef, onSubmit, submitted, startAgain } = useMemberDraftForm({
    form,
    empty: EMPTY_COUNSELING,
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
        <TextField
          form={form}
          name="name"
          label="Full Name"
          required
          autoComplete="name"
          maxLength={MAX_LENGTH.counselingName}
        />
        <AccountEmailField form={form} onChangeInAccount={onChangeInAccount} />
        <TextField
          form={form}
          name="phone"
          label="Phone"
          hint="Optional, unless you would like us to call you."
          type="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
        />
        <SelectField
          form={form}
          name="category"
          label="Category"
          required
          placeholder="Select a category"
          choices={COUNSELING_CATEGORIES}
        />
      </div>
      {LONG_ANSWERS.map(([name, label, hint]) => (
        <TextAreaField
          key={name}
          form={form}
          name={name}
          label={label}
          required
          hint={hint}
          rows={5}
          maxLength={MAX_LENGTH.counselingText}
        />
      ))}
      <div className="form-grid">
        <SelectField
          form={form}
          name="urgency"
          label="Urgency"
          required
          hint="If you are in danger, please call your local emergency number now."
          choices={URGENCY_CHOICES}
        />
        <SelectField
          form={form}
          name="preferredContact"
          label="Preferred Contact"
          required
          choices={CONTACT_CHOICES}
        />
      </div>
      <SubmitButton
        pending={submit.isPending}
        label="Submit Request"
        pendingLabel="Submitting..."
      />
    </form>
  );
}

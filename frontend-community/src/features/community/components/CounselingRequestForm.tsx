import type { UseFormReturn } from 'react-hook-form';
import { useLingui } from '@ministry/frontend-kit';
import { SelectField, TextAreaField, TextField } from '../../../shared/components/fields';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { RequiredLegend } from '../../../shared/components/RequiredLegend';
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
  [
    'background',
    /*i18n*/ { id: 'community.counseling.background', message: 'Background' },
    /*i18n*/ {
      id: 'community.counseling.background.hint',
      message: 'Tell us a little about yourself and your walk with God.',
    },
  ],
  [
    'currentSituation',
    /*i18n*/ { id: 'community.counseling.currentSituation', message: 'Current Situation' },
    /*i18n*/ {
      id: 'community.counseling.currentSituation.hint',
      message: 'What are you going through right now?',
    },
  ],
  [
    'specificNeeds',
    /*i18n*/ { id: 'community.counseling.specificNeeds', message: 'Specific Needs' },
    /*i18n*/ {
      id: 'community.counseling.specificNeeds.hint',
      message: 'How can we help and pray for you?',
    },
  ],
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
  const { i18n } = useLingui();
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
        heading={i18n._({
          id: 'community.counseling.done.title',
          message: 'Your Request Has Been Received',
        })}
        againLabel={i18n._({
          id: 'community.counseling.done.again',
          message: 'Submit Another Request',
        })}
        onAgain={startAgain}
      >
        <p>
          {i18n._({
            id: 'community.counseling.done.text',
            message:
              'Thank you for reaching out. It takes courage to ask for help, and we are here for you.',
          })}
        </p>
        <h3>{i18n._({ id: 'community.counseling.done.next', message: 'What happens next?' })}</h3>
        <ol className="success-panel__steps">
          <li>
            {i18n._({
              id: 'community.counseling.done.step1',
              message: 'Our counseling team will review your request within 1-3 business days.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'community.counseling.done.step2',
              message: 'A member of our ministry team will contact you by your preferred method.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'community.counseling.done.step3',
              message: 'Everything you shared stays confidential within our counseling team.',
            })}
          </li>
        </ol>
      </SuccessPanel>
    );
  }

  return (
    <form ref={formRef} className="community-form" noValidate onSubmit={onSubmit}>
      <div className="community-form__intro">
        <h2>{i18n._({ id: 'community.counseling.title', message: 'Request Counseling' })}</h2>
        <p>
          {i18n._({
            id: 'community.counseling.lead',
            message:
              'Share what you are going through and a member of our ministry team will reach out. Your request is confidential and only seen by our counseling team.',
          })}
        </p>
        <RequiredLegend />
      </div>
      <div className="form-grid">
        <TextField
          form={form}
          name="name"
          label={i18n._({ id: 'community.counseling.name', message: 'Full Name' })}
          required
          autoComplete="name"
          maxLength={MAX_LENGTH.counselingName}
        />
        <AccountEmailField form={form} onChangeInAccount={onChangeInAccount} />
        <TextField
          form={form}
          name="phone"
          label={i18n._({ id: 'community.form.phone', message: 'Phone' })}
          hint={i18n._({
            id: 'community.counseling.phone.hint',
            message: 'Optional, unless you would like us to call you.',
          })}
          type="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
        />
        <SelectField
          form={form}
          name="category"
          label={i18n._({ id: 'community.form.category', message: 'Category' })}
          required
          placeholder={i18n._({
            id: 'community.form.category.placeholder',
            message: 'Select a category',
          })}
          choices={COUNSELING_CATEGORIES}
        />
      </div>
      {LONG_ANSWERS.map(([name, label, hint]) => (
        <TextAreaField
          key={name}
          form={form}
          name={name}
          label={i18n._(label)}
          required
          hint={i18n._(hint)}
          rows={5}
          maxLength={MAX_LENGTH.counselingText}
        />
      ))}
      <div className="form-grid">
        <SelectField
          form={form}
          name="urgency"
          label={i18n._({ id: 'community.counseling.urgency', message: 'Urgency' })}
          required
          hint={i18n._({
            id: 'community.counseling.urgency.hint',
            message: 'If you are in danger, please call your local emergency number now.',
          })}
          choices={URGENCY_CHOICES}
        />
        <SelectField
          form={form}
          name="preferredContact"
          label={i18n._({
            id: 'community.counseling.preferredContact',
            message: 'Preferred Contact',
          })}
          required
          choices={CONTACT_CHOICES}
        />
      </div>
      <SubmitButton
        pending={submit.isPending}
        label={i18n._({ id: 'community.counseling.submit', message: 'Submit Request' })}
        pendingLabel={i18n._({ id: 'community.form.submitting', message: 'Submitting...' })}
      />
    </form>
  );
}

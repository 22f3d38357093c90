import type { UseFormReturn } from 'react-hook-form';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/components/fields';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { SuccessPanel } from '../../../shared/components/SuccessPanel';
import { MAX_LENGTH, TESTIMONY_CATEGORIES } from '../../../shared/constants';
import { AccountEmailField } from './AccountEmailField';
import { useMemberDraftForm } from '../hooks/use-member-draft-form';
import { useSubmitTestimony } from '../hooks/use-submit-testimony';
import { EMPTY_TESTIMONY, toTestimonyInput, type TestimonyDraft } from '../testimony-draft';

/** `form` lives on the community page, so the draft outlives this tab (see CommunityPage). */
export function ShareTestimonyForm({
  form,
  onChangeInAccount,
}: {
  form: UseFormReturn<TestimonyDraft>;
  /** Opens My account, where the member's address is changed. */
  onChangeInAccount: () => void;
}) {
  const submit = useSubmitTestimony();
  const { formRef, onSubmit, submitted, startAgain } = useMemberDraftForm({
    form,
    empty: EMPTY_TESTIMONY,
    toInput: toTestimonyInput,
    mutation: submit,
  });

  if (submitted) {
    return (
      <SuccessPanel
        testId="testimony-thanks"
        heading="Thank You for Sharing!"
        againLabel="Share Another Testimony"
        onAgain={startAgain}
      >
        <p>
          Your testimony has been received. It will be reviewed by our ministry team before being
          published.
        </p>
      </SuccessPanel>
    );
  }

  return (
    <form ref={formRef} className="community-form" noValidate onSubmit={onSubmit}>
      <div className="community-form__intro">
        <h2>Share Your Story</h2>
        <p>
          Tell us what God has done in your life. Every testimony is reviewed before it is
          published, and your email address is never shown.
        </p>
      </div>
      <div className="form-grid">
        <TextField
          form={form}
          name="name"
          label="Your Name"
          required
          autoComplete="name"
          maxLength={MAX_LENGTH.testimonyName}
        />
        <AccountEmailField form={form} onChangeInAccount={onChangeInAccount} />
      </div>
      <SelectField
        form={form}
        name="category"
        label="Category"
        required
        placeholder="Select a category"
        choices={TESTIMONY_CATEGORIES}
      />
      <TextField
        form={form}
        name="title"
        label="Title"
        required
        placeholder="Give your testimony a title"
        maxLength={MAX_LENGTH.title}
      />
      <TextAreaField
        form={form}
        name="testimony"
        label="Your Testimony"
        required
        rows={8}
        maxLength={MAX_LENGTH.testimony}
        placeholder="Share how God has worked in your life..."
      />
      <CheckboxField
        form={form}
        name="isAnonymous"
        label="Share anonymously"
        hint="Your name will not be shown with your testimony."
      />
      <SubmitButton
        pending={submit.isPending}
        label="Submit Testimony"
        pendingLabel="Submitting..."
      />
    </form>
  );
}

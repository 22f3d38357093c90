import { useId, type Dispatch, type SetStateAction } from 'react';
import { FormField } from '../../../shared/components/FormField';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { SuccessPanel } from '../../../shared/components/SuccessPanel';
import { MAX_LENGTH, TESTIMONY_CATEGORIES } from '../../../shared/constants';
import { useMemberDraftForm } from '../hooks/use-member-draft-form';
import { useSubmitTestimony } from '../hooks/use-submit-testimony';
import {
  EMPTY_TESTIMONY,
  toTestimonyInput,
  validateTestimony,
  type TestimonyDraft,
} from '../testimony-draft';
import { ContactFields } from './ContactFields';

interface ShareTestimonyFormProps {
  draft: TestimonyDraft;
  setDraft: Dispatch<SetStateAction<TestimonyDraft>>;
}

export function ShareTestimonyForm({ draft, setDraft }: ShareTestimonyFormProps) {
  const id = useId();
  const submit = useSubmitTestimony();
  const { formRef, errors, set, onSubmit, submitted, startAgain } = useMemberDraftForm({
    draft,
    setDraft,
    empty: EMPTY_TESTIMONY,
    validate: validateTestimony,
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
        <ContactFields
          id={id}
          nameLabel="Your Name"
          nameMaxLength={MAX_LENGTH.testimonyName}
          draft={draft}
          errors={errors}
          set={set}
        />
      </div>
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
            onChange={(event) => set('category', event.target.value as TestimonyDraft['category'])}
          >
            <option value="">Select a category</option>
            {TESTIMONY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-title`} name="title" label="Title" required error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            placeholder="Give your testimony a title"
            maxLength={MAX_LENGTH.title}
            value={draft.title}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-testimony`}
        name="testimony"
        label="Your Testimony"
        required
        error={errors.testimony}
      >
        {(control) => (
          <textarea
            {...control}
            rows={8}
            maxLength={MAX_LENGTH.testimony}
            placeholder="Share how God has worked in your life..."
            value={draft.testimony}
            onChange={(event) => set('testimony', event.target.value)}
          />
        )}
      </FormField>
      <div className="checkbox-field">
        <label className="checkbox" htmlFor={`${id}-anonymous`}>
          <input
            id={`${id}-anonymous`}
            name="isAnonymous"
            type="checkbox"
            checked={draft.isAnonymous}
            aria-describedby={`${id}-anonymous-hint`}
            onChange={(event) => set('isAnonymous', event.target.checked)}
          />
          <span>Share anonymously</span>
        </label>
        <p id={`${id}-anonymous-hint`} className="field__hint">
          Your name will not be shown with your testimony.
        </p>
      </div>
      <SubmitButton
        pending={submit.isPending}
        label="Submit Testimony"
        pendingLabel="Submitting..."
      />
    </form>
  );
}

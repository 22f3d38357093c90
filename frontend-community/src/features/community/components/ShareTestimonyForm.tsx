import type { UseFormReturn } from 'react-hook-form';
import { useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
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
        heading={i18n._({ id: 'community.share.done.title', message: 'Thank You for Sharing!' })}
        againLabel={i18n._({
          id: 'community.share.done.again',
          message: 'Share Another Testimony',
        })}
        onAgain={startAgain}
      >
        <p>
          {i18n._({
            id: 'community.share.done.text',
            message:
              'Your testimony has been received. It will be reviewed by our ministry team before being published.',
          })}
        </p>
      </SuccessPanel>
    );
  }

  return (
    <form ref={formRef} className="community-form" noValidate onSubmit={onSubmit}>
      <div className="community-form__intro">
        <h2>{i18n._({ id: 'community.share.title', message: 'Share Your Story' })}</h2>
        <p>
          {i18n._({
            id: 'community.share.lead',
            message:
              'Tell us what God has done in your life. Every testimony is reviewed before it is published, and your email address is never shown.',
          })}
        </p>
      </div>
      <div className="form-grid">
        <TextField
          form={form}
          name="name"
          label={i18n._({ id: 'community.share.name', message: 'Your Name' })}
          required
          autoComplete="name"
          maxLength={MAX_LENGTH.testimonyName}
        />
        <AccountEmailField form={form} onChangeInAccount={onChangeInAccount} />
      </div>
      <SelectField
        form={form}
        name="category"
        label={i18n._({ id: 'community.form.category', message: 'Category' })}
        required
        placeholder={i18n._({
          id: 'community.form.category.placeholder',
          message: 'Select a category',
        })}
        choices={TESTIMONY_CATEGORIES}
      />
      <TextField
        form={form}
        name="title"
        label={i18n._({ id: 'community.share.testimonyTitle', message: 'Title' })}
        required
        placeholder={i18n._({
          id: 'community.share.testimonyTitle.placeholder',
          message: 'Give your testimony a title',
        })}
        maxLength={MAX_LENGTH.title}
      />
      <TextAreaField
        form={form}
        name="testimony"
        label={i18n._({ id: 'community.share.testimony', message: 'Your Testimony' })}
        required
        rows={8}
        maxLength={MAX_LENGTH.testimony}
        placeholder={i18n._({
          id: 'community.share.testimony.placeholder',
          message: 'Share how God has worked in your life...',
        })}
      />
      <CheckboxField
        form={form}
        name="isAnonymous"
        label={i18n._({ id: 'community.share.anonymous', message: 'Share anonymously' })}
        hint={i18n._({
          id: 'community.share.anonymous.hint',
          message: 'Your name will not be shown with your testimony.',
        })}
      />
      <SubmitButton
        pending={submit.isPending}
        label={i18n._({ id: 'community.share.submit', message: 'Submit Testimony' })}
        pendingLabel={i18n._({ id: 'community.form.submitting', message: 'Submitting...' })}
      />
    </form>
  );
}

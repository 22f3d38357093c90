import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { languageInfo, useLingui, useSiteSettings, type Language } from '@ministry/frontend-kit';
import type { MyAccount } from '../../../shared/api/community-types';
import { SelectField } from '../../../shared/components/fields';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import { useDraftSubmit } from '../../../shared/hooks/use-draft-form';
import { useUpdateProfile } from '../hooks/use-my-account';
import {
  FaithFields,
  NameFields,
  PersonalFields,
  PlaceFields,
} from '../../signup/components/ProfileFields';
import { PROFILE_FORM, toProfileDraft, toProfileInput, type ProfileDraft } from '../profile-draft';

/** The sign-up form's fields, filled with what is stored, with the sign-up rules and messages. */
export function ProfileForm({ account }: { account: MyAccount }) {
  const form = useForm<ProfileDraft>(PROFILE_FORM);
  const update = useUpdateProfile();
  const { i18n } = useLingui();
  const { formRef, onSubmit } = useDraftSubmit({
    form,
    toInput: toProfileInput,
    mutation: update,
    onSaved: () => undefined,
  });
  const { defaultLanguage, languages } = useSiteSettings();
  // What the server stored (after loading, and after each save) is what the form shows; a change of
  // the e-mail preferences alone leaves a half-made correction alone.
  const stored = JSON.stringify(toProfileDraft(account, { defaultLanguage, languages }));
  useEffect(() => {
    form.reset(JSON.parse(stored) as ProfileDraft);
  }, [stored, form]);

  return (
    <form
      ref={formRef}
      className="community-form"
      aria-label={i18n._({ id: 'myAccount.profile.title', message: 'Your profile' })}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="form-grid">
        <NameFields form={form} />
        <PersonalFields form={form} />
        <PlaceFields form={form} />
        {languages.length > 1 && <MailLanguageField form={form} languages={languages} />}
      </div>
      <FaithFields form={form} />
      <SubmitButton
        pending={update.isPending}
        label={i18n._({ id: 'myAccount.profile.save', message: 'Save Profile' })}
        pendingLabel={i18n._({ id: 'myAccount.saving', message: 'Saving...' })}
      />
    </form>
  );
}

/** The language of the member's e-mail, among those the site offers, each named in itself. */
function MailLanguageField({
  form,
  languages,
}: {
  form: UseFormReturn<ProfileDraft>;
  languages: readonly Language[];
}) {
  const { i18n } = useLingui();
  return (
    <SelectField
      form={form}
      name="language"
      label={i18n._({ id: 'myAccount.language', message: 'Language' })}
      hint={i18n._({
        id: 'myAccount.language.hint',
        message: 'The language of the e-mails we send you.',
      })}
      choices={languages.map((code) => ({
        value: code,
        label: languageInfo(code).name,
        lang: code,
      }))}
    />
  );
}

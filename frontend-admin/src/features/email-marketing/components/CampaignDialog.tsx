import { useState } from 'react';
import { Form, Input, Select, type FormInstance } from 'antd';
import { ApiError } from '@ministry/api-client';
import { toast, useLingui, type Language } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText, showServerFieldErrors } from '../../../shared/form-errors';
import { languageOfError, versionsToSend, type VersionValues } from '../campaign-languages';
import { useCampaignLanguages } from '../hooks/use-campaign-languages';
import { useCreateCampaign } from '../hooks/use-email-campaigns';
import {
  DEFAULT_CRITERIA,
  type CampaignInput,
  type EmailTemplate,
  type TargetCriteria,
} from '../types';
import { CampaignVersionsField } from './CampaignVersionsField';
import { LessonLinksField } from './LessonLinksField';
import { TargetAudienceFields } from './TargetAudienceFields';
import { VideoUploadField } from './VideoUploadField';

interface CampaignFormValues {
  name: string;
  templateId?: number;
  targetCriteria: TargetCriteria;
  lessonLinks: string[];
  scheduledDate?: string;
  /** Set once a video was uploaded. */
  videoMessageUrl: string | null;
  /** The versions in the other offered languages (the template is the default language's). */
  translations?: Partial<Record<Language, VersionValues>>;
}

const initialValues = (others: Language[]): CampaignFormValues => ({
  name: '',
  templateId: undefined,
  targetCriteria: { ...DEFAULT_CRITERIA },
  lessonLinks: [''],
  scheduledDate: '',
  videoMessageUrl: null,
  // An empty version per other language: what the form holds until one is written.
  ...(others.length ? { translations: Object.fromEntries(others.map((code) => [code, {}])) } : {}),
});

/** Spec §2 campaign dialog. */
export function CampaignDialog({
  open,
  templates,
  onClose,
}: {
  open: boolean;
  templates: EmailTemplate[];
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const create = useCreateCampaign();
  const activeTemplates = templates.filter((t) => t.isActive);
  const languages = useCampaignLanguages();
  // The language tab shown (the default one at each opening): a version with an error comes forward.
  const [activeLanguage, setActiveLanguage] = useState<Language | null>(null);
  const shownLanguage = activeLanguage ?? languages.defaultLanguage;
  const showErrorOf = (fields: string[]) => {
    const code = languageOfError(fields, languages);
    if (code) setActiveLanguage(code);
  };
  const close = () => {
    setActiveLanguage(null);
    onClose();
  };

  const onFinish = (values: CampaignFormValues, form: FormInstance<CampaignFormValues>) => {
    const input: CampaignInput = {
      name: values.name,
      templateId: values.templateId!,
      targetCriteria: { ...DEFAULT_CRITERIA, ...values.targetCriteria },
      // Spec §5: whitespace-only rows are dropped; the video only when one was uploaded.
      lessonLinks: (values.lessonLinks ?? []).map((l) => l?.trim() ?? '').filter(Boolean),
      ...(values.videoMessageUrl ? { videoMessageUrl: values.videoMessageUrl } : {}),
      ...(values.scheduledDate
        ? { scheduledDate: new Date(values.scheduledDate).toISOString() }
        : {}),
      // Only with more than one language offered, and only the versions written.
      ...versionsToSend(values.translations, languages),
    };
    create.mutate(input, {
      onSuccess: () => {
        toast({
          title: i18n._({ id: 'admin.email.campaignCreated', message: 'Campaign created' }),
          description: i18n._({
            id: 'admin.email.campaignCreatedText',
            message: 'Email campaign has been created successfully.',
          }),
        });
        close();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        if (error instanceof ApiError) showErrorOf(Object.keys(error.fieldErrors));
        toast({
          title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
          description: i18n._({
            id: 'admin.email.createCampaignFailed',
            message: 'Failed to create campaign.',
          }),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <FormDialog
      open={open}
      recordKey="new"
      initialValues={initialValues(languages.others)}
      title={i18n._({ id: 'admin.email.createEmailCampaign', message: 'Create Email Campaign' })}
      submitLabel={
        create.isPending
          ? i18n._({ id: 'admin.email.creating', message: 'Creating...' })
          : i18n._({ id: 'admin.email.createCampaign', message: 'Create Campaign' })
      }
      pending={create.isPending}
      onFinish={onFinish}
      onFinishFailed={(fields) => showErrorOf(fields.map((name) => name.join('.')))}
      onClose={close}
      width={720}
    >
      <Form.Item
        required
        label={i18n._({ id: 'admin.email.campaignName', message: 'Campaign Name' })}
        name="name"
        rules={[
          requiredText(
            i18n._({
              id: 'admin.email.campaignNameRequired',
              message: 'Campaign name is required',
            }),
          ),
        ]}
      >
        <Input
          placeholder={i18n._({
            id: 'admin.email.campaignNamePlaceholder',
            message: 'e.g. Spring Renewal',
          })}
          maxLength={200}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.emailTemplate', message: 'Email Template' })}
        name="templateId"
        rules={[
          {
            required: true,
            message: i18n._({
              id: 'admin.email.templateRequired',
              message: 'Please choose an email template',
            }),
          },
        ]}
      >
        <Select
          placeholder={
            activeTemplates.length
              ? i18n._({ id: 'admin.email.selectTemplate', message: 'Select a template' })
              : i18n._({
                  id: 'admin.email.createTemplateFirst',
                  message: 'Create an active template first',
                })
          }
          options={activeTemplates.map((t) => ({ value: t.id, label: t.name }))}
          notFoundContent={i18n._({
            id: 'admin.email.noActiveTemplates',
            message: 'No active templates',
          })}
        />
      </Form.Item>
      {languages.others.length > 0 && (
        <Form.Item noStyle shouldUpdate={(a, b) => a.templateId !== b.templateId}>
          {({ getFieldValue }) => (
            <CampaignVersionsField
              languages={languages}
              template={activeTemplates.find((t) => t.id === getFieldValue('templateId'))}
              active={shownLanguage}
              onActiveChange={setActiveLanguage}
            />
          )}
        </Form.Item>
      )}
      <TargetAudienceFields enabled={open} />
      <LessonLinksField />
      <Form.Item name="videoMessageUrl" noStyle>
        <VideoUploadField />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.schedule', message: 'Schedule (optional)' })}
        name="scheduledDate"
        extra={i18n._({
          id: 'admin.email.scheduleHint',
          message: 'Leave empty to keep the campaign as a draft and send it from the list.',
        })}
        rules={[
          {
            validator: (_: unknown, value: string | undefined) =>
              !value || new Date(value).getTime() > Date.now()
                ? Promise.resolve()
                : Promise.reject(
                    new Error(
                      i18n._({
                        id: 'admin.email.scheduleInPast',
                        message: 'Scheduled date must be in the future',
                      }),
                    ),
                  ),
          },
        ]}
      >
        <Input type="datetime-local" />
      </Form.Item>
    </FormDialog>
  );
}

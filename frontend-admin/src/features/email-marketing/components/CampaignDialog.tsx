import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { toast } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText } from '../../../shared/form-errors';
import { useCreateCampaign } from '../hooks/use-email-campaigns';
import {
  DEFAULT_CRITERIA,
  type CampaignInput,
  type EmailTemplate,
  type TargetCriteria,
} from '../types';
import { LessonLinksField } from './LessonLinksField';
import { TargetAudienceFields } from './TargetAudienceFields';
import { VideoUploadField } from './VideoUploadField';

/** The form's name, also its element's id, which the dialog's submit button submits. */
const FORM_ID = 'email-campaign';

interface CampaignFormValues {
  name: string;
  templateId?: number;
  targetCriteria: TargetCriteria;
  lessonLinks: string[];
  scheduledDate?: string;
}

const initialValues = (): CampaignFormValues => ({
  name: '',
  templateId: undefined,
  targetCriteria: { ...DEFAULT_CRITERIA },
  lessonLinks: [''],
  scheduledDate: '',
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
  const [form] = Form.useForm<CampaignFormValues>();
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const create = useCreateCampaign();
  const activeTemplates = templates.filter((t) => t.isActive);

  const onFinish = (values: CampaignFormValues) => {
    const input: CampaignInput = {
      name: values.name,
      templateId: values.templateId!,
      targetCriteria: { ...DEFAULT_CRITERIA, ...values.targetCriteria },
      // Spec §5: whitespace-only rows are dropped; the video only when one was uploaded.
      lessonLinks: (values.lessonLinks ?? []).map((l) => l?.trim() ?? '').filter(Boolean),
      ...(videoUrl ? { videoMessageUrl: videoUrl } : {}),
      ...(values.scheduledDate
        ? { scheduledDate: new Date(values.scheduledDate).toISOString() }
        : {}),
    };
    create.mutate(input, {
      onSuccess: () => {
        toast({
          title: 'Campaign created',
          description: 'Email campaign has been created successfully.',
        });
        form.resetFields();
        setVideoUrl(null);
        onClose();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to create campaign.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <FormDialog
      open={open}
      title="Create Email Campaign"
      formId={FORM_ID}
      submitLabel={create.isPending ? 'Creating...' : 'Create Campaign'}
      pending={create.isPending}
      onClose={onClose}
      keepMounted
      width={720}
    >
      <Form<CampaignFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues()}
        onFinish={onFinish}
        name={FORM_ID}
      >
        <Form.Item
          required
          label="Campaign Name"
          name="name"
          rules={[requiredText('Campaign name is required')]}
        >
          <Input placeholder="e.g. Spring Renewal" maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Email Template"
          name="templateId"
          rules={[{ required: true, message: 'Please choose an email template' }]}
        >
          <Select
            placeholder={
              activeTemplates.length ? 'Select a template' : 'Create an active template first'
            }
            options={activeTemplates.map((t) => ({ value: t.id, label: t.name }))}
            notFoundContent="No active templates"
          />
        </Form.Item>
        <TargetAudienceFields enabled={open} />
        <LessonLinksField />
        <VideoUploadField videoUrl={videoUrl} onUploaded={setVideoUrl} />
        <Form.Item
          label="Schedule (optional)"
          name="scheduledDate"
          extra="Leave empty to keep the campaign as a draft and send it from the list."
          rules={[
            {
              validator: (_: unknown, value: string | undefined) =>
                !value || new Date(value).getTime() > Date.now()
                  ? Promise.resolve()
                  : Promise.reject(new Error('Scheduled date must be in the future')),
            },
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

import { Checkbox, Form, Input, type FormInstance } from 'antd';
import { toast } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText, showServerFieldErrors } from '../../../shared/form-errors';
import { useCreateTemplate, useUpdateTemplate } from '../hooks/use-email-templates';
import type { EmailTemplate, TemplateInput } from '../types';

interface TemplateFormValues {
  name: string;
  subject: string;
  greeting: string;
  message: string;
  signature: string;
  isActive: boolean;
}

const EMPTY: TemplateFormValues = {
  name: '',
  subject: '',
  greeting: '',
  message: '',
  signature: '',
  isActive: true,
};

const templateValues = (template: EmailTemplate): TemplateFormValues => ({
  name: template.name,
  subject: template.subject,
  greeting: template.greeting ?? '',
  message: template.message,
  signature: template.signature ?? '',
  isActive: template.isActive,
});

/** Spec §2 template dialog; the same form edits an existing template. */
export function TemplateDialog({
  open,
  template,
  onClose,
}: {
  open: boolean;
  /** Set to edit; null to create. */
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const editing = template !== null;
  const pending = create.isPending || update.isPending;

  const onFinish = (values: TemplateFormValues, form: FormInstance<TemplateFormValues>) => {
    const input: TemplateInput = {
      name: values.name,
      subject: values.subject,
      greeting: values.greeting?.trim() ? values.greeting : null,
      message: values.message,
      signature: values.signature?.trim() ? values.signature : null,
      isActive: values.isActive,
    };
    if (editing) {
      update.mutate(
        { id: template.id, input },
        {
          onSuccess: () => {
            toast({
              title: 'Template updated',
              description: 'Email template has been updated successfully.',
            });
            onClose();
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            toast({
              title: 'Error',
              description: 'Failed to update template.',
              variant: 'destructive',
            });
          },
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast({
          title: 'Template created',
          description: 'Email template has been created successfully.',
        });
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        toast({
          title: 'Error',
          description: 'Failed to create template.',
          variant: 'destructive',
        });
      },
    });
  };

  const submitLabel = editing
    ? pending
      ? 'Saving...'
      : 'Save Changes'
    : pending
      ? 'Creating...'
      : 'Create Template';

  return (
    <FormDialog
      open={open}
      recordKey={template?.id ?? 'new'}
      initialValues={template ? templateValues(template) : EMPTY}
      title={editing ? 'Edit Template' : 'Create Email Template'}
      submitLabel={submitLabel}
      pending={pending}
      onFinish={onFinish}
      onClose={onClose}
      width={680}
    >
      <Form.Item
        required
        label="Template Name"
        name="name"
        rules={[requiredText('Template name is required')]}
      >
        <Input placeholder="e.g. Weekly Encouragement" maxLength={200} />
      </Form.Item>
      <Form.Item
        required
        label="Email Subject"
        name="subject"
        rules={[requiredText('Subject is required')]}
      >
        <Input placeholder="e.g. A word of hope for you, {{firstName}}" maxLength={300} />
      </Form.Item>
      <Form.Item label="Greeting (optional)" name="greeting">
        <Input placeholder="e.g. Dear {{firstName}}," maxLength={500} />
      </Form.Item>
      <Form.Item
        required
        label="Message Content"
        name="message"
        rules={[requiredText('Message is required')]}
        extra={
          <span className="em-merge-fields">
            Merge fields: <code>{'{{firstName}}'}</code> the recipient&apos;s first name,{' '}
            <code>{'{{name}}'}</code> their full name. Leave a blank line between paragraphs.
          </span>
        }
      >
        <Input.TextArea rows={8} placeholder="Write your message..." />
      </Form.Item>
      <Form.Item label="Signature (optional)" name="signature">
        <Input.TextArea
          rows={3}
          placeholder={'e.g. In His service,\nThe Ministry Team'}
          maxLength={1000}
        />
      </Form.Item>
      <Form.Item
        name="isActive"
        valuePropName="checked"
        extra="Template will be available for use in campaigns"
      >
        <Checkbox>Active template</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}

import { useEffect } from 'react';
import { Checkbox, Form, Input } from 'antd';
import { toast } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText } from '../../../shared/form-errors';
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

/** The form's name, also its element's id, which the dialog's submit button submits. */
const FORM_ID = 'email-template';

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
  const [form] = Form.useForm<TemplateFormValues>();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const editing = template !== null;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      template
        ? {
            name: template.name,
            subject: template.subject,
            greeting: template.greeting ?? '',
            message: template.message,
            signature: template.signature ?? '',
            isActive: template.isActive,
          }
        : EMPTY,
    );
  }, [open, template, form]);

  const onFinish = (values: TemplateFormValues) => {
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
          onError: () =>
            toast({
              title: 'Error',
              description: 'Failed to update template.',
              variant: 'destructive',
            }),
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
        form.resetFields();
        form.setFieldsValue(EMPTY);
        onClose();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to create template.',
          variant: 'destructive',
        }),
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
      title={editing ? 'Edit Template' : 'Create Email Template'}
      formId={FORM_ID}
      submitLabel={submitLabel}
      pending={pending}
      onClose={onClose}
      keepMounted
      width={680}
    >
      <Form<TemplateFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={onFinish}
        name={FORM_ID}
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
      </Form>
    </FormDialog>
  );
}

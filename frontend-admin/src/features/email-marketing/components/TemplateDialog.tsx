import { useEffect } from 'react';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { toast } from '@ministry/frontend-kit';
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

const required = (message: string) => ({
  validator: (_: unknown, value: string | undefined) =>
    value && value.trim().length >= 1 ? Promise.resolve() : Promise.reject(new Error(message)),
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
    <Modal
      open={open}
      title={editing ? 'Edit Template' : 'Create Email Template'}
      onCancel={onClose}
      width={680}
      destroyOnHidden={false}
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={pending}
          disabled={pending}
          onClick={() => form.submit()}
        >
          {submitLabel}
        </Button>,
      ]}
    >
      <Form<TemplateFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={onFinish}
        name="email-template"
      >
        <Form.Item
          required
          label="Template Name"
          name="name"
          rules={[required('Template name is required')]}
        >
          <Input placeholder="e.g. Weekly Encouragement" maxLength={200} />
        </Form.Item>
        <Form.Item
          required
          label="Email Subject"
          name="subject"
          rules={[required('Subject is required')]}
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
          rules={[required('Message is required')]}
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
    </Modal>
  );
}

import { Checkbox, Form, Input, type FormInstance } from 'antd';
import { toast, Trans, useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
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
              title: i18n._({ id: 'admin.email.templateUpdated', message: 'Template updated' }),
              description: i18n._({
                id: 'admin.email.templateUpdatedText',
                message: 'Email template has been updated successfully.',
              }),
            });
            onClose();
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            toast({
              title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
              description: i18n._({
                id: 'admin.email.updateTemplateFailed',
                message: 'Failed to update template.',
              }),
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
          title: i18n._({ id: 'admin.email.templateCreated', message: 'Template created' }),
          description: i18n._({
            id: 'admin.email.templateCreatedText',
            message: 'Email template has been created successfully.',
          }),
        });
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        toast({
          title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
          description: i18n._({
            id: 'admin.email.createTemplateFailed',
            message: 'Failed to create template.',
          }),
          variant: 'destructive',
        });
      },
    });
  };

  const submitLabel = editing
    ? pending
      ? i18n._({ id: 'admin.email.saving', message: 'Saving...' })
      : i18n._({ id: 'admin.email.saveChanges', message: 'Save Changes' })
    : pending
      ? i18n._({ id: 'admin.email.creating', message: 'Creating...' })
      : i18n._({ id: 'admin.email.createTemplate', message: 'Create Template' });

  return (
    <FormDialog
      open={open}
      recordKey={template?.id ?? 'new'}
      initialValues={template ? templateValues(template) : EMPTY}
      title={
        editing
          ? i18n._({ id: 'admin.email.editTemplate', message: 'Edit Template' })
          : i18n._({ id: 'admin.email.createEmailTemplate', message: 'Create Email Template' })
      }
      submitLabel={submitLabel}
      pending={pending}
      onFinish={onFinish}
      onClose={onClose}
      width={680}
    >
      <Form.Item
        required
        label={i18n._({ id: 'admin.email.templateName', message: 'Template Name' })}
        name="name"
        rules={[
          requiredText(
            i18n._({
              id: 'admin.email.templateNameRequired',
              message: 'Template name is required',
            }),
          ),
        ]}
      >
        <Input
          placeholder={i18n._({
            id: 'admin.email.templateNamePlaceholder',
            message: 'e.g. Weekly Encouragement',
          })}
          maxLength={200}
        />
      </Form.Item>
      <Form.Item
        required
        label={i18n._({ id: 'admin.email.emailSubject', message: 'Email Subject' })}
        name="subject"
        rules={[
          requiredText(
            i18n._({ id: 'admin.email.subjectRequired', message: 'Subject is required' }),
          ),
        ]}
      >
        <Input
          placeholder={i18n._({
            id: 'admin.email.subjectPlaceholder',
            message: 'e.g. A word of hope for you, {firstName}',
            values: { firstName: '{{firstName}}' },
          })}
          maxLength={300}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.greeting', message: 'Greeting (optional)' })}
        name="greeting"
      >
        <Input
          placeholder={i18n._({
            id: 'admin.email.greetingPlaceholder',
            message: 'e.g. Dear {firstName},',
            values: { firstName: '{{firstName}}' },
          })}
          maxLength={500}
        />
      </Form.Item>
      <Form.Item
        required
        label={i18n._({ id: 'admin.email.messageContent', message: 'Message Content' })}
        name="message"
        rules={[
          requiredText(
            i18n._({ id: 'admin.email.messageRequired', message: 'Message is required' }),
          ),
        ]}
        extra={
          <span className="em-merge-fields">
            <Trans
              id="admin.email.mergeFields"
              message="Merge fields: <0>{firstName}</0> the recipient's first name, <1>{name}</1> their full name. Leave a blank line between paragraphs."
              values={{ firstName: '{{firstName}}', name: '{{name}}' }}
              components={{ 0: <code />, 1: <code /> }}
            />
          </span>
        }
      >
        <Input.TextArea
          rows={8}
          placeholder={i18n._({
            id: 'admin.email.messagePlaceholder',
            message: 'Write your message...',
          })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.signature', message: 'Signature (optional)' })}
        name="signature"
      >
        <Input.TextArea
          rows={3}
          placeholder={i18n._({
            id: 'admin.email.signaturePlaceholder',
            message: 'e.g. In His service,\nThe Ministry Team',
          })}
          maxLength={1000}
        />
      </Form.Item>
      <Form.Item
        name="isActive"
        valuePropName="checked"
        extra={i18n._({
          id: 'admin.email.activeHint',
          message: 'Template will be available for use in campaigns',
        })}
      >
        <Checkbox>
          {i18n._({ id: 'admin.email.activeTemplate', message: 'Active template' })}
        </Checkbox>
      </Form.Item>
    </FormDialog>
  );
}

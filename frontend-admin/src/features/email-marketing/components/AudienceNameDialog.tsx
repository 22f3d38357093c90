import { Form, Input, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText, showServerFieldErrors } from '../../../shared/form-errors';

/** Names a target audience: to save it, or to rename a saved one. */
export function AudienceNameDialog({
  open,
  recordKey,
  title,
  submitLabel,
  initialName,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  recordKey: string | number;
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  /** Resolves once saved; a refusal's message is shown on the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const onFinish = (values: { name: string }, form: FormInstance<{ name: string }>) => {
    onSubmit(values.name.trim()).then(onClose, (error: unknown) => {
      if (showServerFieldErrors(form, error)) return;
      const message =
        error instanceof Error
          ? error.message
          : i18n._({
              id: 'admin.email.audienceSaveFailed',
              message: 'Could not save the audience',
            });
      form.setFields([{ name: 'name', errors: [message] }]);
    });
  };
  return (
    <FormDialog
      open={open}
      recordKey={recordKey}
      initialValues={{ name: initialName }}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onFinish={onFinish}
      onClose={onClose}
      width={440}
    >
      <Form.Item
        required
        label={i18n._({ id: 'admin.email.audienceName', message: 'Audience name' })}
        name="name"
        rules={[
          requiredText(
            i18n._({
              id: 'admin.email.audienceNameRequired',
              message: 'Audience name is required',
            }),
          ),
        ]}
      >
        <Input
          maxLength={100}
          placeholder={i18n._({
            id: 'admin.email.audienceNamePlaceholder',
            message: 'e.g. Widows who want prayer',
          })}
        />
      </Form.Item>
    </FormDialog>
  );
}

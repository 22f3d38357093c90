import { Form, Input } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';

export interface ReauthValues {
  password: string;
}

/** Asks for the password before a change that weakens or replaces a factor. */
export function ReauthenticateDialog({
  open,
  title,
  submitLabel,
  pending,
  onFinish,
  onClose,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  onFinish: (values: ReauthValues) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <FormDialog<ReauthValues>
      open={open}
      recordKey={title}
      initialValues={{ password: '' }}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onFinish={(values) => onFinish(values)}
      onClose={onClose}
    >
      <Form.Item
        label={i18n._({ id: 'admin.twoFactor.yourPassword', message: 'Your password' })}
        name="password"
        rules={[
          {
            required: true,
            message: i18n._({
              id: 'admin.twoFactor.passwordRequired',
              message: 'Enter your password',
            }),
          },
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </FormDialog>
  );
}

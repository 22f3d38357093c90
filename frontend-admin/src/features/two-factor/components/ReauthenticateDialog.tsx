import { Form, Input } from 'antd';
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
        label="Your password"
        name="password"
        rules={[{ required: true, message: 'Enter your password' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </FormDialog>
  );
}

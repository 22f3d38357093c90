import { Button, Form, Input } from 'antd';
import { ApiError } from '@ministry/api-client';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useChangePassword } from '../hooks/use-account';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change the password: the current one, then the new one twice. The other sessions end. */
export function PasswordSection() {
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  const onFinish = ({ currentPassword, newPassword }: PasswordValues) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          form.resetFields();
          notifySuccess('Password changed', answer.message);
        },
        onError: (error) => {
          if (showServerFieldErrors(form, error)) return;
          // The server's sentence (wrong current password, a refused new one) goes under its field.
          if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
            const field = /current password/i.test(error.serverMessage)
              ? 'currentPassword'
              : 'newPassword';
            form.setFields([{ name: field, errors: [error.serverMessage] }]);
            return;
          }
          notifyError(errorText(error));
        },
      },
    );

  return (
    <section className="account-section" aria-labelledby="account-password-title">
      <h3 id="account-password-title" className="account-section__title">
        Password
      </h3>
      <p className="account-section__hint">
        At least 12 characters; a commonly used password is refused. Changing it signs you out
        everywhere else.
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        className="account-password-form"
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: 'Current password is required' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          rules={[
            { required: true, message: 'New password is required' },
            { min: 12, message: 'The password must be at least 12 characters long.' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: 'Type the new password again' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('The two passwords differ')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change password
        </Button>
      </Form>
    </section>
  );
}

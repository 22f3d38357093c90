import { Button, Form, Input } from 'antd';
import { ApiError } from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  const onFinish = ({ currentPassword, newPassword }: PasswordValues) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          form.resetFields();
          notifySuccess(
            i18n._({ id: 'admin.account.passwordChanged', message: 'Password changed' }),
            answer.message,
          );
        },
        onError: (error) => {
          // A wrong current password or the same password again comes with its field.
          if (showServerFieldErrors(form, error)) return;
          // Any other sentence (the policy refusing the new one) goes under the new password.
          if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
            form.setFields([{ name: 'newPassword', errors: [error.serverMessage] }]);
            return;
          }
          notifyError(errorText(error));
        },
      },
    );

  return (
    <section className="account-section" aria-labelledby="account-password-title">
      <h3 id="account-password-title" className="account-section__title">
        {i18n._({ id: 'admin.account.password', message: 'Password' })}
      </h3>
      <p className="account-section__hint">
        {i18n._({
          id: 'admin.account.passwordHint',
          message:
            'At least 12 characters; a commonly used password is refused. Changing it signs you out everywhere else.',
        })}
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
          label={i18n._({ id: 'admin.account.currentPassword', message: 'Current password' })}
          name="currentPassword"
          rules={[
            {
              required: true,
              message: i18n._({
                id: 'admin.account.currentPasswordRequired',
                message: 'Current password is required',
              }),
            },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.account.newPassword', message: 'New password' })}
          name="newPassword"
          rules={[
            {
              required: true,
              message: i18n._({
                id: 'admin.account.newPasswordRequired',
                message: 'New password is required',
              }),
            },
            {
              min: 12,
              message: i18n._({
                id: 'admin.password.min',
                message: 'The password must be at least 12 characters long.',
              }),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.account.confirmPassword', message: 'Confirm new password' })}
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            {
              required: true,
              message: i18n._({
                id: 'admin.account.confirmPasswordRequired',
                message: 'Type the new password again',
              }),
            },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        i18n._({
                          id: 'admin.account.passwordsDiffer',
                          message: 'The two passwords differ',
                        }),
                      ),
                    ),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {i18n._({ id: 'admin.account.changePassword', message: 'Change password' })}
        </Button>
      </Form>
    </section>
  );
}

import { Alert, Button, Form, Input } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { linkErrorText, useForgotPassword } from '../account-links/use-account-links';

/**
 * "Forgot password?" on the sign-in card: the same answer whether or not the address belongs to a
 * staff account, so it tells no one which addresses have one.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const { i18n } = useLingui();
  const request = useForgotPassword();
  return (
    <>
      <h1 className="admin-login__title">
        {i18n._({ id: 'admin.forgot.title', message: 'Forgot password?' })}
      </h1>
      {request.isSuccess ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={i18n._({ id: 'admin.forgot.checkMail', message: 'Check your e-mail' })}
          description={request.data.message}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <>
          <p className="admin-login__intro">
            {i18n._({
              id: 'admin.forgot.intro',
              message:
                'Enter the e-mail address of your staff account and we will send you a link to choose a new password.',
            })}
          </p>
          {request.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={linkErrorText(request.error)}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form<{ email: string }>
            layout="vertical"
            onFinish={({ email }) => request.mutate(email)}
          >
            <Form.Item
              label={i18n._({ id: 'admin.forgot.email', message: 'E-mail' })}
              name="email"
              rules={[
                {
                  required: true,
                  message: i18n._({
                    id: 'admin.forgot.emailRequired',
                    message: 'E-mail is required',
                  }),
                },
                {
                  type: 'email',
                  message: i18n._({
                    id: 'admin.forgot.emailInvalid',
                    message: 'Please enter a valid e-mail address',
                  }),
                },
              ]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
              {i18n._({ id: 'admin.forgot.send', message: 'Send reset link' })}
            </Button>
          </Form>
        </>
      )}
      <Button type="link" onClick={onBack} className="admin-login__back">
        {i18n._({ id: 'admin.login.backToSignIn', message: 'Back to sign in' })}
      </Button>
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useLingui, type SecondFactorRequired } from '@ministry/frontend-kit';
import { ApiError } from '@ministry/api-client';
import { errorText } from '../../shared/error-text';
import { useSignInWithCode, useSignInWithPasskey } from '../two-factor/hooks/use-two-factor';

type Methods = SecondFactorRequired['secondFactor']['methods'];

/**
 * The second screen of a staff sign-in (docs/architecture.md, "Two-factor sign-in"): a code from
 * the authenticator app, a recovery code, or a passkey. Five wrong tries, or five minutes, and it
 * is back to the password.
 */
export function SecondFactorStep({
  methods,
  onSignedIn,
  onRestart,
}: {
  methods: Methods;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { i18n } = useLingui();
  const withCode = useSignInWithCode();
  const withPasskey = useSignInWithPasskey();
  const hasTotp = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasTotp && methods.includes('recovery'));
  const error = withCode.error ?? withPasskey.error;
  // 401 "expired" or 429 "too many" (the answer's code, whatever its language): the step is over,
  // only the password again helps.
  const over = error instanceof ApiError && error.code === 'second_step_over';

  const submit = ({ code }: { code: string }) =>
    withCode.mutate(recovery ? { recoveryCode: code.trim() } : { code: code.trim() }, {
      onSuccess: onSignedIn,
    });

  return (
    <>
      <h1 className="admin-login__title">
        {i18n._({ id: 'admin.twoFactor.title', message: 'Two-factor sign-in' })}
      </h1>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(error)}
          style={{ marginBottom: 16 }}
        />
      )}
      {over ? (
        <Button type="primary" block size="large" onClick={onRestart}>
          {i18n._({ id: 'admin.twoFactor.signInAgain', message: 'Sign in again' })}
        </Button>
      ) : (
        <>
          {(hasTotp || recovery) && (
            <>
              <p className="admin-login__intro">
                {recovery
                  ? i18n._({
                      id: 'admin.twoFactor.recoveryIntro',
                      message:
                        'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
                    })
                  : i18n._({
                      id: 'admin.twoFactor.codeIntro',
                      message: 'Enter the 6-digit code from your authenticator app.',
                    })}
              </p>
              <Form<{ code: string }> layout="vertical" onFinish={submit} key={String(recovery)}>
                <Form.Item
                  label={
                    recovery
                      ? i18n._({ id: 'admin.twoFactor.recoveryCode', message: 'Recovery code' })
                      : i18n._({ id: 'admin.twoFactor.code', message: 'Authentication code' })
                  }
                  name="code"
                  rules={[
                    {
                      required: true,
                      message: i18n._({
                        id: 'admin.twoFactor.codeRequired',
                        message: 'Enter the code',
                      }),
                    },
                    recovery
                      ? {
                          pattern: /^[\s-]*([0-9a-z][\s-]*){12}$/i,
                          message: i18n._({
                            id: 'admin.twoFactor.recoveryPattern',
                            message: 'A recovery code has 12 letters and digits',
                          }),
                        }
                      : {
                          pattern: /^\s*\d{6}\s*$/,
                          message: i18n._({
                            id: 'admin.twoFactor.codePattern',
                            message: 'The code is 6 digits',
                          }),
                        },
                  ]}
                >
                  <Input
                    autoFocus
                    autoComplete="one-time-code"
                    inputMode={recovery ? 'text' : 'numeric'}
                    maxLength={recovery ? 20 : 8}
                  />
                </Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  block
                  size="large"
                  loading={withCode.isPending}
                >
                  {i18n._({ id: 'admin.twoFactor.verify', message: 'Verify' })}
                </Button>
              </Form>
              {methods.includes('recovery') && (
                <Button
                  type="link"
                  onClick={() => {
                    withCode.reset();
                    setRecovery(!recovery);
                  }}
                  className="admin-login__forgot"
                >
                  {recovery
                    ? i18n._({ id: 'admin.twoFactor.useApp', message: 'Use the authenticator app' })
                    : i18n._({ id: 'admin.twoFactor.useRecovery', message: 'Use a recovery code' })}
                </Button>
              )}
            </>
          )}
          {methods.includes('passkey') && (
            <Button
              block
              size="large"
              style={{ marginTop: 12 }}
              loading={withPasskey.isPending}
              onClick={() => withPasskey.mutate(undefined, { onSuccess: onSignedIn })}
            >
              {i18n._({ id: 'admin.twoFactor.usePasskey', message: 'Use a passkey' })}
            </Button>
          )}
        </>
      )}
      <Button type="link" onClick={onRestart} className="admin-login__back">
        {i18n._({ id: 'admin.login.backToSignIn', message: 'Back to sign in' })}
      </Button>
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Spin, Tag } from 'antd';
import type { Schema } from '@ministry/api-client';
import { Trans, useLingui } from '@ministry/frontend-kit';
import { notifyError, notifySuccess } from '../../../shared/notify';
import {
  useConfirmTotp,
  useDisableTotp,
  useNewRecoveryCodes,
  useStartTotp,
  useTwoFactorStatus,
} from '../hooks/use-two-factor';
import { errorText } from '../../../shared/error-text';
import { ReauthenticateDialog } from './ReauthenticateDialog';
import { RecoveryCodes } from './RecoveryCodes';

type TotpEnrolment = Schema<'TotpEnrolmentDto'>;

/**
 * My account → the authenticator app (TOTP) and its recovery codes (docs/architecture.md, "Two-
 * factor sign-in").
 */
export function TwoFactorSection() {
  const { i18n } = useLingui();
  const status = useTwoFactorStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const renew = useNewRecoveryCodes();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [asking, setAsking] = useState<'disable' | 'renew'>();

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) => notifyError(errorText(error)),
    });

  const onConfirm = ({ code }: { code: string }) =>
    confirm.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        setEnrolment(undefined);
        setCodes(recoveryCodes);
        notifySuccess(
          i18n._({ id: 'admin.twoFactor.turnedOn', message: 'Two-factor sign-in is on' }),
        );
      },
    });

  const onReauth = ({ password }: { password: string }) => {
    if (asking === 'disable')
      disable.mutate(
        { password },
        {
          onSuccess: () => {
            setAsking(undefined);
            setCodes(undefined);
            notifySuccess(
              i18n._({
                id: 'admin.twoFactor.turnedOff',
                message: 'The authenticator app is turned off',
              }),
            );
          },
          onError: (error) => notifyError(errorText(error)),
        },
      );
    else
      renew.mutate(
        { password },
        {
          onSuccess: ({ recoveryCodes }) => {
            setAsking(undefined);
            setCodes(recoveryCodes);
          },
          onError: (error) => notifyError(errorText(error)),
        },
      );
  };

  let body;
  if (status.isPending)
    body = <Spin aria-label={i18n._({ id: 'admin.twoFactor.loading', message: 'Loading' })} />;
  else if (status.isError)
    body = <Alert type="error" showIcon title={errorText(status.error)} role="alert" />;
  else {
    const { totp, recoveryCodesLeft } = status.data;
    body = (
      <>
        <p>
          <Trans
            id="admin.twoFactor.appState"
            message="Authenticator app: <0>{state}</0>"
            values={{
              state: totp
                ? i18n._({ id: 'admin.twoFactor.on', message: 'On' })
                : i18n._({ id: 'admin.twoFactor.off', message: 'Off' }),
            }}
            components={{ 0: <Tag color={totp ? 'green' : undefined} /> }}
          />
          {totp && (
            <span>
              {' · '}
              {i18n._({
                id: 'admin.twoFactor.codesLeft',
                message: '{count, plural, other {# recovery codes left}}',
                values: { count: recoveryCodesLeft },
              })}
            </span>
          )}
        </p>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />}
        {!totp && !enrolment && (
          <Button type="primary" onClick={onStart} loading={start.isPending}>
            {i18n._({ id: 'admin.twoFactor.setUp', message: 'Set up authenticator app' })}
          </Button>
        )}
        {enrolment && (
          <div className="two-factor__enrol">
            <p>
              {i18n._({
                id: 'admin.twoFactor.scan',
                message:
                  'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …), then enter the 6-digit code it shows.',
              })}
            </p>
            <img
              src={enrolment.qrCode}
              alt={i18n._({
                id: 'admin.twoFactor.qrAlt',
                message: 'QR code for your authenticator app',
              })}
              width={220}
            />
            <p>
              <Trans
                id="admin.twoFactor.cannotScan"
                message="Cannot scan it? Enter this key in the app: <0>{secret}</0>"
                values={{ secret: enrolment.secret }}
                components={{
                  0: (
                    <code
                      // A Latin key, read left to right in a right-to-left page too.
                      dir="ltr"
                      aria-label={i18n._({
                        id: 'admin.twoFactor.secretKey',
                        message: 'Secret key',
                      })}
                      className="two-factor__secret"
                    />
                  ),
                }}
              />
            </p>
            <p>
              <Trans
                id="admin.twoFactor.openInApp"
                message="On this phone already? <0>Open it in your authenticator app</0>."
                components={{ 0: <a href={enrolment.uri} /> }}
              />
            </p>
            {confirm.isError && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={errorText(confirm.error)}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form<{ code: string }> layout="inline" onFinish={onConfirm}>
              <Form.Item
                label={i18n._({ id: 'admin.twoFactor.codeFromApp', message: 'Code from the app' })}
                name="code"
                rules={[
                  {
                    required: true,
                    message: i18n._({
                      id: 'admin.twoFactor.sixDigitsRequired',
                      message: 'Enter the 6-digit code',
                    }),
                  },
                  {
                    pattern: /^\s*\d{6}\s*$/,
                    message: i18n._({
                      id: 'admin.twoFactor.codePattern',
                      message: 'The code is 6 digits',
                    }),
                  },
                ]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
              </Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" loading={confirm.isPending}>
                  {i18n._({ id: 'admin.twoFactor.turnOn', message: 'Turn on' })}
                </Button>
                <Button onClick={() => setEnrolment(undefined)}>
                  {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
                </Button>
              </Space>
            </Form>
          </div>
        )}
        {totp && (
          <Space wrap>
            <Button onClick={() => setAsking('renew')}>
              {i18n._({ id: 'admin.twoFactor.newCodes', message: 'New recovery codes' })}
            </Button>
            <Button danger onClick={() => setAsking('disable')}>
              {i18n._({ id: 'admin.twoFactor.turnOff', message: 'Turn off' })}
            </Button>
          </Space>
        )}
      </>
    );
  }

  return (
    <section className="account-section" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="account-section__title">
        {i18n._({ id: 'admin.twoFactor.title', message: 'Two-factor sign-in' })}
      </h2>
      <p className="account-section__intro">
        {i18n._({
          id: 'admin.twoFactor.intro',
          message:
            'After your password, a code from an app on your phone (or a passkey) proves it is you.',
        })}
      </p>
      {body}
      <ReauthenticateDialog
        open={asking !== undefined}
        title={
          asking === 'disable'
            ? i18n._({
                id: 'admin.twoFactor.turnOffTitle',
                message: 'Turn off the authenticator app',
              })
            : i18n._({ id: 'admin.twoFactor.newCodes', message: 'New recovery codes' })
        }
        submitLabel={
          asking === 'disable'
            ? i18n._({ id: 'admin.twoFactor.turnOff', message: 'Turn off' })
            : i18n._({ id: 'admin.twoFactor.makeNewCodes', message: 'Make new codes' })
        }
        pending={disable.isPending || renew.isPending}
        onFinish={onReauth}
        onClose={() => setAsking(undefined)}
      />
    </section>
  );
}

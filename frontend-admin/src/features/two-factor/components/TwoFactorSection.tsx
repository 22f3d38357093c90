import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Spin, Tag } from 'antd';
import type { Schema } from '@ministry/api-client';
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
        notifySuccess('Two-factor sign-in is on');
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
            notifySuccess('The authenticator app is turned off');
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
  if (status.isPending) body = <Spin aria-label="Loading" />;
  else if (status.isError)
    body = <Alert type="error" showIcon title={errorText(status.error)} role="alert" />;
  else {
    const { totp, recoveryCodesLeft } = status.data;
    body = (
      <>
        <p>
          Authenticator app: {totp ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}
          {totp && <span> · {recoveryCodesLeft} recovery codes left</span>}
        </p>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />}
        {!totp && !enrolment && (
          <Button type="primary" onClick={onStart} loading={start.isPending}>
            Set up authenticator app
          </Button>
        )}
        {enrolment && (
          <div className="two-factor__enrol">
            <p>
              Scan this QR code with your authenticator app (Google Authenticator, Microsoft
              Authenticator, 1Password, …), then enter the 6-digit code it shows.
            </p>
            <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={220} />
            <p>
              Cannot scan it? Enter this key in the app:{' '}
              <code aria-label="Secret key" className="two-factor__secret">
                {enrolment.secret}
              </code>
            </p>
            <p>
              On this phone already? <a href={enrolment.uri}>Open it in your authenticator app</a>.
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
                label="Code from the app"
                name="code"
                rules={[
                  { required: true, message: 'Enter the 6-digit code' },
                  { pattern: /^\s*\d{6}\s*$/, message: 'The code is 6 digits' },
                ]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
              </Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" loading={confirm.isPending}>
                  Turn on
                </Button>
                <Button onClick={() => setEnrolment(undefined)}>Cancel</Button>
              </Space>
            </Form>
          </div>
        )}
        {totp && (
          <Space wrap>
            <Button onClick={() => setAsking('renew')}>New recovery codes</Button>
            <Button danger onClick={() => setAsking('disable')}>
              Turn off
            </Button>
          </Space>
        )}
      </>
    );
  }

  return (
    <section className="account-section" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="account-section__title">
        Two-factor sign-in
      </h2>
      <p className="account-section__intro">
        After your password, a code from an app on your phone (or a passkey) proves it is you.
      </p>
      {body}
      <ReauthenticateDialog
        open={asking !== undefined}
        title={asking === 'disable' ? 'Turn off the authenticator app' : 'New recovery codes'}
        submitLabel={asking === 'disable' ? 'Turn off' : 'Make new codes'}
        pending={disable.isPending || renew.isPending}
        onFinish={onReauth}
        onClose={() => setAsking(undefined)}
      />
    </section>
  );
}

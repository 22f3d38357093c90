import { useState } from 'react';
import { Alert, Button, Form, Input, List, Spin } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { formatDateTime } from '../../../shared/format';
import { notifyError, notifySuccess } from '../../../shared/notify';
import {
  type TwoFactorStatusDto,
  useAddPasskey,
  useRemovePasskey,
  useTwoFactorStatus,
} from '../hooks/use-two-factor';
import { errorText } from '../../../shared/error-text';

type PasskeyDto = TwoFactorStatusDto['passkeys'][number];

/**
 * My account → passkeys (docs/architecture.md, "Two-factor sign-in"): register one or more, name
 * them, remove them.
 */
export function PasskeysSection() {
  const { i18n } = useLingui();
  const status = useTwoFactorStatus();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [form] = Form.useForm<{ name: string }>();
  const [removing, setRemoving] = useState<PasskeyDto>();

  const onAdd = ({ name }: { name: string }) =>
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        form.resetFields();
        notifySuccess(
          i18n._({ id: 'admin.twoFactor.passkeyAdded', message: 'Passkey added' }),
          i18n._({
            id: 'admin.twoFactor.passkeyAddedText',
            message: '"{name}" can now sign you in.',
            values: { name: passkey.name },
          }),
        );
      },
    });

  return (
    <section className="account-section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="account-section__title">
        {i18n._({ id: 'admin.twoFactor.passkeys', message: 'Passkeys' })}
      </h2>
      <p className="account-section__intro">
        {i18n._({
          id: 'admin.twoFactor.passkeysIntro',
          message:
            'A passkey signs you in with your fingerprint, face or device PIN, with no password to type, and cannot be phished.',
        })}
      </p>
      {status.isPending ? (
        <Spin aria-label={i18n._({ id: 'admin.twoFactor.loading', message: 'Loading' })} />
      ) : status.isError ? (
        <Alert type="error" showIcon role="alert" title={errorText(status.error)} />
      ) : status.data.passkeys.length === 0 ? (
        // antd's own empty text is too pale for WCAG AA.
        <p>{i18n._({ id: 'admin.twoFactor.noPasskeys', message: 'No passkeys yet.' })}</p>
      ) : (
        <List
          aria-label={i18n._({ id: 'admin.twoFactor.yourPasskeys', message: 'Your passkeys' })}
          dataSource={status.data.passkeys}
          renderItem={(passkey) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  danger
                  onClick={() => setRemoving(passkey)}
                  aria-label={i18n._({
                    id: 'admin.twoFactor.removePasskeyLabel',
                    message: 'Remove {name}',
                    values: { name: passkey.name },
                  })}
                >
                  {i18n._({ id: 'admin.twoFactor.remove', message: 'Remove' })}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={passkey.name}
                description={
                  passkey.lastUsedAt
                    ? i18n._({
                        id: 'admin.twoFactor.passkeyAddedUsed',
                        message: 'Added {added} · last used {used}',
                        values: {
                          added: formatDateTime(passkey.createdAt),
                          used: formatDateTime(passkey.lastUsedAt),
                        },
                      })
                    : i18n._({
                        id: 'admin.twoFactor.passkeyAddedOn',
                        message: 'Added {added}',
                        values: { added: formatDateTime(passkey.createdAt) },
                      })
                }
              />
            </List.Item>
          )}
        />
      )}
      {add.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(add.error)}
          style={{ margin: '16px 0' }}
        />
      )}
      <Form form={form} layout="inline" onFinish={onAdd} style={{ marginTop: 16 }}>
        <Form.Item
          label={i18n._({ id: 'admin.twoFactor.passkeyName', message: 'Passkey name' })}
          name="name"
          rules={[
            {
              required: true,
              whitespace: true,
              message: i18n._({
                id: 'admin.twoFactor.passkeyNameRequired',
                message: 'Give the passkey a name',
              }),
            },
          ]}
        >
          <Input
            placeholder={i18n._({
              id: 'admin.twoFactor.passkeyNamePlaceholder',
              message: 'Work laptop',
            })}
            maxLength={100}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {i18n._({ id: 'admin.twoFactor.addPasskey', message: 'Add a passkey' })}
        </Button>
      </Form>
      <ConfirmDialog
        open={removing !== undefined}
        title={i18n._({
          id: 'admin.twoFactor.removePasskeyTitle',
          message: 'Remove this passkey?',
        })}
        text={i18n._({
          id: 'admin.twoFactor.removePasskeyText',
          message: '"{name}" will no longer sign you in.',
          values: { name: removing?.name ?? '' },
        })}
        confirmLabel={i18n._({ id: 'admin.twoFactor.remove', message: 'Remove' })}
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(undefined),
            onError: (error) => notifyError(errorText(error)),
          })
        }
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input, List, Spin } from 'antd';
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
  const status = useTwoFactorStatus();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [form] = Form.useForm<{ name: string }>();
  const [removing, setRemoving] = useState<PasskeyDto>();

  const onAdd = ({ name }: { name: string }) =>
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        form.resetFields();
        notifySuccess('Passkey added', `"${passkey.name}" can now sign you in.`);
      },
    });

  return (
    <section className="account-section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="account-section__title">
        Passkeys
      </h2>
      <p className="account-section__intro">
        A passkey signs you in with your fingerprint, face or device PIN, with no password to type,
        and cannot be phished.
      </p>
      {status.isPending ? (
        <Spin aria-label="Loading" />
      ) : status.isError ? (
        <Alert type="error" showIcon role="alert" title={errorText(status.error)} />
      ) : status.data.passkeys.length === 0 ? (
        // antd's own empty text is too pale for WCAG AA.
        <p>No passkeys yet.</p>
      ) : (
        <List
          aria-label="Your passkeys"
          dataSource={status.data.passkeys}
          renderItem={(passkey) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  danger
                  onClick={() => setRemoving(passkey)}
                  aria-label={`Remove ${passkey.name}`}
                >
                  Remove
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={passkey.name}
                description={`Added ${formatDateTime(passkey.createdAt)}${
                  passkey.lastUsedAt ? ` · last used ${formatDateTime(passkey.lastUsedAt)}` : ''
                }`}
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
          label="Passkey name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Give the passkey a name' }]}
        >
          <Input placeholder="Work laptop" maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add a passkey
        </Button>
      </Form>
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this passkey?"
        text={`"${removing?.name ?? ''}" will no longer sign you in.`}
        confirmLabel="Remove"
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

import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GIVING_SETTINGS_QUERY_KEY,
  api,
  dataOf,
  rethrowAsHttpError,
  type Schema,
} from '@ministry/api-client';
import { Trans, useLingui } from '@ministry/frontend-kit';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { GivingFundsEditor } from './GivingFundsEditor';

type GivingSettings = Schema<'AdminGivingSettingsDto'>;
type GivingInput = Schema<'SaveGivingSettingsDto'>;

export const ADMIN_GIVING_QUERY_KEY = ['/api/admin/giving/settings'] as const;

/** The form's values: amounts as the administrator writes money, secrets only when replaced. */
interface GivingFormValues {
  secretKey?: string;
  webhookSecret?: string;
  currency: string;
  suggestedAmounts: string;
  coverFeeEnabled: boolean;
  feePercent: number;
  feeFixed: number;
  minAmount: number;
  maxAmount: number;
  receiptText: string;
  statementText: string;
  externalUrl: string;
}

const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD', 'CHF', 'ZAR', 'NGN', 'KES', 'GHS'];

// Amounts travel in minor units (cents); the form shows whole currency units with cents.
const toMajor = (minor: number) => minor / 100;
const toMinor = (major: number) => Math.round(major * 100);

function toFormValues(s: GivingSettings): GivingFormValues {
  return {
    currency: s.currency,
    suggestedAmounts: s.suggestedAmounts.map((a) => toMajor(a).toFixed(2)).join(', '),
    coverFeeEnabled: s.coverFee.enabled,
    feePercent: s.coverFee.percentBasisPoints / 100,
    feeFixed: toMajor(s.coverFee.fixed),
    minAmount: toMajor(s.minAmount),
    maxAmount: toMajor(s.maxAmount),
    receiptText: s.receiptText,
    statementText: s.statementText,
    externalUrl: s.externalUrl ?? '',
  };
}

function toInput(v: GivingFormValues): GivingInput {
  const amounts = v.suggestedAmounts
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((a) => toMinor(Number(a)));
  return {
    ...(v.secretKey ? { secretKey: v.secretKey.trim() } : {}),
    ...(v.webhookSecret ? { webhookSecret: v.webhookSecret.trim() } : {}),
    currency: v.currency,
    suggestedAmounts: amounts,
    coverFeeEnabled: v.coverFeeEnabled,
    feePercentBasisPoints: Math.round(v.feePercent * 100),
    feeFixed: toMinor(v.feeFixed),
    minAmount: toMinor(v.minAmount),
    maxAmount: toMinor(v.maxAmount),
    receiptText: v.receiptText,
    statementText: v.statementText,
    externalUrl: v.externalUrl.trim() || null,
  };
}

/**
 * Settings → Giving (Administrators): the Stripe keys (write-only: the form says whether each is
 * set and offers to replace it), Test connection, currency, amounts, the fee, the receipt and
 * statement texts, the external giving address used while Stripe is not configured, and the funds.
 */
export function GivingSettingsSection() {
  const { i18n } = useLingui();
  const query = useQuery({
    queryKey: ADMIN_GIVING_QUERY_KEY,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/admin/giving/settings', { signal })).catch(rethrowAsHttpError),
    refetchOnWindowFocus: false,
  });
  // Once read, the form stays whatever a later read does (SettingsTab.tsx says why).
  if (query.data === undefined) {
    if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
    return (
      <p role="status">
        {i18n._({ id: 'admin.settings.giving.loading', message: 'Loading the giving settings…' })}
      </p>
    );
  }
  return (
    <>
      <GivingForm settings={query.data} />
      <GivingFundsEditor funds={query.data.funds} queryKey={ADMIN_GIVING_QUERY_KEY} />
    </>
  );
}

function GivingForm({ settings }: { settings: GivingSettings }) {
  const { i18n } = useLingui();
  const [form] = Form.useForm<GivingFormValues>();
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState({
    key: !settings.secretKeySet,
    hook: !settings.webhookSecretSet,
  });
  const [test, setTest] = useState<{ ok: boolean; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (input: GivingInput) =>
      dataOf(api.PUT('/api/admin/giving/settings', { body: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_GIVING_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: GIVING_SETTINGS_QUERY_KEY });
      setReplacing({ key: !saved.secretKeySet, hook: !saved.webhookSecretSet });
      form.setFieldsValue({ secretKey: '', webhookSecret: '' });
      notifySuccess(
        i18n._({ id: 'admin.settings.giving.saved', message: 'Giving settings saved' }),
      );
    },
    onError: (error) => {
      if (!showServerFieldErrors(form, error))
        notifyError(
          error.message,
          i18n._({ id: 'admin.settings.giving.notSaved', message: 'Not saved' }),
        );
    },
  });
  const testConnection = useMutation({
    mutationFn: () =>
      dataOf(
        api.POST('/api/admin/giving/settings/test', {
          body: form.getFieldValue('secretKey')
            ? { secretKey: form.getFieldValue('secretKey') as string }
            : {},
        }),
      ),
    onSuccess: setTest,
  });

  const secret = (
    name: 'secretKey' | 'webhookSecret',
    label: string,
    set: boolean,
    which: 'key' | 'hook',
    placeholder: string,
  ) => (
    <Form.Item label={label} required={false}>
      {set && !replacing[which] ? (
        <Space>
          <Tag color="green">{i18n._({ id: 'admin.settings.giving.set', message: 'Set' })}</Tag>
          <Button onClick={() => setReplacing((r) => ({ ...r, [which]: true }))}>
            {i18n._({ id: 'admin.settings.giving.replace', message: 'Replace' })}
          </Button>
        </Space>
      ) : (
        <Form.Item name={name} noStyle>
          <Input.Password autoComplete="off" placeholder={placeholder} aria-label={label} />
        </Form.Item>
      )}
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toFormValues(settings)}
      onFinish={(values) => save.mutate(toInput(values))}
      aria-label={i18n._({ id: 'admin.settings.giving.title', message: 'Giving settings' })}
    >
      <p className="settings-hint">
        <Trans
          id="admin.settings.giving.intro"
          message="Online giving through Stripe Checkout: the card is typed on Stripe’s page. Add a webhook endpoint in Stripe for <0>{url}</0> and paste its signing secret here."
          values={{ url: settings.webhookUrl }}
          // The address reads left to right in a right-to-left language too.
          components={{ 0: <code dir="ltr" /> }}
        />
      </p>
      {secret(
        'secretKey',
        i18n._({ id: 'admin.settings.giving.secretKey', message: 'Stripe secret key' }),
        settings.secretKeySet,
        'key',
        'sk_live_…',
      )}
      {secret(
        'webhookSecret',
        i18n._({ id: 'admin.settings.giving.webhookSecret', message: 'Webhook signing secret' }),
        settings.webhookSecretSet,
        'hook',
        'whsec_…',
      )}
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => testConnection.mutate()} loading={testConnection.isPending}>
          {i18n._({ id: 'admin.settings.giving.test', message: 'Test connection' })}
        </Button>
        {test && (
          <span role="status" className={test.ok ? 'settings-test--ok' : 'settings-test--failed'}>
            {test.message}
          </span>
        )}
      </Space>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.giving.currency', message: 'Currency' })}
          name="currency"
        >
          <Select
            showSearch
            options={[...new Set([settings.currency, ...CURRENCIES])].map((c) => ({
              value: c,
              label: c,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={i18n._({
            id: 'admin.settings.giving.suggestedAmounts',
            message: 'Suggested amounts',
          })}
          name="suggestedAmounts"
          extra={i18n._({
            id: 'admin.settings.giving.suggestedAmountsHelp',
            message: 'Separated by commas, e.g. 25, 50, 100',
          })}
        >
          <Input />
        </Form.Item>
      </div>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.giving.minAmount', message: 'Smallest gift' })}
          name="minAmount"
        >
          <InputNumber min={0.01} step={1} precision={2} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.giving.maxAmount', message: 'Largest gift' })}
          name="maxAmount"
        >
          <InputNumber min={0.01} step={100} precision={2} />
        </Form.Item>
      </div>
      <Form.Item
        label={i18n._({
          id: 'admin.settings.giving.coverFee',
          message: 'Offer to cover the processing fee',
        })}
        name="coverFeeEnabled"
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.giving.feePercent', message: 'Fee percentage' })}
          name="feePercent"
        >
          <InputNumber min={0} max={20} step={0.1} precision={2} addonAfter="%" />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.giving.feeFixed', message: 'Fixed fee per payment' })}
          name="feeFixed"
        >
          <InputNumber min={0} max={100} step={0.05} precision={2} />
        </Form.Item>
      </div>
      <Form.Item
        label={i18n._({ id: 'admin.settings.giving.receiptText', message: 'Receipt text' })}
        name="receiptText"
        extra={i18n._({
          id: 'admin.settings.giving.receiptTextHelp',
          message: 'Under every receipt: tax wording, charity number, signer.',
        })}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.settings.giving.statementText', message: 'Statement text' })}
        name="statementText"
        extra={i18n._({
          id: 'admin.settings.giving.statementTextHelp',
          message: 'Under every year-end statement.',
        })}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item
        label={i18n._({
          id: 'admin.settings.giving.externalUrl',
          message: 'External giving address',
        })}
        name="externalUrl"
        extra={i18n._({
          id: 'admin.settings.giving.externalUrlHelp',
          message:
            'Where the Give entry leads while Stripe is not configured. Empty: no Give entry.',
        })}
      >
        <Input inputMode="url" maxLength={500} placeholder="https://" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {i18n._({ id: 'admin.settings.giving.save', message: 'Save giving settings' })}
      </Button>
    </Form>
  );
}

import { Button, Form, Input, Switch, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  GIVING_SETTINGS_QUERY_KEY,
  api,
  dataOf,
  type Schema,
} from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';

type Fund = Schema<'AdminFundDto'>;
type GivingSettings = Schema<'AdminGivingSettingsDto'>;

interface FundValues {
  name: string;
  description: string;
  active: boolean;
}

/** The cached settings' funds with one fund put in (replaced by id, or added at the end). */
function withFund(settings: GivingSettings | undefined, fund: Fund): GivingSettings | undefined {
  if (!settings) return settings;
  const known = settings.funds.some((f) => f.id === fund.id);
  return {
    ...settings,
    funds: known
      ? settings.funds.map((f) => (f.id === fund.id ? fund : f))
      : [...settings.funds, fund],
  };
}

function useFundSaved(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return (fund: Fund) => {
    queryClient.setQueryData<GivingSettings>(queryKey, (old) => withFund(old, fund));
    // The giving page offers the active funds.
    void queryClient.invalidateQueries({ queryKey: GIVING_SETTINGS_QUERY_KEY });
  };
}

/** One fund: its name, description and whether it is offered, saved on their own. */
function FundRow({ fund, queryKey }: { fund: Fund; queryKey: readonly unknown[] }) {
  const { i18n } = useLingui();
  const [form] = Form.useForm<FundValues>();
  const saved = useFundSaved(queryKey);
  const save = useMutation({
    mutationFn: (body: FundValues) =>
      dataOf(api.PUT('/api/admin/giving/funds/{id}', { params: { path: { id: fund.id } }, body })),
    onSuccess: (next) => {
      saved(next);
      form.setFieldsValue({ name: next.name, description: next.description, active: next.active });
      notifySuccess(
        i18n._({
          id: 'admin.settings.giving.fundSaved',
          message: 'Fund “{name}” saved',
          values: { name: next.name },
        }),
      );
    },
    onError: (error) => {
      if (!showServerFieldErrors(form, error))
        notifyError(
          error.message,
          i18n._({ id: 'admin.settings.giving.fundNotSaved', message: 'Fund not saved' }),
        );
      // A fund refused its switch (the last active one) stays as saved, so the switch and the tag
      // beside the name say the same; the reason stays under the switch.
      const refused = error instanceof ApiError ? error.fieldErrors.active : undefined;
      if (refused) form.setFields([{ name: 'active', value: fund.active, errors: [refused] }]);
    },
  });
  return (
    <li className="giving-fund">
      <Form
        form={form}
        // antd names the fields' ids after the form: each fund's own, not the other forms'.
        name={`giving-fund-${fund.id}`}
        layout="vertical"
        aria-label={i18n._({
          id: 'admin.settings.giving.fund',
          message: 'Fund {name}',
          values: { name: fund.name },
        })}
        initialValues={{ name: fund.name, description: fund.description, active: fund.active }}
        onFinish={(values) =>
          save.mutate({
            ...values,
            name: values.name.trim(),
            description: values.description.trim(),
          })
        }
      >
        <div className="giving-fund__head">
          <strong>{fund.name}</strong>
          {fund.active ? (
            <Tag color="green">
              {i18n._({ id: 'admin.settings.giving.offered', message: 'Offered' })}
            </Tag>
          ) : (
            <Tag>{i18n._({ id: 'admin.settings.giving.inactive', message: 'Inactive' })}</Tag>
          )}
        </div>
        <div className="admin-form-row">
          <Form.Item
            label={i18n._({ id: 'admin.settings.giving.fundName', message: 'Name' })}
            name="name"
            rules={[
              {
                required: true,
                whitespace: true,
                message: i18n._({
                  id: 'admin.settings.giving.fundNameRequired',
                  message: 'Fund name is required',
                }),
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.settings.giving.fundDescription', message: 'Description' })}
            name="description"
          >
            <Input
              maxLength={500}
              placeholder={i18n._({
                id: 'admin.settings.giving.fundDescriptionPlaceholder',
                message: 'Shown under the fund on the giving page',
              })}
            />
          </Form.Item>
        </div>
        <div className="giving-fund__actions">
          <Form.Item
            label={i18n._({
              id: 'admin.settings.giving.fundActive',
              message: 'Offered on the giving page',
            })}
            name="active"
            valuePropName="checked"
            extra={i18n._({
              id: 'admin.settings.giving.fundActiveHelp',
              message: 'An inactive fund keeps its gifts; at least one fund stays active.',
            })}
          >
            <Switch />
          </Form.Item>
          <Button htmlType="submit" loading={save.isPending}>
            {i18n._({ id: 'admin.settings.giving.saveFund', message: 'Save fund' })}
          </Button>
        </div>
      </Form>
    </li>
  );
}

/** Adds a fund (offered at once). */
function AddFund({ queryKey }: { queryKey: readonly unknown[] }) {
  const { i18n } = useLingui();
  const [form] = Form.useForm<Omit<FundValues, 'active'>>();
  const saved = useFundSaved(queryKey);
  const add = useMutation({
    mutationFn: (body: Omit<FundValues, 'active'>) =>
      dataOf(api.POST('/api/admin/giving/funds', { body: { ...body, active: true } })),
    onSuccess: (fund) => {
      saved(fund);
      form.resetFields();
      notifySuccess(
        i18n._({
          id: 'admin.settings.giving.fundAdded',
          message: 'Fund “{name}” added',
          values: { name: fund.name },
        }),
      );
    },
    onError: (error) => {
      if (!showServerFieldErrors(form, error))
        notifyError(
          error.message,
          i18n._({ id: 'admin.settings.giving.fundNotAdded', message: 'Fund not added' }),
        );
    },
  });
  return (
    <Form
      form={form}
      name="giving-fund-new"
      layout="vertical"
      aria-label={i18n._({ id: 'admin.settings.giving.addFundForm', message: 'Add a fund' })}
      initialValues={{ name: '', description: '' }}
      onFinish={(values) =>
        add.mutate({ name: values.name.trim(), description: values.description.trim() })
      }
    >
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.giving.newFundName', message: 'New fund name' })}
          name="name"
          rules={[
            {
              required: true,
              whitespace: true,
              message: i18n._({
                id: 'admin.settings.giving.fundNameRequired',
                message: 'Fund name is required',
              }),
            },
          ]}
        >
          <Input
            maxLength={100}
            placeholder={i18n._({
              id: 'admin.settings.giving.newFundNamePlaceholder',
              message: 'e.g. Missions',
            })}
          />
        </Form.Item>
        <Form.Item
          label={i18n._({
            id: 'admin.settings.giving.newFundDescription',
            message: 'New fund description',
          })}
          name="description"
        >
          <Input maxLength={500} />
        </Form.Item>
      </div>
      <Button htmlType="submit" loading={add.isPending}>
        {i18n._({ id: 'admin.settings.giving.addFund', message: 'Add fund' })}
      </Button>
    </Form>
  );
}

/**
 * Settings → Giving → Funds (Administrators): what the giving page offers to give to. A fund is
 * renamed, described or made inactive, never deleted (its gifts keep it); the server keeps at
 * least one active and the names unique whatever their case.
 */
export function GivingFundsEditor({
  funds,
  queryKey,
}: {
  funds: Fund[];
  queryKey: readonly unknown[];
}) {
  const { i18n } = useLingui();
  return (
    <div className="giving-funds" aria-labelledby="giving-funds-title" role="group">
      <h4 id="giving-funds-title" className="giving-funds__title">
        {i18n._({ id: 'admin.settings.giving.funds', message: 'Funds' })}
      </h4>
      <ul
        className="giving-funds__list"
        aria-label={i18n._({ id: 'admin.settings.giving.funds', message: 'Funds' })}
      >
        {funds.map((fund) => (
          <FundRow key={fund.id} fund={fund} queryKey={queryKey} />
        ))}
      </ul>
      <AddFund queryKey={queryKey} />
    </div>
  );
}

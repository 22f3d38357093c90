import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Switch, type FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { toast } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText, showServerFieldErrors } from '../../../shared/form-errors';
import { ScrollTable } from '../../../shared/ScrollTable';
import { useAutomations, useUpdateAutomation } from '../hooks/use-automations';
import type { Automation } from '../types';
import './audiences.css';

type Step = Automation['steps'][number];
type Kind = 'member_welcome' | 'subscriber_welcome';

interface StepsForm {
  steps: { id?: number; delayDays: number; subject: string; body: string }[];
}

const delayText = (step: Step) =>
  step.position === 0
    ? step.delayDays === 0
      ? 'On joining'
      : `${step.delayDays} ${step.delayDays === 1 ? 'day' : 'days'} after joining`
    : `${step.delayDays} ${step.delayDays === 1 ? 'day' : 'days'} after the previous one`;

/** The steps of one series in a dialog: each a subject, a message and its delay, in order. */
function StepsDialog({ series, onClose }: { series: Automation | null; onClose: () => void }) {
  const update = useUpdateAutomation();
  const onFinish = (values: StepsForm, form: FormInstance<StepsForm>) => {
    update.mutate(
      {
        kind: series!.kind as Kind,
        steps: (values.steps ?? []).map((s) => ({
          ...(s.id ? { id: s.id } : {}),
          delayDays: s.delayDays,
          subject: s.subject,
          body: s.body,
        })),
      },
      {
        onSuccess: () => {
          toast({ title: 'Series saved', description: `${series!.name} has been saved.` });
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Error', description: error.message, variant: 'destructive' });
        },
      },
    );
  };
  return (
    <FormDialog<StepsForm>
      open={series !== null}
      recordKey={series?.kind ?? 'none'}
      initialValues={{
        steps: (series?.steps ?? []).map(({ id, delayDays, subject, body }) => ({
          id,
          delayDays,
          subject,
          body,
        })),
      }}
      title={`Edit steps: ${series?.name ?? ''}`}
      submitLabel={update.isPending ? 'Saving...' : 'Save steps'}
      pending={update.isPending}
      onFinish={onFinish}
      onClose={onClose}
      width={720}
    >
      <p className="em-hint">
        Each step is one e-mail, sent the number of days after the one before (the first: after
        joining). {'{{firstName}}'} and {'{{name}}'} are filled in.
      </p>
      <Form.List name="steps">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <fieldset className="em-step" key={field.key}>
                <legend>Step {index + 1}</legend>
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  label={index === 0 ? 'Days after joining' : 'Days after the previous step'}
                  name={[field.name, 'delayDays']}
                  rules={[
                    { required: true, message: 'Delay must be between 0 and 365 days' },
                    {
                      type: 'integer',
                      min: 0,
                      max: 365,
                      message: 'Delay must be between 0 and 365 days',
                    },
                  ]}
                >
                  <InputNumber min={0} max={365} precision={0} />
                </Form.Item>
                <Form.Item
                  required
                  label="Subject"
                  name={[field.name, 'subject']}
                  rules={[requiredText('Subject is required')]}
                >
                  <Input maxLength={300} />
                </Form.Item>
                <Form.Item
                  required
                  label="Message"
                  name={[field.name, 'body']}
                  rules={[requiredText('Message is required')]}
                >
                  <Input.TextArea rows={5} />
                </Form.Item>
                <Space wrap>
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move up step ${index + 1}`}
                  >
                    Move up
                  </Button>
                  <Button
                    size="small"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move down step ${index + 1}`}
                  >
                    Move down
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => remove(field.name)}
                    aria-label={`Remove step ${index + 1}`}
                  >
                    Remove
                  </Button>
                </Space>
              </fieldset>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ delayDays: fields.length ? 3 : 0, subject: '', body: '' })}
            >
              Add step
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}

function SeriesCard({ series, onEdit }: { series: Automation; onEdit: () => void }) {
  const update = useUpdateAutomation();
  const headingId = `em-series-${series.kind}`;
  const columns: ColumnsType<Step> = [
    { title: 'Step', key: 'step', render: (_, s) => s.position + 1 },
    { title: 'When', key: 'when', render: (_, s) => delayText(s) },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    { title: 'Waiting', dataIndex: 'waiting', key: 'waiting' },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Card className="em-series">
        <div className="em-toolbar">
          <div>
            <h3 id={headingId}>{series.name}</h3>
            <p className="em-hint">{series.who}</p>
          </div>
          <Space wrap>
            <Switch
              checked={series.enabled}
              loading={update.isPending}
              aria-label={`${series.name}: ${series.enabled ? 'on' : 'off'}`}
              checkedChildren="On"
              unCheckedChildren="Off"
              onChange={(enabled) =>
                update.mutate(
                  { kind: series.kind as Kind, enabled },
                  {
                    onSuccess: () =>
                      toast({
                        title: enabled ? 'Series on' : 'Series off',
                        description: enabled
                          ? 'New people are enrolled and mailed.'
                          : 'Nobody new is enrolled; nothing is sent.',
                      }),
                  },
                )
              }
            />
            <Button onClick={onEdit} aria-label={`Edit steps of ${series.name}`}>
              Edit steps
            </Button>
          </Space>
        </div>
        <ScrollTable<Step>
          aria-label={`Steps of ${series.name}`}
          rowKey="id"
          columns={columns}
          dataSource={series.steps}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No steps yet. Add the first e-mail of the series.' }}
        />
        <p className="em-hint" data-testid={`series-totals-${series.kind}`}>
          {series.completed} got every message · {series.stopped} stopped (unsubscribed, suppressed
          or left the list)
        </p>
      </Card>
    </section>
  );
}

/** The Automations tab: each welcome series, how many wait for each step, its steps and switch. */
export function AutomationsPanel() {
  const automations = useAutomations();
  const [editing, setEditing] = useState<Kind | null>(null);
  const list = automations.data ?? [];
  return (
    <div className="em-automations">
      {automations.isLoading && <p role="status">Loading automations...</p>}
      {list.map((series) => (
        <SeriesCard
          key={series.kind}
          series={series}
          onEdit={() => setEditing(series.kind as Kind)}
        />
      ))}
      <StepsDialog
        series={list.find((s) => s.kind === editing) ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

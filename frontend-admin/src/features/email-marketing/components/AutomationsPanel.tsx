import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Switch, type FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { toast, useLingui, type I18n } from '@ministry/frontend-kit';
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

const delayText = (i18n: I18n, step: Step) =>
  step.position === 0
    ? step.delayDays === 0
      ? i18n._({ id: 'admin.email.onJoining', message: 'On joining' })
      : i18n._({
          id: 'admin.email.daysAfterJoining',
          message: '{count, plural, one {# day after joining} other {# days after joining}}',
          values: { count: step.delayDays },
        })
    : i18n._({
        id: 'admin.email.daysAfterPrevious',
        message:
          '{count, plural, one {# day after the previous one} other {# days after the previous one}}',
        values: { count: step.delayDays },
      });

/**
 * A series' name and whom it reaches, in the dashboard's language (the server names them in
 * English; a series the dashboard does not know yet: as the server names it).
 */
function seriesWords(i18n: I18n, series: Automation): { name: string; who: string } {
  switch (series.kind) {
    case 'member_welcome':
      return {
        name: i18n._({
          id: 'admin.email.series.memberWelcome',
          message: 'Welcome series for new members',
        }),
        who: i18n._({
          id: 'admin.email.series.memberWelcomeWho',
          message: 'New members who asked for e-mail updates',
        }),
      };
    case 'subscriber_welcome':
      return {
        name: i18n._({
          id: 'admin.email.series.subscriberWelcome',
          message: 'Welcome series for newsletter subscribers',
        }),
        who: i18n._({
          id: 'admin.email.series.subscriberWelcomeWho',
          message: 'New newsletter subscribers (once confirmed, when double opt-in is on)',
        }),
      };
    default:
      return { name: series.name, who: series.who };
  }
}

/** The steps of one series in a dialog: each a subject, a message and its delay, in order. */
function StepsDialog({ series, onClose }: { series: Automation | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const update = useUpdateAutomation();
  const name = series ? seriesWords(i18n, series).name : '';
  const delayMessage = i18n._({
    id: 'admin.email.delayRange',
    message: 'Delay must be between 0 and 365 days',
  });
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
          toast({
            title: i18n._({ id: 'admin.email.seriesSaved', message: 'Series saved' }),
            description: i18n._({
              id: 'admin.email.seriesSavedText',
              message: '{name} has been saved.',
              values: { name },
            }),
          });
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({
            title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
            description: error.message,
            variant: 'destructive',
          });
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
      title={i18n._({
        id: 'admin.email.editStepsTitle',
        message: 'Edit steps: {name}',
        values: { name },
      })}
      submitLabel={
        update.isPending
          ? i18n._({ id: 'admin.email.saving', message: 'Saving...' })
          : i18n._({ id: 'admin.email.saveSteps', message: 'Save steps' })
      }
      pending={update.isPending}
      onFinish={onFinish}
      onClose={onClose}
      width={720}
    >
      <p className="em-hint">
        {i18n._({
          id: 'admin.email.stepsHint',
          message:
            'Each step is one e-mail, sent the number of days after the one before (the first: after joining). {firstName} and {name} are filled in.',
          values: { firstName: '{{firstName}}', name: '{{name}}' },
        })}
      </p>
      <Form.List name="steps">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <fieldset className="em-step" key={field.key}>
                <legend>
                  {i18n._({
                    id: 'admin.email.stepNumber',
                    message: 'Step {number}',
                    values: { number: index + 1 },
                  })}
                </legend>
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  label={
                    index === 0
                      ? i18n._({
                          id: 'admin.email.daysAfterJoiningLabel',
                          message: 'Days after joining',
                        })
                      : i18n._({
                          id: 'admin.email.daysAfterPreviousLabel',
                          message: 'Days after the previous step',
                        })
                  }
                  name={[field.name, 'delayDays']}
                  rules={[
                    { required: true, message: delayMessage },
                    { type: 'integer', min: 0, max: 365, message: delayMessage },
                  ]}
                >
                  <InputNumber min={0} max={365} precision={0} />
                </Form.Item>
                <Form.Item
                  required
                  label={i18n._({ id: 'admin.email.subject', message: 'Subject' })}
                  name={[field.name, 'subject']}
                  rules={[
                    requiredText(
                      i18n._({ id: 'admin.email.subjectRequired', message: 'Subject is required' }),
                    ),
                  ]}
                >
                  <Input maxLength={300} />
                </Form.Item>
                <Form.Item
                  required
                  label={i18n._({ id: 'admin.email.message', message: 'Message' })}
                  name={[field.name, 'body']}
                  rules={[
                    requiredText(
                      i18n._({ id: 'admin.email.messageRequired', message: 'Message is required' }),
                    ),
                  ]}
                >
                  <Input.TextArea rows={5} />
                </Form.Item>
                <Space wrap>
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={i18n._({
                      id: 'admin.email.moveUpStep',
                      message: 'Move up step {number}',
                      values: { number: index + 1 },
                    })}
                  >
                    {i18n._({ id: 'admin.email.moveUp', message: 'Move up' })}
                  </Button>
                  <Button
                    size="small"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={i18n._({
                      id: 'admin.email.moveDownStep',
                      message: 'Move down step {number}',
                      values: { number: index + 1 },
                    })}
                  >
                    {i18n._({ id: 'admin.email.moveDown', message: 'Move down' })}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => remove(field.name)}
                    aria-label={i18n._({
                      id: 'admin.email.removeStep',
                      message: 'Remove step {number}',
                      values: { number: index + 1 },
                    })}
                  >
                    {i18n._({ id: 'admin.email.remove', message: 'Remove' })}
                  </Button>
                </Space>
              </fieldset>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ delayDays: fields.length ? 3 : 0, subject: '', body: '' })}
            >
              {i18n._({ id: 'admin.email.addStep', message: 'Add step' })}
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}

function SeriesCard({ series, onEdit }: { series: Automation; onEdit: () => void }) {
  const { i18n } = useLingui();
  const update = useUpdateAutomation();
  const headingId = `em-series-${series.kind}`;
  const { name, who } = seriesWords(i18n, series);
  const columns: ColumnsType<Step> = [
    {
      title: i18n._({ id: 'admin.email.step', message: 'Step' }),
      key: 'step',
      render: (_, s) => s.position + 1,
    },
    {
      title: i18n._({ id: 'admin.email.when', message: 'When' }),
      key: 'when',
      render: (_, s) => delayText(i18n, s),
    },
    {
      title: i18n._({ id: 'admin.email.subject', message: 'Subject' }),
      dataIndex: 'subject',
      key: 'subject',
    },
    {
      title: i18n._({ id: 'admin.email.waiting', message: 'Waiting' }),
      dataIndex: 'waiting',
      key: 'waiting',
    },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Card className="em-series">
        <div className="em-toolbar">
          <div>
            <h3 id={headingId}>{name}</h3>
            <p className="em-hint">{who}</p>
          </div>
          <Space wrap>
            <Switch
              checked={series.enabled}
              loading={update.isPending}
              aria-label={
                series.enabled
                  ? i18n._({
                      id: 'admin.email.seriesIsOn',
                      message: '{name}: on',
                      values: { name },
                    })
                  : i18n._({
                      id: 'admin.email.seriesIsOff',
                      message: '{name}: off',
                      values: { name },
                    })
              }
              checkedChildren={i18n._({ id: 'admin.email.on', message: 'On' })}
              unCheckedChildren={i18n._({ id: 'admin.email.off', message: 'Off' })}
              onChange={(enabled) =>
                update.mutate(
                  { kind: series.kind as Kind, enabled },
                  {
                    onSuccess: () =>
                      toast({
                        title: enabled
                          ? i18n._({ id: 'admin.email.seriesOn', message: 'Series on' })
                          : i18n._({ id: 'admin.email.seriesOff', message: 'Series off' }),
                        description: enabled
                          ? i18n._({
                              id: 'admin.email.seriesOnText',
                              message: 'New people are enrolled and mailed.',
                            })
                          : i18n._({
                              id: 'admin.email.seriesOffText',
                              message: 'Nobody new is enrolled; nothing is sent.',
                            }),
                      }),
                  },
                )
              }
            />
            <Button
              onClick={onEdit}
              aria-label={i18n._({
                id: 'admin.email.editStepsOf',
                message: 'Edit steps of {name}',
                values: { name },
              })}
            >
              {i18n._({ id: 'admin.email.editSteps', message: 'Edit steps' })}
            </Button>
          </Space>
        </div>
        <ScrollTable<Step>
          aria-label={i18n._({
            id: 'admin.email.stepsOf',
            message: 'Steps of {name}',
            values: { name },
          })}
          rowKey="id"
          columns={columns}
          dataSource={series.steps}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: i18n._({
              id: 'admin.email.noSteps',
              message: 'No steps yet. Add the first e-mail of the series.',
            }),
          }}
        />
        <p className="em-hint" data-testid={`series-totals-${series.kind}`}>
          {i18n._({
            id: 'admin.email.seriesTotals',
            message:
              '{completed} got every message · {stopped} stopped (unsubscribed, suppressed or left the list)',
            values: { completed: series.completed, stopped: series.stopped },
          })}
        </p>
      </Card>
    </section>
  );
}

/** The Automations tab: each welcome series, how many wait for each step, its steps and switch. */
export function AutomationsPanel() {
  const { i18n } = useLingui();
  const automations = useAutomations();
  const [editing, setEditing] = useState<Kind | null>(null);
  const list = automations.data ?? [];
  return (
    <div className="em-automations">
      {automations.isLoading && (
        <p role="status">
          {i18n._({ id: 'admin.email.loadingAutomations', message: 'Loading automations...' })}
        </p>
      )}
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

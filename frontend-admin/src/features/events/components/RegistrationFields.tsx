import { Button, Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import '../../registrations/registrations.css';
import {
  EMPTY_QUESTION,
  MAX_QUESTIONS,
  QUESTION_KIND_OPTIONS,
  hasChoices,
  type QuestionKind,
} from '../registration-values';

/** One question of the form: its label, kind, whether it must be answered, and its choices. */
function QuestionFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { i18n } = useLingui();
  const kind = Form.useWatch<QuestionKind | undefined>([
    'registration',
    'questions',
    index,
    'kind',
  ]);
  const number = index + 1;
  return (
    <fieldset className="admin-registration__question" data-testid="registration-question">
      <legend>
        {i18n._({ id: 'admin.question.legend', message: 'Question {number}', values: { number } })}
      </legend>
      <Form.Item
        label={i18n._({ id: 'admin.question.label', message: 'Question' })}
        name={[index, 'label']}
        rules={[
          {
            required: true,
            whitespace: true,
            message: i18n._({
              id: 'admin.question.labelRequired',
              message: 'Each question needs a label',
            }),
          },
        ]}
      >
        <Input
          maxLength={200}
          placeholder={i18n._({ id: 'admin.question.placeholder', message: 'Any dietary needs?' })}
        />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.question.kind', message: 'Kind' })}
          name={[index, 'kind']}
        >
          <Select
            aria-label={i18n._({
              id: 'admin.question.kindOf',
              message: 'Kind of question {number}',
              values: { number },
            })}
            options={QUESTION_KIND_OPTIONS.map(({ value, label }) => ({
              value,
              label: i18n._(label),
            }))}
          />
        </Form.Item>
        <Form.Item label=" " name={[index, 'required']} valuePropName="checked">
          <Checkbox>{i18n._({ id: 'admin.question.required', message: 'Required' })}</Checkbox>
        </Form.Item>
      </div>
      {hasChoices(kind) && (
        <Form.Item
          label={i18n._({ id: 'admin.question.choices', message: 'Choices (one a line)' })}
          name={[index, 'choices']}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                (value ?? '').split('\n').some((line) => line.trim())
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        i18n._({
                          id: 'admin.question.choicesRequired',
                          message: 'A choice question needs at least one choice',
                        }),
                      ),
                    ),
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            placeholder={i18n._({
              id: 'admin.question.choicesPlaceholder',
              message: 'Vegetarian\nGluten free',
            })}
          />
        </Form.Item>
      )}
      <Button
        danger
        size="small"
        onClick={onRemove}
        aria-label={i18n._({
          id: 'admin.question.removeNumbered',
          message: 'Remove question {number}',
          values: { number },
        })}
      >
        {i18n._({ id: 'admin.question.remove', message: 'Remove question' })}
      </Button>
    </fieldset>
  );
}

/**
 * The event dialog's "Registration" section. Off (the default), 'Register Now' keeps the spec's
 * dialog; on, it opens the registration form with these seats, rules and questions.
 */
export function RegistrationFields({ seatsTaken }: { seatsTaken: number }) {
  const { i18n } = useLingui();
  const enabled = Form.useWatch<boolean | undefined>(['registration', 'enabled']);
  return (
    <section className="admin-registration" aria-labelledby="event-registration-heading">
      <h3 id="event-registration-heading" className="admin-registration__heading">
        {i18n._({ id: 'admin.registration.heading', message: 'Registration' })}
      </h3>
      <Form.Item
        label={i18n._({ id: 'admin.registration.enabled', message: 'Take registrations' })}
        name={['registration', 'enabled']}
        valuePropName="checked"
        extra={i18n._({
          id: 'admin.registration.enabledHelp',
          message: "Off: 'Register Now' opens the contact dialog, as before.",
        })}
      >
        <Switch />
      </Form.Item>
      {enabled && (
        <>
          <div className="admin-form-row">
            <Form.Item
              label={i18n._({ id: 'admin.registration.capacity', message: 'Capacity (seats)' })}
              name={['registration', 'capacity']}
              extra={
                seatsTaken > 0
                  ? i18n._({
                      id: 'admin.registration.capacityTaken',
                      message:
                        'Empty: unlimited. {count, plural, one {# seat is} other {# seats are}} taken.',
                      values: { count: seatsTaken },
                    })
                  : i18n._({ id: 'admin.registration.capacityHelp', message: 'Empty: unlimited.' })
              }
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label={i18n._({ id: 'admin.registration.waitlist', message: 'Waitlist when full' })}
              name={['registration', 'waitlist']}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </div>
          <div className="admin-form-row">
            <Form.Item
              label={i18n._({ id: 'admin.registration.closes', message: 'Registration closes' })}
              name={['registration', 'closesAt']}
              extra={i18n._({
                id: 'admin.registration.closesHelp',
                message: "In the ministry's time zone. Empty: when the event starts.",
              })}
            >
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              label={i18n._({ id: 'admin.registration.party', message: 'Largest party' })}
              name={['registration', 'maxPartySize']}
              rules={[
                {
                  required: true,
                  message: i18n._({
                    id: 'admin.registration.partyRequired',
                    message: 'The largest party must be at least 1',
                  }),
                },
              ]}
            >
              <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <Form.Item
            label={i18n._({
              id: 'admin.registration.reminder',
              message: 'Reminder (hours before the start)',
            })}
            name={['registration', 'reminderHoursBefore']}
            extra={i18n._({ id: 'admin.registration.reminderHelp', message: '0: no reminder.' })}
            rules={[
              {
                required: true,
                message: i18n._({
                  id: 'admin.registration.reminderRequired',
                  message: 'Reminder hours cannot be negative (0 sends none)',
                }),
              },
            ]}
          >
            <InputNumber min={0} max={720} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={i18n._({
              id: 'admin.registration.confirmation',
              message: 'Confirmation message',
            })}
            name={['registration', 'confirmationMessage']}
            extra={i18n._({
              id: 'admin.registration.confirmationHelp',
              message: 'Added to the confirmation e-mail.',
            })}
          >
            <Input.TextArea
              rows={3}
              maxLength={5000}
              placeholder={i18n._({
                id: 'admin.registration.confirmationPlaceholder',
                message: 'See you there!',
              })}
            />
          </Form.Item>
          <Form.List name={['registration', 'questions']}>
            {(fields, { add, remove }) => (
              <div className="admin-registration__questions">
                {fields.map((field) => (
                  <QuestionFields
                    key={field.key}
                    index={field.name}
                    onRemove={() => remove(field.name)}
                  />
                ))}
                {fields.length < MAX_QUESTIONS ? (
                  <Button onClick={() => add({ ...EMPTY_QUESTION })}>
                    {i18n._({ id: 'admin.question.add', message: 'Add question' })}
                  </Button>
                ) : (
                  <p className="admin-registration__hint">
                    {i18n._({
                      id: 'admin.question.max',
                      message: 'At most {count} questions.',
                      values: { count: MAX_QUESTIONS },
                    })}
                  </p>
                )}
              </div>
            )}
          </Form.List>
        </>
      )}
    </section>
  );
}

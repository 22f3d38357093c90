import { Button, Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
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
  const kind = Form.useWatch<QuestionKind | undefined>([
    'registration',
    'questions',
    index,
    'kind',
  ]);
  const number = index + 1;
  return (
    <fieldset className="admin-registration__question" data-testid="registration-question">
      <legend>Question {number}</legend>
      <Form.Item
        label="Question"
        name={[index, 'label']}
        rules={[{ required: true, whitespace: true, message: 'Each question needs a label' }]}
      >
        <Input maxLength={200} placeholder="Any dietary needs?" />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item label="Kind" name={[index, 'kind']}>
          <Select aria-label={`Kind of question ${number}`} options={QUESTION_KIND_OPTIONS} />
        </Form.Item>
        <Form.Item label=" " name={[index, 'required']} valuePropName="checked">
          <Checkbox>Required</Checkbox>
        </Form.Item>
      </div>
      {hasChoices(kind) && (
        <Form.Item
          label="Choices (one a line)"
          name={[index, 'choices']}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                (value ?? '').split('\n').some((line) => line.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('A choice question needs at least one choice')),
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder={'Vegetarian\nGluten free'} />
        </Form.Item>
      )}
      <Button danger size="small" onClick={onRemove} aria-label={`Remove question ${number}`}>
        Remove question
      </Button>
    </fieldset>
  );
}

/**
 * The event dialog's "Registration" section. Off (the default), 'Register Now' keeps the spec's
 * dialog; on, it opens the registration form with these seats, rules and questions.
 */
export function RegistrationFields({ seatsTaken }: { seatsTaken: number }) {
  const enabled = Form.useWatch<boolean | undefined>(['registration', 'enabled']);
  return (
    <section className="admin-registration" aria-labelledby="event-registration-heading">
      <h3 id="event-registration-heading" className="admin-registration__heading">
        Registration
      </h3>
      <Form.Item
        label="Take registrations"
        name={['registration', 'enabled']}
        valuePropName="checked"
        extra="Off: 'Register Now' opens the contact dialog, as before."
      >
        <Switch />
      </Form.Item>
      {enabled && (
        <>
          <div className="admin-form-row">
            <Form.Item
              label="Capacity (seats)"
              name={['registration', 'capacity']}
              extra={
                seatsTaken > 0
                  ? `Empty: unlimited. ${seatsTaken} ${seatsTaken === 1 ? 'seat is' : 'seats are'} taken.`
                  : 'Empty: unlimited.'
              }
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label="Waitlist when full"
              name={['registration', 'waitlist']}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </div>
          <div className="admin-form-row">
            <Form.Item
              label="Registration closes"
              name={['registration', 'closesAt']}
              extra="In the ministry's time zone. Empty: when the event starts."
            >
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              label="Largest party"
              name={['registration', 'maxPartySize']}
              rules={[{ required: true, message: 'The largest party must be at least 1' }]}
            >
              <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <Form.Item
            label="Reminder (hours before the start)"
            name={['registration', 'reminderHoursBefore']}
            extra="0: no reminder."
            rules={[
              { required: true, message: 'Reminder hours cannot be negative (0 sends none)' },
            ]}
          >
            <InputNumber min={0} max={720} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="Confirmation message"
            name={['registration', 'confirmationMessage']}
            extra="Added to the confirmation e-mail."
          >
            <Input.TextArea rows={3} maxLength={5000} placeholder="See you there!" />
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
                  <Button onClick={() => add({ ...EMPTY_QUESTION })}>Add question</Button>
                ) : (
                  <p className="admin-registration__hint">At most {MAX_QUESTIONS} questions.</p>
                )}
              </div>
            )}
          </Form.List>
        </>
      )}
    </section>
  );
}

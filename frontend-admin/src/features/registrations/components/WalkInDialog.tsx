import { Checkbox, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { toAnswers, type AnswerValue, type RegistrationQuestion } from '../answers';
import { useAddWalkIn } from '../hooks/use-registrations';

interface WalkInValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  partySize: number;
  answers: Record<string, AnswerValue | undefined>;
}

const INITIAL: WalkInValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  partySize: 1,
  answers: {},
};

/** The field of one of the event's questions, named by its id under `answers`. */
function QuestionField({ question }: { question: RegistrationQuestion }) {
  const { i18n } = useLingui();
  const name = ['answers', question.id];
  const required = question.required
    ? [
        {
          required: true,
          message: i18n._({
            id: 'admin.walkIn.answerRequired',
            message: '{label} is required',
            values: { label: question.label },
          }),
        },
      ]
    : [];
  const options = (question.options ?? []).map((o) => ({ value: o, label: o }));
  switch (question.kind) {
    case 'long_text':
      return (
        <Form.Item label={question.label} name={name} rules={required}>
          <Input.TextArea rows={3} />
        </Form.Item>
      );
    case 'one_choice':
      return (
        <Form.Item label={question.label} name={name} rules={required}>
          <Select allowClear options={options} />
        </Form.Item>
      );
    case 'many_choices':
      return (
        <Form.Item label={question.label} name={name} rules={required}>
          <Checkbox.Group options={options} />
        </Form.Item>
      );
    case 'checkbox':
      return (
        <Form.Item
          name={name}
          valuePropName="checked"
          rules={
            question.required
              ? [
                  {
                    validator: (_, value: boolean | undefined) =>
                      value
                        ? Promise.resolve()
                        : Promise.reject(
                            new Error(
                              i18n._({
                                id: 'admin.walkIn.answerRequired',
                                message: '{label} is required',
                                values: { label: question.label },
                              }),
                            ),
                          ),
                  },
                ]
              : []
          }
        >
          <Checkbox>{question.label}</Checkbox>
        </Form.Item>
      );
    default:
      return (
        <Form.Item label={question.label} name={name} rules={required}>
          <Input />
        </Form.Item>
      );
  }
}

interface WalkInDialogProps {
  open: boolean;
  eventId: number;
  questions: RegistrationQuestion[];
  maxPartySize: number;
  onClose: () => void;
}

/**
 * A registration the staff enter for someone at the door or on the phone: the visitor's form, taken
 * after registration closed, never past the capacity (the waitlist, when the event has one).
 */
export function WalkInDialog({
  open,
  eventId,
  questions,
  maxPartySize,
  onClose,
}: WalkInDialogProps) {
  const { i18n } = useLingui();
  const add = useAddWalkIn(eventId);
  const onFinish = (values: WalkInValues, form: FormInstance<WalkInValues>) => {
    add.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        partySize: values.partySize,
        answers: toAnswers(questions, values.answers),
      },
      {
        onSuccess: (saved) => {
          notifySuccess(
            saved.status === 'waitlisted'
              ? i18n._({ id: 'admin.walkIn.waitlisted', message: 'Added to the waitlist' })
              : i18n._({ id: 'admin.walkIn.registered', message: 'Walk-in registered' }),
            i18n._({
              id: 'admin.walkIn.registeredText',
              message: '{firstName} {lastName}, party of {partySize}.',
              values: {
                firstName: saved.firstName,
                lastName: saved.lastName,
                partySize: saved.partySize,
              },
            }),
          );
          onClose();
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error)) notifyError(errorText(error));
        },
      },
    );
  };
  return (
    <FormDialog<WalkInValues>
      open={open}
      recordKey="walk-in"
      initialValues={INITIAL}
      title={i18n._({ id: 'admin.walkIn.title', message: 'Add a walk-in' })}
      submitLabel={i18n._({ id: 'admin.walkIn.submit', message: 'Register' })}
      pending={add.isPending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.walkIn.firstName', message: 'First name' })}
          name="firstName"
          rules={[
            {
              required: true,
              whitespace: true,
              message: i18n._({
                id: 'admin.walkIn.firstNameRequired',
                message: 'First name is required',
              }),
            },
          ]}
        >
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.walkIn.lastName', message: 'Last name' })}
          name="lastName"
          rules={[
            {
              required: true,
              whitespace: true,
              message: i18n._({
                id: 'admin.walkIn.lastNameRequired',
                message: 'Last name is required',
              }),
            },
          ]}
        >
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item
        label={i18n._({ id: 'admin.forgot.email', message: 'E-mail' })}
        name="email"
        rules={[
          {
            required: true,
            message: i18n._({
              id: 'admin.walkIn.emailInvalid',
              message: 'Please enter a valid email address',
            }),
          },
          {
            type: 'email',
            message: i18n._({
              id: 'admin.walkIn.emailInvalid',
              message: 'Please enter a valid email address',
            }),
          },
        ]}
        extra={i18n._({
          id: 'admin.walkIn.emailHelp',
          message: 'The confirmation and the ticket go here.',
        })}
      >
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.walkIn.phone', message: 'Phone (optional)' })}
          name="phone"
        >
          <Input type="tel" autoComplete="off" maxLength={50} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.walkIn.party', message: 'Party size' })}
          name="partySize"
          rules={[
            {
              required: true,
              message: i18n._({
                id: 'admin.walkIn.partyRequired',
                message: 'Party size must be at least 1',
              }),
            },
          ]}
        >
          <InputNumber min={1} max={maxPartySize} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} />
      ))}
    </FormDialog>
  );
}

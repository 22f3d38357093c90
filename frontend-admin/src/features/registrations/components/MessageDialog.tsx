import { Form, Input, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { FormDialog } from '../../../shared/FormDialog';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useMessageRegistrants } from '../hooks/use-registrations';

interface MessageValues {
  subject: string;
  body: string;
}

const INITIAL: MessageValues = { subject: '', body: '' };

interface MessageDialogProps {
  open: boolean;
  eventId: number;
  eventTitle: string;
  onClose: () => void;
}

/** An e-mail to everyone registered for the event (not those who cancelled), sent by the mail queue. */
export function MessageDialog({ open, eventId, eventTitle, onClose }: MessageDialogProps) {
  const { i18n } = useLingui();
  const send = useMessageRegistrants(eventId);
  const onFinish = (values: MessageValues, form: FormInstance<MessageValues>) =>
    send.mutate(
      { subject: values.subject.trim(), body: values.body.trim() },
      {
        onSuccess: (result) => {
          notifySuccess(
            i18n._({ id: 'admin.message.queued', message: 'Message queued' }),
            i18n._({
              id: 'admin.message.queuedText',
              message:
                'The e-mail goes to {count, plural, one {# registration} other {# registrations}}.',
              values: { count: result.recipients },
            }),
          );
          onClose();
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error)) notifyError(errorText(error));
        },
      },
    );
  return (
    <FormDialog<MessageValues>
      open={open}
      recordKey="message"
      initialValues={INITIAL}
      title={i18n._({
        id: 'admin.message.title',
        message: 'E-mail the registrants of {title}',
        values: { title: eventTitle },
      })}
      submitLabel={i18n._({ id: 'admin.message.send', message: 'Send' })}
      pending={send.isPending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <p className="admin-registration__hint">
        {i18n._({
          id: 'admin.message.hint',
          message: 'Goes to everyone registered or on the waitlist, not to those who cancelled.',
        })}
      </p>
      <Form.Item
        label={i18n._({ id: 'admin.message.subject', message: 'Subject' })}
        name="subject"
        rules={[
          {
            required: true,
            whitespace: true,
            message: i18n._({
              id: 'admin.message.subjectRequired',
              message: 'Subject is required',
            }),
          },
        ]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.message.body', message: 'Message' })}
        name="body"
        rules={[
          {
            required: true,
            whitespace: true,
            message: i18n._({ id: 'admin.message.bodyRequired', message: 'Message is required' }),
          },
        ]}
      >
        <Input.TextArea rows={6} maxLength={10000} />
      </Form.Item>
    </FormDialog>
  );
}

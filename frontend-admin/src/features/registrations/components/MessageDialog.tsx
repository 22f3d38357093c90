import { Form, Input, type FormInstance } from 'antd';
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
  const send = useMessageRegistrants(eventId);
  const onFinish = (values: MessageValues, form: FormInstance<MessageValues>) =>
    send.mutate(
      { subject: values.subject.trim(), body: values.body.trim() },
      {
        onSuccess: (result) => {
          notifySuccess(
            'Message queued',
            `The e-mail goes to ${result.recipients} ${result.recipients === 1 ? 'registration' : 'registrations'}.`,
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
      title={`E-mail the registrants of ${eventTitle}`}
      submitLabel="Send"
      pending={send.isPending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <p className="admin-registration__hint">
        Goes to everyone registered or on the waitlist, not to those who cancelled.
      </p>
      <Form.Item
        label="Subject"
        name="subject"
        rules={[{ required: true, whitespace: true, message: 'Subject is required' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Message"
        name="body"
        rules={[{ required: true, whitespace: true, message: 'Message is required' }]}
      >
        <Input.TextArea rows={6} maxLength={10000} />
      </Form.Item>
    </FormDialog>
  );
}

import { Form, Input } from 'antd';
import type { CounselingRequestSummaryDto } from '../../../shared/api-types';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useSendCounselingResponse } from '../hooks/use-counseling';
import { contactLabel } from './counseling-labels';

interface RespondDialogProps {
  request: CounselingRequestSummaryDto | null;
  onClose: () => void;
}

interface ResponseValues {
  message: string;
}

const EMPTY: ResponseValues = { message: '' };

/** Spec §5: the response is trimmed and must not be blank. */
export function RespondDialog({ request, onClose }: RespondDialogProps) {
  const send = useSendCounselingResponse();

  const onFinish = ({ message }: ResponseValues) => {
    if (!request) return;
    send.mutate(
      { id: request.id, message: message.trim() },
      {
        onSuccess: () => {
          notifySuccess('Response sent', `Your response to ${request.name} has been sent.`);
          onClose();
        },
        onError: () => notifyError('Failed to send response'),
      },
    );
  };

  return (
    <FormDialog
      open={request !== null}
      recordKey={request?.id ?? 'none'}
      initialValues={EMPTY}
      title={request ? `Respond to ${request.name}` : 'Respond'}
      submitLabel="Send Response"
      pending={send.isPending}
      canSubmit={({ message }) => message.trim() !== ''}
      onFinish={onFinish}
      onClose={onClose}
    >
      {request && (
        <p className="admin-card__meta">
          {request.email}
          {request.phone ? ` · ${request.phone}` : ''} · prefers{' '}
          {contactLabel(request.preferredContact)}
        </p>
      )}
      <Form.Item
        label="Your response"
        name="message"
        rules={[requiredText('Please write a response')]}
      >
        <Input.TextArea rows={6} placeholder="Write a caring, helpful reply…" />
      </Form.Item>
    </FormDialog>
  );
}

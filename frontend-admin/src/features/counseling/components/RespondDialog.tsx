import { useId, useState } from 'react';
import { Button, Input, Modal } from 'antd';
import type { CounselingRequestDto } from '../../../shared/api-types';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useSendCounselingResponse } from '../hooks/use-counseling';
import { contactLabel } from './counseling-labels';

interface RespondDialogProps {
  request: CounselingRequestDto | null;
  onClose: () => void;
}

/** Spec §5: the response is trimmed and must not be blank. */
export function RespondDialog({ request, onClose }: RespondDialogProps) {
  const [message, setMessage] = useState('');
  const send = useSendCounselingResponse();
  const fieldId = useId();
  const trimmed = message.trim();

  const close = () => {
    setMessage('');
    onClose();
  };

  const submit = () => {
    if (!request || trimmed === '') return;
    send.mutate(
      { id: request.id, message: trimmed },
      {
        onSuccess: () => {
          notifySuccess('Response sent', `Your response to ${request.name} has been sent.`);
          close();
        },
        onError: () => notifyError('Failed to send response'),
      },
    );
  };

  return (
    <Modal
      open={request !== null}
      title={request ? `Respond to ${request.name}` : 'Respond'}
      onCancel={close}
      maskClosable={!send.isPending}
      footer={[
        <Button key="cancel" onClick={close} disabled={send.isPending}>
          Cancel
        </Button>,
        <Button
          key="send"
          type="primary"
          onClick={submit}
          disabled={trimmed === ''}
          loading={send.isPending}
        >
          Send Response
        </Button>,
      ]}
    >
      {request && (
        <p className="admin-card__meta">
          {request.email}
          {request.phone ? ` · ${request.phone}` : ''} · prefers{' '}
          {contactLabel(request.preferredContact)}
        </p>
      )}
      <label htmlFor={fieldId} className="admin-label">
        Your response
      </label>
      <Input.TextArea
        id={fieldId}
        rows={6}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder="Write a caring, helpful reply…"
      />
    </Modal>
  );
}

import { Form, Input } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
  const send = useSendCounselingResponse();

  const onFinish = ({ message }: ResponseValues) => {
    if (!request) return;
    send.mutate(
      { id: request.id, message: message.trim() },
      {
        onSuccess: () => {
          notifySuccess(
            i18n._({ id: 'admin.counseling.sent', message: 'Response sent' }),
            i18n._({
              id: 'admin.counseling.sentText',
              message: 'Your response to {name} has been sent.',
              values: { name: request.name },
            }),
          );
          onClose();
        },
        onError: () =>
          notifyError(
            i18n._({ id: 'admin.counseling.sendFailed', message: 'Failed to send response' }),
          ),
      },
    );
  };

  return (
    <FormDialog
      open={request !== null}
      recordKey={request?.id ?? 'none'}
      initialValues={EMPTY}
      title={
        request
          ? i18n._({
              id: 'admin.counseling.respondTo',
              message: 'Respond to {name}',
              values: { name: request.name },
            })
          : i18n._({ id: 'admin.counseling.respond', message: 'Respond' })
      }
      submitLabel={i18n._({ id: 'admin.counseling.send', message: 'Send Response' })}
      pending={send.isPending}
      canSubmit={({ message }) => message.trim() !== ''}
      onFinish={onFinish}
      onClose={onClose}
    >
      {request && (
        <p className="admin-card__meta">
          {request.email}
          {request.phone ? ` · ${request.phone}` : ''} ·{' '}
          {i18n._({
            id: 'admin.counseling.prefers',
            message: 'prefers {contact}',
            values: { contact: contactLabel(request.preferredContact) },
          })}
        </p>
      )}
      <Form.Item
        label={i18n._({ id: 'admin.counseling.yourResponse', message: 'Your response' })}
        name="message"
        rules={[
          requiredText(
            i18n._({ id: 'admin.counseling.responseRequired', message: 'Please write a response' }),
          ),
        ]}
      >
        <Input.TextArea
          rows={6}
          placeholder={i18n._({
            id: 'admin.counseling.responsePlaceholder',
            message: 'Write a caring, helpful reply…',
          })}
        />
      </Form.Item>
    </FormDialog>
  );
}

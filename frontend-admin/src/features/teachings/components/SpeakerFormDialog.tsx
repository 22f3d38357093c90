import { Form, Input, type FormInstance } from 'antd';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText, showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useSaveSpeaker } from '../hooks/use-teachings';
import type { TeachingSpeakerDto } from '../teaching-types';
import { speakerFormValues, speakerInput, type SpeakerFormValues } from '../teaching-values';

interface SpeakerFormDialogProps {
  open: boolean;
  /** The speaker being edited; null adds one. */
  record: TeachingSpeakerDto | null;
  onClose: () => void;
}

/** Add or edit a speaker: name and bio. */
export function SpeakerFormDialog({ open, record: speaker, onClose }: SpeakerFormDialogProps) {
  const save = useSaveSpeaker();
  const editing = speaker !== null;

  const onFinish = (values: SpeakerFormValues, form: FormInstance<SpeakerFormValues>) =>
    save.mutate(
      { id: speaker?.id ?? null, ...speakerInput(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(
            editing ? 'Speaker Updated' : 'Speaker Created',
            `${saved.name} has been ${editing ? 'updated' : 'added'}.`,
          );
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError(
            editing
              ? 'Failed to update the speaker. Please try again.'
              : 'Failed to create the speaker. Please try again.',
          );
        },
      },
    );

  return (
    <FormDialog
      open={open}
      recordKey={speaker?.id ?? 'new'}
      initialValues={speakerFormValues(speaker)}
      title={editing ? 'Edit Speaker' : 'Add Speaker'}
      submitLabel={editing ? 'Update Speaker' : 'Create Speaker'}
      pending={save.isPending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          requiredText('Name must be 1 to 200 characters'),
          { max: 200, message: 'Name must be 1 to 200 characters' },
        ]}
      >
        <Input placeholder="David Cohen" />
      </Form.Item>
      <Form.Item
        label="Bio"
        name="bio"
        rules={[{ max: 5000, message: 'Bio must be at most 5000 characters' }]}
      >
        <Input.TextArea rows={4} placeholder="A few words about the speaker" />
      </Form.Item>
    </FormDialog>
  );
}

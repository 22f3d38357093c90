import { Form, Input, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
  const save = useSaveSpeaker();
  const editing = speaker !== null;
  const nameRange = i18n._({
    id: 'admin.teachings.speakerNameRange',
    message: 'Name must be 1 to 200 characters',
  });

  const onFinish = (values: SpeakerFormValues, form: FormInstance<SpeakerFormValues>) =>
    save.mutate(
      { id: speaker?.id ?? null, ...speakerInput(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(
            editing
              ? i18n._({ id: 'admin.teachings.speakerUpdated', message: 'Speaker Updated' })
              : i18n._({ id: 'admin.teachings.speakerCreated', message: 'Speaker Created' }),
            editing
              ? i18n._({
                  id: 'admin.teachings.speakerUpdatedText',
                  message: '{name} has been updated.',
                  values: { name: saved.name },
                })
              : i18n._({
                  id: 'admin.teachings.speakerCreatedText',
                  message: '{name} has been added.',
                  values: { name: saved.name },
                }),
          );
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError(
            editing
              ? i18n._({
                  id: 'admin.teachings.speakerUpdateFailed',
                  message: 'Failed to update the speaker. Please try again.',
                })
              : i18n._({
                  id: 'admin.teachings.speakerCreateFailed',
                  message: 'Failed to create the speaker. Please try again.',
                }),
          );
        },
      },
    );

  return (
    <FormDialog
      open={open}
      recordKey={speaker?.id ?? 'new'}
      initialValues={speakerFormValues(speaker)}
      title={
        editing
          ? i18n._({ id: 'admin.teachings.editSpeaker', message: 'Edit Speaker' })
          : i18n._({ id: 'admin.teachings.addSpeaker', message: 'Add Speaker' })
      }
      submitLabel={
        editing
          ? i18n._({ id: 'admin.teachings.updateSpeaker', message: 'Update Speaker' })
          : i18n._({ id: 'admin.teachings.createSpeaker', message: 'Create Speaker' })
      }
      pending={save.isPending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label={i18n._({ id: 'admin.teachings.name', message: 'Name' })}
        name="name"
        rules={[requiredText(nameRange), { max: 200, message: nameRange }]}
      >
        <Input
          placeholder={i18n._({ id: 'admin.teachings.namePlaceholder', message: 'David Cohen' })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.teachings.bio', message: 'Bio' })}
        name="bio"
        rules={[
          {
            max: 5000,
            message: i18n._({
              id: 'admin.teachings.bioMax',
              message: 'Bio must be at most 5000 characters',
            }),
          },
        ]}
      >
        <Input.TextArea
          rows={4}
          placeholder={i18n._({
            id: 'admin.teachings.bioPlaceholder',
            message: 'A few words about the speaker',
          })}
        />
      </Form.Item>
    </FormDialog>
  );
}

import { Form, Input, Switch, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { ScriptureDto, ScriptureInput } from '../../../shared/api-types';
import { FormDialog } from '../../../shared/FormDialog';
import { minLengthRules, showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useCreateScripture, useUpdateScripture } from '../hooks/use-scriptures';

interface ScriptureFormDialogProps {
  open: boolean;
  /** The scripture being edited; null adds a new one. */
  scripture: ScriptureDto | null;
  onClose: () => void;
}

/** The add and edit dialogs of spec §2 "Admin: Scripture Management", §5 rules, §8 toasts. */
export function ScriptureFormDialog({ open, scripture, onClose }: ScriptureFormDialogProps) {
  const { i18n } = useLingui();
  const create = useCreateScripture();
  const update = useUpdateScripture();
  const pending = create.isPending || update.isPending;
  const editing = scripture !== null;

  const onFinish = (input: ScriptureInput, form: FormInstance<ScriptureInput>) => {
    if (editing) {
      update.mutate(
        { id: scripture.id, ...input },
        {
          onSuccess: () => {
            notifySuccess(
              i18n._({ id: 'admin.toast.success', message: 'Success' }),
              i18n._({ id: 'admin.scriptures.updated', message: 'Scripture updated successfully' }),
            );
            onClose();
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            notifyError(
              i18n._({
                id: 'admin.scriptures.updateFailed',
                message: 'Failed to update scripture',
              }),
            );
          },
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          notifySuccess(
            i18n._({ id: 'admin.toast.success', message: 'Success' }),
            i18n._({ id: 'admin.scriptures.addedToast', message: 'Scripture added successfully' }),
          );
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError(
            i18n._({ id: 'admin.scriptures.addFailed', message: 'Failed to add scripture' }),
          );
        },
      });
    }
  };

  return (
    <FormDialog
      open={open}
      recordKey={scripture?.id ?? 'new'}
      initialValues={
        scripture
          ? { text: scripture.text, reference: scripture.reference, isActive: scripture.isActive }
          : { text: '', reference: '', isActive: true }
      }
      title={
        editing
          ? i18n._({ id: 'admin.scriptures.editTitle', message: 'Edit Scripture' })
          : i18n._({ id: 'admin.scriptures.add', message: 'Add Scripture' })
      }
      submitLabel={
        editing
          ? i18n._({ id: 'admin.scriptures.update', message: 'Update Scripture' })
          : i18n._({ id: 'admin.scriptures.add', message: 'Add Scripture' })
      }
      pending={pending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label={i18n._({ id: 'admin.scriptures.text', message: 'Scripture Text' })}
        name="text"
        rules={minLengthRules(
          2,
          i18n._({
            id: 'admin.scriptures.textMin',
            message: 'Scripture text must be at least 2 characters',
          }),
        )}
      >
        <Input.TextArea
          rows={4}
          placeholder={i18n._({
            id: 'admin.scriptures.textPlaceholder',
            message: 'For God so loved the world…',
          })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.scriptures.reference', message: 'Reference' })}
        name="reference"
        rules={minLengthRules(
          2,
          i18n._({
            id: 'admin.scriptures.referenceMin',
            message: 'Reference must be at least 2 characters',
          }),
        )}
      >
        <Input
          placeholder={i18n._({
            id: 'admin.scriptures.referencePlaceholder',
            message: 'John 3:16',
          })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.scriptures.active', message: 'Active' })}
        name="isActive"
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

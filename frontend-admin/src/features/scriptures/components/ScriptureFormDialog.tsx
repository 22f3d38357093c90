import { Form, Input, Switch, type FormInstance } from 'antd';
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
            notifySuccess('Success', 'Scripture updated successfully');
            onClose();
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            notifyError('Failed to update scripture');
          },
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          notifySuccess('Success', 'Scripture added successfully');
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError('Failed to add scripture');
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
      title={editing ? 'Edit Scripture' : 'Add Scripture'}
      submitLabel={editing ? 'Update Scripture' : 'Add Scripture'}
      pending={pending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label="Scripture Text"
        name="text"
        rules={minLengthRules(2, 'Scripture text must be at least 2 characters')}
      >
        <Input.TextArea rows={4} placeholder="For God so loved the world…" />
      </Form.Item>
      <Form.Item
        label="Reference"
        name="reference"
        rules={minLengthRules(2, 'Reference must be at least 2 characters')}
      >
        <Input placeholder="John 3:16" />
      </Form.Item>
      <Form.Item label="Active" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

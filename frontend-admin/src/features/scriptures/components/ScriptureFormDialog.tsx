import { useId } from 'react';
import { Form, Input, Switch } from 'antd';
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
  const [form] = Form.useForm<ScriptureInput>();
  const formId = useId();
  const create = useCreateScripture();
  const update = useUpdateScripture();
  const pending = create.isPending || update.isPending;
  const editing = scripture !== null;

  const onFinish = (input: ScriptureInput) => {
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
      title={editing ? 'Edit Scripture' : 'Add Scripture'}
      formId={formId}
      submitLabel={editing ? 'Update Scripture' : 'Add Scripture'}
      pending={pending}
      onClose={onClose}
    >
      <Form<ScriptureInput>
        id={formId}
        form={form}
        layout="vertical"
        initialValues={
          scripture
            ? { text: scripture.text, reference: scripture.reference, isActive: scripture.isActive }
            : { text: '', reference: '', isActive: true }
        }
        onFinish={onFinish}
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
      </Form>
    </FormDialog>
  );
}

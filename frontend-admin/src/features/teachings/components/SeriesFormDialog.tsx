import { Form, Input, InputNumber, type FormInstance } from 'antd';
import { FormDialog } from '../../../shared/FormDialog';
import { requiredText, showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useSaveSeries } from '../hooks/use-teachings';
import type { TeachingSeriesDto } from '../teaching-types';
import { seriesFormValues, seriesInput, type SeriesFormValues } from '../teaching-values';

interface SeriesFormDialogProps {
  open: boolean;
  /** The series being edited; null adds one. */
  record: TeachingSeriesDto | null;
  onClose: () => void;
}

/** Add or edit a series: its title, description and place among the series. */
export function SeriesFormDialog({ open, record: series, onClose }: SeriesFormDialogProps) {
  const save = useSaveSeries();
  const editing = series !== null;

  const onFinish = (values: SeriesFormValues, form: FormInstance<SeriesFormValues>) =>
    save.mutate(
      { id: series?.id ?? null, ...seriesInput(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(
            editing ? 'Series Updated' : 'Series Created',
            `"${saved.title}" has been ${editing ? 'updated' : 'added'}.`,
          );
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError(
            editing
              ? 'Failed to update the series. Please try again.'
              : 'Failed to create the series. Please try again.',
          );
        },
      },
    );

  return (
    <FormDialog
      open={open}
      recordKey={series?.id ?? 'new'}
      initialValues={seriesFormValues(series)}
      title={editing ? 'Edit Series' : 'Add Series'}
      submitLabel={editing ? 'Update Series' : 'Create Series'}
      pending={save.isPending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label="Title"
        name="title"
        rules={[
          requiredText('Title must be 1 to 200 characters'),
          { max: 200, message: 'Title must be 1 to 200 characters' },
        ]}
      >
        <Input placeholder="The Gospel of John" />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        rules={[{ max: 5000, message: 'Description must be at most 5000 characters' }]}
      >
        <Input.TextArea rows={4} placeholder="What the series is about" />
      </Form.Item>
      <Form.Item
        label="Order"
        name="position"
        extra="Series are listed by this number, lowest first (then by title)."
      >
        <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}

import { Form, Input, InputNumber, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
  const save = useSaveSeries();
  const editing = series !== null;
  const titleRange = i18n._({
    id: 'admin.teachings.seriesTitleRange',
    message: 'Title must be 1 to 200 characters',
  });

  const onFinish = (values: SeriesFormValues, form: FormInstance<SeriesFormValues>) =>
    save.mutate(
      { id: series?.id ?? null, ...seriesInput(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(
            editing
              ? i18n._({ id: 'admin.teachings.seriesUpdated', message: 'Series Updated' })
              : i18n._({ id: 'admin.teachings.seriesCreated', message: 'Series Created' }),
            editing
              ? i18n._({
                  id: 'admin.teachings.seriesUpdatedText',
                  message: '"{title}" has been updated.',
                  values: { title: saved.title },
                })
              : i18n._({
                  id: 'admin.teachings.seriesCreatedText',
                  message: '"{title}" has been added.',
                  values: { title: saved.title },
                }),
          );
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError(
            editing
              ? i18n._({
                  id: 'admin.teachings.seriesUpdateFailed',
                  message: 'Failed to update the series. Please try again.',
                })
              : i18n._({
                  id: 'admin.teachings.seriesCreateFailed',
                  message: 'Failed to create the series. Please try again.',
                }),
          );
        },
      },
    );

  return (
    <FormDialog
      open={open}
      recordKey={series?.id ?? 'new'}
      initialValues={seriesFormValues(series)}
      title={
        editing
          ? i18n._({ id: 'admin.teachings.editSeries', message: 'Edit Series' })
          : i18n._({ id: 'admin.teachings.addSeries', message: 'Add Series' })
      }
      submitLabel={
        editing
          ? i18n._({ id: 'admin.teachings.updateSeries', message: 'Update Series' })
          : i18n._({ id: 'admin.teachings.createSeries', message: 'Create Series' })
      }
      pending={save.isPending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label={i18n._({ id: 'admin.teachings.fieldTitle', message: 'Title' })}
        name="title"
        rules={[requiredText(titleRange), { max: 200, message: titleRange }]}
      >
        <Input
          placeholder={i18n._({
            id: 'admin.teachings.seriesTitlePlaceholder',
            message: 'The Gospel of John',
          })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.teachings.fieldDescription', message: 'Description' })}
        name="description"
        rules={[
          {
            max: 5000,
            message: i18n._({
              id: 'admin.teachings.seriesDescriptionMax',
              message: 'Description must be at most 5000 characters',
            }),
          },
        ]}
      >
        <Input.TextArea
          rows={4}
          placeholder={i18n._({
            id: 'admin.teachings.seriesDescriptionPlaceholder',
            message: 'What the series is about',
          })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.teachings.order', message: 'Order' })}
        name="position"
        extra={i18n._({
          id: 'admin.teachings.orderHelp',
          message: 'Series are listed by this number, lowest first (then by title).',
        })}
      >
        <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}

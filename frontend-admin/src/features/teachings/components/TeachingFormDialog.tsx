import type { ReactElement } from 'react';
import { Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { FormDialog } from '../../../shared/FormDialog';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useUpdateTeaching } from '../hooks/use-teachings';
import type { AdminTeachingDto, TeachingSeriesDto, TeachingSpeakerDto } from '../teaching-types';
import {
  passageList,
  teachingChange,
  teachingFormValues,
  type TeachingFormValues,
} from '../teaching-values';

interface TeachingFormDialogProps {
  open: boolean;
  /** The teaching being edited (still shown while the dialog closes). */
  teaching: AdminTeachingDto | null;
  series: TeachingSeriesDto[];
  speakers: TeachingSpeakerDto[];
  onClose: () => void;
}

type OwnField = 'ownTitle' | 'ownDescription' | 'ownPassages';
type TextField = 'title' | 'description' | 'passages';

interface OverrideFieldProps {
  own: OwnField;
  name: TextField;
  /** 'title': the switch reads "Override the channel's title". */
  noun: string;
  label: string;
  /** The channel's text, which the field shows again when the override is switched off. */
  channel: string;
  rules: { validator: (_: unknown, value: string) => Promise<void> }[];
  /** The text field, read only while the override is off. */
  input: (readOnly: boolean) => ReactElement;
}

/**
 * A text staff may write over the channel's: a switch, then the text. Off, the field shows the
 * channel's text (read only), which each sync keeps up to date; on, staff's own text, which a sync
 * no longer changes. Switching it off goes back to the channel's text.
 */
function OverrideField({ own, name, noun, label, channel, rules, input }: OverrideFieldProps) {
  const form = Form.useFormInstance<TeachingFormValues>();
  const overridden = Form.useWatch(own, form) ?? false;
  return (
    <div className="teachings-override">
      <Form.Item
        label={`Override the channel's ${noun}`}
        name={own}
        valuePropName="checked"
        className="teachings-override__switch"
      >
        <Switch
          onChange={(checked) => {
            if (!checked) {
              form.setFieldValue(name, channel);
              form.setFields([{ name, errors: [] }]);
            }
          }}
        />
      </Form.Item>
      <Form.Item
        label={label}
        name={name}
        rules={overridden ? rules : []}
        extra={
          overridden
            ? `Kept as written: a sync of the channel no longer changes the ${noun}. Switch the override off to go back to the channel's.`
            : `The channel's ${noun}, kept up to date by each sync.`
        }
      >
        {input(!overridden)}
      </Form.Item>
    </div>
  );
}

const textRule = (check: (value: string) => string | null) => ({
  validator: (_: unknown, value: string) => {
    const problem = check(value ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

const TITLE_RULES = [
  textRule((value) =>
    value.trim().length < 1 || value.trim().length > 200
      ? 'Title must be 1 to 200 characters'
      : null,
  ),
];
const DESCRIPTION_RULES = [
  textRule((value) =>
    value.length > 10_000 ? 'Description must be at most 10000 characters' : null,
  ),
];
const PASSAGE_RULES = [
  textRule((value) => {
    const list = passageList(value);
    if (list.length > 30) return 'At most 30 passages';
    if (list.some((passage) => passage.length > 60))
      return 'Each passage must be at most 60 characters';
    return null;
  }),
];

/**
 * A teaching's dialog: staff's title, description and passages over the channel's, its series (and
 * place in it) and its speaker. Each opening shows the values of the teaching opened.
 */
export function TeachingFormDialog({
  open,
  teaching,
  series,
  speakers,
  onClose,
}: TeachingFormDialogProps) {
  const update = useUpdateTeaching();
  const seriesOptions = series.map((one) => ({ value: one.id, label: one.title }));
  const speakerOptions = speakers.map((one) => ({ value: one.id, label: one.name }));

  const onFinish = (values: TeachingFormValues, form: FormInstance<TeachingFormValues>) => {
    if (!teaching) return;
    update.mutate(
      { id: teaching.id, ...teachingChange(values) },
      {
        onSuccess: (saved) => {
          notifySuccess('Teaching Updated', `"${saved.title}" has been updated.`);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError('Failed to update the teaching. Please try again.');
        },
      },
    );
  };

  return (
    <FormDialog<TeachingFormValues>
      open={open && teaching !== null}
      recordKey={teaching?.id ?? 'none'}
      initialValues={teaching ? teachingFormValues(teaching) : EMPTY}
      title="Edit Teaching"
      submitLabel="Save Teaching"
      pending={update.isPending}
      onFinish={onFinish}
      onClose={onClose}
      width={720}
    >
      {teaching && (
        <>
          <p className="teachings-dialog__link">
            <a href={`/teachings/${teaching.slug}`} target="_blank" rel="noopener">
              View its page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <span className="admin-table__secondary"> /teachings/{teaching.slug}</span>
          </p>
          <OverrideField
            own="ownTitle"
            name="title"
            noun="title"
            label="Title"
            channel={teaching.channelTitle}
            rules={TITLE_RULES}
            input={(readOnly) => <Input readOnly={readOnly} className={readOnlyClass(readOnly)} />}
          />
          <OverrideField
            own="ownDescription"
            name="description"
            noun="description"
            label="Description"
            channel={teaching.channelDescription}
            rules={DESCRIPTION_RULES}
            input={(readOnly) => (
              <Input.TextArea rows={5} readOnly={readOnly} className={readOnlyClass(readOnly)} />
            )}
          />
          <OverrideField
            own="ownPassages"
            name="passages"
            noun="passages"
            label="Passages (one reference a line)"
            channel={teaching.foundPassages.join('\n')}
            rules={PASSAGE_RULES}
            input={(readOnly) => (
              <Input.TextArea
                rows={3}
                placeholder={readOnly ? 'None found in the title and description' : 'John 3:16'}
                readOnly={readOnly}
                className={readOnlyClass(readOnly)}
              />
            )}
          />
          <div className="admin-form-row">
            <Form.Item label="Series" name="seriesId">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="No series"
                options={seriesOptions}
              />
            </Form.Item>
            <SeriesPosition />
          </div>
          <Form.Item label="Speaker" name="speakerId">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="No speaker"
              options={speakerOptions}
            />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** A field showing the channel's text looks read only. */
const readOnlyClass = (readOnly: boolean) => (readOnly ? 'teachings-override__channel' : undefined);

/** The teaching's place in its series (blank: by date); only with a series. */
function SeriesPosition() {
  const seriesId = Form.useWatch('seriesId', Form.useFormInstance<TeachingFormValues>());
  return (
    <Form.Item
      label="Place in the series"
      name="seriesPosition"
      extra="Lowest first; blank: by date."
    >
      <InputNumber
        min={0}
        max={100_000}
        precision={0}
        disabled={!seriesId}
        placeholder="By date"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

const EMPTY: TeachingFormValues = {
  ownTitle: false,
  title: '',
  ownDescription: false,
  description: '',
  ownPassages: false,
  passages: '',
  seriesId: null,
  seriesPosition: null,
  speakerId: null,
};

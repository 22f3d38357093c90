import type { ReactElement } from 'react';
import { Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { i18n } from '../../../i18n/i18n';
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
  /** The switch: "Override the channel's title". */
  override: string;
  /** Under the field: what an override keeps, and the channel's text while there is none. */
  kept: string;
  fromChannel: string;
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
function OverrideField({
  own,
  name,
  override,
  kept,
  fromChannel,
  label,
  channel,
  rules,
  input,
}: OverrideFieldProps) {
  const form = Form.useFormInstance<TeachingFormValues>();
  const overridden = Form.useWatch(own, form) ?? false;
  return (
    <div className="teachings-override">
      <Form.Item
        label={override}
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
        extra={overridden ? kept : fromChannel}
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
      ? i18n._({ id: 'admin.teachings.titleRange', message: 'Title must be 1 to 200 characters' })
      : null,
  ),
];
const DESCRIPTION_RULES = [
  textRule((value) =>
    value.length > 10_000
      ? i18n._({
          id: 'admin.teachings.descriptionMax',
          message: 'Description must be at most 10000 characters',
        })
      : null,
  ),
];
const PASSAGE_RULES = [
  textRule((value) => {
    const list = passageList(value);
    if (list.length > 30)
      return i18n._({ id: 'admin.teachings.passagesMax', message: 'At most 30 passages' });
    if (list.some((passage) => passage.length > 60))
      return i18n._({
        id: 'admin.teachings.passageMax',
        message: 'Each passage must be at most 60 characters',
      });
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
  const { i18n } = useLingui();
  const update = useUpdateTeaching();
  const seriesOptions = series.map((one) => ({ value: one.id, label: one.title }));
  const speakerOptions = speakers.map((one) => ({ value: one.id, label: one.name }));

  const onFinish = (values: TeachingFormValues, form: FormInstance<TeachingFormValues>) => {
    if (!teaching) return;
    update.mutate(
      { id: teaching.id, ...teachingChange(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(
            i18n._({ id: 'admin.teachings.teachingUpdated', message: 'Teaching Updated' }),
            i18n._({
              id: 'admin.teachings.teachingUpdatedText',
              message: '"{title}" has been updated.',
              values: { title: saved.title },
            }),
          );
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyError(
            i18n._({
              id: 'admin.teachings.teachingUpdateFailed',
              message: 'Failed to update the teaching. Please try again.',
            }),
          );
        },
      },
    );
  };

  return (
    <FormDialog<TeachingFormValues>
      open={open && teaching !== null}
      recordKey={teaching?.id ?? 'none'}
      initialValues={teaching ? teachingFormValues(teaching) : EMPTY}
      title={i18n._({ id: 'admin.teachings.editTeaching', message: 'Edit Teaching' })}
      submitLabel={i18n._({ id: 'admin.teachings.saveTeaching', message: 'Save Teaching' })}
      pending={update.isPending}
      onFinish={onFinish}
      onClose={onClose}
      width={720}
    >
      {teaching && (
        <>
          <p className="teachings-dialog__link">
            <a href={`/teachings/${teaching.slug}`} target="_blank" rel="noopener">
              {i18n._({ id: 'admin.teachings.viewPage', message: 'View its page' })}
              <span className="visually-hidden">
                {i18n._({ id: 'admin.header.newTab', message: ' (opens in a new tab)' })}
              </span>
            </a>
            {/* The address reads left to right on a right-to-left page too. */}
            <span className="admin-table__secondary">
              {' '}
              <bdi>/teachings/{teaching.slug}</bdi>
            </span>
          </p>
          <OverrideField
            own="ownTitle"
            name="title"
            override={i18n._({
              id: 'admin.teachings.overrideTitle',
              message: "Override the channel's title",
            })}
            kept={i18n._({
              id: 'admin.teachings.keptTitle',
              message:
                "Kept as written: a sync of the channel no longer changes the title. Switch the override off to go back to the channel's.",
            })}
            fromChannel={i18n._({
              id: 'admin.teachings.channelTitle',
              message: "The channel's title, kept up to date by each sync.",
            })}
            label={i18n._({ id: 'admin.teachings.fieldTitle', message: 'Title' })}
            channel={teaching.channelTitle}
            rules={TITLE_RULES}
            input={(readOnly) => (
              <Input dir="auto" readOnly={readOnly} className={readOnlyClass(readOnly)} />
            )}
          />
          <OverrideField
            own="ownDescription"
            name="description"
            override={i18n._({
              id: 'admin.teachings.overrideDescription',
              message: "Override the channel's description",
            })}
            kept={i18n._({
              id: 'admin.teachings.keptDescription',
              message:
                "Kept as written: a sync of the channel no longer changes the description. Switch the override off to go back to the channel's.",
            })}
            fromChannel={i18n._({
              id: 'admin.teachings.channelDescription',
              message: "The channel's description, kept up to date by each sync.",
            })}
            label={i18n._({ id: 'admin.teachings.fieldDescription', message: 'Description' })}
            channel={teaching.channelDescription}
            rules={DESCRIPTION_RULES}
            input={(readOnly) => (
              <Input.TextArea
                dir="auto"
                rows={5}
                readOnly={readOnly}
                className={readOnlyClass(readOnly)}
              />
            )}
          />
          <OverrideField
            own="ownPassages"
            name="passages"
            override={i18n._({
              id: 'admin.teachings.overridePassages',
              message: "Override the channel's passages",
            })}
            kept={i18n._({
              id: 'admin.teachings.keptPassages',
              message:
                "Kept as written: a sync of the channel no longer changes the passages. Switch the override off to go back to the channel's.",
            })}
            fromChannel={i18n._({
              id: 'admin.teachings.channelPassages',
              message: "The channel's passages, kept up to date by each sync.",
            })}
            label={i18n._({
              id: 'admin.teachings.passages',
              message: 'Passages (one reference a line)',
            })}
            channel={teaching.foundPassages.join('\n')}
            rules={PASSAGE_RULES}
            input={(readOnly) => (
              <Input.TextArea
                dir="auto"
                rows={3}
                placeholder={
                  readOnly
                    ? i18n._({
                        id: 'admin.teachings.noPassages',
                        message: 'None found in the title and description',
                      })
                    : i18n._({ id: 'admin.teachings.passagePlaceholder', message: 'John 3:16' })
                }
                readOnly={readOnly}
                className={readOnlyClass(readOnly)}
              />
            )}
          />
          <div className="admin-form-row">
            <Form.Item
              label={i18n._({ id: 'admin.teachings.series', message: 'Series' })}
              name="seriesId"
            >
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={i18n._({ id: 'admin.teachings.noSeries', message: 'No series' })}
                options={seriesOptions}
              />
            </Form.Item>
            <SeriesPosition />
          </div>
          <Form.Item
            label={i18n._({ id: 'admin.teachings.speaker', message: 'Speaker' })}
            name="speakerId"
          >
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={i18n._({ id: 'admin.teachings.noSpeaker', message: 'No speaker' })}
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
  const { i18n } = useLingui();
  const seriesId = Form.useWatch('seriesId', Form.useFormInstance<TeachingFormValues>());
  return (
    <Form.Item
      label={i18n._({ id: 'admin.teachings.place', message: 'Place in the series' })}
      name="seriesPosition"
      extra={i18n._({ id: 'admin.teachings.placeHelp', message: 'Lowest first; blank: by date.' })}
    >
      <InputNumber
        min={0}
        max={100_000}
        precision={0}
        disabled={!seriesId}
        placeholder={i18n._({ id: 'admin.teachings.byDate', message: 'By date' })}
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

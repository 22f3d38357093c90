import { Form, Input, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLingui } from '@ministry/frontend-kit';
import type { EventDto, EventInput } from '../../../shared/api-types';
import { DateField } from '../../../shared/DateField';
import { FormDialog } from '../../../shared/FormDialog';
import { minLengthRules, showServerFieldErrors } from '../../../shared/form-errors';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useCreateEvent, useUpdateEvent } from '../hooks/use-events';
import {
  toRegistrationFormValues,
  toRegistrationInput,
  type RegistrationFormValues,
} from '../registration-values';
import { RegistrationFields } from './RegistrationFields';

/** DESIGN §4: events store the date as ISO `YYYY-MM-DD`. */
export const EVENT_DATE_FORMAT = 'YYYY-MM-DD';

interface EventFormValues {
  title: string;
  description: string;
  date: Dayjs | null;
  time: string;
  location: string;
  isSpecial: boolean;
  registration: RegistrationFormValues;
}

function initialValues(event: EventDto | null): EventFormValues {
  if (!event) {
    return {
      title: '',
      description: '',
      date: null,
      time: '',
      location: '',
      isSpecial: false,
      registration: toRegistrationFormValues(null),
    };
  }
  const { title, description, time, location, isSpecial } = event;
  const date = dayjs(event.date, EVENT_DATE_FORMAT, true);
  return {
    title,
    description,
    date: date.isValid() ? date : null,
    time,
    location,
    isSpecial,
    registration: toRegistrationFormValues(event.registrationSettings),
  };
}

interface EventFormDialogProps {
  open: boolean;
  /** The event being edited; null adds a new one. */
  event: EventDto | null;
  onClose: () => void;
  /** After a save: the event as stored, so the list can show it. */
  onSaved?: (event: EventDto) => void;
}

/** The Add New Event and edit dialogs of spec §2, with the §5 rules and §8 toasts. */
export function EventFormDialog({ open, event, onClose, onSaved }: EventFormDialogProps) {
  const { i18n } = useLingui();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;
  const editing = event !== null;

  const onFinish = (values: EventFormValues, form: FormInstance<EventFormValues>) => {
    const input: EventInput = {
      title: values.title,
      description: values.description,
      date: values.date ? values.date.format(EVENT_DATE_FORMAT) : '',
      time: values.time,
      location: values.location,
      isSpecial: values.isSpecial,
    };
    const registration = toRegistrationInput(values.registration, event?.registrationSettings);
    if (registration) input.registration = registration;
    const onError = (error: Error) => {
      showServerFieldErrors(form, error);
      notifyError(
        editing
          ? i18n._({
              id: 'admin.events.updateFailed',
              message: 'Failed to update the event. Please try again.',
            })
          : i18n._({
              id: 'admin.events.createFailed',
              message: 'Failed to create the event. Please try again.',
            }),
      );
    };
    if (editing) {
      update.mutate(
        { id: event.id, ...input },
        {
          onSuccess: (saved) => {
            notifySuccess(
              i18n._({ id: 'admin.events.updated', message: 'Event Updated' }),
              i18n._({
                id: 'admin.events.updatedText',
                message: '"{title}" has been updated.',
                values: { title: saved.title },
              }),
            );
            onSaved?.(saved);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          notifySuccess(
            i18n._({ id: 'admin.events.created', message: 'Event Created' }),
            i18n._({
              id: 'admin.events.createdText',
              message: '"{title}" has been added.',
              values: { title: saved.title },
            }),
          );
          onSaved?.(saved);
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <FormDialog
      open={open}
      recordKey={event?.id ?? 'new'}
      initialValues={initialValues(event)}
      title={
        editing
          ? i18n._({ id: 'admin.events.editTitle', message: 'Edit Event' })
          : i18n._({ id: 'admin.events.add', message: 'Add New Event' })
      }
      submitLabel={
        editing
          ? i18n._({ id: 'admin.events.update', message: 'Update Event' })
          : i18n._({ id: 'admin.events.create', message: 'Create Event' })
      }
      pending={pending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label={i18n._({ id: 'admin.events.fieldTitle', message: 'Title' })}
        name="title"
        rules={minLengthRules(
          2,
          i18n._({ id: 'admin.events.titleMin', message: 'Title must be at least 2 characters' }),
        )}
      >
        <Input
          placeholder={i18n._({
            id: 'admin.events.titlePlaceholder',
            message: 'Shabbat Fellowship',
          })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.events.fieldDescription', message: 'Description' })}
        name="description"
        rules={minLengthRules(
          2,
          i18n._({
            id: 'admin.events.descriptionMin',
            message: 'Description must be at least 2 characters',
          }),
        )}
      >
        <Input.TextArea
          rows={3}
          placeholder={i18n._({
            id: 'admin.events.descriptionPlaceholder',
            message: 'What the event is about',
          })}
        />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.events.date', message: 'Date' })}
          name="date"
          rules={[
            {
              required: true,
              message: i18n._({ id: 'admin.events.dateRequired', message: 'Date is required' }),
            },
          ]}
        >
          <DateField
            format={EVENT_DATE_FORMAT}
            placeholder="YYYY-MM-DD"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.events.time', message: 'Time' })}
          name="time"
          rules={minLengthRules(
            2,
            i18n._({ id: 'admin.events.timeRequired', message: 'Time is required' }),
          )}
        >
          <Input
            placeholder={i18n._({
              id: 'admin.events.timePlaceholder',
              message: '10:00 AM - 12:00 PM',
            })}
          />
        </Form.Item>
      </div>
      <Form.Item
        label={i18n._({ id: 'admin.events.location', message: 'Location' })}
        name="location"
        rules={minLengthRules(
          2,
          i18n._({
            id: 'admin.events.locationMin',
            message: 'Location must be at least 2 characters',
          }),
        )}
      >
        <Input
          placeholder={i18n._({
            id: 'admin.events.locationPlaceholder',
            message: 'Main Sanctuary',
          })}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.events.specialField', message: 'Special event' })}
        name="isSpecial"
        valuePropName="checked"
        extra={i18n._({
          id: 'admin.events.specialHelp',
          message: "Special events show a 'Register Now' button on the home page.",
        })}
      >
        <Switch />
      </Form.Item>
      <RegistrationFields seatsTaken={event?.registrationSettings?.seatsTaken ?? 0} />
    </FormDialog>
  );
}

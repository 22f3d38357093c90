import { Form, Input, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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
          ? 'Failed to update the event. Please try again.'
          : 'Failed to create the event. Please try again.',
      );
    };
    if (editing) {
      update.mutate(
        { id: event.id, ...input },
        {
          onSuccess: (saved) => {
            notifySuccess('Event Updated', `"${saved.title}" has been updated.`);
            onSaved?.(saved);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          notifySuccess('Event Created', `"${saved.title}" has been added.`);
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
      title={editing ? 'Edit Event' : 'Add New Event'}
      submitLabel={editing ? 'Update Event' : 'Create Event'}
      pending={pending}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        label="Title"
        name="title"
        rules={minLengthRules(2, 'Title must be at least 2 characters')}
      >
        <Input placeholder="Shabbat Fellowship" />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        rules={minLengthRules(2, 'Description must be at least 2 characters')}
      >
        <Input.TextArea rows={3} placeholder="What the event is about" />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item
          label="Date"
          name="date"
          rules={[{ required: true, message: 'Date is required' }]}
        >
          <DateField
            format={EVENT_DATE_FORMAT}
            placeholder="YYYY-MM-DD"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Time" name="time" rules={minLengthRules(2, 'Time is required')}>
          <Input placeholder="10:00 AM - 12:00 PM" />
        </Form.Item>
      </div>
      <Form.Item
        label="Location"
        name="location"
        rules={minLengthRules(2, 'Location must be at least 2 characters')}
      >
        <Input placeholder="Main Sanctuary" />
      </Form.Item>
      <Form.Item
        label="Special event"
        name="isSpecial"
        valuePropName="checked"
        extra="Special events show a 'Register Now' button on the home page."
      >
        <Switch />
      </Form.Item>
      <RegistrationFields seatsTaken={event?.registrationSettings?.seatsTaken ?? 0} />
    </FormDialog>
  );
}

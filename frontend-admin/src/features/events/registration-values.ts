import type { Schema } from '@ministry/api-client';

export type RegistrationSettingsDto = Schema<'RegistrationSettingsDto'>;
export type RegistrationSettingsInput = Schema<'RegistrationSettingsInputDto'>;
export type QuestionKind = Schema<'RegistrationQuestionDto'>['kind'];

/** The kinds of question a registration form may ask, as the dialog names them (translated there). */
export const QUESTION_KIND_OPTIONS: {
  value: QuestionKind;
  label: { id: string; message: string };
}[] = [
  {
    value: 'short_text',
    label: /*i18n*/ { id: 'admin.question.shortText', message: 'Short text' },
  },
  { value: 'long_text', label: /*i18n*/ { id: 'admin.question.longText', message: 'Long text' } },
  {
    value: 'one_choice',
    label: /*i18n*/ { id: 'admin.question.oneChoice', message: 'One choice' },
  },
  {
    value: 'many_choices',
    label: /*i18n*/ { id: 'admin.question.manyChoices', message: 'Several choices' },
  },
  {
    value: 'checkbox',
    label: /*i18n*/ { id: 'admin.question.checkbox', message: 'Checkbox (e.g. consent)' },
  },
];

/** The server's limits (RegistrationLimits): the dialog offers no more than it accepts. */
export const MAX_QUESTIONS = 10;
export const DEFAULT_MAX_PARTY = 10;
export const DEFAULT_REMINDER_HOURS = 24;

export const hasChoices = (kind: QuestionKind | undefined) =>
  kind === 'one_choice' || kind === 'many_choices';

export interface QuestionFormValues {
  /** Kept from the saved question, so the answers already given still name it. */
  id?: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  /** The choices, one a line (a text area is easier to type and to read back than chips). */
  choices: string;
}

export interface RegistrationFormValues {
  enabled: boolean;
  /** Empty: unlimited. */
  capacity: number | null;
  waitlist: boolean;
  /** `YYYY-MM-DDTHH:mm` in the ministry's time zone (a datetime-local field); empty: the event's start. */
  closesAt: string;
  maxPartySize: number | null;
  reminderHoursBefore: number | null;
  confirmationMessage: string;
  questions: QuestionFormValues[];
}

export const EMPTY_QUESTION: QuestionFormValues = {
  label: '',
  kind: 'short_text',
  required: false,
  choices: '',
};

/**
 * The section's values for an event: its saved settings, or registration off with the defaults.
 * A saved closing time carries the ministry's offset (`2025-06-13T18:00:00-05:00`); its first 16
 * characters are that wall-clock time, which is what the field shows and sends back.
 */
export function toRegistrationFormValues(
  saved: RegistrationSettingsDto | null | undefined,
): RegistrationFormValues {
  if (!saved) {
    return {
      enabled: false,
      capacity: null,
      waitlist: false,
      closesAt: '',
      maxPartySize: DEFAULT_MAX_PARTY,
      reminderHoursBefore: DEFAULT_REMINDER_HOURS,
      confirmationMessage: '',
      questions: [],
    };
  }
  return {
    enabled: saved.enabled,
    capacity: saved.capacity,
    waitlist: saved.waitlist,
    closesAt: saved.closesAt ? saved.closesAt.slice(0, 16) : '',
    maxPartySize: saved.maxPartySize,
    reminderHoursBefore: saved.reminderHoursBefore,
    confirmationMessage: saved.confirmationMessage,
    questions: saved.questions.map((q) => ({
      id: q.id,
      label: q.label,
      kind: q.kind,
      required: q.required,
      choices: (q.options ?? []).join('\n'),
    })),
  };
}

/**
 * The `registration` part of the event's body, or undefined to leave it out: an event that never
 * took registrations and still does not keeps today's body (and behaviour) exactly.
 */
export function toRegistrationInput(
  values: RegistrationFormValues,
  saved: RegistrationSettingsDto | null | undefined,
): RegistrationSettingsInput | undefined {
  if (!values.enabled && !saved) return undefined;
  return {
    enabled: values.enabled,
    capacity: values.capacity ?? null,
    waitlist: values.waitlist,
    closesAt: values.closesAt.trim() || null,
    maxPartySize: values.maxPartySize ?? DEFAULT_MAX_PARTY,
    reminderHoursBefore: values.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS,
    confirmationMessage: values.confirmationMessage,
    questions: values.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      label: q.label.trim(),
      kind: q.kind,
      required: q.required,
      ...(hasChoices(q.kind)
        ? {
            options: q.choices
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          }
        : {}),
    })),
  };
}

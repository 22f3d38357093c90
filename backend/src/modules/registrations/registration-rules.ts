import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { FieldError } from '../../common/errors/domain-error';
import { eventTimes, isoWithOffset } from '../events/event-time';
import type { RegistrationQuestion } from './entities/registration-settings.entity';
import type { RegistrationAnswer } from './entities/registration.entity';
import type { RegistrationQuestionInputDto } from '../events/event-registration.dto';
import { RegistrantLimits } from './dto/registration.dto';

/**
 * When an event starts, as an instant: its time read in the ministry's zone, or the start of its day
 * when the time names no clock ("All weekend").
 */
export function eventStart(date: string, time: string, zone: string): Date {
  const times = eventTimes(date, time, zone);
  if (times) return new Date(times.start);
  return DateTime.fromISO(date, { zone }).startOf('day').toJSDate();
}

/** A date-time the form sent; one without an offset is read in the ministry's zone. */
export function parseClosesAt(text: string, zone: string): Date | undefined {
  const parsed = DateTime.fromISO(text, { zone, setZone: false });
  return parsed.isValid ? parsed.toJSDate() : undefined;
}

/** An instant written in the ministry's zone with its offset, as the events' times are. */
export function inZone(at: Date, zone: string): string {
  return isoWithOffset(DateTime.fromJSDate(at, { zone }).set({ millisecond: 0 }));
}

/** When a reminder is due; undefined for none (0 hours). */
export function reminderDueAt(start: Date, hoursBefore: number): Date | undefined {
  return hoursBefore > 0 ? new Date(start.getTime() - hoursBefore * 3600_000) : undefined;
}

const CHOICE_KINDS = new Set(['one_choice', 'many_choices']);

/**
 * The questions as stored: ids kept when given (answers given earlier still name them), new ones for
 * new questions, choices only where a kind has them; per-field problems for the form.
 */
export function normaliseQuestions(input: RegistrationQuestionInputDto[]): {
  questions: RegistrationQuestion[];
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const questions = input.map((q, i): RegistrationQuestion => {
    let id = q.id ?? `q${randomBytes(4).toString('hex')}`;
    if (seen.has(id)) {
      errors.push({
        field: `registration.questions.${i}.id`,
        message: 'Two questions share an id',
      });
      id = `q${randomBytes(4).toString('hex')}`;
    }
    seen.add(id);
    const options = [...new Set((q.options ?? []).map((o) => o.trim()).filter(Boolean))];
    if (CHOICE_KINDS.has(q.kind) && options.length < 2) {
      errors.push({
        field: `registration.questions.${i}.options`,
        message: 'A choice question needs at least two choices',
      });
    }
    return {
      id,
      label: q.label,
      kind: q.kind,
      required: q.required,
      ...(CHOICE_KINDS.has(q.kind) ? { options } : {}),
    };
  });
  return { questions, errors };
}

/**
 * The answers as stored, one per question asked (unknown ones dropped, empty ones left out), and
 * a problem per field (`answers.<questionId>`) for a required question left empty or a wrong value.
 */
export function checkAnswers(
  questions: RegistrationQuestion[],
  given: { questionId: string; value: unknown }[],
): { answers: RegistrationAnswer[]; errors: FieldError[] } {
  const byId = new Map(given.map((a) => [a.questionId, a.value]));
  const answers: RegistrationAnswer[] = [];
  const errors: FieldError[] = [];
  for (const q of questions) {
    const field = `answers.${q.id}`;
    const value = byId.get(q.id);
    const fail = (message: string) => errors.push({ field, message });
    const missing = () => {
      if (q.required)
        fail(q.kind === 'checkbox' ? `Please tick "${q.label}"` : `"${q.label}" is required`);
    };
    switch (q.kind) {
      case 'short_text':
      case 'long_text': {
        if (value !== undefined && value !== null && typeof value !== 'string') {
          fail(`"${q.label}" must be text`);
          break;
        }
        const text =
          typeof value === 'string'
            ? q.kind === 'short_text'
              ? value.replace(/\s+/g, ' ').trim()
              : value.trim()
            : '';
        if (!text) missing();
        else if (text.length > RegistrantLimits.answer)
          fail(`"${q.label}" must be at most ${RegistrantLimits.answer} characters`);
        else answers.push({ questionId: q.id, value: text });
        break;
      }
      case 'one_choice': {
        if (value === undefined || value === null || value === '') missing();
        else if (typeof value !== 'string' || !(q.options ?? []).includes(value))
          fail(`Choose one of the choices for "${q.label}"`);
        else answers.push({ questionId: q.id, value });
        break;
      }
      case 'many_choices': {
        const list = value === undefined || value === null ? [] : value;
        if (!Array.isArray(list) || list.some((v) => !(q.options ?? []).includes(v as string)))
          fail(`Choose among the choices for "${q.label}"`);
        else if (!list.length) missing();
        else answers.push({ questionId: q.id, value: [...new Set(list as string[])] });
        break;
      }
      case 'checkbox': {
        if (value !== undefined && value !== null && typeof value !== 'boolean')
          fail(`"${q.label}" must be true or false`);
        else if (value !== true) missing();
        else answers.push({ questionId: q.id, value: true });
        break;
      }
    }
  }
  return { answers, errors };
}

/** The answers as a registrant reads them back: "label: value" lines. */
export function answerLines(
  questions: RegistrationQuestion[],
  answers: RegistrationAnswer[],
): string[] {
  const labels = new Map(questions.map((q) => [q.id, q.label]));
  return answers
    .filter((a) => labels.has(a.questionId))
    .map((a) => {
      const value = Array.isArray(a.value)
        ? a.value.join(', ')
        : a.value === true
          ? 'Yes'
          : a.value;
      return `${labels.get(a.questionId)}: ${String(value)}`;
    });
}

import type { Schema } from '@ministry/api-client';
import { i18n } from '@ministry/frontend-kit';

export type Question = Schema<'RegistrationQuestionDto'>;
export type AnswerValue = string | string[] | boolean;
export type Answers = Record<string, AnswerValue>;

/** The saved answers by question id, as the form edits them. */
export function answersByQuestion(answers: { questionId: string; value: unknown }[]): Answers {
  const byId: Answers = {};
  for (const a of answers) {
    if (typeof a.value === 'string' || typeof a.value === 'boolean' || Array.isArray(a.value)) {
      byId[a.questionId] = a.value as AnswerValue;
    }
  }
  return byId;
}

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined ||
  value === false ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

/** The answers the API takes: only those given, text trimmed, in the order of the questions. */
export function toAnswerList(questions: Question[], answers: Answers) {
  return questions.flatMap((q) => {
    const value = answers[q.id];
    if (value === undefined || isEmpty(value)) return [];
    return [{ questionId: q.id, value: typeof value === 'string' ? value.trim() : value }];
  });
}

/** What the form can tell before asking (the server checks it all again): errors by field. */
export function checkChange(
  questions: Question[],
  maxPartySize: number,
  partySize: string,
  answers: Answers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const party = Number(partySize);
  if (!Number.isInteger(party) || party < 1) {
    errors.partySize = i18n._({
      id: 'community.manage.invalid.partyMin',
      message: 'Party size must be at least 1',
    });
  } else if (party > maxPartySize) {
    errors.partySize = i18n._({
      id: 'community.manage.invalid.partyMax',
      message: 'Party size must be at most {max}',
      values: { max: maxPartySize },
    });
  }
  for (const q of questions) {
    if (q.required && isEmpty(answers[q.id])) {
      errors[`answers.${q.id}`] =
        q.kind === 'checkbox'
          ? i18n._({
              id: 'community.manage.invalid.tick',
              message: 'Please tick "{question}"',
              values: { question: q.label },
            })
          : i18n._({
              id: 'community.manage.invalid.required',
              message: '"{question}" is required',
              values: { question: q.label },
            });
    }
  }
  return errors;
}

/** An answer as the page reads it back. */
export function answerText(value: AnswerValue): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') {
    return value
      ? i18n._({ id: 'community.manage.yes', message: 'Yes' })
      : i18n._({ id: 'community.manage.no', message: 'No' });
  }
  return value;
}

/**
 * The event's start as the ministry's wall clock: the API gives it with the ministry's offset
 * (`2025-06-14T10:00:00-05:00`), and the visitor wants the time on the invitation, not their own.
 * In the page's language (`language`, the activated one by default; English as en-US).
 */
export function formatStart(startsAt: string | null, language: string = i18n.locale): string {
  if (!startsAt) return '';
  const wall = new Date(startsAt.slice(0, 19));
  if (Number.isNaN(wall.getTime())) return '';
  return new Intl.DateTimeFormat(!language || language === 'en' ? 'en-US' : language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(wall);
}

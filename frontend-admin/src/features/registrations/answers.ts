import type { Schema } from '@ministry/api-client';

export type RegistrationQuestion = Schema<'RegistrationQuestionDto'>;
export type AnswerValue = string | string[] | boolean;
export type RegistrationAnswer = { questionId: string; value: AnswerValue };

/** An answer as the table shows it: the text, the choices joined, a ticked box as Yes/No. */
export function answerText(value: AnswerValue): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** "Label: answer" for each answer to a question the form still asks. */
export function answerLines(
  questions: RegistrationQuestion[],
  answers: RegistrationAnswer[],
): { label: string; text: string }[] {
  const labels = new Map(questions.map((q) => [q.id, q.label]));
  return answers.flatMap((a) => {
    const label = labels.get(a.questionId);
    return label === undefined ? [] : [{ label, text: answerText(a.value) }];
  });
}

/**
 * The form's answers (a value per question id) as the API takes them: an empty text, no choice, or
 * a box left unticked is no answer at all (the server then says which required ones are missing).
 */
export function toAnswers(
  questions: RegistrationQuestion[],
  values: Record<string, AnswerValue | undefined> | undefined,
): RegistrationAnswer[] {
  return questions.flatMap((q) => {
    const value = values?.[q.id];
    if (value === undefined || value === false) return [];
    if (typeof value === 'string' && !value.trim()) return [];
    if (Array.isArray(value) && value.length === 0) return [];
    return [{ questionId: q.id, value: typeof value === 'string' ? value.trim() : value }];
  });
}

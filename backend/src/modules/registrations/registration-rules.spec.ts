import type { RegistrationQuestion } from './entities/registration-settings.entity';
import {
  answerLines,
  checkAnswers,
  eventStart,
  normaliseQuestions,
  parseClosesAt,
  reminderDueAt,
} from './registration-rules';

const QUESTIONS: RegistrationQuestion[] = [
  { id: 'name', label: 'Name tag', kind: 'short_text', required: true },
  { id: 'diet', label: 'Diet', kind: 'one_choice', required: false, options: ['None', 'Vegan'] },
  { id: 'days', label: 'Days', kind: 'many_choices', required: true, options: ['Fri', 'Sat'] },
  { id: 'ok', label: 'I consent', kind: 'checkbox', required: true },
];

describe('registration rules', () => {
  it('reads an event without a clock time as starting at the beginning of its day', () => {
    expect(eventStart('2025-06-14', 'All weekend', 'America/Chicago').toISOString()).toBe(
      '2025-06-14T05:00:00.000Z',
    );
    expect(eventStart('2025-06-14', '7:00 PM', 'America/Chicago').toISOString()).toBe(
      '2025-06-15T00:00:00.000Z',
    );
  });

  it("reads a closing time without an offset in the ministry's zone", () => {
    expect(parseClosesAt('2025-06-13T18:00', 'America/Chicago')?.toISOString()).toBe(
      '2025-06-13T23:00:00.000Z',
    );
    expect(parseClosesAt('2025-06-13T18:00Z', 'America/Chicago')?.toISOString()).toBe(
      '2025-06-13T18:00:00.000Z',
    );
    expect(parseClosesAt('2025-02-30T18:00', 'UTC')).toBeUndefined();
  });

  it('has no reminder at 0 hours', () => {
    expect(reminderDueAt(new Date('2025-06-14T12:00:00Z'), 0)).toBeUndefined();
    expect(reminderDueAt(new Date('2025-06-14T12:00:00Z'), 24)?.toISOString()).toBe(
      '2025-06-13T12:00:00.000Z',
    );
  });

  it('keeps question ids, gives new ones, and wants two choices for a choice question', () => {
    const { questions, errors } = normaliseQuestions([
      { id: 'keep', label: 'Kept', kind: 'short_text', required: false, options: ['x'] },
      { label: 'New', kind: 'one_choice', required: true, options: ['Only one'] },
    ]);
    expect(questions[0]).toEqual({
      id: 'keep',
      label: 'Kept',
      kind: 'short_text',
      required: false,
    });
    expect(questions[1].id).toMatch(/^q[0-9a-f]{8}$/);
    expect(errors).toEqual([
      {
        field: 'registration.questions.1.options',
        message: 'A choice question needs at least two choices',
      },
    ]);
  });

  it('checks each answer against its question, per field', () => {
    const { errors } = checkAnswers(QUESTIONS, [
      { questionId: 'diet', value: 'Pizza' },
      { questionId: 'days', value: ['Sun'] },
      { questionId: 'ok', value: false },
    ]);
    expect(errors).toEqual([
      { field: 'answers.name', message: '"Name tag" is required' },
      { field: 'answers.diet', message: 'Choose one of the choices for "Diet"' },
      { field: 'answers.days', message: 'Choose among the choices for "Days"' },
      { field: 'answers.ok', message: 'Please tick "I consent"' },
    ]);
  });

  it('keeps valid answers, drops unknown ones, and reads them back as lines', () => {
    const { answers, errors } = checkAnswers(QUESTIONS, [
      { questionId: 'name', value: '  Ruth   M. ' },
      { questionId: 'days', value: ['Sat', 'Fri', 'Sat'] },
      { questionId: 'ok', value: true },
      { questionId: 'unknown', value: 'x' },
    ]);
    expect(errors).toEqual([]);
    expect(answers).toEqual([
      { questionId: 'name', value: 'Ruth M.' },
      { questionId: 'days', value: ['Sat', 'Fri'] },
      { questionId: 'ok', value: true },
    ]);
    expect(answerLines(QUESTIONS, answers)).toEqual([
      'Name tag: Ruth M.',
      'Days: Sat, Fri',
      'I consent: Yes',
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  answersByQuestion,
  checkChange,
  formatStart,
  toAnswerList,
  type Question,
} from './registration-answers';

const questions: Question[] = [
  { id: 'diet', label: 'Diet', kind: 'one_choice', required: true, options: ['Fish', 'Meat'] },
  { id: 'consent', label: 'I agree', kind: 'checkbox', required: true },
  { id: 'note', label: 'Note', kind: 'short_text', required: false },
];

describe('the manage page\u2019s answers', () => {
  it('opens with the saved answers and sends back only those given', () => {
    const answers = answersByQuestion([
      { questionId: 'diet', value: 'Fish' },
      { questionId: 'consent', value: true },
    ]);
    expect(answers).toEqual({ diet: 'Fish', consent: true });
    expect(toAnswerList(questions, { ...answers, note: '  ' })).toEqual([
      { questionId: 'diet', value: 'Fish' },
      { questionId: 'consent', value: true },
    ]);
  });

  it('says what is missing before asking the server', () => {
    expect(checkChange(questions, 4, '5', { diet: 'Fish' })).toEqual({
      partySize: 'Party size must be at most 4',
      'answers.consent': 'Please tick "I agree"',
    });
    expect(checkChange(questions, 4, '0', { consent: true })).toEqual({
      partySize: 'Party size must be at least 1',
      'answers.diet': '"Diet" is required',
    });
    expect(checkChange(questions, 4, '2', { diet: 'Meat', consent: true })).toEqual({});
  });

  it('shows the start as the ministry\u2019s wall clock, whatever the offset', () => {
    expect(formatStart('2025-06-14T10:00:00-05:00')).toBe('Saturday, June 14, 2025 at 10:00 AM');
    expect(formatStart(null)).toBe('');
  });
});

import { describe, expect, it } from '@jest/globals';
import { answerLines, toAnswers, type RegistrationQuestion } from './answers';

const questions: RegistrationQuestion[] = [
  { id: 'diet', label: 'Diet', kind: 'many_choices', required: false, options: ['Fish', 'Meat'] },
  { id: 'note', label: 'Note', kind: 'short_text', required: false },
  { id: 'consent', label: 'I agree', kind: 'checkbox', required: true },
];

describe('registration answers', () => {
  it('reads back as label and text, skipping questions the form no longer asks', () => {
    expect(
      answerLines(questions, [
        { questionId: 'diet', value: ['Fish', 'Meat'] },
        { questionId: 'consent', value: true },
        { questionId: 'gone', value: 'x' },
      ]),
    ).toEqual([
      { label: 'Diet', text: 'Fish, Meat' },
      { label: 'I agree', text: 'Yes' },
    ]);
  });

  it('sends only what was answered, text trimmed, in the order of the questions', () => {
    expect(toAnswers(questions, { consent: true, note: '  hi ', diet: [] })).toEqual([
      { questionId: 'note', value: 'hi' },
      { questionId: 'consent', value: true },
    ]);
    expect(toAnswers(questions, { consent: false, note: ' ' })).toEqual([]);
    expect(toAnswers(questions, undefined)).toEqual([]);
  });
});

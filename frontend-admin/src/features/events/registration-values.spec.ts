import { describe, expect, it } from '@jest/globals';
import {
  toRegistrationFormValues,
  toRegistrationInput,
  type RegistrationSettingsDto,
} from './registration-values';

const saved: RegistrationSettingsDto = {
  enabled: true,
  capacity: 120,
  waitlist: true,
  closesAt: '2025-06-13T18:00:00-05:00',
  maxPartySize: 6,
  reminderHoursBefore: 48,
  confirmationMessage: 'See you there!',
  questions: [
    { id: 'diet', label: 'Diet', kind: 'one_choice', required: true, options: ['Meat', 'Fish'] },
    { id: 'consent', label: 'I agree', kind: 'checkbox', required: true },
  ],
  seatsTaken: 12,
};

describe('the event dialog\u2019s Registration section', () => {
  it('leaves registration out of the body of an event that never took any', () => {
    expect(toRegistrationInput(toRegistrationFormValues(null), null)).toBeUndefined();
  });

  it('opens an event without registration off, with the defaults', () => {
    expect(toRegistrationFormValues(undefined)).toMatchObject({
      enabled: false,
      capacity: null,
      maxPartySize: 10,
      reminderHoursBefore: 24,
      questions: [],
    });
  });

  it('sends back what it was given: the closing wall-clock time, the ids, the choices', () => {
    const values = toRegistrationFormValues(saved);
    expect(values.closesAt).toBe('2025-06-13T18:00');
    expect(values.questions[0].choices).toBe('Meat\nFish');
    expect(toRegistrationInput(values, saved)).toEqual({
      enabled: true,
      capacity: 120,
      waitlist: true,
      closesAt: '2025-06-13T18:00',
      maxPartySize: 6,
      reminderHoursBefore: 48,
      confirmationMessage: 'See you there!',
      questions: [
        {
          id: 'diet',
          label: 'Diet',
          kind: 'one_choice',
          required: true,
          options: ['Meat', 'Fish'],
        },
        { id: 'consent', label: 'I agree', kind: 'checkbox', required: true },
      ],
    });
  });

  it('turns off a saved registration (kept, not dropped), empty fields as unlimited and defaults', () => {
    const values = {
      ...toRegistrationFormValues(saved),
      enabled: false,
      capacity: null,
      closesAt: ' ',
      maxPartySize: null,
      reminderHoursBefore: 0,
      questions: [
        { label: ' Shirt ', kind: 'many_choices' as const, required: false, choices: 'S\n\n M \n' },
      ],
    };
    expect(toRegistrationInput(values, saved)).toMatchObject({
      enabled: false,
      capacity: null,
      closesAt: null,
      maxPartySize: 10,
      reminderHoursBefore: 0,
      questions: [{ label: 'Shirt', kind: 'many_choices', required: false, options: ['S', 'M'] }],
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { validateSubscription } from './validate-subscription';

describe('validateSubscription (spec §5 "Newsletter")', () => {
  it('accepts a name of two characters and an address, spaces around them ignored', () => {
    expect(validateSubscription({ name: ' Jo ', email: ' jo@example.org ' })).toEqual({});
  });

  it('asks for a longer name and a valid address', () => {
    expect(validateSubscription({ name: ' J ', email: 'jo@example' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
    });
    expect(validateSubscription({ name: 'Jo', email: 'jo @example.org' }).email).toBe(
      'Please enter a valid email address',
    );
  });
});

import 'reflect-metadata';
import { IsEmail, IsOptional, IsString, MaxLength, validateSync } from 'class-validator';
import { validateAs } from './validation.pipe';

class Person {
  @MaxLength(10, { message: 'At most 10 characters' })
  @IsString({ message: 'A name is text' })
  name: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

class Member extends Person {
  @IsOptional()
  @IsString({ message: 'A city is text' })
  city?: string;
}

describe('the cached validation rules (validation-metadata-cache.ts)', () => {
  it('check each object by its own class and what it inherits, again and again', () => {
    for (let i = 0; i < 3; i++) {
      expect(validateAs(Person, { name: 'Ruth', email: 'ruth@example.org' }).message).toBeNull();
      expect(validateAs(Person, { name: 'Ruth', email: 'nope' }).message).toBe(
        'Please enter a valid email address',
      );
      expect(validateAs(Member, { name: 'Ruth', email: 'ruth@example.org', city: 7 }).message).toBe(
        'A city is text',
      );
      expect(validateAs(Member, { name: 'Ruth Moabite-Bethlehem', email: 'r@x.org' }).message).toBe(
        'At most 10 characters',
      );
      // Person has no city: the whitelist refuses it.
      expect(validateAs(Person, { name: 'Ruth', email: 'r@x.org', city: 'Moab' }).message).toBe(
        'property city should not exist',
      );
    }
  });

  it('sees a rule added to a class after it has been checked', () => {
    class Note {
      @IsString({ message: 'A text is text' })
      text: string;
    }
    expect(validateAs(Note, { text: 'hi' }).message).toBeNull();
    // What a decorator does when its class loads, done late: the cache must let go.
    MaxLength(2, { message: 'At most 2 characters' })(Note.prototype, 'text');
    expect(validateAs(Note, { text: 'hi!' }).message).toBe('At most 2 characters');
  });

  it('sees the rules of a class defined after checks have run', () => {
    expect(validateAs(Person, { name: 'Ruth', email: 'ruth@example.org' }).message).toBeNull();
    class Late extends Person {
      @IsString({ message: 'A note is text' })
      note: string;
    }
    expect(validateAs(Late, { name: 'Ruth', email: 'ruth@example.org', note: 1 }).message).toBe(
      'A note is text',
    );
    const late = Object.assign(new Late(), { name: 'Ruth', email: 'nope', note: 'hi' });
    expect(validateSync(late).map((e) => e.property)).toEqual(['email']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { EMPTY_TESTIMONY, toTestimonyInput, validateTestimony } from './testimony-draft';

describe('the testimony draft (spec §5 "Testimony form")', () => {
  it('needs a name, an address, a category, a title and the testimony', () => {
    expect(validateTestimony(EMPTY_TESTIMONY)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      category: 'Category is required',
      title: 'Title is required',
      testimony: 'Testimony is required',
    });
  });

  it('is sent trimmed', () => {
    const draft = {
      name: ' Ruth Moab ',
      email: ' ruth@example.test',
      category: 'Healing' as const,
      title: ' Restored ',
      testimony: ' He healed me. ',
      isAnonymous: true,
    };
    expect(validateTestimony(draft)).toEqual({});
    expect(toTestimonyInput(draft)).toEqual({
      name: 'Ruth Moab',
      email: 'ruth@example.test',
      category: 'Healing',
      title: 'Restored',
      testimony: 'He healed me.',
      isAnonymous: true,
    });
  });
});

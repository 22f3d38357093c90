import { describe, expect, it } from '@jest/globals';
import type { ResolverOptions } from 'react-hook-form';
import {
  EMPTY_TESTIMONY,
  validateTestimony,
  type TestimonyDraft,
} from '../../features/community/testimony-draft';
import { draftResolver } from './draft-form';

const resolve = draftResolver(validateTestimony);
const options: ResolverOptions<TestimonyDraft> = {
  fields: {},
  shouldUseNativeValidation: undefined,
};

describe('draftResolver', () => {
  it("hands the form every rule's message at its field", async () => {
    const result = await resolve({ ...EMPTY_TESTIMONY, name: 'Ruth' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'validate', message: 'Please enter a valid email address' },
      category: { type: 'validate', message: 'Category is required' },
      title: { type: 'validate', message: 'Title is required' },
      testimony: { type: 'validate', message: 'Testimony is required' },
    });
  });

  it('passes a draft that keeps every rule as it is', async () => {
    const draft: TestimonyDraft = {
      name: 'Ruth',
      email: 'ruth@example.test',
      category: 'Faith',
      title: 'Kept',
      testimony: 'He kept me.',
      isAnonymous: false,
    };
    expect(await resolve(draft, undefined, options)).toEqual({ values: draft, errors: {} });
  });
});

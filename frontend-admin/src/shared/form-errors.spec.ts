import { describe, expect, it } from '@jest/globals';
import type { FormInstance } from 'antd';

type FieldData = Parameters<FormInstance['setFields']>[0];
import { ApiError } from '@ministry/api-client';
import { changedPaths, showServerFieldErrors } from './form-errors';

/** The two calls of an antd form the helper makes, recorded. */
function fakeForm(fields: Record<string, unknown>) {
  const set: FieldData[] = [];
  return {
    form: {
      getFieldsValue: () => fields,
      setFields: (entries: FieldData) => void set.push(entries),
    },
    set,
  };
}

const invalid = new ApiError(
  400,
  JSON.stringify({
    message: 'Validation failed',
    errors: [
      { field: 'title', message: 'title must be shorter than or equal to 200 characters' },
      { field: 'secret', message: 'not a field of this form' },
    ],
  }),
);

describe('showServerFieldErrors', () => {
  it("shows a 400's messages under the fields the form has", () => {
    const { form, set } = fakeForm({ title: 'x', date: '2026-01-01' });
    expect(showServerFieldErrors(form, invalid)).toBe(true);
    expect(set).toEqual([
      [{ name: 'title', errors: ['title must be shorter than or equal to 200 characters'] }],
    ]);
  });

  it('names a field of a list row by its path', () => {
    const { form, set } = fakeForm({ serviceTimes: [{ name: 'a' }, { name: '' }] });
    const rows = new ApiError(
      400,
      JSON.stringify({
        message: 'Validation failed',
        errors: [{ field: 'serviceTimes.1.name', message: 'Service name is required' }],
      }),
    );
    expect(showServerFieldErrors(form, rows)).toBe(true);
    expect(set).toEqual([
      [{ name: ['serviceTimes', 1, 'name'], errors: ['Service name is required'] }],
    ]);
  });

  it('shows nothing for another failure', () => {
    const { form, set } = fakeForm({ title: 'x' });
    expect(showServerFieldErrors(form, new ApiError(500, invalid.body))).toBe(false);
    expect(showServerFieldErrors(form, new TypeError('Failed to fetch'))).toBe(false);
    expect(showServerFieldErrors(fakeForm({ date: '' }).form, invalid)).toBe(false);
    expect(set).toEqual([]);
  });
});

describe('changedPaths', () => {
  it('names each changed leaf, list rows by their index', () => {
    expect(changedPaths({ ministryName: 'A' })).toEqual([['ministryName']]);
    // antd reports a change in a list row as a sparse array.
    const rows: unknown[] = [];
    rows[1] = { name: 'Prayer' };
    expect(changedPaths({ serviceTimes: rows })).toEqual([['serviceTimes', 1, 'name']]);
    expect(changedPaths({ serviceTimes: [] })).toEqual([]);
  });
});

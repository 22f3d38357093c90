import { describe, expect, it } from '@jest/globals';
import {
  canUndo,
  fileProblem,
  mappingProblem,
  progressPercent,
  type ImportDto,
} from './import-values';

const completed = (undoUntil: string | null) =>
  ({ status: 'completed', undoUntil }) as unknown as ImportDto;

describe('import values', () => {
  it('refuses a file by its extension and size before sending it', () => {
    expect(fileProblem({ name: 'people.CSV', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'people.xlsx', size: 20 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: 'people.xls', size: 10 })).toBe('Choose a .csv or .xlsx file.');
    expect(fileProblem({ name: 'people.csv', size: 20 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 20 MB.',
    );
    expect(fileProblem({ name: 'people.csv', size: 0 })).toBe('The file is empty.');
  });

  it('needs one e-mail column and no field twice', () => {
    expect(mappingProblem([{ column: 'Name', field: 'fullName' }])).toBe(
      'Map one column to the e-mail address.',
    );
    expect(
      mappingProblem([
        { column: 'Email', field: 'email' },
        { column: 'City', field: 'city' },
        { column: 'Town', field: 'city' },
      ]),
    ).toBe('Only one column may be mapped to city.');
    expect(
      mappingProblem([
        { column: 'Email', field: 'email' },
        { column: 'A', field: 'ignore' },
        { column: 'B', field: 'ignore' },
      ]),
    ).toBeNull();
  });

  it('offers undo only to a completed import within its window', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(canUndo(completed('2026-12-02T12:00:00Z'), now)).toBe(true);
    expect(canUndo(completed('2026-12-01T11:59:59Z'), now)).toBe(false);
    expect(canUndo(completed(null), now)).toBe(false);
    expect(
      canUndo({ status: 'undone', undoUntil: '2026-12-02T12:00:00Z' } as unknown as ImportDto, now),
    ).toBe(false);
  });

  it('reports progress as a whole percent', () => {
    expect(progressPercent({ processedRows: 0, totalRows: 0 })).toBe(0);
    expect(progressPercent({ processedRows: 1, totalRows: 3 })).toBe(33);
    expect(progressPercent({ processedRows: 3, totalRows: 3 })).toBe(100);
  });
});

import type { StoredFile } from './entities/stored-file.entity';
import type { StoredFilesRepository } from './stored-files.repository';
import { StoredFiles } from './stored-files.service';

/** The table stored_files in memory, as StoredFilesRepository reads and writes it. */
function fakeFiles(): StoredFilesRepository & { rows: Map<string, StoredFile> } {
  const rows = new Map<string, StoredFile>();
  return {
    rows,
    async insertUnlessPresent(row) {
      if (!rows.has(row.key)) rows.set(row.key, { ...row, createdAt: new Date() });
    },
    async findByKey(key) {
      return rows.get(key) ?? null;
    },
    async deleteByKeys(keys) {
      for (const key of keys) rows.delete(key);
    },
  } as StoredFilesRepository & { rows: Map<string, StoredFile> };
}

describe('StoredFiles', () => {
  const png = { contentType: 'image/png', bytes: Buffer.from([1, 2, 3]) };

  it('gives back what was stored under a key, and nothing for an unknown key', async () => {
    const files = new StoredFiles(fakeFiles());
    await files.put('site/logo-a.png', png);
    await expect(files.get('site/logo-a.png')).resolves.toEqual(png);
    await expect(files.get('site/logo-b.png')).resolves.toBeUndefined();
  });

  it('keeps the first file when a key is stored again (keys name their content)', async () => {
    const files = new StoredFiles(fakeFiles());
    await files.put('site/logo-a.png', png);
    await files.put('site/logo-a.png', { contentType: 'image/jpeg', bytes: Buffer.from([9]) });
    await expect(files.get('site/logo-a.png')).resolves.toEqual(png);
  });

  it('removes the keys given, and asks nothing of the table for none', async () => {
    const repository = fakeFiles();
    const deleteByKeys = jest.spyOn(repository, 'deleteByKeys');
    const files = new StoredFiles(repository);
    await files.put('a', png);
    await files.put('b', png);
    await files.remove();
    expect(deleteByKeys).not.toHaveBeenCalled();
    await files.remove('a');
    expect([...repository.rows.keys()]).toEqual(['b']);
  });
});

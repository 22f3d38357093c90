import { Injectable } from '@nestjs/common';
import { StoredFilesRepository } from './stored-files.repository';

export interface FileContent {
  contentType: string;
  bytes: Buffer;
}

/** Small files kept in the database (table stored_files), by key. */
@Injectable()
export class StoredFiles {
  constructor(private readonly files: StoredFilesRepository) {}

  /** Stores the file under `key`; the same key again keeps the first (keys name their content). */
  async put(key: string, file: FileContent): Promise<void> {
    await this.files.insertUnlessPresent({ key, contentType: file.contentType, bytes: file.bytes });
  }

  async get(key: string): Promise<FileContent | undefined> {
    const file = await this.files.findByKey(key);
    return file ? { contentType: file.contentType, bytes: file.bytes } : undefined;
  }

  async remove(...keys: string[]): Promise<void> {
    if (keys.length) await this.files.deleteByKeys(keys);
  }
}

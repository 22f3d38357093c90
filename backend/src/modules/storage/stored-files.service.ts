import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { StoredFile } from './entities/stored-file.entity';

export interface FileContent {
  contentType: string;
  bytes: Buffer;
}

/** Small files kept in the database (table stored_files), by key. */
@Injectable()
export class StoredFiles {
  constructor(@InjectRepository(StoredFile) private readonly files: Repository<StoredFile>) {}

  /** Stores the file under `key`; the same key again keeps the first (keys name their content). */
  async put(key: string, file: FileContent): Promise<void> {
    await this.files
      .createQueryBuilder()
      .insert()
      .values({ key, contentType: file.contentType, bytes: file.bytes })
      .orIgnore()
      .execute();
  }

  async get(key: string): Promise<FileContent | undefined> {
    const file = await this.files.findOne({ where: { key } });
    return file ? { contentType: file.contentType, bytes: file.bytes } : undefined;
  }

  async remove(...keys: string[]): Promise<void> {
    if (keys.length) await this.files.delete({ key: In(keys) });
  }
}

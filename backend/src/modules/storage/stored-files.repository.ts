import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { StoredFile } from './entities/stored-file.entity';

/** The queries of table stored_files. */
@Injectable()
export class StoredFilesRepository {
  constructor(@InjectRepository(StoredFile) private readonly files: Repository<StoredFile>) {}

  /** Inserts the row unless its key is taken (then the row already there stays). */
  async insertUnlessPresent(row: Pick<StoredFile, 'key' | 'contentType' | 'bytes'>): Promise<void> {
    await this.files.createQueryBuilder().insert().values(row).orIgnore().execute();
  }

  findByKey(key: string): Promise<StoredFile | null> {
    return this.files.findOne({ where: { key } });
  }

  async deleteByKeys(keys: string[]): Promise<void> {
    await this.files.delete({ key: In(keys) });
  }
}

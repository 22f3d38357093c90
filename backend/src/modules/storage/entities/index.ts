import { StoredFile } from './stored-file.entity';

/** The entities of the storage module, for its `TypeOrmModule.forFeature`. */
export const STORAGE_ENTITIES = [StoredFile];

import { ImportFile } from './import-file.entity';
import { ImportRow } from './import-row.entity';
import { MemberImport } from './member-import.entity';

/** The entities of the imports module, for its `TypeOrmModule.forFeature`. */
export const IMPORTS_ENTITIES = [MemberImport, ImportFile, ImportRow];

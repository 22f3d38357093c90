import { Injectable, Logger } from '@nestjs/common';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import { ImportsService } from './imports.service';

/**
 * On each maintenance run, imports past their undo period forget the people's values they kept for
 * undo, and files never run are dropped: personal data is kept no longer than its use.
 */
@Injectable()
export class ImportsRetention {
  private readonly logger = new Logger('Retention');

  constructor(tasks: MaintenanceTasks, imports: ImportsService) {
    tasks.add(async (now) => {
      const { rows, files } = await imports.forgetPastUndo(now);
      if (rows || files)
        this.logger.log(`Imports past undo: forgot ${rows} rows' values, dropped ${files} files`);
      return { importRowsForgotten: rows, importFilesDropped: files };
    });
  }
}

import {
  ConflictError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  TooLargeError,
} from '../../common/errors/domain-error';
import { ImportMessages as M } from './imports.constants';

/** A file refused at upload: what it is not, in words an administrator can act on. */
export class UnreadableFileError extends InvalidInputError {}

export class NoImportFileError extends InvalidInputError {
  constructor() {
    super(M.noFile);
  }
}

export class ImportFileNameError extends InvalidInputError {
  constructor() {
    super(M.fileName);
  }
}

export class ImportTooLargeError extends TooLargeError {
  constructor() {
    super(M.tooLarge);
  }
}

export class ImportNotFoundError extends NotFoundError {
  constructor() {
    super(M.notFound);
  }
}

/** A mapping that names an unknown column, maps no e-mail, or maps one field twice. */
export class ImportMappingError extends InvalidInputError {}

/** Preview or start of an import that has already been started. */
export class ImportAlreadyStartedError extends ConflictError {
  constructor() {
    super(M.notReady);
  }
}

/** The run met rows in error and the administrator did not choose to import the valid ones. */
export class ImportRowsInErrorError extends InvalidInputError {
  constructor(count: number) {
    super(M.rowsInError(count));
  }
}

export class ImportNotFinishedError extends ConflictError {
  constructor() {
    super(M.notFinished);
  }
}

export class ImportNotUndoableError extends ConflictError {}

export class ImportUndoExpiredError extends GoneError {
  constructor() {
    super(M.undoExpired);
  }
}

/** The uploaded file was dropped (after its run): a new upload is needed. */
export class ImportFileGoneError extends GoneError {
  constructor() {
    super(M.fileGone);
  }
}

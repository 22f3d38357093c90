import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error';

export const TeachingMessages = {
  teachingNotFound: 'Teaching not found',
  seriesNotFound: 'Series not found',
  speakerNotFound: 'Speaker not found',
  suggestionNotFound: 'Suggestion not found',
  suggestionDecided: 'This suggestion was already accepted or ignored',
  slugTaken: 'That address is already used by another teaching',
  seriesSlugTaken: 'That address is already used by another series',
  speakerSlugTaken: 'That address is already used by another speaker',
  slugForm:
    'The address must be lower-case letters, digits and single hyphens, at most 120 characters',
  reservedSlug: 'That address is reserved for the library’s own pages',
  passageInvalid: (text: string) => `"${text}" is not a scripture reference`,
  notAnImage: 'The file must be a PNG, JPEG or WebP image',
  imageTooLarge: 'The image must be at most 10 MB',
  artworkNotSquare: 'Series artwork must be square, at least 1400 × 1400 pixels',
  noAudio: 'This teaching has no audio',
  noArtwork: 'This series has no artwork',
  noPhoto: 'This speaker has no photo',
} as const;

export class TeachingNotFoundError extends NotFoundError {
  constructor() {
    super(TeachingMessages.teachingNotFound);
  }
}

export class SeriesNotFoundError extends NotFoundError {
  constructor() {
    super(TeachingMessages.seriesNotFound);
  }
}

export class SpeakerNotFoundError extends NotFoundError {
  constructor() {
    super(TeachingMessages.speakerNotFound);
  }
}

/** The address staff asked for names another teaching, series or speaker (now or before). */
export class SlugTakenError extends ConflictError {
  constructor(message: string = TeachingMessages.slugTaken) {
    super(message);
  }
}

export class ReservedSlugError extends InvalidInputError {
  constructor() {
    super(TeachingMessages.reservedSlug, {
      errors: [{ field: 'slug', message: TeachingMessages.reservedSlug }],
    });
  }
}

export class PassageInvalidError extends InvalidInputError {
  constructor(text: string) {
    super(TeachingMessages.passageInvalid(text), {
      errors: [{ field: 'passages', message: TeachingMessages.passageInvalid(text) }],
    });
  }
}

export class TeachingImageInvalidError extends InvalidInputError {
  constructor(message: string = TeachingMessages.notAnImage) {
    super(message);
  }
}

export class SuggestionNotFoundError extends NotFoundError {
  constructor() {
    super(TeachingMessages.suggestionNotFound);
  }
}

export class SuggestionDecidedError extends ConflictError {
  constructor() {
    super(TeachingMessages.suggestionDecided);
  }
}

export class TeachingAudioNotFoundError extends NotFoundError {
  constructor() {
    super(TeachingMessages.noAudio);
  }
}

export class SeriesArtworkNotFoundError extends NotFoundError {
  constructor() {
    super(TeachingMessages.noArtwork);
  }
}

export class SpeakerPhotoNotFoundError extends NotFoundError {
  constructor() {
    super(TeachingMessages.noPhoto);
  }
}

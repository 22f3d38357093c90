import { ContactMessage } from './contact-message.entity';
import { ContentSeed } from './content-seed.entity';
import { Event } from './event.entity';
import { Scripture } from './scripture.entity';
import { SearchLexeme } from './search-lexeme.entity';
import { SearchSuggestion } from './search-suggestion.entity';
import { SearchWord } from './search-word.entity';
import { Subscriber } from './subscriber.entity';
import { Video } from './video.entity';

/** The entities of the content module (the schema list in database/entities.ts spreads these). */
export const CONTENT_ENTITIES = [
  ContactMessage,
  ContentSeed,
  Event,
  Scripture,
  SearchLexeme,
  SearchSuggestion,
  SearchWord,
  Subscriber,
  Video,
];

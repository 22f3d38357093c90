import { SearchLexeme } from './search-lexeme.entity';
import { SearchSuggestion } from './search-suggestion.entity';
import { SearchWord } from './search-word.entity';
import { Video } from './video.entity';

/** The entities of the videos module, for its `TypeOrmModule.forFeature`. */
export const VIDEOS_ENTITIES = [SearchLexeme, SearchSuggestion, SearchWord, Video];

import { TeachingSeries } from './teaching-series.entity';
import { TeachingSeriesSuggestion } from './teaching-series-suggestion.entity';
import { TeachingSlug } from './teaching-slug.entity';
import { TeachingSpeaker } from './teaching-speaker.entity';
import { Teaching } from './teaching.entity';

export { Teaching, TeachingSeries, TeachingSeriesSuggestion, TeachingSlug, TeachingSpeaker };

export const TEACHINGS_ENTITIES = [
  Teaching,
  TeachingSlug,
  TeachingSeries,
  TeachingSpeaker,
  TeachingSeriesSuggestion,
];

import type { SaveSettingsDto } from './dto/settings-input.dto';
import { PODCAST_CATEGORIES, type PodcastFields } from './podcast-settings';
import { PodcastSubcategoryError } from './settings.errors';
import type { SettingsValues } from './settings-values';

/**
 * The podcast fields of a save: each one left out keeps what is saved (a caller that does not know
 * the block yet changes nothing of it). The subcategory must be one of its category's.
 */
export function podcastSettings(
  input: SaveSettingsDto,
  saved: SettingsValues,
): Pick<SettingsValues, PodcastFields> {
  const fields = {
    podcastTitle: input.podcastTitle ?? saved.podcastTitle,
    podcastDescription: input.podcastDescription ?? saved.podcastDescription,
    podcastAuthor: input.podcastAuthor ?? saved.podcastAuthor,
    podcastOwnerName: input.podcastOwnerName ?? saved.podcastOwnerName,
    podcastOwnerEmail: input.podcastOwnerEmail ?? saved.podcastOwnerEmail,
    podcastCategory: input.podcastCategory ?? saved.podcastCategory,
    podcastSubcategory: input.podcastSubcategory ?? saved.podcastSubcategory,
    podcastLanguage: input.podcastLanguage ?? saved.podcastLanguage,
  };
  // A new category without a subcategory given: the old subcategory cannot stay under it.
  if (input.podcastCategory !== undefined && input.podcastSubcategory === undefined) {
    const keeps = PODCAST_CATEGORIES[fields.podcastCategory]?.includes(fields.podcastSubcategory);
    if (!keeps) fields.podcastSubcategory = '';
  }
  const { podcastCategory: category, podcastSubcategory: subcategory } = fields;
  if (subcategory && !PODCAST_CATEGORIES[category]?.includes(subcategory))
    throw new PodcastSubcategoryError(category);
  return fields;
}

import { supportedLanguage, type Language } from '../../../common/i18n/languages';
import type { CampaignContent, CampaignTranslations } from '../entities/email-campaign.entity';

/** The languages the site offers now (settings `defaultLanguage`, `languages`). */
export interface OfferedLanguages {
  defaultLanguage: Language;
  languages: readonly Language[];
}

/** What one recipient gets: a version of the campaign and the language its whole message is in. */
export interface ChosenVersion {
  language: Language;
  content: CampaignContent;
}

/**
 * The version of a campaign for a recipient whose recorded language is `recorded`: theirs when the
 * campaign has it and the site still offers that language, else the default language's (`content`,
 * the template's text). The message's frame (footer, unsubscribe link, labels) is written in the
 * same language as the version, so a message never mixes two languages.
 */
export function chooseVersion(
  recorded: string | null | undefined,
  content: CampaignContent,
  translations: CampaignTranslations,
  offered: OfferedLanguages,
): ChosenVersion {
  const language = supportedLanguage(recorded);
  const version = language && language !== offered.defaultLanguage && translations[language];
  if (language && version && offered.languages.includes(language))
    return { language, content: version };
  return { language: offered.defaultLanguage, content };
}

/**
 * A campaign's versions for a batch of recipients: each one's is chosen from what was read once (the
 * campaign row, the settings in memory), and what is made of a version is made once per language.
 */
export class CampaignVersions<T> {
  private readonly made = new Map<Language, { language: Language; value: T }>();

  constructor(
    private readonly content: CampaignContent,
    private readonly translations: CampaignTranslations,
    private readonly offered: OfferedLanguages,
    private readonly make: (version: ChosenVersion) => T,
  ) {}

  /** What `make` made of the version for a recipient of recorded language `recorded`. */
  for(recorded: string | null | undefined): { language: Language; value: T } {
    const chosen = chooseVersion(recorded, this.content, this.translations, this.offered);
    let found = this.made.get(chosen.language);
    if (!found) {
      found = { language: chosen.language, value: this.make(chosen) };
      this.made.set(chosen.language, found);
    }
    return found;
  }
}

import type { Language } from '@ministry/frontend-kit';
import type { CampaignInput } from './types';

/**
 * A campaign per language (docs/architecture.md, "Languages"): the template is the site's default
 * language's text; a version in each other offered language goes to its readers.
 */
export interface CampaignLanguages {
  defaultLanguage: Language;
  /** The other offered languages, in the settings' order: the ones a version can be written in. */
  others: Language[];
}

/** One version as the form holds it (every field may be unset or blank). */
export interface VersionValues {
  subject?: string;
  greeting?: string;
  message?: string;
  signature?: string;
}

/** The form's name of a version's field. */
export const versionPath = (code: Language, field: string) => ['translations', code, field];

/** The languages of `settings` (the public ones, which every staff role reads). */
export function campaignLanguages(settings: {
  defaultLanguage?: Language;
  languages?: Language[];
}): CampaignLanguages {
  const defaultLanguage = settings.defaultLanguage ?? 'en';
  const others = (settings.languages ?? []).filter((code) => code !== defaultLanguage);
  return { defaultLanguage, others: [...new Set(others)] };
}

/** Whether anything of a version is written. */
export function hasVersion(version: VersionValues | undefined): boolean {
  return Object.values(version ?? {}).some(
    (text) => typeof text === 'string' && text.trim() !== '',
  );
}

/**
 * The `translations` of a campaign to create: the versions written in the offered languages, or
 * nothing at all (the request as it was before languages) when none is.
 */
export function versionsToSend(
  values: Partial<Record<Language, VersionValues>> | undefined,
  { others }: CampaignLanguages,
): Pick<CampaignInput, 'translations'> {
  const translations: NonNullable<CampaignInput['translations']> = {};
  for (const code of others) {
    const version = values?.[code];
    if (!version || !hasVersion(version)) continue;
    translations[code] = {
      subject: version.subject ?? '',
      message: version.message ?? '',
      ...(version.greeting?.trim() ? { greeting: version.greeting } : {}),
      ...(version.signature?.trim() ? { signature: version.signature } : {}),
    };
  }
  return Object.keys(translations).length ? { translations } : {};
}

/** The language of the first field error that belongs to a version (`translations.es.subject`). */
export function languageOfError(fields: string[], { others }: CampaignLanguages): Language | null {
  for (const field of fields) {
    const [root, code] = field.split('.');
    if (root === 'translations' && others.includes(code as Language)) return code as Language;
  }
  return null;
}

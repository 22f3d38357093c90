import type { Language } from '../../common/i18n/languages';
import type { SaveSettingsDto, SettingsTextsDto } from './dto/settings-input.dto';
import { DefaultLanguageNotOfferedError } from './settings.errors';
import {
  TRANSLATABLE_FIELDS,
  type SettingsTexts,
  type SettingsTranslations,
  type SettingsValues,
} from './settings-values';

type LanguageFields = Pick<SettingsValues, 'defaultLanguage' | 'languages' | 'translations'>;

/**
 * The language fields of a save: each one left out keeps what is saved (clients from before
 * languages send none of them). The offered languages lose repeats and must hold the default one.
 * Translations keep only what is written: a text left out or '' is the default language's anyway.
 */
export function languageSettings(input: SaveSettingsDto, saved: SettingsValues): LanguageFields {
  const defaultLanguage = input.defaultLanguage ?? saved.defaultLanguage;
  const languages = input.languages ? [...new Set(input.languages)] : [...saved.languages];
  if (!languages.includes(defaultLanguage)) throw new DefaultLanguageNotOfferedError();
  const translations: SettingsTranslations = {};
  if (input.translations) {
    for (const [language, texts] of Object.entries(input.translations) as [
      Language,
      SettingsTextsDto | undefined,
    ][]) {
      const kept = texts && writtenTexts(texts);
      if (kept) translations[language] = kept;
    }
  }
  return {
    defaultLanguage,
    languages,
    translations: input.translations ? translations : structuredClone(saved.translations),
  };
}

function writtenTexts(texts: SettingsTextsDto): SettingsTexts | undefined {
  const kept: Record<string, unknown> = {};
  for (const field of TRANSLATABLE_FIELDS) {
    const value = texts[field];
    if (field === 'serviceTimes') {
      if (Array.isArray(value) && value.length > 0)
        kept[field] = value.map(({ name, days, time }) => ({ name, days, time }));
    } else if (typeof value === 'string' && value !== '') kept[field] = value;
  }
  return Object.keys(kept).length > 0 ? (kept as SettingsTexts) : undefined;
}

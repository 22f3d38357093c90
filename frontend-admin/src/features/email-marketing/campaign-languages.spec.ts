import { describe, expect, it } from '@jest/globals';
import {
  campaignLanguages,
  hasVersion,
  languageOfError,
  versionsToSend,
} from './campaign-languages';

const offered = campaignLanguages({ defaultLanguage: 'en', languages: ['en', 'es', 'he'] });

describe('campaign languages', () => {
  it('offers a version in each offered language but the default one', () => {
    expect(offered).toEqual({ defaultLanguage: 'en', others: ['es', 'he'] });
    expect(campaignLanguages({ defaultLanguage: 'es', languages: ['en', 'es'] }).others).toEqual([
      'en',
    ]);
    // English alone, or a server before languages: no versions, the form as before.
    expect(campaignLanguages({ defaultLanguage: 'en', languages: ['en'] }).others).toEqual([]);
    expect(campaignLanguages({})).toEqual({ defaultLanguage: 'en', others: [] });
  });

  it('sends only the versions written, in offered languages, and nothing when none is', () => {
    expect(versionsToSend(undefined, offered)).toEqual({});
    expect(versionsToSend({ es: { subject: '  ', message: '' } }, offered)).toEqual({});
    expect(
      versionsToSend(
        {
          es: { subject: 'Hola {{firstName}}', greeting: ' ', message: 'Paz', signature: 'Equipo' },
          he: { subject: 'שלום' },
          fr: { subject: 'Bonjour', message: 'Paix' },
        },
        offered,
      ),
    ).toEqual({
      translations: {
        es: { subject: 'Hola {{firstName}}', message: 'Paz', signature: 'Equipo' },
        // Half written: sent, so the server names what is missing under its field.
        he: { subject: 'שלום', message: '' },
      },
    });
  });

  it('tells whether a version is written, and which tab holds an error', () => {
    expect(hasVersion({ greeting: 'Hola' })).toBe(true);
    expect(hasVersion({ subject: ' ', message: '\n' })).toBe(false);
    expect(hasVersion(undefined)).toBe(false);
    expect(languageOfError(['name', 'translations.he.message'], offered)).toBe('he');
    expect(languageOfError(['translations', 'templateId'], offered)).toBeNull();
  });
});

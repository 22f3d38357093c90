import type { CampaignContent } from '../entities/email-campaign.entity';
import { CampaignVersions, chooseVersion, type OfferedLanguages } from './campaign-versions';

const english: CampaignContent = {
  subject: 'A word of hope',
  greeting: 'Dear {{firstName}},',
  message: 'Grace and peace.',
  signature: null,
};
const spanish: CampaignContent = {
  subject: 'Una palabra de esperanza',
  greeting: 'Querido/a {{firstName}}:',
  message: 'Gracia y paz.',
  signature: null,
};
const french: CampaignContent = { ...english, subject: "Une parole d'espérance" };
const offered: OfferedLanguages = { defaultLanguage: 'en', languages: ['en', 'es', 'fr'] };

describe('chooseVersion', () => {
  it("gives a recipient their language's version when the campaign has it and the site offers it", () => {
    expect(chooseVersion('es', english, { es: spanish }, offered)).toEqual({
      language: 'es',
      content: spanish,
    });
  });

  it('reads the recorded tag in any case', () => {
    expect(
      chooseVersion(
        'pt-br',
        english,
        { 'pt-BR': spanish },
        { ...offered, languages: ['en', 'pt-BR'] },
      ).language,
    ).toBe('pt-BR');
  });

  it("gives the default language's version when the campaign has none in theirs", () => {
    expect(chooseVersion('fr', english, { es: spanish }, offered)).toEqual({
      language: 'en',
      content: english,
    });
  });

  it('gives the default when the site no longer offers their language, even with a version', () => {
    expect(chooseVersion('he', english, { he: french }, offered)).toEqual({
      language: 'en',
      content: english,
    });
  });

  it('gives the default to a recipient with no language recorded, or one not shipped', () => {
    for (const recorded of [null, undefined, '', 'de', 'x'.repeat(40)])
      expect(chooseVersion(recorded, english, { es: spanish }, offered).language).toBe('en');
  });

  it("gives the template's text to the default language's recipients, even if a version exists", () => {
    const es: OfferedLanguages = { defaultLanguage: 'es', languages: ['es', 'en'] };
    // The template is written in the default language (Spanish here); an English version is for English.
    expect(chooseVersion('es', spanish, { es: french, en: english }, es)).toEqual({
      language: 'es',
      content: spanish,
    });
    expect(chooseVersion('en', spanish, { en: english }, es)).toEqual({
      language: 'en',
      content: english,
    });
    expect(chooseVersion('fr', spanish, { en: english }, es).language).toBe('es');
  });
});

describe('CampaignVersions', () => {
  it('makes each language version once, however many recipients get it', () => {
    const make = jest.fn(({ content }: { content: CampaignContent }) => content.subject);
    const versions = new CampaignVersions(english, { es: spanish, fr: french }, offered, make);
    const recipients = ['es', 'en', 'es', null, 'fr', 'he', 'es', 'fr'];
    expect(recipients.map((r) => versions.for(r))).toEqual([
      { language: 'es', value: 'Una palabra de esperanza' },
      { language: 'en', value: 'A word of hope' },
      { language: 'es', value: 'Una palabra de esperanza' },
      { language: 'en', value: 'A word of hope' },
      { language: 'fr', value: "Une parole d'espérance" },
      { language: 'en', value: 'A word of hope' },
      { language: 'es', value: 'Una palabra de esperanza' },
      { language: 'fr', value: "Une parole d'espérance" },
    ]);
    expect(make).toHaveBeenCalledTimes(3);
  });
});

import { Alert, Checkbox, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { LANGUAGES, Trans, languageInfo, useLingui, type Language } from '@ministry/frontend-kit';
import {
  TRANSLATED_TEXTS,
  offeredLanguageList,
  writtenTexts,
  type ServiceTimeRow,
  type SettingsFormValues,
} from '../settings-values';
import { ServiceTimesField } from './ServiceTimesField';

/** A language's own name, marked as written in that language (screen readers say it so). */
function LanguageName({ code }: { code: Language }) {
  const { name, dir } = languageInfo(code);
  return (
    <span lang={code} dir={dir}>
      {name}
    </span>
  );
}

/** A language's name inside a translated sentence: the `<0>` of its `{language}`, marked as written in it. */
function inLanguage(code: Language) {
  const { dir } = languageInfo(code);
  return <span lang={code} dir={dir} />;
}

/** Where a podcast text is empty, the feed says another one (PodcastSettingsFields). */
const PODCAST_FALLBACK = {
  podcastTitle: 'ministryName',
  podcastAuthor: 'ministryName',
  podcastDescription: 'tagline',
} as const;

/**
 * The Region section's languages (docs/settings-contract.md, "Languages"): the default language, the
 * others offered, and each other offered language's own texts. Every text box of a language shows the
 * default language's text (as typed above) as its placeholder: what the site shows while it is empty.
 * The texts of a language taken off stay in the form and are saved again, so nothing is lost.
 */
export function LanguageFields({
  form,
  savedDefault,
}: {
  form: FormInstance<SettingsFormValues>;
  /** The default language as saved: a change of it is explained before the save. */
  savedDefault: Language;
}) {
  const { i18n } = useLingui();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as SettingsFormValues;
  const defaultLanguage = values.defaultLanguage ?? savedDefault;
  const offered = offeredLanguageList(defaultLanguage, values.languages);
  const others = offered.filter((code) => code !== defaultLanguage);
  const defaultName = languageInfo(defaultLanguage).name;

  const options = LANGUAGES.map(({ code }) => ({
    value: code,
    label: <LanguageName code={code} />,
  }));

  return (
    <div className="settings-languages">
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.defaultLanguage', message: 'Default language' })}
          name="defaultLanguage"
          required
          extra={i18n._({
            id: 'admin.settings.defaultLanguageHelp',
            message:
              'The language of the texts in the sections above, and of a first visit nothing else chooses for.',
          })}
        >
          <Select
            options={options}
            // The options' labels are elements: search by the language's name.
            showSearch={{
              filterOption: (typed, option) =>
                languageInfo(option?.value as Language)
                  .name.toLowerCase()
                  .includes(typed.toLowerCase()),
            }}
          />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.languagesOffered', message: 'Languages offered' })}
          name="languages"
          extra={i18n._({
            id: 'admin.settings.languagesOfferedHelp',
            message:
              'Visitors choose among them in the language menu; each has its own addresses (/es/, /es/community). The default language is always offered.',
          })}
        >
          <Checkbox.Group
            className="settings-languages__offered"
            options={LANGUAGES.map(({ code }) => ({
              value: code,
              label: <LanguageName code={code} />,
              // The default language is always offered.
              disabled: code === defaultLanguage,
            }))}
          />
        </Form.Item>
      </div>
      {defaultLanguage !== savedDefault && (
        <Alert
          type="info"
          showIcon
          className="settings-notice"
          title={
            <Trans
              id="admin.settings.defaultChanged"
              message="After the save, the texts of the sections above are the <0>{language}</0> ones: write them in <1>{language}</1>. Texts written for it as another language stay saved, unused while it is the default."
              values={{ language: defaultName }}
              components={{ 0: inLanguage(defaultLanguage), 1: inLanguage(defaultLanguage) }}
            />
          }
        />
      )}
      {others.length === 0 ? (
        <p className="settings-hint">
          {i18n._({
            id: 'admin.settings.offerAnother',
            message: 'Offer another language to write the ministry’s texts in it.',
          })}
        </p>
      ) : (
        <p className="settings-hint">
          <Trans
            id="admin.settings.otherLanguagesHint"
            message="The ministry’s own texts in each other language. A text left empty shows the <0>{language}</0> one, greyed in its box. A language taken off keeps its texts for when it is offered again."
            values={{ language: defaultName }}
            components={{ 0: inLanguage(defaultLanguage) }}
          />
        </p>
      )}
      {others.map((code) => (
        <LanguageTexts key={code} code={code} values={values} defaultName={defaultName} />
      ))}
    </div>
  );
}

/** One offered language's texts, each box showing the default language's text while empty. */
function LanguageTexts({
  code,
  values,
  defaultName,
}: {
  code: Language;
  values: SettingsFormValues;
  defaultName: string;
}) {
  const { i18n } = useLingui();
  const { dir, name } = languageInfo(code);
  const titleId = `settings-texts-${code}`;
  const written = writtenTexts(values.translations?.[code]);
  const typed = { lang: code, dir: dir === 'rtl' ? 'rtl' : 'auto' };
  const fallbackOf = (field: (typeof TRANSLATED_TEXTS)[number]['field']): string => {
    const own = values[field];
    if (typeof own === 'string' && own.trim()) return own;
    const other = (PODCAST_FALLBACK as Partial<Record<string, 'ministryName' | 'tagline'>>)[field];
    return other ? (values[other] ?? '') : '';
  };
  return (
    <section className="settings-language" aria-labelledby={titleId}>
      <h4 className="settings-language__title" id={titleId}>
        <Trans
          id="admin.settings.textsIn"
          message="Texts in <0>{language}</0>"
          values={{ language: name }}
          components={{ 0: inLanguage(code) }}
        />
      </h4>
      <p className="settings-hint">
        {written === 0
          ? i18n._({
              id: 'admin.settings.noneWritten',
              message: 'None written yet: every text below shows the default language’s.',
            })
          : i18n._({
              id: 'admin.settings.written',
              message: '{written} of {total} written.',
              values: { written, total: TRANSLATED_TEXTS.length + 1 },
            })}
      </p>
      <div className="settings-language__fields">
        {TRANSLATED_TEXTS.map((text) => (
          <Form.Item
            key={text.field}
            label={i18n._(text.label)}
            name={['translations', code, text.field]}
            className={'rows' in text ? 'settings-language__wide' : undefined}
          >
            {'rows' in text ? (
              <Input.TextArea
                rows={text.rows}
                maxLength={text.maxLength}
                placeholder={fallbackOf(text.field)}
                {...typed}
              />
            ) : (
              <Input maxLength={text.maxLength} placeholder={fallbackOf(text.field)} {...typed} />
            )}
          </Form.Item>
        ))}
      </div>
      <ServiceTimesField
        language={code}
        fallback={(values.serviceTimes ?? []) as ServiceTimeRow[]}
        fallbackName={defaultName}
      />
    </section>
  );
}

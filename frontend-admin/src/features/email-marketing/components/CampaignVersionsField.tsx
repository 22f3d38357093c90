import { Form, Input } from 'antd';
import { languageInfo, Trans, useLingui, type Language } from '@ministry/frontend-kit';
import { WrappingTabs } from '../../../shared/WrappingTabs';
import type { EmailTemplate } from '../types';
import {
  hasVersion,
  versionPath,
  type CampaignLanguages,
  type VersionValues,
} from '../campaign-languages';

/** A language's own name, marked with its language (and direction) for screen readers. */
export function LanguageName({ code }: { code: Language }) {
  const { name, dir } = languageInfo(code);
  return (
    <span lang={code} dir={dir}>
      {name}
    </span>
  );
}

/** A tab's name: the language, and whether it has a version (the default: the template's text). */
function TabLabel({ code, status }: { code: Language; status: string }) {
  return (
    <span>
      <LanguageName code={code} /> <span className="em-version-status">· {status}</span>
    </span>
  );
}

/**
 * A version's subject and message are required once any of its fields is written (the server's rule
 * and message); a version left empty is not sent, and its readers get the default language's.
 */
const requiredInVersion =
  (code: Language, message: string) =>
  ({ getFieldValue }: { getFieldValue: (name: (string | number)[]) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) =>
      value?.trim() || !hasVersion(getFieldValue(['translations', code]) as VersionValues)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

/** The fields of one language's version: the template form's, written in that language. */
function VersionFields({ code }: { code: Language }) {
  const { i18n } = useLingui();
  const { dir } = languageInfo(code);
  const text = { lang: code, dir };
  const siblings = (field: string) =>
    ['subject', 'greeting', 'message', 'signature']
      .filter((other) => other !== field)
      .map((other) => versionPath(code, other));
  return (
    <>
      <Form.Item
        label={i18n._({ id: 'admin.email.emailSubject', message: 'Email Subject' })}
        name={versionPath(code, 'subject')}
        dependencies={siblings('subject')}
        rules={[
          requiredInVersion(
            code,
            i18n._({ id: 'admin.email.subjectRequired', message: 'Subject is required' }),
          ),
        ]}
      >
        <Input {...text} maxLength={300} />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.greeting', message: 'Greeting (optional)' })}
        name={versionPath(code, 'greeting')}
      >
        <Input {...text} maxLength={500} />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.messageContent', message: 'Message Content' })}
        name={versionPath(code, 'message')}
        dependencies={siblings('message')}
        rules={[
          requiredInVersion(
            code,
            i18n._({ id: 'admin.email.messageRequired', message: 'Message is required' }),
          ),
        ]}
        extra={
          <span className="em-merge-fields">
            <Trans
              id="admin.email.versionMergeFields"
              message="Merge fields: <0>{firstName}</0>, <1>{name}</1>. Leave a blank line between paragraphs."
              values={{ firstName: '{{firstName}}', name: '{{name}}' }}
              components={{ 0: <code />, 1: <code /> }}
            />
          </span>
        }
      >
        <Input.TextArea {...text} rows={6} />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.signature', message: 'Signature (optional)' })}
        name={versionPath(code, 'signature')}
      >
        <Input.TextArea {...text} rows={3} maxLength={1000} />
      </Form.Item>
    </>
  );
}

/**
 * The campaign per language (shown when the site offers more than one): a tab per offered language,
 * the default one being the template's text, each other one the version its readers get. Every tab's
 * fields stay mounted, so a version is kept (and checked) while another tab shows.
 */
export function CampaignVersionsField({
  languages,
  template,
  active,
  onActiveChange,
}: {
  languages: CampaignLanguages;
  template: EmailTemplate | undefined;
  active: Language;
  onActiveChange: (code: Language) => void;
}) {
  const { i18n } = useLingui();
  const { defaultLanguage, others } = languages;
  const versions = Form.useWatch('translations') as
    Partial<Record<Language, VersionValues>> | undefined;
  const defaultName = languageInfo(defaultLanguage).name;

  return (
    <section className="em-section" aria-labelledby="em-versions-heading">
      <h3 id="em-versions-heading">
        {i18n._({ id: 'admin.email.languages', message: 'Languages' })}
      </h3>
      <p className="em-hint" id="em-versions-hint">
        <Trans
          id="admin.email.languagesHint"
          message="Each recipient gets the version of their language. Those whose language has no version get the <0/> one: the template's text."
          components={{ 0: <LanguageName code={defaultLanguage} /> }}
        />
      </p>
      <WrappingTabs
        className="em-versions"
        activeKey={active}
        onChange={(key) => onActiveChange(key as Language)}
        items={[
          {
            key: defaultLanguage,
            label: (
              <TabLabel
                code={defaultLanguage}
                status={i18n._({ id: 'admin.email.versionDefault', message: 'default' })}
              />
            ),
            forceRender: true,
            children: (
              <div className="em-version-default">
                <p>
                  {template ? (
                    <Trans
                      id="admin.email.defaultVersion"
                      message="The <0/> version is the template's own text:"
                      components={{ 0: <LanguageName code={defaultLanguage} /> }}
                    />
                  ) : (
                    <Trans
                      id="admin.email.defaultVersionNoTemplate"
                      message="The <0/> version is the template's own text. Choose a template above."
                      components={{ 0: <LanguageName code={defaultLanguage} /> }}
                    />
                  )}
                </p>
                {template && (
                  <p>
                    <Trans
                      id="admin.email.subjectIs"
                      message="<0>Subject:</0> <1>{subject}</1>"
                      values={{ subject: template.subject }}
                      components={{ 0: <strong />, 1: <span lang={defaultLanguage} /> }}
                    />
                  </p>
                )}
              </div>
            ),
          },
          ...others.map((code) => ({
            key: code,
            label: (
              <TabLabel
                code={code}
                status={
                  hasVersion(versions?.[code])
                    ? i18n._({ id: 'admin.email.versionWritten', message: 'written' })
                    : i18n._({
                        id: 'admin.email.versionGets',
                        message: 'gets {language}',
                        values: { language: defaultName },
                      })
                }
              />
            ),
            forceRender: true,
            children: <VersionFields code={code} />,
          })),
        ]}
      />
    </section>
  );
}

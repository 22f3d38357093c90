import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AutoComplete, Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
import type { AdminSettingsDto } from '../../../shared/api-types';
import { clearChangedErrors, showServerFieldErrors } from '../../../shared/form-errors';
import { formatDateTime } from '../../../shared/format';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { TabSection } from '../../../shared/TabSection';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { useAdminSettings, useSaveSettings } from '../hooks/use-settings';
import {
  RETENTION_BOUNDS,
  STAFF_SESSION_BOUNDS,
  SETTINGS_SECTIONS,
  datePreview,
  offeredLanguageList,
  sameSettings,
  sectionId,
  timeZoneNames,
  toFormValues,
  toSettingsInput,
  type SettingsFormValues,
  type SettingsSection,
} from '../settings-values';
import { ColorField } from './ColorField';
import { GivingSettingsSection } from './GivingSettingsSection';
import { LanguageFields } from './LanguageFields';
import { LogoField } from './LogoField';
import { PodcastSettingsFields } from './PodcastSettingsFields';
import { ServiceTimesField } from './ServiceTimesField';
import './settings.css';

/**
 * The ministry's identity, texts, contact, links, region and e-mail identity (docs/settings-
 * contract.md).
 */
export function SettingsTab() {
  const { i18n } = useLingui();
  return (
    <TabSection
      title={i18n._({ id: 'admin.settings.title', message: 'Site Settings' })}
      description={i18n._({
        id: 'admin.settings.description',
        message:
          'The ministry’s name, texts, contact details and links, as every page and e-mail shows them.',
      })}
      query={useAdminSettings()}
      loadingText={i18n._({ id: 'admin.settings.loading', message: 'Loading settings...' })}
      // Mounted once the settings are read and kept (TabSection): what is being typed survives a
      // re-read, failed or not.
      render={(settings) => <SettingsForm settings={settings} />}
    >
      <section className="settings-section" aria-labelledby="settings-giving-title">
        <h3 className="settings-section__title" id="settings-giving-title">
          <span id="settings-giving" tabIndex={-1} className="settings-section__anchor">
            {i18n._({ id: 'admin.settings.section.giving', message: 'Giving' })}
          </span>
        </h3>
        <GivingSettingsSection />
      </section>
    </TabSection>
  );
}

/** Common locales offered in the locale box; any BCP 47 tag may be typed. */
const LOCALES = [
  'en-US',
  'en-GB',
  'en-CA',
  'en-AU',
  'es-ES',
  'es-MX',
  'fr-FR',
  'de-DE',
  'pt-BR',
  'he-IL',
];

function SettingsForm({ settings }: { settings: AdminSettingsDto }) {
  const { i18n } = useLingui();
  const [form] = Form.useForm<SettingsFormValues>();
  // Filled once: a logo upload (which updates the cached settings) keeps what is being typed.
  const [initialValues] = useState(() => toFormValues(settings));
  const save = useSaveSettings();
  useScrollToSection();
  // What was last saved: edits beyond it make leaving the page ask first.
  const savedValues = useRef(initialValues);
  const [edited, setEdited] = useState(false);
  useUnsavedChanges(edited);
  const [savedDefault, setSavedDefault] = useState(initialValues.defaultLanguage ?? 'en');

  const timeZones = useMemo(
    () => timeZoneNames().map((name) => ({ value: name, label: name.replaceAll('_', ' ') })),
    [],
  );
  const locale = Form.useWatch('locale', form) ?? initialValues.locale;
  const timeZone = Form.useWatch('timeZone', form) ?? initialValues.timeZone;
  const preview = datePreview(locale, timeZone, new Date());

  const onFinish = () => {
    save.mutate(toSettingsInput(form.getFieldsValue(true) as SettingsFormValues), {
      onSuccess: (saved) => {
        savedValues.current = toFormValues(saved);
        form.setFieldsValue(savedValues.current);
        setSavedDefault(saved.defaultLanguage);
        setEdited(false);
        notifySuccess(
          i18n._({ id: 'admin.settings.saved', message: 'Settings Saved' }),
          i18n._({
            id: 'admin.settings.savedText',
            message: 'Every page and e-mail uses them now.',
          }),
        );
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error)) {
          const [first] = form.getFieldsError().filter(({ errors }) => errors.length > 0);
          if (first) form.scrollToField(first.name, { block: 'center', focus: true });
          notifyError(
            i18n._({
              id: 'admin.settings.someNotSaved',
              message: 'Some settings were not saved: see the marked fields.',
            }),
          );
        } else {
          notifyError(
            (error instanceof ApiError && error.serverMessage) ||
              i18n._({
                id: 'admin.settings.saveFailed',
                message: 'Failed to save the settings. Please try again.',
              }),
          );
        }
      },
    });
  };

  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<SettingsFormValues>) => {
        clearChangedErrors(form, changed);
        // The default language is always offered (the server refuses a list without it).
        if (changed.defaultLanguage) {
          form.setFieldValue(
            'languages',
            offeredLanguageList(changed.defaultLanguage, form.getFieldValue('languages')),
          );
        }
        setEdited(!sameSettings(form.getFieldsValue(true), savedValues.current));
      }}
      className="settings-form"
      aria-label={i18n._({ id: 'admin.settings.title', message: 'Site Settings' })}
    >
      <Section section="identity">
        <Form.Item
          label={i18n._({ id: 'admin.settings.field.ministryName', message: 'Ministry name' })}
          name="ministryName"
          required
        >
          <Input maxLength={100} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.field.tagline', message: 'Tagline' })}
          name="tagline"
          extra={i18n._({
            id: 'admin.settings.taglineHelp',
            message: 'A short line under the name.',
          })}
        >
          <Input maxLength={160} />
        </Form.Item>
        <LogoField settings={settings} />
        <Form.Item
          label={i18n._({ id: 'admin.settings.accentColor', message: 'Accent colour' })}
          name="accentColor"
          required
        >
          <ColorField />
        </Form.Item>
      </Section>

      <Section section="home">
        <Form.Item
          label={i18n._({ id: 'admin.settings.field.heroHeadline', message: 'Hero headline' })}
          name="heroHeadline"
          required
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.field.heroSubline', message: 'Hero sub-line' })}
          name="heroSubline"
        >
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item
            label={i18n._({
              id: 'admin.settings.field.heroPrimaryLabel',
              message: 'Primary button label',
            })}
            name="heroPrimaryLabel"
            required
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            label={i18n._({
              id: 'admin.settings.field.heroSecondaryLabel',
              message: 'Secondary button label',
            })}
            name="heroSecondaryLabel"
            required
          >
            <Input maxLength={40} />
          </Form.Item>
        </div>
        <Form.Item
          label={i18n._({ id: 'admin.settings.field.aboutText', message: 'About text' })}
          name="aboutText"
          required
          extra={i18n._({
            id: 'admin.settings.aboutTextHelp',
            message: 'Plain paragraphs, separated by a blank line. HTML is not accepted.',
          })}
        >
          <Input.TextArea rows={8} maxLength={5000} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.aboutVideoUrl', message: 'About video URL' })}
          name="aboutVideoUrl"
          extra={i18n._({
            id: 'admin.settings.aboutVideoUrlHelp',
            message: 'A YouTube link (watch, share, embed or Shorts); empty for no video.',
          })}
        >
          <Input inputMode="url" maxLength={500} />
        </Form.Item>
        <Form.Item
          label={i18n._({
            id: 'admin.settings.field.footerMission',
            message: 'Footer mission statement',
          })}
          name="footerMission"
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item
            label={i18n._({
              id: 'admin.settings.field.closingQuote',
              message: 'Closing quotation',
            })}
            name="closingQuote"
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item
            label={i18n._({
              id: 'admin.settings.field.closingQuoteReference',
              message: 'Quotation reference',
            })}
            name="closingQuoteReference"
          >
            <Input
              maxLength={100}
              placeholder={i18n._({
                id: 'admin.settings.closingQuoteReferencePlaceholder',
                message: 'John 4:24',
              })}
            />
          </Form.Item>
        </div>
        <Form.Item
          label={i18n._({
            id: 'admin.settings.field.newsletterPromise',
            message: 'Newsletter promise',
          })}
          name="newsletterPromise"
          extra={i18n._({
            id: 'admin.settings.newsletterPromiseHelp',
            message: 'The text of the Stay Connected section.',
          })}
        >
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
      </Section>

      <Section section="contact">
        <Form.Item
          label={i18n._({ id: 'admin.settings.postalAddress', message: 'Postal address' })}
          name="postalAddress"
          extra={i18n._({
            id: 'admin.settings.postalAddressHelp',
            message: 'Shown in the footer. The e-mails print the one under E-mail identity.',
          })}
        >
          <Input maxLength={300} autoComplete="street-address" />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item label={i18n._({ id: 'admin.settings.phone', message: 'Phone' })} name="phone">
            <Input maxLength={40} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={i18n._({ id: 'admin.settings.email', message: 'E-mail' })} name="email">
            <Input maxLength={254} inputMode="email" autoComplete="email" />
          </Form.Item>
        </div>
        <ServiceTimesField />
      </Section>

      <Section section="links">
        <p className="settings-hint">
          {i18n._({ id: 'admin.settings.linksHint', message: 'An empty link is not shown.' })}
        </p>
        <Form.Item label="Facebook" name="facebookUrl">
          <Input
            inputMode="url"
            maxLength={500}
            placeholder="https://www.facebook.com/your-ministry"
          />
        </Form.Item>
        <Form.Item label="Instagram" name="instagramUrl">
          <Input
            inputMode="url"
            maxLength={500}
            placeholder="https://www.instagram.com/your-ministry"
          />
        </Form.Item>
        <Form.Item label="X (Twitter)" name="twitterUrl">
          <Input inputMode="url" maxLength={500} placeholder="https://x.com/your-ministry" />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.channelUrl', message: 'Video channel' })}
          name="channelUrl"
          extra={i18n._({
            id: 'admin.settings.channelUrlHelp',
            message:
              "Empty: the channel configured on the server, or else a YouTube search for the ministry's name.",
          })}
        >
          <Input
            inputMode="url"
            maxLength={500}
            placeholder="https://www.youtube.com/@your-ministry"
          />
        </Form.Item>
      </Section>

      <Section section="region">
        <div className="admin-form-row">
          <Form.Item
            label={i18n._({ id: 'admin.settings.timeZone', message: 'Time zone' })}
            name="timeZone"
            required
            extra={i18n._({
              id: 'admin.settings.timeZoneHelp',
              message: "Event times and 'upcoming' are reckoned in it.",
            })}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={timeZones}
              placeholder={i18n._({
                id: 'admin.settings.timeZonePlaceholder',
                message: 'Search for a city or zone',
              })}
            />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.settings.locale', message: 'Locale' })}
            name="locale"
            required
            extra={i18n._({
              id: 'admin.settings.localeHelp',
              message: 'How dates are written, e.g. en-US or en-GB.',
            })}
          >
            <AutoComplete
              options={LOCALES.map((value) => ({ value }))}
              showSearch={{
                filterOption: (typed, option) =>
                  (option?.value ?? '').toLowerCase().includes(typed.toLowerCase()),
              }}
            />
          </Form.Item>
        </div>
        <p className="settings-hint" aria-live="polite">
          {preview
            ? i18n._({
                id: 'admin.settings.datePreview',
                message: 'Now, as the site writes it: {preview}',
                values: { preview },
              })
            : i18n._({
                id: 'admin.settings.datePreviewUnknown',
                message: 'The locale or time zone is not one this browser knows.',
              })}
        </p>
        <h4 className="settings-subtitle">
          {i18n._({ id: 'admin.settings.languages', message: 'Languages' })}
        </h4>
        <LanguageFields form={form} savedDefault={savedDefault} />
      </Section>

      <Section section="email">
        <p className="settings-hint">
          {i18n._({
            id: 'admin.settings.emailHint',
            message: 'Not shown on the site: only in the e-mails it sends.',
          })}
        </p>
        {settings.mailFromOverride && (
          <Alert
            type="info"
            showIcon
            className="settings-notice"
            title={i18n._({
              id: 'admin.settings.mailFromOverride',
              message:
                'Every e-mail is sent from {address}: MAIL_FROM on the server takes the place of the sender name and address below.',
              values: { address: settings.mailFromOverride },
            })}
          />
        )}
        <div className="admin-form-row">
          <Form.Item
            label={i18n._({ id: 'admin.settings.senderName', message: 'Sender name' })}
            name="senderName"
            required
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.settings.senderAddress', message: 'Sender address' })}
            name="senderAddress"
            required
          >
            <Input maxLength={254} inputMode="email" />
          </Form.Item>
        </div>
        <Form.Item
          label={i18n._({
            id: 'admin.settings.mailPostalAddress',
            message: 'Postal address in e-mails',
          })}
          name="mailPostalAddress"
          extra={i18n._({
            id: 'admin.settings.mailPostalAddressHelp',
            message: 'Printed in every message; a campaign cannot be sent without it.',
          })}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.replyTo', message: 'Reply-to address' })}
          name="replyTo"
          extra={i18n._({
            id: 'admin.settings.replyToHelp',
            message: 'Empty: replies go to the sender.',
          })}
        >
          <Input maxLength={254} inputMode="email" />
        </Form.Item>
      </Section>

      <Section section="podcast">
        <PodcastSettingsFields settings={settings} form={form} />
      </Section>

      <Section section="mailLoop">
        <Form.Item
          label={i18n._({
            id: 'admin.settings.trackOpensAndClicks',
            message: 'Track opens and clicks',
          })}
          name="trackOpensAndClicks"
          valuePropName="checked"
          extra={i18n._({
            id: 'admin.settings.trackOpensAndClicksHelp',
            message:
              "On: campaign links go through this site so each campaign's report counts clicks per link, and a tiny image counts opens. Those e-mails then say so in their footer.",
          })}
        >
          <Switch />
        </Form.Item>
        <p className="settings-hint">
          {i18n._({
            id: 'admin.settings.bounceHint',
            message:
              'Sending through plain SMTP? Bounce and complaint reports come back to a mailbox; the site reads it every five minutes and stops mailing dead and complaining addresses.',
          })}
        </p>
        <Form.Item
          label={i18n._({
            id: 'admin.settings.bounceMailboxEnabled',
            message: 'Read the bounce mailbox',
          })}
          name="bounceMailboxEnabled"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item
            label={i18n._({ id: 'admin.settings.bounceMailboxHost', message: 'IMAP server' })}
            name="bounceMailboxHost"
          >
            <Input maxLength={253} placeholder="imap.example.org" />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.settings.bounceMailboxPort', message: 'Port' })}
            name="bounceMailboxPort"
          >
            <InputNumber min={1} max={65535} precision={0} />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.settings.bounceMailboxTls', message: 'TLS (IMAPS)' })}
            name="bounceMailboxTls"
            valuePropName="checked"
            extra={i18n._({
              id: 'admin.settings.bounceMailboxTlsHelp',
              message: 'Off: plain IMAP, upgraded when the server offers STARTTLS.',
            })}
          >
            <Switch />
          </Form.Item>
        </div>
        <div className="admin-form-row">
          <Form.Item
            label={i18n._({ id: 'admin.settings.bounceMailboxUser', message: 'IMAP user' })}
            name="bounceMailboxUser"
          >
            <Input maxLength={320} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.settings.bounceMailboxPassword', message: 'IMAP password' })}
            name="bounceMailboxPassword"
            extra={
              settings.bounceMailboxPasswordSet
                ? i18n._({
                    id: 'admin.settings.bounceMailboxPasswordSaved',
                    message:
                      'A password is saved (stored encrypted, never shown). Type a new one to replace it.',
                  })
                : i18n._({
                    id: 'admin.settings.bounceMailboxPasswordHelp',
                    message: 'Stored encrypted, never shown again.',
                  })
            }
          >
            <Input.Password
              maxLength={500}
              autoComplete="new-password"
              placeholder={settings.bounceMailboxPasswordSet ? '••••••••' : undefined}
            />
          </Form.Item>
          <Form.Item
            label={i18n._({ id: 'admin.settings.bounceMailboxFolder', message: 'Folder' })}
            name="bounceMailboxFolder"
          >
            <Input maxLength={200} />
          </Form.Item>
        </div>
      </Section>

      <Section section="privacy">
        <Form.Item
          label={i18n._({
            id: 'admin.settings.doubleOptIn',
            message: 'Double opt-in for newsletter sign-ups',
          })}
          name="doubleOptIn"
          valuePropName="checked"
          extra={i18n._({
            id: 'admin.settings.doubleOptInHelp',
            message:
              'On: a new subscriber gets a link to confirm, and receives nothing until they do. An address that unsubscribed is always asked to confirm, whatever this says.',
          })}
        >
          <Switch />
        </Form.Item>
        <p className="settings-hint">
          {i18n._({
            id: 'admin.settings.retentionHint',
            message: 'Erased automatically (checked every hour), with everything attached to them:',
          })}
        </p>
        <div className="admin-form-row">
          {Object.entries(RETENTION_BOUNDS).map(([name, field]) => (
            <Form.Item
              key={name}
              label={i18n._(field.label)}
              name={name}
              extra={field.extra && i18n._(field.extra)}
            >
              <InputNumber
                min={field.min}
                max={field.max}
                precision={0}
                suffix={i18n._(field.unit)}
              />
            </Form.Item>
          ))}
        </div>
      </Section>

      <Section section="sessions">
        <p className="settings-hint">
          {i18n._({
            id: 'admin.settings.sessionsHint',
            message: 'A staff member is signed out, and must sign in again, whichever comes first:',
          })}
        </p>
        <div className="admin-form-row">
          {Object.entries(STAFF_SESSION_BOUNDS).map(([name, field]) => (
            <Form.Item
              key={name}
              label={i18n._(field.label)}
              name={name}
              extra={field.extra && i18n._(field.extra)}
            >
              <InputNumber
                min={field.min}
                max={field.max}
                precision={0}
                suffix={i18n._(field.unit)}
              />
            </Form.Item>
          ))}
        </div>
      </Section>

      <Section section="security">
        <Form.Item
          label={i18n._({
            id: 'admin.settings.requireTwoFactor',
            message: 'Require two-factor sign-in for all staff',
          })}
          name="requireTwoFactor"
          valuePropName="checked"
          extra={i18n._({
            id: 'admin.settings.requireTwoFactorHelp',
            message:
              'On: after the password, a staff member without an authenticator app or a passkey can only set one up (in My account) before doing anything else.',
          })}
        >
          <Switch />
        </Form.Item>
      </Section>

      <div className="settings-savebar" data-bottom-bar>
        <span className="settings-hint">
          {settings.updatedBy
            ? i18n._({
                id: 'admin.settings.lastSaved',
                message: 'Last saved {when} by {who}.',
                values: { when: formatDateTime(settings.updatedAt), who: settings.updatedBy },
              })
            : i18n._({
                id: 'admin.settings.notSavedYet',
                message: 'The defaults of a fresh install: not saved yet.',
              })}
        </span>
        <div className="settings-savebar__actions">
          <Button onClick={() => form.resetFields()} disabled={save.isPending}>
            {i18n._({ id: 'admin.settings.undo', message: 'Undo changes' })}
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {i18n._({ id: 'admin.settings.save', message: 'Save settings' })}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function Section({ section, children }: { section: SettingsSection; children: ReactNode }) {
  const { i18n } = useLingui();
  const id = sectionId(section);
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="settings-section__title">
        <span id={id} tabIndex={-1} className="settings-section__anchor">
          {i18n._(SETTINGS_SECTIONS[section])}
        </span>
      </h3>
      {children}
    </section>
  );
}

/**
 * A link of the checklist opens this tab at `#settings-<section>`: that section is scrolled into
 * view and its heading focused, so keyboard and screen-reader users land there too.
 */
function useScrollToSection() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#settings-')) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}

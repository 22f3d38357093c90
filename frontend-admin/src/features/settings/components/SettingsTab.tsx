import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AutoComplete, Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@ministry/api-client';
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

const TITLE = 'Site Settings';

/**
 * The ministry's identity, texts, contact, links, region and e-mail identity (docs/settings-
 * contract.md).
 */
export function SettingsTab() {
  return (
    <TabSection
      title={TITLE}
      description="The ministry’s name, texts, contact details and links, as every page and e-mail shows them."
      query={useAdminSettings()}
      loadingText="Loading settings..."
      // Mounted once the settings are read and kept (TabSection): what is being typed survives a
      // re-read, failed or not.
      render={(settings) => <SettingsForm settings={settings} />}
    >
      <section className="settings-section" aria-labelledby="settings-giving-title">
        <h3 className="settings-section__title" id="settings-giving-title">
          <span id="settings-giving" tabIndex={-1} className="settings-section__anchor">
            Giving
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
        notifySuccess('Settings Saved', 'Every page and e-mail uses them now.');
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error)) {
          const [first] = form.getFieldsError().filter(({ errors }) => errors.length > 0);
          if (first) form.scrollToField(first.name, { block: 'center', focus: true });
          notifyError('Some settings were not saved: see the marked fields.');
        } else {
          notifyError(
            (error instanceof ApiError && error.serverMessage) ||
              'Failed to save the settings. Please try again.',
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
      aria-label={TITLE}
    >
      <Section section="identity">
        <Form.Item label="Ministry name" name="ministryName" required>
          <Input maxLength={100} autoComplete="organization" />
        </Form.Item>
        <Form.Item label="Tagline" name="tagline" extra="A short line under the name.">
          <Input maxLength={160} />
        </Form.Item>
        <LogoField settings={settings} />
        <Form.Item label="Accent colour" name="accentColor" required>
          <ColorField />
        </Form.Item>
      </Section>

      <Section section="home">
        <Form.Item label="Hero headline" name="heroHeadline" required>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Hero sub-line" name="heroSubline">
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item label="Primary button label" name="heroPrimaryLabel" required>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label="Secondary button label" name="heroSecondaryLabel" required>
            <Input maxLength={40} />
          </Form.Item>
        </div>
        <Form.Item
          label="About text"
          name="aboutText"
          required
          extra="Plain paragraphs, separated by a blank line. HTML is not accepted."
        >
          <Input.TextArea rows={8} maxLength={5000} />
        </Form.Item>
        <Form.Item
          label="About video URL"
          name="aboutVideoUrl"
          extra="A YouTube link (watch, share, embed or Shorts); empty for no video."
        >
          <Input inputMode="url" maxLength={500} />
        </Form.Item>
        <Form.Item label="Footer mission statement" name="footerMission">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item label="Closing quotation" name="closingQuote">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item label="Quotation reference" name="closingQuoteReference">
            <Input maxLength={100} placeholder="John 4:24" />
          </Form.Item>
        </div>
        <Form.Item
          label="Newsletter promise"
          name="newsletterPromise"
          extra="The text of the Stay Connected section."
        >
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
      </Section>

      <Section section="contact">
        <Form.Item
          label="Postal address"
          name="postalAddress"
          extra="Shown in the footer. The e-mails print the one under E-mail identity."
        >
          <Input maxLength={300} autoComplete="street-address" />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item label="Phone" name="phone">
            <Input maxLength={40} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label="E-mail" name="email">
            <Input maxLength={254} inputMode="email" autoComplete="email" />
          </Form.Item>
        </div>
        <ServiceTimesField />
      </Section>

      <Section section="links">
        <p className="settings-hint">An empty link is not shown.</p>
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
          label="Video channel"
          name="channelUrl"
          extra="Empty: the channel configured on the server, or else a YouTube search for the ministry's name."
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
            label="Time zone"
            name="timeZone"
            required
            extra="Event times and 'upcoming' are reckoned in it."
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={timeZones}
              placeholder="Search for a city or zone"
            />
          </Form.Item>
          <Form.Item
            label="Locale"
            name="locale"
            required
            extra="How dates are written, e.g. en-US or en-GB."
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
            ? `Now, as the site writes it: ${preview}`
            : 'The locale or time zone is not one this browser knows.'}
        </p>
        <h4 className="settings-subtitle">Languages</h4>
        <LanguageFields form={form} savedDefault={savedDefault} />
      </Section>

      <Section section="email">
        <p className="settings-hint">Not shown on the site: only in the e-mails it sends.</p>
        {settings.mailFromOverride && (
          <Alert
            type="info"
            showIcon
            className="settings-notice"
            title={`Every e-mail is sent from ${settings.mailFromOverride}: MAIL_FROM on the server takes the place of the sender name and address below.`}
          />
        )}
        <div className="admin-form-row">
          <Form.Item label="Sender name" name="senderName" required>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="Sender address" name="senderAddress" required>
            <Input maxLength={254} inputMode="email" />
          </Form.Item>
        </div>
        <Form.Item
          label="Postal address in e-mails"
          name="mailPostalAddress"
          extra="Printed in every message; a campaign cannot be sent without it."
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item label="Reply-to address" name="replyTo" extra="Empty: replies go to the sender.">
          <Input maxLength={254} inputMode="email" />
        </Form.Item>
      </Section>

      <Section section="podcast">
        <PodcastSettingsFields settings={settings} form={form} />
      </Section>

      <Section section="mailLoop">
        <Form.Item
          label="Track opens and clicks"
          name="trackOpensAndClicks"
          valuePropName="checked"
          extra="On: campaign links go through this site so each campaign's report counts clicks per link, and a tiny image counts opens. Those e-mails then say so in their footer."
        >
          <Switch />
        </Form.Item>
        <p className="settings-hint">
          Sending through plain SMTP? Bounce and complaint reports come back to a mailbox; the site
          reads it every five minutes and stops mailing dead and complaining addresses.
        </p>
        <Form.Item
          label="Read the bounce mailbox"
          name="bounceMailboxEnabled"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item label="IMAP server" name="bounceMailboxHost">
            <Input maxLength={253} placeholder="imap.example.org" />
          </Form.Item>
          <Form.Item label="Port" name="bounceMailboxPort">
            <InputNumber min={1} max={65535} precision={0} />
          </Form.Item>
          <Form.Item
            label="TLS (IMAPS)"
            name="bounceMailboxTls"
            valuePropName="checked"
            extra="Off: plain IMAP, upgraded when the server offers STARTTLS."
          >
            <Switch />
          </Form.Item>
        </div>
        <div className="admin-form-row">
          <Form.Item label="IMAP user" name="bounceMailboxUser">
            <Input maxLength={320} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="IMAP password"
            name="bounceMailboxPassword"
            extra={
              settings.bounceMailboxPasswordSet
                ? 'A password is saved (stored encrypted, never shown). Type a new one to replace it.'
                : 'Stored encrypted, never shown again.'
            }
          >
            <Input.Password
              maxLength={500}
              autoComplete="new-password"
              placeholder={settings.bounceMailboxPasswordSet ? '••••••••' : undefined}
            />
          </Form.Item>
          <Form.Item label="Folder" name="bounceMailboxFolder">
            <Input maxLength={200} />
          </Form.Item>
        </div>
      </Section>

      <Section section="privacy">
        <Form.Item
          label="Double opt-in for newsletter sign-ups"
          name="doubleOptIn"
          valuePropName="checked"
          extra="On: a new subscriber gets a link to confirm, and receives nothing until they do. An address that unsubscribed is always asked to confirm, whatever this says."
        >
          <Switch />
        </Form.Item>
        <p className="settings-hint">
          Erased automatically (checked every hour), with everything attached to them:
        </p>
        <div className="admin-form-row">
          {Object.entries(RETENTION_BOUNDS).map(([name, field]) => (
            <Form.Item key={name} label={field.label} name={name} extra={field.extra}>
              <InputNumber min={field.min} max={field.max} precision={0} suffix={field.unit} />
            </Form.Item>
          ))}
        </div>
      </Section>

      <Section section="sessions">
        <p className="settings-hint">
          A staff member is signed out, and must sign in again, whichever comes first:
        </p>
        <div className="admin-form-row">
          {Object.entries(STAFF_SESSION_BOUNDS).map(([name, field]) => (
            <Form.Item key={name} label={field.label} name={name} extra={field.extra}>
              <InputNumber min={field.min} max={field.max} precision={0} suffix={field.unit} />
            </Form.Item>
          ))}
        </div>
      </Section>

      <Section section="security">
        <Form.Item
          label="Require two-factor sign-in for all staff"
          name="requireTwoFactor"
          valuePropName="checked"
          extra="On: after the password, a staff member without an authenticator app or a passkey can only set one up (in My account) before doing anything else."
        >
          <Switch />
        </Form.Item>
      </Section>

      <div className="settings-savebar" data-bottom-bar>
        <span className="settings-hint">
          {settings.updatedBy
            ? `Last saved ${formatDateTime(settings.updatedAt)} by ${settings.updatedBy}.`
            : 'The defaults of a fresh install: not saved yet.'}
        </span>
        <div className="settings-savebar__actions">
          <Button onClick={() => form.resetFields()} disabled={save.isPending}>
            Undo changes
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      </div>
    </Form>
  );
}

function Section({ section, children }: { section: SettingsSection; children: ReactNode }) {
  const id = sectionId(section);
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="settings-section__title">
        <span id={id} tabIndex={-1} className="settings-section__anchor">
          {SETTINGS_SECTIONS[section]}
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

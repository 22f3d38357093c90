import { loadConfig } from '../../config/app-config';
import { defaultSettings, publicValues, withDefaults } from './settings-values';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/tmp/ministry-settings-spec', SESSION_SECRET: 'x'.repeat(32), ...env });

describe('settings values', () => {
  it('starts from the spec texts and what the configuration says', () => {
    const defaults = defaultSettings(
      config({
        MAIL_FROM: 'Grace Fellowship <news@grace.example>',
        MAIL_REPLY_TO: 'care@grace.example',
        MINISTRY_POSTAL_ADDRESS: '7 Olive Street, Bethany',
        TZ: 'Europe/Berlin',
      }),
    );
    expect(defaults).toMatchObject({
      ministryName: 'Grace Fellowship',
      senderName: 'Grace Fellowship',
      senderAddress: 'news@grace.example',
      email: 'care@grace.example',
      replyTo: 'care@grace.example',
      postalAddress: '7 Olive Street, Bethany',
      mailPostalAddress: '7 Olive Street, Bethany',
      timeZone: 'Europe/Berlin',
      heroHeadline: 'Walking in Spirit and Truth',
      channelUrl: '',
    });
    expect(defaultSettings(config())).toMatchObject({
      ministryName: 'Spirit & Truth Ministry',
      senderAddress: 'no-reply@localhost',
      email: 'info@example.org',
      postalAddress: '123 Faith Avenue, Springfield, ST 12345',
      timeZone: 'UTC',
    });
  });

  it('lays what was saved over the defaults, ignoring unknown keys and nulls', () => {
    const defaults = defaultSettings(config());
    const values = withDefaults(
      { ministryName: 'Grace', tagline: '', phone: null, stray: 1 } as never,
      defaults,
    );
    expect(values.ministryName).toBe('Grace');
    expect(values.tagline).toBe('');
    expect(values.phone).toBe(defaults.phone);
    expect(values).not.toHaveProperty('stray');
    // The rows are copies: editing them leaves the defaults alone.
    values.serviceTimes[0].name = 'Changed';
    expect(defaults.serviceTimes[0].name).toBe('Shabbat Fellowship');
  });

  it('keeps the e-mail identity out of the public values', () => {
    const values = publicValues(defaultSettings(config()));
    for (const field of ['senderName', 'senderAddress', 'mailPostalAddress', 'replyTo'])
      expect(values).not.toHaveProperty(field);
  });
});

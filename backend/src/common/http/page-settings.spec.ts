import { PageSettings } from './page-settings';

describe('PageSettings.timeZone', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('is the saved time zone when it is an IANA name', () => {
    const settings = new PageSettings();
    settings.set({ version: '1', settings: { timeZone: 'America/Chicago' } });
    expect(settings.timeZone()).toBe('America/Chicago');
  });

  it('falls back to TZ, then UTC, when nothing valid is saved', () => {
    const settings = new PageSettings();
    process.env.TZ = 'Europe/Berlin';
    expect(settings.timeZone()).toBe('Europe/Berlin');
    settings.set({ version: '1', settings: { timeZone: 'Mars/Olympus_Mons' } });
    expect(settings.timeZone()).toBe('Europe/Berlin');
    process.env.TZ = ':/etc/localtime';
    expect(settings.timeZone()).toBe('UTC');
    delete process.env.TZ;
    settings.set({ version: '2', settings: { timeZone: 42 } });
    expect(settings.timeZone()).toBe('UTC');
  });
});

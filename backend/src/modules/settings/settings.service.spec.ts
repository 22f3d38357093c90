import { EventEmitter2 } from '@nestjs/event-emitter';
import sharp from 'sharp';
import type { SignedInUser } from '../../common/access/principals';
import { DomainEvents } from '../../common/events/domain-events';
import { PageSettings } from '../../common/http/page-settings';
import { loadConfig } from '../../config/app-config';
import type { UsersService } from '../auth/users.service';
import type { ContentChangesService } from '../content-cache/content-changes.service';
import type { FileContent, StoredFiles } from '../storage/stored-files.service';
import type { VideoCatalogService } from '../videos/video-catalog.service';
import type { SaveSettingsDto } from './dto/settings-input.dto';
import { SETTINGS_ROW, type SiteSettings } from './entities/site-settings.entity';
import { LogoNotAnImageError, NoAddressForTestError } from './settings.errors';
import type { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { defaultSettings } from './settings-values';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/tmp/ministry-settings-spec', SESSION_SECRET: 'x'.repeat(32), ...env });

/** The settings row in memory, as SettingsRepository keeps it. */
function fakeRows() {
  const row: SiteSettings = {
    id: SETTINGS_ROW,
    values: {},
    logoFile: null,
    faviconFile: null,
    podcastArtworkFile: null,
    checklistDismissed: false,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    updatedBy: null,
  };
  const rows: Pick<SettingsRepository, 'row' | 'update'> = {
    row: async () => ({ ...row, values: { ...row.values } }),
    update: async (change) => {
      Object.assign(row, change, { updatedAt: new Date() });
    },
  };
  return { row, rows: rows as SettingsRepository };
}

function fakeFiles() {
  const stored = new Map<string, FileContent>();
  const files: Pick<StoredFiles, 'put' | 'get' | 'remove'> = {
    put: async (key, file) => void (stored.has(key) || stored.set(key, file)),
    get: async (key) => stored.get(key),
    remove: async (...keys) => keys.forEach((key) => stored.delete(key)),
  };
  return { stored, files: files as StoredFiles };
}

async function settingsService(env: Record<string, string> = {}) {
  const { row, rows } = fakeRows();
  const { stored, files } = fakeFiles();
  const published: string[] = [];
  const changes = {
    onChange: () => () => undefined,
    publish: async (topic: string) => void published.push(topic),
  } as unknown as ContentChangesService;
  const videos = { mostCommonChannelId: async () => undefined } as unknown as VideoCatalogService;
  const users = {
    displayNames: async (ids: number[]) => new Map(ids.map((id) => [id, `User ${id}`])),
  } as unknown as UsersService;
  const events = new EventEmitter2();
  const service = new SettingsService(
    config(env),
    rows,
    changes,
    new PageSettings(),
    files,
    videos,
    users,
    events,
  );
  await service.onModuleInit();
  service.onApplicationShutdown();
  return { service, row, stored, published, events };
}

/** A body as a client that knows only the spec's fields sends it (no privacy or session fields). */
function specBody(overrides: Partial<SaveSettingsDto> = {}): SaveSettingsDto {
  const {
    doubleOptIn: _1,
    retainClosedCounselingMonths: _2,
    retainRejectedTestimoniesDays: _3,
    retainUnconfirmedSubscriptionsDays: _4,
    staffIdleMinutes: _5,
    staffSessionHours: _6,
    retainAuditEventsDays: _7,
    requireTwoFactor: _8,
    retainEventRegistrationsMonths: _9,
    ...spec
  } = defaultSettings(config());
  return { ...spec, ...overrides } as SaveSettingsDto;
}

const png = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('SettingsService', () => {
  it('keeps what is saved of the fields a body leaves out, and reports only what changed', async () => {
    const { service, row, published } = await settingsService();
    await service.save({ ...specBody(), doubleOptIn: true, staffIdleMinutes: 30 }, 7);

    const { settings, changes } = await service.save(specBody({ ministryName: 'Grace Church' }), 7);

    expect(row.values).toMatchObject({
      ministryName: 'Grace Church',
      doubleOptIn: true,
      staffIdleMinutes: 30,
    });
    expect(changes.map((change) => change.field)).toEqual(['ministryName']);
    expect(settings).toMatchObject({ ministryName: 'Grace Church', updatedBy: 'User 7' });
    expect(published).toEqual(['settings', 'settings']);
  });

  it('serves a new logo and favicon, and drops the files of the logo it replaces', async () => {
    const { service, stored } = await settingsService();
    const first = await service.setLogo(await png('#ff0000'), 1);
    const firstFiles = [...stored.keys()];
    expect(firstFiles).toHaveLength(2);
    expect(first.logoUrl).toMatch(/^\/media\/site\/logo-[0-9a-f]{16}\.png$/);
    expect(first.faviconUrl).toMatch(/^\/media\/site\/favicon-[0-9a-f]{16}\.png$/);
    expect(service.siteFile(first.logoUrl!.split('/').pop()!)?.contentType).toBe('image/png');

    const second = await service.setLogo(await png('#0000ff'), 1);
    expect(second.logoUrl).not.toBe(first.logoUrl);
    expect([...stored.keys()].some((key) => firstFiles.includes(key))).toBe(false);
    expect(stored.size).toBe(2);

    const removed = await service.removeLogo(1);
    expect(removed).toMatchObject({ logoUrl: null, faviconUrl: null });
    expect(stored.size).toBe(0);
  });

  it('refuses an upload that is not a picture, and keeps the logo it has', async () => {
    const { service, stored } = await settingsService();
    await service.setLogo(await png('#00ff00'), 1);
    await expect(service.setLogo(Buffer.from('<svg/>'), 1)).rejects.toThrow(LogoNotAnImageError);
    expect(stored.size).toBe(2);
  });

  it('asks the e-mail module for a sender test only for an account with an address', async () => {
    const { service, events } = await settingsService();
    const requested: unknown[] = [];
    events.on(DomainEvents.senderTestRequested, (event) => requested.push(event));
    const user: SignedInUser = {
      id: 1,
      username: 'admin',
      email: ' ',
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
      isAdmin: true,
      role: 'administrator',
      createdAt: new Date(),
    };
    await expect(service.requestSenderTest(user)).rejects.toThrow(NoAddressForTestError);
    expect(requested).toEqual([]);

    const answer = await service.requestSenderTest({ ...user, email: 'ada@grace.example' });
    expect(requested).toEqual([{ email: 'ada@grace.example', name: 'Ada' }]);
    expect(answer.message).toMatch(/^A test e-mail is on its way to ada@grace\.example, from /);
  });

  it('ticks the checklist as the placeholders are replaced', async () => {
    const { service } = await settingsService();
    const before = (await service.adminSettings()).checklist;
    expect(before).toMatchObject({ name: false, logo: false, dismissed: false });

    await service.save(specBody({ ministryName: 'Grace Church' }), 1);
    const after = await service.dismissChecklist();
    expect(after.checklist).toMatchObject({ name: true, dismissed: true });
  });
});

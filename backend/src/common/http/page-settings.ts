import { Injectable } from '@nestjs/common';
import { SOURCE_LANGUAGE, supportedLanguage, type Language } from '../i18n/languages';

/** The name a fresh install's pages carry until the ministry saves its own (the spec's). */
const DEFAULT_MINISTRY_NAME = 'Spirit & Truth Ministry';

/**
 * What the served app page is rendered with: the ministry's public settings (as `GET /api/settings`
 * answers them) and a version that changes with every save.
 */
export interface PageSettingsSnapshot {
  version: string;
  /** The settings in the site's default language. */
  settings: Readonly<Record<string, unknown>>;
  /** The settings as each offered language shows them, by language tag (the default's too). */
  settingsByLanguage?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/**
 * The core's register of the settings the served HTML carries (name, texts, contact, links). The
 * settings feature sets it at start-up and after every change in any process; the page server
 * (frontends.ts) renders `/` with it, and composes again when the version changes. The core knows
 * no feature: until something is set, the page is the one the build wrote.
 */
@Injectable()
export class PageSettings {
  private snapshot: PageSettingsSnapshot | undefined;
  private readonly listeners = new Set<(snapshot: PageSettingsSnapshot) => void>();

  set(snapshot: PageSettingsSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener(snapshot);
  }

  current(): PageSettingsSnapshot | undefined {
    return this.snapshot;
  }

  /**
   * The ministry's time zone (IANA name): the saved `timeZone` when this runtime knows it, else the
   * process's `TZ` when it is one, else UTC. Dates and event times are computed in it (DESIGN §8).
   */
  timeZone(): string {
    const saved = this.snapshot?.settings.timeZone;
    if (isTimeZone(saved)) return saved;
    const fromEnv = process.env.TZ;
    if (isTimeZone(fromEnv)) return fromEnv;
    return 'UTC';
  }

  /**
   * A served page's language (`language`, one the page server picked among the offered; else the
   * site's default) and the ministry's name in it (the default language's when it has none).
   */
  pageIdentity(language?: string): { language: Language; ministryName: string } {
    const saved = supportedLanguage(language ?? this.snapshot?.settings.defaultLanguage);
    const shown = saved ?? SOURCE_LANGUAGE;
    const name =
      this.snapshot?.settingsByLanguage?.[shown]?.ministryName ??
      this.snapshot?.settings.ministryName;
    return {
      language: shown,
      ministryName: typeof name === 'string' && name ? name : DEFAULT_MINISTRY_NAME,
    };
  }

  /** Called with each new snapshot; returns the function that stops it. */
  onChange(listener: (snapshot: PageSettingsSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const knownZones = new Map<string, boolean>();

/**
 * Whether `zone` is an IANA time zone name this runtime knows: whatever `Intl` accepts, aliases
 * included ('Asia/Kolkata' and 'Asia/Calcutta' alike, whichever ICU lists), remembered per name.
 * The one check of a zone for settings, events and feeds.
 */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known;
}

import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SettingsValues } from '../settings-values';

/** The one row's id: the table holds the site's settings, once. */
export const SETTINGS_ROW = 1;

/**
 * The site settings (one row). The editable fields are one jsonb document validated by the DTO
 * (SaveSettingsDto) before every write: a new field needs no migration, and a field never saved reads
 * as its default (settings-values.ts). Files and bookkeeping have columns of their own.
 */
@Entity('site_settings')
@Check('CHK_site_settings_one_row', '"id" = 1')
export class SiteSettings {
  @PrimaryColumn({ type: 'smallint', default: SETTINGS_ROW })
  id: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  values: Partial<SettingsValues>;

  /** The stored file (Storage's `stored_files.key`) of the logo, e.g. `site/logo-3f2a….png`. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  logoFile: string | null;

  /** The 64×64 PNG derived from the logo. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  faviconFile: string | null;

  /** The podcast's artwork (square JPEG, 1400–3000 pixels), a stored file like the logo. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  podcastArtworkFile: string | null;

  /** The dashboard's "Make it yours" checklist was hidden. */
  @Column({ type: 'boolean', default: false })
  checklistDismissed: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** The administrator who saved last (Auth's `users`), by id only: null on a fresh install or once removed. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey('User', { onDelete: 'SET NULL' })
  updatedBy: number | null;
}

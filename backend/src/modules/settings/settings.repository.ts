import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SETTINGS_ROW, SiteSettings } from './entities/site-settings.entity';

/** What a change of the settings row writes (its id never changes). */
export type SettingsRowChange = Partial<
  Pick<
    SiteSettings,
    | 'values'
    | 'logoFile'
    | 'faviconFile'
    | 'podcastArtworkFile'
    | 'checklistDismissed'
    | 'updatedBy'
  >
>;

/** The one row of table site_settings. */
@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(SiteSettings) private readonly rows: Repository<SiteSettings>) {}

  /** The row, created empty (the defaults apply) if a restore or a test removed it. */
  async row(): Promise<SiteSettings> {
    const found = await this.rows.findOne({ where: { id: SETTINGS_ROW } });
    if (found) return found;
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ id: SETTINGS_ROW, values: {} })
      .orIgnore()
      .execute();
    return this.rows.findOneOrFail({ where: { id: SETTINGS_ROW } });
  }

  async update(change: SettingsRowChange): Promise<void> {
    await this.rows.update({ id: SETTINGS_ROW }, change);
  }
}

import { SiteSettings } from './site-settings.entity';

/** The entities of the settings module, for its `TypeOrmModule.forFeature`. */
export const SETTINGS_ENTITIES = [SiteSettings];

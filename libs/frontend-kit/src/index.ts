export { createQueryClient } from './api/query-client';
export {
  type AuthUser,
  type LoginCredentials,
  type LoginResult,
  type SecondFactorRequired,
} from './auth/auth-user';
export { useAuth, useLogin, type AuthState } from './auth/use-auth';
export {
  TOAST_DURATION_MS,
  dismissToast,
  toast,
  useToast,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toast/toast-store';
export { useSiteInfo, type SiteInfo } from './site';
export {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  SITE_TEXT_FIELDS,
  parseEmbeddedSettings,
  toSiteSettings,
  type ServiceTime,
  type SiteSettings,
} from './site-settings/site-settings';
export {
  embeddedSiteSettings,
  useSiteSettings,
  useSiteSettingsState,
} from './site-settings/use-site-settings';
export { SITE_SETTINGS_QUERY_KEY } from '@ministry/api-client';
export {
  aboutParagraphs,
  accentProperties,
  channelLink,
  documentTitle,
  serviceTimeText,
  socialLinks,
  telHref,
  youTubeVideoId,
  type SocialLink,
} from './site-settings/display';
export { useDocumentTitle } from './document-title';
export {
  MONTH_NAMES,
  formatCalendarDate,
  formatCount,
  formatLongDate,
  formatMoney,
  shortMonthName,
} from './format';
// The rules of the page's language (prefix, cookie, negotiation) are the shell's alone: it imports
// i18n/languages.ts itself, so they stay out of the shared kit that every page loads.
export {
  LANGUAGES,
  isRightToLeft,
  languageInfo,
  type Language,
  type OfferedLanguages,
} from './i18n/languages';
export {
  I18nProvider,
  Trans,
  activateLanguage,
  applyDocumentLanguage,
  i18n,
  setupI18n,
  useLingui,
  type I18n,
  type Messages,
} from './i18n/i18n';
export {
  loadAreaCatalogs,
  registerAreaCatalog,
  useAreaCatalog,
  type AreaCatalogLoader,
} from './i18n/areas';
export { useDebouncedValue } from './use-debounced-value';

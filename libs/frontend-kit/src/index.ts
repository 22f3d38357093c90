export { createQueryClient } from './api/query-client';
export { type AuthUser, type LoginCredentials } from './auth/auth-user';
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
export { DEFAULT_SITE_INFO, MINISTRY_NAME, useSiteInfo, type SiteInfo } from './site';
export { useDocumentTitle } from './document-title';
export { MONTH_NAMES, formatCalendarDate, formatCount, formatLongDate } from './format';

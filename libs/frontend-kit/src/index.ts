export { apiRequest, throwIfResNotOk, type HttpMethod } from './api/api-request';
export { createQueryClient, getQueryFn, type UnauthorizedBehavior } from './api/query-client';
export { AUTH_USER_QUERY_KEY, type AuthUser, type LoginCredentials } from './auth/auth-user';
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
export {
  DEFAULT_SITE_INFO,
  MINISTRY_NAME,
  SITE_INFO_QUERY_KEY,
  useSiteInfo,
  type SiteInfo,
} from './site';
export { useDocumentTitle } from './document-title';
export { MONTH_NAMES, formatCalendarDate, formatCount, formatLongDate } from './format';

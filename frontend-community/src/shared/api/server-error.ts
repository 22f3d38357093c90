import { ApiError } from '@ministry/api-client';

/** Spec §6/§8: a server message containing "log in" means the member session is missing. */
export function needsLogin(error: unknown): boolean {
  return error instanceof ApiError && !!error.serverMessage?.toLowerCase().includes('log in');
}

/** What a failed call's toast says: the server's message, or `fallback` when it sent none. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

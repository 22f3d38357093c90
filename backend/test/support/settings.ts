/**
 * What `GET /api/admin/settings` answers besides the editable fields: set by their own routes (the
 * logo, the favicon, the podcast artwork), by the server (when and by whom, the checklist, the sender
 * an environment variable fixes) or never shown (whether a mailbox password is set). `PUT` refuses
 * each of them by name (`400`, `property … should not exist`), so tests leave them all out; the
 * browser tests (e2e/) use this list too.
 */
export const READ_ONLY_SETTINGS = [
  'logoUrl',
  'faviconUrl',
  'updatedAt',
  'updatedBy',
  'checklist',
  'mailFromOverride',
  'bounceMailboxPasswordSet',
  'podcastArtworkUrl',
] as const;

/** Deletes the read-only fields from an admin settings answer, in place: what a `PUT` takes. */
export function stripReadOnlySettings<T extends Record<string, unknown>>(settings: T): T {
  for (const key of READ_ONLY_SETTINGS) delete settings[key];
  return settings;
}

/**
 * What the Audit tab calls each action: every action a route or a feature records (a test walks the
 * routes), the names of earlier versions too, so old rows read as well as new ones.
 */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  // Sign-in (recorded by the Auth module).
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.password_ok': 'Password accepted, second factor asked',
  'auth.second_factor_failed': 'Wrong second-factor code',
  'auth.second_factor_locked': 'Second factor locked',
  'auth.totp_enrol': 'Set up an authenticator app',
  // A staff member's own account and second factor (names derived from the routes).
  'auth.account.change_password': 'Changed their password',
  'auth.account.end': 'Ended a session',
  'auth.two-factor.start_totp': 'Began setting up an authenticator app',
  'auth.two-factor.confirm_totp': 'Set up an authenticator app',
  'auth.two-factor.disable_totp': 'Turned off the authenticator app',
  'auth.two-factor.regenerate_recovery_codes': 'Made new recovery codes',
  'auth.two-factor.passkey_options': 'Began adding a passkey',
  'auth.two-factor.register_passkey': 'Added a passkey',
  'auth.two-factor.remove_passkey': 'Removed a passkey',
  // Content and community.
  'event.create': 'Created an event',
  'event.update': 'Changed an event',
  'event.delete': 'Deleted an event',
  'event.import.preview': 'Previewed a calendar file to import',
  'event.import': 'Imported events from a calendar file',
  'scripture.create': 'Created a scripture',
  'scripture.update': 'Changed a scripture',
  'scripture.delete': 'Deleted a scripture',
  'testimonial.moderate': 'Moderated a testimony',
  'testimonial.delete': 'Deleted a testimony',
  'members.export': 'Exported members',
  'member.delete': 'Removed a member',
  // Imports of people from a file (the run's end, with its counts, is recorded by the imports module).
  'import.upload': 'Uploaded a file to import',
  'import.preview': 'Previewed an import',
  'import.run': 'Started an import',
  'import.complete': 'Imported people',
  'import.report': "Downloaded an import's report",
  'import.undo': 'Undid an import',
  // The teaching library.
  'teaching.update': 'Changed a teaching',
  'teaching.audio_upload': "Uploaded a teaching's audio",
  'teaching.audio_remove': "Removed a teaching's audio",
  'teaching_series.create': 'Created a teaching series',
  'teaching_series.update': 'Changed a teaching series',
  'teaching_series.delete': 'Deleted a teaching series',
  'teaching_series.artwork': "Uploaded a series' artwork",
  'teaching_series.artwork_remove': "Removed a series' artwork",
  'teaching_speaker.create': 'Added a speaker',
  'teaching_speaker.update': 'Changed a speaker',
  'teaching_speaker.delete': 'Removed a speaker',
  'teaching_speaker.photo': "Uploaded a speaker's photo",
  'teaching_speaker.photo_remove': "Removed a speaker's photo",
  'teaching_suggestion.accept': 'Made a playlist a series',
  'teaching_suggestion.ignore': 'Ignored a playlist as a series',
  // Event registration.
  'registration.cancel': 'Cancelled a registration',
  'registration.confirm': 'Moved a registration off the waitlist',
  'registration.walk_in': 'Added a walk-in registration',
  'registration.resend': 'Sent a registration confirmation again',
  'registration.message': 'E-mailed the registrants of an event',
  'registration.export': 'Exported the registrations of an event',
  // Giving (settings are Administrators'; gifts Finance's too).
  'giving.settings': 'Changed the giving settings',
  'giving.test': 'Tested the Stripe connection',
  'giving.fund.create': 'Added a fund',
  'giving.fund.update': 'Changed a fund',
  'giving.gift.record': 'Recorded an offline gift',
  'giving.export': 'Exported gifts',
  'giving.statement.preview': "Previewed a donor's year-end statement",
  'giving.donor.view': 'Opened a donor',
  'giving.statements.send': 'Queued the year-end statements by e-mail',
  'registration.check_in': 'Checked a person in at an event',
  'registration.check_in_ticket': "Checked a person in by their ticket's QR code",
  'registration.check_in_undo': 'Undid a check-in',
  // The suppression list (bounces and complaints).
  'email.suppressions.find': 'Looked up why an address gets no campaign mail',
  'email.suppression.lift': 'Lifted a bounce suppression',
  'counseling.view': 'Opened a counseling request',
  'counseling.respond': 'Answered a counseling request',
  'counseling.status_change': 'Changed a counseling status',
  'counseling.delete': 'Deleted a counseling request',
  // E-mail marketing (names derived from the routes: `email` is the campaigns' path).
  'email.create': 'Created a campaign',
  'email.test': 'Sent a test of a campaign',
  'email.send': 'Sent a campaign',
  'email.count': "Counted a campaign's audience",
  'email.templates.create': 'Created an e-mail template',
  'email.templates.update': 'Changed an e-mail template',
  'email.audience.create': 'Saved a target audience',
  'email.audience.update': 'Changed a saved audience',
  'email.audience.delete': 'Deleted a saved audience',
  'email.automation.update': 'Changed a welcome series',
  // Settings, staff, videos, the system.
  'settings.update': 'Changed the settings',
  'settings.logo_upload': 'Uploaded the logo',
  'settings.logo_remove': 'Removed the logo',
  'settings.podcast_artwork_upload': 'Uploaded the podcast artwork',
  'settings.podcast_artwork_remove': 'Removed the podcast artwork',
  'settings.checklist_dismiss': 'Hid the checklist',
  'settings.test_mail': 'Sent a test e-mail',
  'staff.invite': 'Invited staff',
  'staff.invite_resend': 'Resent an invitation',
  'staff.invite_revoke': 'Withdrew an invitation',
  'staff.role_change': 'Changed a role',
  'staff.deactivate': 'Deactivated staff',
  'staff.reactivate': 'Reactivated staff',
  'staff.password_reset_send': 'Sent a password-reset link',
  'youtube.sync': 'Started a video sync',
  'objects.video_upload': 'Uploaded a video',
  'system.queues.retry': 'Retried a failed job',
  'system.queues.retry_all': 'Retried all failed jobs',
};

/** An action in words; one not listed (a newer process's) reads as its name with spaces. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? sentence(action.replace(/[._-]/g, ' '));
}

/** Targets with no id worth showing (a session id, a queue), named by their type alone. */
const WHOLE_TARGETS: Readonly<Record<string, string>> = {
  settings: 'Site settings',
  'auth.account': 'Their own account',
  'auth.two-factor': 'Their own two-factor sign-in',
  youtube: 'YouTube videos',
  objects: 'Uploaded videos',
  'system.queues': 'Job queues',
};

/** The kind of a target, for one whose name is unknown (deleted since, or never named). */
const TARGET_NOUNS: Readonly<Record<string, string>> = {
  user: 'Staff account',
  staff: 'Staff account',
  invitation: 'Invitation',
  member: 'Member',
  testimonial: 'Testimony',
  event: 'Event',
  scripture: 'Scripture',
  counseling_request: 'Counseling request',
  email: 'Campaign',
  'email.templates': 'E-mail template',
  'email.audience': 'Saved audience',
  'email.automation': 'Welcome series',
  fund: 'Fund',
  gift: 'Gift',
  donor: 'Donor',
};

/** Whether a target's id is worth naming (not a session id or a queue). */
export function isWholeTarget(targetType: string): boolean {
  return targetType in WHOLE_TARGETS;
}

/** A target in words: its name when known ("Easter Sunrise Service"), else its kind and number. */
export function targetLabel(
  targetType: string | null,
  targetId: string | null,
  name: string | undefined,
): string | null {
  if (!targetType) return null;
  if (WHOLE_TARGETS[targetType]) return WHOLE_TARGETS[targetType];
  if (name) return name;
  const noun = TARGET_NOUNS[targetType] ?? sentence(targetType.replace(/[._-]/g, ' '));
  return targetId ? `${noun} #${targetId}` : noun;
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

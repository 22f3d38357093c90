/**
 * Staff roles and what each may do (docs/architecture.md, "Staff roles and permissions"). Every
 * staff route names one permission (`@Requires`); the one global guard lets a staff account through
 * when its role holds it.
 */
export const PERMISSIONS = {
  'counseling.read': 'read counseling requests',
  'counseling.respond': 'respond to counseling requests',
  'members.read': 'see community members',
  'members.profile': "read members' pastoral notes",
  'members.export': 'export community members',
  'members.delete': 'remove community members',
  'members.import': 'import members from a file',
  'testimonials.moderate': 'moderate testimonials',
  'events.write': 'manage events',
  'registrations.manage': 'manage event registrations',
  'registrations.check_in': 'check people in at events',
  'scriptures.write': 'manage scriptures',
  'videos.sync': 'sync videos',
  'teachings.manage': 'manage the teaching library',
  'email.templates': 'manage e-mail templates',
  'email.campaigns': 'manage e-mail campaigns',
  uploads: 'upload files',
  'newsletter.subscribers': 'manage newsletter subscribers',
  'giving.view': 'see gifts and donors',
  'giving.manage': 'record offline gifts',
  settings: 'change the settings',
  staff: 'manage staff',
  audit: 'read the audit trail',
  system: 'manage the system',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const STAFF_ROLES = [
  'administrator',
  'pastoral',
  'content',
  'communications',
  'finance',
  'check_in',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  pastoral: 'Pastoral care',
  content: 'Content editor',
  communications: 'Communications',
  finance: 'Finance',
  check_in: 'Check-in volunteer',
};

const ALL = Object.keys(PERMISSIONS) as Permission[];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  administrator: ALL,
  pastoral: [
    'counseling.read',
    'counseling.respond',
    'members.read',
    'members.profile',
    'testimonials.moderate',
  ],
  // Whoever edits events also runs their registrations.
  content: [
    'events.write',
    'registrations.manage',
    'registrations.check_in',
    'scriptures.write',
    'testimonials.moderate',
    'videos.sync',
    'teachings.manage',
  ],
  // Audiences and campaigns need the members' contact and targeting fields, not their pastoral
  // notes, nor an export of everything.
  communications: [
    'email.templates',
    'email.campaigns',
    'uploads',
    'members.read',
    'newsletter.subscribers',
  ],
  // Gifts and donors are seen by Administrators and Finance only; Giving's settings (the Stripe
  // keys) stay with Administrators.
  finance: ['giving.view', 'giving.manage'],
  // A volunteer at the door: the check-in screen of the day's events, nothing else (the service
  // refuses them any other day's event; docs/architecture.md, "Check-in").
  check_in: ['registrations.check_in'],
};

/** The permissions of a role; none for an account without one (or a deactivated one). */
export function permissionsOf(role: StaffRole | null): Permission[] {
  return role ? [...ROLE_PERMISSIONS[role]] : [];
}

export function hasPermission(role: StaffRole | null, permission: Permission): boolean {
  return role !== null && ROLE_PERMISSIONS[role].includes(permission);
}

/** The 403 answer of a staff account whose role lacks `permission`. */
export function permissionDenied(permission: Permission): string {
  return `You do not have permission to ${PERMISSIONS[permission]}.`;
}

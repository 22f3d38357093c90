import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import request from 'supertest';
import { Access, ACCESS_KEY, PERMISSION_KEY } from '../src/common/access/access.decorators';
import { memberAgent, signInMember } from './support/community';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

interface Route {
  method: string;
  /** The path as declared, e.g. /api/admin/events/:id */
  template: string;
  /** The path with every parameter filled in, e.g. /api/admin/events/999999 */
  path: string;
  access: Access | undefined;
  permission: string | undefined;
  name: string;
}

/** Every route the application registers, with the access it declares. */
function listRoutes(t: TestApp): Route[] {
  const discovery = t.app.get(DiscoveryService);
  const scanner = t.app.get(MetadataScanner);
  return discovery.getControllers().flatMap((wrapper) => {
    const controller = wrapper.metatype as new (...args: unknown[]) => object;
    const bases = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
    return scanner.getAllMethodNames(controller.prototype).flatMap((methodName) => {
      const handler = (controller.prototype as Record<string, unknown>)[methodName] as object;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const access =
        (Reflect.getMetadata(ACCESS_KEY, handler) as Access | undefined) ??
        (Reflect.getMetadata(ACCESS_KEY, controller) as Access | undefined);
      const permission =
        (Reflect.getMetadata(PERMISSION_KEY, handler) as string | undefined) ??
        (Reflect.getMetadata(PERMISSION_KEY, controller) as string | undefined);
      return bases.flatMap((base) =>
        [paths].flat().map((path) => {
          const template = `/${[base, path].filter((p) => p && p !== '/').join('/')}`.replace(
            /\/+/g,
            '/',
          );
          const concrete = template
            .replace(/[{}]/g, '')
            .replace(/:(\w+)/g, '999999')
            .replace(/\*(\w*)/g, 'x');
          return {
            method,
            template,
            path: concrete,
            access,
            permission: access === 'staff' ? permission : undefined,
            name: `${controller.name}.${methodName}`,
          };
        }),
      );
    });
  });
}

/** What a route must declare: its access, and for a staff route the permission it needs. */
interface Declared {
  access: Access;
  permission?: string;
}

/**
 * DESIGN §4, "Access on the server", with the staff roles (docs/architecture.md, "Staff roles and
 * permissions"), as a rule over method and path: what every route, including routes added later,
 * must declare and answer. An admin route this table does not name fails the walk until its
 * permission is added here.
 */
function expectedAccess(method: string, path: string): Declared {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const staff = (permission: string): Declared => ({ access: 'staff', permission });
  if (under('/api/admin/counseling'))
    return staff(method === 'GET' ? 'counseling.read' : 'counseling.respond');
  if (under('/api/admin/testimonials')) return staff('testimonials.moderate');
  // An .ics file's events, previewed and imported: writing events, as the event form does.
  if (under('/api/admin/events/import')) return staff('events.write');
  if (/^\/api\/admin\/events\/[^/]+\/registrations(\/|$)/.test(path))
    return staff('registrations.manage');
  if (under('/api/admin/events')) return staff('events.write');
  if (under('/api/admin/check-in')) return staff('registrations.check_in');
  if (under('/api/admin/scriptures')) return staff('scriptures.write');
  if (under('/api/admin/youtube')) return staff('videos.sync');
  if (under('/api/admin/settings')) return staff('settings');
  // Giving's settings and funds are the Administrators'; gifts are Finance's too.
  if (under('/api/admin/giving/settings') || under('/api/admin/giving/funds'))
    return staff('settings');
  // Recording an offline gift and e-mailing a year's statements change things: giving.manage.
  if (method === 'POST' && path === '/api/admin/giving/gifts') return staff('giving.manage');
  if (method === 'POST' && /^\/api\/admin\/giving\/statements\/[^/]+\/send$/.test(path))
    return staff('giving.manage');
  if (under('/api/admin/giving')) return staff('giving.view');
  if (under('/api/admin/system')) return staff('system');
  if (under('/api/admin/staff')) return staff('staff');
  if (under('/api/admin/audit')) return staff('audit');
  if (under('/api/admin/imports')) return staff('members.import');
  if (
    under('/api/admin/teachings') ||
    under('/api/admin/teaching-series') ||
    under('/api/admin/teaching-speakers') ||
    under('/api/admin/teaching-suggestions')
  )
    return staff('teachings.manage');
  if (under('/api/email/templates')) return staff('email.templates');
  // The mail providers' bounce and complaint webhooks: authorised by each provider's signature.
  if (under('/api/email/webhooks')) return { access: 'public' };
  if (under('/api/email')) return staff('email.campaigns');
  // A new admin route names its permission here first: the walk below then holds it to it.
  if (under('/api/admin')) throw new Error(`${method} ${path}: name its permission in this table`);
  if (method === 'GET' && path === '/api/community/members/export') return staff('members.export');
  if (method === 'GET' && under('/api/community/members')) return staff('members.read');
  if (method === 'DELETE' && under('/api/community/members')) return staff('members.delete');
  if (path === '/api/objects/video-upload') return staff('uploads');
  if (method === 'POST' && (path === '/api/testimonials' || path === '/api/counseling'))
    return { access: 'member' };
  // A member's own data ("My account" of /community); the link sent to a new address works from any
  // browser.
  if (method === 'POST' && path === '/api/community/me/email/confirm') return { access: 'public' };
  if (under('/api/community/me')) return { access: 'member' };
  if (method === 'GET' && path === '/api/auth/user') return { access: 'signed-in' };
  // The staff's "My account": any signed-in account's own password and sessions.
  if (under('/api/auth/account')) return { access: 'signed-in' };
  // One's own two-factor sign-in: any signed-in account.
  if (under('/api/auth/two-factor')) return { access: 'signed-in' };
  return { access: 'public' };
}

type Role = 'administrator' | 'pastoral' | 'content' | 'communications' | 'finance' | 'check_in';

/**
 * The roles' table (docs/architecture.md, "Staff roles and permissions"), written out here on its
 * own (not read from the code under test).
 */
const ROLE_MAY: Record<Exclude<Role, 'administrator'>, string[]> = {
  pastoral: [
    'counseling.read',
    'counseling.respond',
    'members.read',
    'members.profile',
    'testimonials.moderate',
  ],
  content: [
    'events.write',
    'registrations.manage',
    'registrations.check_in',
    'scriptures.write',
    'testimonials.moderate',
    'videos.sync',
    'teachings.manage',
  ],
  // The members' contact and targeting fields for audiences and campaigns: no notes, no export.
  communications: [
    'email.templates',
    'email.campaigns',
    'uploads',
    'members.read',
    'newsletter.subscribers',
  ],
  // Giving data only: gifts, donors, totals, exports, offline gifts.
  finance: ['giving.view', 'giving.manage'],
  // The door's volunteer: the check-in routes and nothing else.
  check_in: ['registrations.check_in'],
};

const mayDo = (role: Role, permission: string) =>
  role === 'administrator' || ROLE_MAY[role].includes(permission);

/**
 * Public routes whose own signed, expiring address is the credential (the campaign video upload), or
 * whose request a third party signs (the mail providers' webhooks): every caller, admin included, is
 * refused with 403 without a valid signature.
 */
const SIGNED_ADDRESS_ROUTES = new Set([
  'PUT /media/videos/:id',
  ...['ses', 'sendgrid', 'postmark', 'mailgun'].map((p) => `POST /api/email/webhooks/${p}`),
]);

function send(agent: Agent | ReturnType<typeof request>, route: Route): request.Test {
  const verb = (route.method === 'ALL' ? 'get' : route.method.toLowerCase()) as
    'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
  return (agent as Agent)[verb](route.path);
}

/** `user` is a signed-in account that is not staff (no role). */
type Caller = 'anonymous' | 'member' | 'user' | Role;

const isAccount = (caller: Caller) => caller !== 'anonymous' && caller !== 'member';

/**
 * What DESIGN §4 and the roles' table say a caller gets from a route: refused with 401 or 403, or
 * let through.
 */
function expectedAnswer({ access, permission }: Declared, caller: Caller): 401 | 403 | 'through' {
  switch (access) {
    case 'public':
      return 'through';
    case 'member':
      return caller === 'member' ? 'through' : 401;
    case 'signed-in':
      return isAccount(caller) ? 'through' : 401;
    case 'staff':
      if (!isAccount(caller)) return 401;
      return caller !== 'user' && mayDo(caller, permission!) ? 'through' : 403;
  }
}

describe('access to every route', () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    routes = listRoutes(t);
  });
  afterAll(() => t.close());

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const found = routes.map((r) => `${r.method} ${r.template}`);
    for (const route of [
      'POST /api/auth/login',
      'GET /api/auth/user',
      'POST /api/auth/login/totp',
      'POST /api/auth/login/passkey',
      'POST /api/auth/two-factor/totp',
      'DELETE /api/auth/two-factor/passkeys/:id',
      'POST /api/community/members',
      'POST /api/community/login',
      'POST /api/community/login/verify',
      'GET /api/community/members/export',
      'POST /api/testimonials',
      'POST /api/counseling',
      'PUT /api/admin/testimonials/:id',
      'POST /api/admin/counseling/:id/responses',
      'GET /api/admin/system/queues',
      'GET /api/admin/system/queues/:queue/failed',
      'POST /api/admin/system/queues/:queue/failed/retry',
      'POST /api/admin/system/queues/:queue/failed/:jobId/retry',
      'GET /api/ready',
    ])
      expect(found).toContain(route);
  });

  it('mounts every route once, even when a feature module is imported by another', () => {
    const seen = routes.map((r) => `${r.method} ${r.template}`);
    expect(seen.filter((route, i) => seen.indexOf(route) !== i)).toEqual([]);
  });

  it('declares the access of every route', () => {
    expect(routes.filter((r) => !r.access).map((r) => r.name)).toEqual([]);
  });

  it('declares exactly the access (and permission) DESIGN §4 and the roles give its method and path', () => {
    const wrong = routes
      .filter((r) => {
        const expected = expectedAccess(r.method, r.template);
        return r.access !== expected.access || r.permission !== expected.permission;
      })
      .map(
        (r) =>
          `${r.method} ${r.template} (${r.name}) declares ${r.access} ${r.permission ?? ''}, ` +
          `the rule says ${JSON.stringify(expectedAccess(r.method, r.template))}`,
      );
    expect(wrong).toEqual([]);
  });

  it('gives the rule of DESIGN §4 and the roles for the routes it names', () => {
    const staff = (permission: string) => ({ access: 'staff', permission });
    expect(expectedAccess('GET', '/api/admin/events')).toEqual(staff('events.write'));
    // The calendar file import writes events: the same permission as creating one by hand.
    expect(expectedAccess('POST', '/api/admin/events/import')).toEqual(staff('events.write'));
    expect(expectedAccess('POST', '/api/admin/events/import/preview')).toEqual(
      staff('events.write'),
    );
    expect(expectedAccess('POST', '/api/email/campaigns')).toEqual(staff('email.campaigns'));
    expect(expectedAccess('PUT', '/api/email/templates/:id')).toEqual(staff('email.templates'));
    expect(expectedAccess('GET', '/api/community/members')).toEqual(staff('members.read'));
    expect(expectedAccess('DELETE', '/api/community/members/:id')).toEqual(staff('members.delete'));
    expect(expectedAccess('GET', '/api/community/members/export')).toEqual(staff('members.export'));
    expect(expectedAccess('GET', '/api/admin/counseling')).toEqual(staff('counseling.read'));
    expect(expectedAccess('POST', '/api/admin/counseling/:id/responses')).toEqual(
      staff('counseling.respond'),
    );
    expect(expectedAccess('GET', '/api/admin/staff')).toEqual(staff('staff'));
    expect(expectedAccess('GET', '/api/admin/audit/export.csv')).toEqual(staff('audit'));
    expect(() => expectedAccess('GET', '/api/admin/anything-new')).toThrow(
      'GET /api/admin/anything-new: name its permission in this table',
    );
    expect(expectedAccess('POST', '/api/community/members')).toEqual({ access: 'public' });
    expect(expectedAccess('POST', '/api/community/login/verify')).toEqual({ access: 'public' });
    expect(expectedAccess('POST', '/api/objects/video-upload')).toEqual(staff('uploads'));
    expect(expectedAccess('POST', '/api/testimonials')).toEqual({ access: 'member' });
    expect(expectedAccess('GET', '/api/testimonials')).toEqual({ access: 'public' });
    expect(expectedAccess('POST', '/api/counseling')).toEqual({ access: 'member' });
    expect(expectedAccess('GET', '/api/auth/user')).toEqual({ access: 'signed-in' });
    expect(expectedAccess('POST', '/api/auth/password-reset')).toEqual({ access: 'public' });
    expect(expectedAccess('GET', '/api/administrators')).toEqual({ access: 'public' });
  });

  describe('answers every caller as DESIGN §4 says', () => {
    /** A caller's cookie jar, and how to get its session back after a route ended it (a logout). */
    interface Session {
      agent: Agent | null;
      alive(): Promise<boolean>;
      restore(): Promise<void>;
    }

    async function accountSession(role: Role | null): Promise<Session> {
      const { agent, username, password } = await signedInAgent(t, { role });
      const session: Session = {
        agent,
        alive: async () => (await agent.get('/api/auth/user')).status === 200,
        restore: async () => {
          await agent.post('/api/auth/login').send({ username, password }).expect(200);
        },
      };
      return session;
    }

    async function communitySession(): Promise<Session> {
      const { agent, email } = await memberAgent(t);
      return {
        agent,
        alive: async () => (await agent.get('/api/community/session')).body.isLoggedIn === true,
        restore: async () => {
          await signInMember(t, agent, email);
        },
      };
    }

    const anonymousSession: Session = {
      agent: null,
      alive: async () => true,
      restore: async () => undefined,
    };

    async function check(caller: Caller, session: Session): Promise<void> {
      const wrong: string[] = [];
      for (const route of routes) {
        const declared = expectedAccess(route.method, route.template);
        const { access } = declared;
        const expected = expectedAnswer(declared, caller);
        const res = await send(session.agent ?? request(t.server), route);
        const label = `${caller} ${route.method} ${route.path} (${access} ${declared.permission ?? ''})`;
        if (SIGNED_ADDRESS_ROUTES.has(`${route.method} ${route.template}`)) {
          if (res.status !== 403) wrong.push(`${label}: ${res.status} without a signature`);
          continue;
        }
        if (expected === 'through' && (res.status === 401 || res.status === 403))
          wrong.push(
            `${label}: ${res.status} ${res.body?.message ?? ''}, expected to be let through`,
          );
        if (expected !== 'through' && res.status !== expected)
          wrong.push(`${label}: ${res.status}, expected ${expected}`);
        if (expected === 401 && access === 'member' && !/log in/i.test(res.body?.message ?? ''))
          wrong.push(`${label}: "${res.body?.message}" does not ask to log in`);
        if (
          expected === 403 &&
          access === 'staff' &&
          caller !== 'user' &&
          !/^You do not have permission to /.test(res.body?.message ?? '')
        )
          wrong.push(`${label}: "${res.body?.message}" does not say which permission is missing`);
        if (res.status >= 500) wrong.push(`${label}: ${res.status} for a request without a body`);
        if (!(await session.alive())) await session.restore();
      }
      expect(wrong).toEqual([]);
    }

    it('anonymous: public routes only', async () => {
      await check('anonymous', anonymousSession);
    });

    it('a community member: public and member routes, never an admin or account route', async () => {
      await check('member', await communitySession());
    });

    it('a signed-in account that is not staff: 403 on staff routes, 401 on member routes', async () => {
      await check('user', await accountSession(null));
    });

    it('an Administrator: every staff and account route, but not member routes without a member session', async () => {
      await check('administrator', await accountSession('administrator'));
    });

    for (const role of ['pastoral', 'content', 'communications', 'finance', 'check_in'] as const)
      it(`${role}: the staff routes of its permissions, 403 saying which permission elsewhere`, async () => {
        await check(role, await accountSession(role));
      });
  });

  describe("the members list: the pastoral notes only for a role that may read members' profiles", () => {
    const NOTES = 'Grieving my husband; please pray for me.';

    it.each(['administrator', 'pastoral', 'content', 'communications', 'finance'] as const)(
      '%s',
      async (role) => {
        const { email } = await memberAgent(t, {
          notes: NOTES,
          spiritualLevel: 'growing',
          needs: ['prayer'],
        });
        const { agent } = await signedInAgent(t, { role });
        const lists = [
          await agent.get('/api/community/members'),
          await agent.get('/api/community/members').query({ page: 1, pageSize: 50 }),
        ];
        if (!mayDo(role, 'members.read')) {
          for (const res of lists) expect(res.status).toBe(403);
          return;
        }
        const [plain, paged] = lists.map((res) => {
          expect(res.status).toBe(200);
          const items = (Array.isArray(res.body) ? res.body : res.body.items) as {
            email: string;
          }[];
          return items.find((item) => item.email === email);
        });
        for (const member of [plain, paged]) {
          // The targeting fields are there for every role that may see members.
          expect(member).toMatchObject({ spiritualLevel: 'growing', needs: ['prayer'] });
          expect(member).toHaveProperty('notes', mayDo(role, 'members.profile') ? NOTES : null);
        }
        const exported = await agent.get('/api/community/members/export');
        expect(exported.status).toBe(mayDo(role, 'members.export') ? 200 : 403);
        if (exported.status === 200) expect(exported.text).toContain(NOTES);
      },
    );
  });
});

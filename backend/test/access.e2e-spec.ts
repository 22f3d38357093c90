import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import request from 'supertest';
import { Access, ACCESS_KEY } from '../src/common/access/access.decorators';
import { memberAgent } from './support/community';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

interface Route {
  method: string;
  /** The path as declared, e.g. /api/admin/events/:id */
  template: string;
  /** The path with every parameter filled in, e.g. /api/admin/events/999999 */
  path: string;
  access: Access | undefined;
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
            name: `${controller.name}.${methodName}`,
          };
        }),
      );
    });
  });
}

/**
 * DESIGN §4, "Access on the server", as a rule over method and path: what every route, including routes
 * added later, must declare and answer.
 */
function expectedAccess(method: string, path: string): Access {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/api/admin') || under('/api/email')) return 'admin';
  if ((method === 'GET' || method === 'DELETE') && under('/api/community/members')) return 'admin';
  if (path === '/api/objects/video-upload') return 'admin';
  if (method === 'POST' && (path === '/api/testimonials' || path === '/api/counseling'))
    return 'member';
  if (method === 'GET' && path === '/api/auth/user') return 'signed-in';
  return 'public';
}

/**
 * Public routes whose own signed, expiring address is the credential (the campaign video upload): every
 * caller, admin included, is refused with 403 without a valid signature.
 */
const SIGNED_ADDRESS_ROUTES = new Set(['PUT /media/videos/:id']);

function send(agent: Agent | ReturnType<typeof request>, route: Route): request.Test {
  const verb = (route.method === 'ALL' ? 'get' : route.method.toLowerCase()) as
    'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
  return (agent as Agent)[verb](route.path);
}

type Caller = 'anonymous' | 'member' | 'user' | 'admin';

/** What DESIGN §4 says a caller gets from a route: refused with 401 or 403, or let through. */
function expectedAnswer(access: Access, caller: Caller): 401 | 403 | 'through' {
  switch (access) {
    case 'public':
      return 'through';
    case 'member':
      return caller === 'member' ? 'through' : 401;
    case 'signed-in':
      return caller === 'user' || caller === 'admin' ? 'through' : 401;
    case 'admin':
      return caller === 'admin' ? 'through' : caller === 'user' ? 403 : 401;
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
      'POST /api/community/members',
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

  it('declares exactly the access DESIGN §4 gives its method and path', () => {
    const wrong = routes
      .filter((r) => r.access !== expectedAccess(r.method, r.template))
      .map(
        (r) =>
          `${r.method} ${r.template} (${r.name}) declares ${r.access}, DESIGN §4 says ${expectedAccess(r.method, r.template)}`,
      );
    expect(wrong).toEqual([]);
  });

  it('gives the rule of DESIGN §4 for the routes it names', () => {
    expect(expectedAccess('GET', '/api/admin/events')).toBe('admin');
    expect(expectedAccess('POST', '/api/email/campaigns')).toBe('admin');
    expect(expectedAccess('GET', '/api/community/members')).toBe('admin');
    expect(expectedAccess('DELETE', '/api/community/members/:id')).toBe('admin');
    expect(expectedAccess('GET', '/api/community/members/export')).toBe('admin');
    expect(expectedAccess('POST', '/api/community/members')).toBe('public');
    expect(expectedAccess('POST', '/api/objects/video-upload')).toBe('admin');
    expect(expectedAccess('POST', '/api/testimonials')).toBe('member');
    expect(expectedAccess('GET', '/api/testimonials')).toBe('public');
    expect(expectedAccess('POST', '/api/counseling')).toBe('member');
    expect(expectedAccess('GET', '/api/auth/user')).toBe('signed-in');
    expect(expectedAccess('GET', '/api/administrators')).toBe('public');
  });

  describe('answers every caller as DESIGN §4 says', () => {
    /** A caller's cookie jar, and how to get its session back after a route ended it (a logout). */
    interface Session {
      agent: Agent | null;
      alive(): Promise<boolean>;
      restore(): Promise<void>;
    }

    async function adminSession(isAdmin: boolean): Promise<Session> {
      const { agent, username, password } = await signedInAgent(t, { isAdmin });
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
          await agent.post('/api/community/login').send({ email }).expect(200);
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
        const access = expectedAccess(route.method, route.template);
        const expected = expectedAnswer(access, caller);
        const res = await send(session.agent ?? request(t.server), route);
        const label = `${caller} ${route.method} ${route.path} (${access})`;
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

    it('a signed-in user without isAdmin: 403 on admin routes, 401 on member routes', async () => {
      await check('user', await adminSession(false));
    });

    it('an administrator: admin and account routes, but not member routes without a member session', async () => {
      await check('admin', await adminSession(true));
    });
  });
});

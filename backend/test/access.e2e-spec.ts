import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import request from 'supertest';
import { Access, ACCESS_KEY } from '../src/common/access/access.decorators';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

interface Route {
  method: string;
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
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    return scanner.getAllMethodNames(controller.prototype).flatMap((methodName) => {
      const handler = (controller.prototype as Record<string, unknown>)[methodName] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const access =
        (Reflect.getMetadata(ACCESS_KEY, handler) as Access | undefined) ??
        (Reflect.getMetadata(ACCESS_KEY, controller) as Access | undefined);
      const fullPath = `/${[base, path].filter((p) => p && p !== '/').join('/')}`.replace(
        /\/+/g,
        '/',
      );
      return [
        {
          method,
          path: fullPath.replace(/:(\w+)/g, '999999'),
          access,
          name: `${controller.name}.${methodName}`,
        },
      ];
    });
  });
}

function send(agent: request.Agent | ReturnType<typeof request>, route: Route): request.Test {
  const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return (agent as request.Agent)[verb](route.path);
}

describe('access to every route', () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes(t);
  });
  afterAll(() => t.close());

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/auth/login');
  });

  it('declares the access of every route', () => {
    expect(routes.filter((r) => !r.access).map((r) => r.name)).toEqual([]);
  });

  it('answers anonymous callers as each route declares', async () => {
    for (const route of routes) {
      const res = await send(request(t.server), route);
      if (route.access === 'public')
        expect([route.name, res.status]).not.toEqual([route.name, 401]);
      if (route.access === 'admin' || route.access === 'signed-in')
        expect([route.name, res.status]).toEqual([route.name, 401]);
      if (route.access === 'member') {
        expect([route.name, res.status]).toEqual([route.name, 401]);
        expect(res.body.message).toMatch(/log in/i);
      }
    }
  });

  it('refuses administrator routes to a signed-in user who is not an administrator (403)', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: false });
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const res = await send(agent, route);
      expect([route.name, res.status]).toEqual([route.name, 403]);
    }
  });

  it('lets an administrator through to administrator routes', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: true });
    for (const route of routes.filter((r) => r.access === 'admin' || r.access === 'signed-in')) {
      const res = await send(agent, route);
      expect([route.name, [401, 403].includes(res.status)]).toEqual([route.name, false]);
    }
  });
});

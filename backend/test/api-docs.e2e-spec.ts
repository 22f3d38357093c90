import { BadRequestException, type Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { createValidationPipe, type FieldError } from '../src/common/filters/validation.pipe';
import { PageSettings } from '../src/common/http/page-settings';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const DOCS = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];

/** API_DOCS: who may read the API reference (Swagger UI, JSON, YAML). */
describe('the API reference (API_DOCS)', () => {
  const apps: TestApp[] = [];
  const app = async (apiDocs?: string): Promise<TestApp> => {
    const t = await createTestApp({ workers: false, env: { API_DOCS: apiDocs } });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('is public by default', async () => {
    const t = await app();
    const ui = await request(t.server).get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
    const json = await request(t.server).get('/api/docs-json').expect(200);
    expect(json.body.info.title).toBe('Ministry platform API');
    await request(t.server).get('/api/docs-yaml').expect(200);
  });

  it('staff: only a signed-in administrator reads it; anyone else gets the 404 of an unknown path', async () => {
    const t = await app('staff');
    const unknown = await request(t.server).get('/api/no-such-endpoint').expect(404);
    for (const path of DOCS) {
      const res = await request(t.server).get(path).expect(404);
      expect(res.body).toEqual({ message: `Cannot GET ${path}` });
      expect(unknown.body).toEqual({ message: 'Cannot GET /api/no-such-endpoint' });
    }
    const { agent: member } = await signedInAgent(t, { isAdmin: false });
    await member.get('/api/docs-json').expect(404);
    await member.get('/api/docs').expect(404);

    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    const json = await admin.get('/api/docs-json').expect(200);
    expect(json.body.info.title).toBe('Ministry platform API');
    const ui = await admin.get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
  });

  it('off: nobody reads it, administrators included', async () => {
    const t = await app('off');
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    for (const path of DOCS) {
      await request(t.server).get(path).expect(404);
      await admin.get(path).expect(404);
    }
  });
});

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};

type Schema = {
  $ref?: string;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

/** The schema a property refers to (`$ref`, or one wrapped in `allOf` to carry a description). */
const refOf = (schema: Schema): string | undefined =>
  schema.$ref ?? (schema.allOf?.length === 1 ? schema.allOf[0].$ref : undefined);
const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');

/** How a property's example breaks its own schema; empty when it fits. */
function misfits(example: unknown, schema: Schema): string[] {
  if (example === null) return schema.nullable ? [] : ['null but not nullable'];
  const problems: string[] = [];
  if (schema.enum && !schema.enum.includes(example)) problems.push(`not one of ${schema.enum}`);
  switch (schema.type) {
    case 'array':
      if (!Array.isArray(example)) return ['not an array'];
      return example.flatMap((item) => (schema.items ? misfits(item, schema.items) : []));
    case 'boolean':
      if (typeof example !== 'boolean') problems.push('not a boolean');
      break;
    case 'integer':
    case 'number':
      if (typeof example !== 'number') return ['not a number'];
      if (schema.type === 'integer' && !Number.isInteger(example)) problems.push('not an integer');
      if (schema.minimum !== undefined && example < schema.minimum) problems.push('below minimum');
      if (schema.maximum !== undefined && example > schema.maximum) problems.push('above maximum');
      break;
    case 'string':
      if (typeof example !== 'string') return ['not a string'];
      if (schema.minLength !== undefined && example.length < schema.minLength)
        problems.push('shorter than minLength');
      if (schema.maxLength !== undefined && example.length > schema.maxLength)
        problems.push('longer than maxLength');
      if (
        schema.format === 'date-time' &&
        // RFC 3339: UTC ("Z") or an offset (event times are stated in the ministry's zone).
        !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(example)
      )
        problems.push('not an ISO date-time');
      if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(example))
        problems.push('not an e-mail address');
      break;
  }
  return problems;
}

/**
 * The request body each operation's handler declares with `@Body()`, by the document's operationId
 * (`<Controller without the suffix>_<method>`, as buildOpenApiDocument names them).
 */
function bodyTypesByOperationId(app: TestApp['app']): Map<string, Type> {
  const bodyTypes = new Map<string, Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      for (const method of Object.getOwnPropertyNames(metatype.prototype)) {
        const args: Record<string, { index: number }> =
          Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, method) ?? {};
        const types: Type[] = Reflect.getMetadata('design:paramtypes', metatype.prototype, method);
        for (const [key, { index }] of Object.entries(args)) {
          if (Number(key.split(':')[0]) !== RouteParamtypes.BODY) continue;
          bodyTypes.set(`${metatype.name.replace(/Controller$/, '')}_${method}`, types[index]);
        }
      }
    }
  }
  return bodyTypes;
}

/** The document is the contract developers and generated clients read: it must say what the server does. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: {
    info: { version: string; contact?: { email?: string }; license?: { name?: string } };
    servers: { url: string }[];
    components: {
      securitySchemes: Record<string, { type: string; in: string; name: string }>;
      schemas: Record<string, Schema>;
    };
    paths: Record<string, Record<string, Operation>>;
  };
  beforeAll(async () => {
    t = await createTestApp({ workers: false, env: { PUBLIC_URL: 'https://ministry.test' } });
    document = (await request(t.server).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );

  it('names this instance first and PUBLIC_URL after it, with a contact and a license', () => {
    expect(document.servers.map((s) => s.url)).toEqual(['/', 'https://ministry.test']);
    expect(document.info.contact?.email).toMatch(/@/);
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("names the ministry's saved name and e-mail as the contact once its settings are saved", async () => {
    const pageSettings = t.app.get(PageSettings);
    const before = pageSettings.current();
    pageSettings.set({
      version: 'contact-test',
      settings: { ministryName: 'Grace Chapel', email: 'hello@grace.example' },
    });
    try {
      const served = (await request(t.server).get('/api/docs-json').expect(200)).body as {
        info: { contact: { name: string; email: string } };
      };
      expect(served.info.contact).toMatchObject({
        name: 'Grace Chapel',
        email: 'hello@grace.example',
      });
    } finally {
      if (before) pageSettings.set(before);
    }
  });

  it('declares the session cookie once, and each call either needs it or says it needs nothing', async () => {
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ministry.sid' }),
    });
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      expect(operation.security).toBeDefined();
      const needsSession = (operation.security ?? []).some((s) => 'session' in s);
      if (operation.security!.length > 0) expect(needsSession).toBe(true);
      // What the document says is what an anonymous caller meets.
      const url = path.replace(/\{[^}]+\}/g, '999999');
      const res = await request(t.server)[method as 'get'](url).redirects(0);
      if (needsSession)
        expect({ url, method, status: res.status }).toEqual({ url, method, status: 401 });
      else expect({ url, method, status: res.status }).not.toEqual({ url, method, status: 401 });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('gives every client error the shared error body', () => {
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^4/.test(status)) continue;
        expect({ path, method, status, content: Boolean(response.content) }).toEqual({
          path,
          method,
          status,
          content: true,
        });
      }
    }
  });

  it('gives every property of every schema an example that fits the property', () => {
    const missing: string[] = [];
    const unfit: { property: string; problems: string[] }[] = [];
    let checked = 0;
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        // A nested object is described (and exemplified) by the schema it refers to.
        if (refOf(property) || (property.items && refOf(property.items))) continue;
        checked++;
        if (property.example === undefined) missing.push(`${name}.${key}`);
        else {
          const problems = misfits(property.example, property);
          if (problems.length) unfit.push({ property: `${name}.${key}`, problems });
        }
      }
    }
    expect(missing).toEqual([]);
    expect(unfit).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('assembles, for every JSON request body, an example the server validation accepts', async () => {
    const schemas = document.components.schemas;
    /** The body Swagger UI's "Try it out" starts from: each property's example, nested ones built. */
    const exampleOf = (schema: Schema): unknown => {
      const ref = refOf(schema);
      if (ref) return exampleOf(schemas[schemaName(ref)]);
      if (schema.type === 'array' && schema.items && refOf(schema.items))
        return [exampleOf(schema.items)];
      if (!schema.properties) return schema.example;
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [key, exampleOf(property)]),
      );
    };
    const bodyTypes = bodyTypesByOperationId(t.app);
    // The pipe the bootstrap installs globally: whitelist, forbidNonWhitelisted, transform.
    const pipe = createValidationPipe();
    const rejected: { operation: string; errors: FieldError[] }[] = [];
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const ref = refOf(schema);
      const operationName = `${method.toUpperCase()} ${path}`;
      expect({ operation: operationName, ref }).toEqual({
        operation: operationName,
        ref: expect.any(String),
      });
      const metatype = bodyTypes.get(operation.operationId);
      // The schema named in the document is the class the handler validates its body with.
      expect({ operation: operationName, body: metatype?.name }).toEqual({
        operation: operationName,
        body: schemaName(ref!),
      });
      const body = exampleOf(schema);
      try {
        await pipe.transform(body, { type: 'body', metatype });
      } catch (error) {
        if (!(error instanceof BadRequestException)) throw error;
        const { errors = [] } = error.getResponse() as { errors?: FieldError[] };
        rejected.push({ operation: operationName, errors });
      }
      checked++;
    }
    expect(rejected).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(18);
  });

  it('says a JSON request body is closed exactly where the server refuses an unknown field', async () => {
    const schemas = document.components.schemas;
    /**
     * The examples' body with a field `unexpected` in every object, nested ones too; `closed` collects
     * where the document says the object is closed (`additionalProperties: false`).
     */
    const withUnknown = (schema: Schema, at: string, closed: string[]): unknown => {
      const ref = refOf(schema);
      if (ref) return withUnknown(schemas[schemaName(ref)], at, closed);
      if (schema.type === 'array' && schema.items && refOf(schema.items))
        return [withUnknown(schema.items, `${at}.0`, closed)];
      if (schema.type !== 'object' && !schema.properties) return schema.example;
      const body: Record<string, unknown> = schema.properties
        ? Object.fromEntries(
            Object.entries(schema.properties).map(([key, property]) => [
              key,
              withUnknown(property, at ? `${at}.${key}` : key, closed),
            ]),
          )
        : { ...(schema.example as object) };
      body['unexpected'] = 'field';
      if (schema.additionalProperties === false)
        closed.push(at ? `${at}.unexpected` : 'unexpected');
      return body;
    };
    const bodyTypes = bodyTypesByOperationId(t.app);
    const pipe = createValidationPipe();
    const mismatches: { operation: string; documented: string[]; refused: string[] }[] = [];
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const operationName = `${method.toUpperCase()} ${path}`;
      const documented: string[] = [];
      const body = withUnknown(schema, '', documented);
      let refused: string[] = [];
      try {
        await pipe.transform(body, {
          type: 'body',
          metatype: bodyTypes.get(operation.operationId),
        });
      } catch (error) {
        if (!(error instanceof BadRequestException)) throw error;
        const { errors = [] } = error.getResponse() as { errors?: FieldError[] };
        refused = errors.map((e) => e.field);
      }
      // Every body is closed at its top, and the server refuses the unknown field where, and only
      // where, the document says so.
      if (!documented.includes('unexpected') || refused.sort().join() !== documented.sort().join())
        mismatches.push({ operation: operationName, documented, refused });
      checked++;
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(18);
  });
});

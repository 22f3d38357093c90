import { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  OpenAPIObject,
  SwaggerModule,
  type OperationObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE, SESSION_SECURITY } from '../common/access/access.decorators';
import { PageSettings } from '../common/http/page-settings';
import { TOKEN_AUTHORISED_EXTENSION } from '../common/http/same-origin.middleware';
import { APP_CONFIG, type AppConfig, type ApiDocsAccess } from '../config/app-config';

/**
 * The API's version. Bump it (semver) when the document changes in a way an existing caller notices,
 * and say what changed in docs/api-changelog.md: `npm run api:breaking` fails otherwise.
 */
export const API_VERSION = '7.0.0';

/** What the document says about the instance it describes. */
export interface ApiDocumentSite {
  /**
   * Where calls go. The first, `/`, is the instance the document is read from, so "Try it out" works
   * whatever address the reader used; PUBLIC_URL follows as the site's public address.
   */
  serverUrls: string[];
  publicUrl: string;
  ministryName: string;
  /** The contact address: the mailbox people read (MAIL_REPLY_TO). */
  contactEmail: string;
}

export function apiDocumentSite(config: AppConfig): ApiDocumentSite {
  return {
    serverUrls: ['/', config.publicUrl],
    publicUrl: config.publicUrl,
    ministryName: config.ministryName,
    contactEmail: config.mail.replyToAddress,
  };
}

const DESCRIPTION = `The ministry's public content, community and admin calls.

**Signing in.** Staff sign in with \`POST /api/auth/login\`. Community members ask for a link with
\`POST /api/community/login\` (it is e-mailed, with the same sign-in as a 6-digit code) and sign in with
\`POST /api/community/login/verify\`. Both sign-ins answer with an HttpOnly, SameSite=Lax session cookie
(\`${SESSION_COOKIE}\`), which every later call sends back. In this page, sign in with "Try it out" on a login call first: the
browser keeps the cookie, and calls marked with a lock then run as that user.

**Writes from elsewhere.** State-changing calls (POST, PUT, PATCH, DELETE) are accepted only from the
site's own origin: a browser sends \`Origin\` itself; a script must send \`Origin: <the site's address>\`
(the address in *Servers* below), or it gets 403.

**From a script**, e.g. with curl:

    curl -c jar -H 'Origin: <site>' -H 'Content-Type: application/json' \\
      -d '{"username":"admin","password":"…"}' <site>/api/auth/login
    curl -b jar <site>/api/admin/community-members

**Errors** are JSON \`{ "message": "…" }\`; a rejected input adds \`errors: [{ field, message }]\`, one
per failed rule. Public writes are rate limited per client address (429 with \`Retry-After\`).`;

const ERROR_SCHEMA = 'ErrorResponseDto';
const FIELD_ERROR_SCHEMA = 'FieldErrorDto';
const errorRef: ReferenceObject = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };

/** The one error body every 4xx answer has (AllExceptionsFilter). */
const ERROR_SCHEMAS: Record<string, SchemaObject> = {
  [FIELD_ERROR_SCHEMA]: {
    type: 'object',
    required: ['field', 'message'],
    properties: {
      field: { type: 'string', example: 'email' },
      message: { type: 'string', example: 'Invalid email address' },
    },
  },
  [ERROR_SCHEMA]: {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string', example: 'Validation failed' },
      errors: {
        type: 'array',
        description: 'One entry per failed rule of a rejected input (400 only)',
        items: { $ref: `#/components/schemas/${FIELD_ERROR_SCHEMA}` },
      },
    },
  },
};

const STANDARD_ERRORS: Record<string, string> = {
  '400': 'The input was rejected: `errors` names each field and rule',
  '403': 'Cross-site request refused: a write must come from the site itself (see Origin above)',
  '404': 'No record with that id',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const WRITES = new Set<string>(['put', 'post', 'delete', 'patch']);

/**
 * What the decorators cannot say once for all routes: public calls need no session (`security: []`),
 * calls with input can be refused with 400, writes from another origin with 403, calls on a record
 * with 404, and every 4xx has the error body.
 */
function completeOperations(document: OpenAPIObject): void {
  document.components = document.components ?? {};
  document.components.schemas = { ...document.components.schemas, ...ERROR_SCHEMAS };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = item[method];
      if (!operation) continue;
      operation.security = operation.security ?? [];
      const responses = operation.responses;
      const hasInput = Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0;
      if (hasInput && !responses['400']) responses['400'] = { description: STANDARD_ERRORS['400'] };
      const tokenAuthorised = TOKEN_AUTHORISED_EXTENSION in operation;
      if (WRITES.has(method) && !tokenAuthorised && !responses['403']) {
        responses['403'] = { description: STANDARD_ERRORS['403'] };
      }
      if (path.includes('{') && !responses['404']) {
        responses['404'] = { description: STANDARD_ERRORS['404'] };
      }
      const errorContent = errorContentOf(operation);
      for (const [status, response] of Object.entries(responses) as [
        string,
        ResponseObject | ReferenceObject,
      ][]) {
        if (!/^4\d\d$/.test(status) || '$ref' in response || response.content) continue;
        response.content = errorContent;
      }
    }
  }
}

/** JSON errors for JSON calls; a page (the unsubscribe page, say) answers its errors as a page too. */
function errorContentOf(operation: OperationObject): ResponseObject['content'] {
  const success = Object.entries(operation.responses).find(([status]) => /^2/.test(status))?.[1];
  const types = success && 'content' in success ? Object.keys(success.content ?? {}) : [];
  if (types.length === 0 || types.includes('application/json')) {
    return { 'application/json': { schema: errorRef } };
  }
  return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }]));
}

/** The component schema names a schema refers to, itself included when it is a reference, transitively. */
function referencedSchemas(
  schemas: Record<string, SchemaObject | ReferenceObject>,
  start: unknown,
  found = new Set<string>(),
): Set<string> {
  if (Array.isArray(start)) {
    for (const item of start) referencedSchemas(schemas, item, found);
  } else if (start && typeof start === 'object') {
    const ref = (start as Partial<ReferenceObject>).$ref;
    if (typeof ref === 'string') {
      const name = ref.slice(ref.lastIndexOf('/') + 1);
      if (!found.has(name)) {
        found.add(name);
        referencedSchemas(schemas, schemas[name], found);
      }
    } else {
      for (const value of Object.values(start)) referencedSchemas(schemas, value, found);
    }
  }
  return found;
}

/** Every JSON request body's schema, and what parameters and responses use. */
function bodiesAndElsewhere(document: OpenAPIObject): {
  bodies: (SchemaObject | ReferenceObject)[];
  elsewhere: unknown[];
} {
  const bodies: (SchemaObject | ReferenceObject)[] = [];
  const elsewhere: unknown[] = [];
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = item[method];
      if (!operation) continue;
      const body = operation.requestBody;
      const schema =
        body && !('$ref' in body) ? body.content['application/json']?.schema : undefined;
      if (schema) bodies.push(schema);
      elsewhere.push(operation.parameters, operation.responses);
    }
  }
  return { bodies, elsewhere };
}

/** `FooDto` → `FooInputDto` (else `FooInput`), a name no schema has yet. */
function inputName(name: string, schemas: Record<string, unknown>): string {
  let candidate = name.endsWith('Dto') ? `${name.slice(0, -3)}InputDto` : `${name}Input`;
  while (candidate in schemas) candidate = `${candidate}_`;
  return candidate;
}

/** Points every `$ref` to a renamed schema within `node` (not following refs) at its new name. */
function repoint(node: unknown, renamed: ReadonlyMap<string, string>): void {
  if (Array.isArray(node)) {
    for (const item of node) repoint(item, renamed);
  } else if (node && typeof node === 'object') {
    const holder = node as Partial<ReferenceObject>;
    if (typeof holder.$ref === 'string') {
      const name = holder.$ref.slice(holder.$ref.lastIndexOf('/') + 1);
      const to = renamed.get(name);
      if (to) holder.$ref = `#/components/schemas/${to}`;
    } else {
      for (const value of Object.values(node)) repoint(value, renamed);
    }
  }
}

/**
 * Says `additionalProperties: false` on the object schemas of JSON request bodies, nested ones too: the
 * global ValidationPipe (`whitelist`, `forbidNonWhitelisted`) refuses any field a DTO does not declare,
 * and nested DTOs are validated with `@ValidateNested`. Without it the document claims bodies are open,
 * and `npm run api:breaking` counts a new optional input field as narrowing what a caller may send.
 * A schema that says `additionalProperties` itself keeps it (a passkey's browser answer is open). A
 * schema that an answer or a parameter uses too stays open there, since a closed answer would make
 * every new field of the answer a break; the bodies get a closed copy of it (`FooInputDto`).
 */
export function closeRequestBodies(document: OpenAPIObject): void {
  const schemas = ((document.components ??= {}).schemas ??= {});
  const { bodies, elsewhere } = bodiesAndElsewhere(document);
  const inputs = referencedSchemas(schemas, bodies);
  const shared = referencedSchemas(schemas, elsewhere);
  const closable = (name: string) => {
    const schema = schemas[name];
    return (
      !!schema &&
      !('$ref' in schema) &&
      schema.type === 'object' &&
      schema.additionalProperties === undefined
    );
  };
  const copies = new Map<string, string>();
  for (const name of inputs) {
    if (shared.has(name) && closable(name)) copies.set(name, inputName(name, schemas));
  }
  for (const [name, copy] of copies) schemas[copy] = structuredClone(schemas[name]);
  const inputOnly = [...inputs].filter((name) => !shared.has(name));
  for (const schema of bodies) repoint(schema, copies);
  for (const name of [...inputOnly, ...copies.values()]) repoint(schemas[name], copies);
  for (const name of [...inputOnly, ...copies.values()]) {
    if (closable(name)) (schemas[name] as SchemaObject).additionalProperties = false;
  }
}

export function buildOpenApiDocument(app: INestApplication, site: ApiDocumentSite): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Ministry platform API')
    .setDescription(DESCRIPTION)
    .setVersion(API_VERSION)
    .setContact(site.ministryName, site.publicUrl, site.contactEmail)
    .setLicense('Proprietary: all rights reserved by the ministry', `${site.publicUrl}/`)
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', description: 'Set by the staff or community login call' },
      SESSION_SECURITY,
    );
  for (const url of site.serverUrls) {
    builder.addServer(url, url === '/' ? 'This instance' : `${site.ministryName}, public address`);
  }
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  completeOperations(document);
  closeRequestBodies(document);
  return document;
}

const DOCS_PATHS = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];

/**
 * Swagger UI at /api/docs, the JSON document at /api/docs-json. With `staff`, only a signed-in
 * administrator sees them; everyone else gets the same 404 as for any unknown path, so the reference
 * does not even show that it exists. With `off` the routes are not mounted at all.
 */
export function setupSwagger(
  app: NestExpressApplication,
  access: ApiDocsAccess,
  isAdminSession: (req: Request) => Promise<boolean>,
): void {
  if (access === 'off') return;
  if (access === 'staff') {
    app.use(DOCS_PATHS, (req: Request, res: Response, next: NextFunction) => {
      isAdminSession(req).then(
        (admin) =>
          admin
            ? next()
            : res.status(404).json({ message: `Cannot ${req.method} ${req.originalUrl}` }),
        next,
      );
    });
  }
  const site = apiDocumentSite(app.get<AppConfig>(APP_CONFIG));
  const pageSettings = app.get(PageSettings);
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, site), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    // The contact is the ministry's as saved in its settings now, not as it was at start-up.
    patchDocumentOnRequest: (_req, _res, document) =>
      withSavedContact(document, pageSettings.current()?.settings),
    // "Try it out" sends the session cookie the login call set.
    swaggerOptions: { withCredentials: true, persistAuthorization: true },
  });
}

/** The document with `info.contact` from the saved public settings (name, e-mail), when there are any. */
export function withSavedContact(
  document: OpenAPIObject,
  settings: Readonly<Record<string, unknown>> | undefined,
): OpenAPIObject {
  const name = settings?.['ministryName'];
  const email = settings?.['email'];
  if (typeof name !== 'string' || name === '') return document;
  const contact = { ...document.info.contact, name };
  if (typeof email === 'string' && email !== '') contact.email = email;
  return { ...document, info: { ...document.info, contact } };
}

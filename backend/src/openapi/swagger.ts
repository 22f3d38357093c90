import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '../common/access/access.decorators';
import type { ApiDocsAccess } from '../config/app-config';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Ministry platform API')
    .setDescription(
      'Public content, community and admin endpoints. Sessions are HttpOnly, SameSite=Lax cookies; ' +
        'state-changing requests from other sites are refused.',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
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
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
}

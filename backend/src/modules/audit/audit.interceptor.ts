import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, Observable, switchMap } from 'rxjs';
import type { AuditChange } from '../../common/audit/audit-changes';
import { AUDIT_KEY, type AuditMetadata } from '../../common/audit/audit.decorator';
import { changedFields, isSecretField } from './audit-summary';
import { AuditService } from './audit.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every successful write of a signed-in staff account (the access guard has resolved it by
 * now), and the reads a route marks with `@Audit` (exports, a counseling request opened). The row is
 * written before the answer goes out, so whoever sees the answer finds the row.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user;
    const declared = this.reflector.get<AuditMetadata | undefined>(AUDIT_KEY, context.getHandler());
    if (!user?.role || (READS.has(req.method) && !declared)) return next.handle();
    const meta = declared ?? derivedAudit(context);
    return next.handle().pipe(
      switchMap((answer: unknown) =>
        from(
          this.audit
            .record({
              actor: user,
              action: meta.action,
              target: meta.target
                ? { type: meta.target, id: targetIdOf(req, answer, meta.idField) }
                : null,
              summary: summaryOf(req, meta),
              req,
            })
            .then(() => answer),
        ),
      ),
    );
  }
}

/** `api/admin/email/templates` + `create` → `email.templates.create`, target `email.templates`. */
export function derivedAudit(context: ExecutionContext): AuditMetadata {
  const path = String(Reflect.getMetadata(PATH_METADATA, context.getClass()) ?? '');
  const area = path
    .split('/')
    .filter((part) => part && part !== 'api' && part !== 'admin' && !part.startsWith(':'))
    .join('.');
  const verb = context.getHandler().name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return { action: [area, verb].filter(Boolean).join('.'), target: area || undefined };
}

function targetIdOf(req: Request, answer: unknown, idField = 'id'): string | number | null {
  const param = (req.params as Record<string, string> | undefined)?.id;
  if (param !== undefined) return param;
  const id = (answer as Record<string, unknown> | null | undefined)?.[idField];
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

function summaryOf(req: Request, meta: AuditMetadata): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  if (req.auditChanges) {
    // The route said what changed: only those fields, with their values before and after.
    summary.fields = req.auditChanges.map((change) => change.field);
    summary.changes = req.auditChanges.map(maskedChange);
  } else {
    const fields = changedFields(req.body);
    if (fields.length) summary.fields = fields;
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const name of meta.values ?? []) {
    if (!isSecretField(name) && body[name] !== undefined) summary[name] = body[name];
  }
  if (READS.has(req.method)) {
    const filters = changedFields(req.query);
    if (filters.length) summary.filters = filters;
  }
  return summary;
}

/** What a secret field held is never recorded, only that it changed. */
export const MASKED = '••••••';

function maskedChange({ field, from, to }: AuditChange): AuditChange {
  return isSecretField(field) ? { field, from: MASKED, to: MASKED } : { field, from, to };
}

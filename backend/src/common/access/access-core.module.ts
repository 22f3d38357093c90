import { Global, Module } from '@nestjs/common';
import { AuditTargetNames } from '../audit/audit-target-names';
import { PrincipalLookups } from './principals';

/**
 * The registers through which features tell the core's access guard how to resolve a session, and
 * the audit trail what its targets are called.
 */
@Global()
@Module({
  providers: [PrincipalLookups, AuditTargetNames],
  exports: [PrincipalLookups, AuditTargetNames],
})
export class AccessCoreModule {}

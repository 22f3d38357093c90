import { Global, Module } from '@nestjs/common';
import { PrincipalLookups } from './principals';

/** The register through which features tell the core's access guard how to resolve a session. */
@Global()
@Module({ providers: [PrincipalLookups], exports: [PrincipalLookups] })
export class AccessCoreModule {}

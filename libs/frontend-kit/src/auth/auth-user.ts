import type { Schema } from '@ministry/api-client';

/** The signed-in account as GET /api/auth/user returns it (generated from the API's OpenAPI document). */
export type AuthUser = Schema<'UserResponseDto'>;

/** The body of POST /api/auth/login. */
export type LoginCredentials = Schema<'LoginDto'>;

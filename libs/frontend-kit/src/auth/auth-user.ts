import type { Schema } from '@ministry/api-client';

/** The signed-in account as GET /api/auth/user returns it (generated from the API's OpenAPI document). */
export type AuthUser = Schema<'UserResponseDto'>;

/** The body of POST /api/auth/login. */
export type LoginCredentials = Schema<'LoginDto'>;

/** The answer of a right password for an account with two-factor sign-in: a second step is owed. */
export type SecondFactorRequired = Schema<'SecondFactorRequiredDto'>;

/** What POST /api/auth/login answers: signed in, or the second step of two-factor sign-in. */
export type LoginResult = AuthUser | SecondFactorRequired;

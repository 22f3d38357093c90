import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash_: Promise<string> | undefined;

/** A hash to verify against when the user does not exist, so the response time does not tell. */
export function dummyHash(): Promise<string> {
  dummyHash_ ??= hashPassword('not a real password');
  return dummyHash_;
}

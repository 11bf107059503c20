// Password hashing with argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1).
// @node-rs/argon2 (napi-rs, prebuilt per platform): see docs/decisions/001-toolchain-versions.md.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of the library's const enum (ambient const enums cannot be imported under verbatimModuleSyntax).
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

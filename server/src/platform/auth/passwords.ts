import argon2 from 'argon2';

/**
 * argon2id at the OWASP floor (19 MiB, 2 iterations, 1 lane): the library default verifies only ~9
 * passwords/s on these 2 cores, which would make login a denial-of-service lever (ARCHITECTURE §4).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

/** Verified against a throwaway hash when the account is unknown, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's `Algorithm.Argon2id`, a const enum). */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID as never, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}

/** A hash of nothing in particular: verified against when the login ID is unknown, so both cases take as long. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('no such account 8b1f');
  return dummy;
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;

/** Spec rule V09r: letters and digits, at least 6 characters. */
export function isStrongEnough(plain: string): boolean {
  return plain.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(plain) && /\d/.test(plain);
}

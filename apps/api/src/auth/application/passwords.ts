import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the library exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

export { MAX_PASSWORD, MIN_PASSWORD } from '@otc/password-policy';

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export const passwordMatches = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

// Checked against when the email has no account, so a wrong email costs as long as a wrong password.
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy password that matches nothing'));

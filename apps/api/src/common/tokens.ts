import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (session ids, email codes): 256 bits. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What we store instead of a secret, so a copy of the database gives no one a session or a code. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

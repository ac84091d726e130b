export interface User {
  id: string;
  /** Lower-case and trimmed: one account per address, whatever the capitals. */
  email: string;
  /** Null for an account that only ever signed in with Google. */
  passwordHash: string | null;
  emailVerified: boolean;
  googleSubject: string | null;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastActiveAt: Date;
}

export type NewUser = Pick<
  User,
  'email' | 'passwordHash' | 'emailVerified' | 'googleSubject' | 'firstName' | 'lastName' | 'photoUrl'
>;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

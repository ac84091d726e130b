import type { NewUser, User } from './user.js';

export interface UserRepository {
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findByGoogleSubject(subject: string): Promise<User | null>;
  update(id: string, changes: Partial<Omit<User, 'id' | 'createdAt'>>): Promise<void>;
  delete(id: string): Promise<void>;
  /** Removes every account not active since `before`; returns how many. */
  deleteInactiveSince(before: Date): Promise<number>;
}

export const USER_REPOSITORY = Symbol('USER_REPOSITORY');

/** Thrown by create() when the email already has an account (a unique violation in the database). */
export class EmailTakenError extends Error {}

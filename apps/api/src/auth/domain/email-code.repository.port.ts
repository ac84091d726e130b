export type EmailCodePurpose = 'verify-email' | 'reset-password';

export interface EmailCode {
  codeHash: string;
  userId: string;
  purpose: EmailCodePurpose;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Single-use codes sent by email, stored hashed. */
export interface EmailCodeRepository {
  save(code: EmailCode): Promise<void>;
  find(codeHash: string): Promise<EmailCode | null>;
  /** Marks the code used; false if it was already used (two clicks racing). */
  markUsed(codeHash: string, at: Date): Promise<boolean>;
  latestCreatedAt(userId: string, purpose: EmailCodePurpose): Promise<Date | null>;
  /** Marks every unused code of the person used (of one purpose, or all when null). */
  invalidateOpen(userId: string, purpose: EmailCodePurpose | null, at: Date): Promise<void>;
  /** The person's codes, newest first (for their data export). */
  listForUser(userId: string): Promise<EmailCode[]>;
}

export const EMAIL_CODE_REPOSITORY = Symbol('EMAIL_CODE_REPOSITORY');

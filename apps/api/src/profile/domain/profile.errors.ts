import { DomainError } from '../../common/domain-error.js';

export const PROFILE_ERROR_CODES = ['profile.invalid', 'profile.not_found', 'profile.not_yours'] as const;

export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

export class ProfileError extends DomainError<ProfileErrorCode> {}

/** A profile field that cannot be read exactly as sent (see profile-input.ts). */
export class ProfileInputError extends ProfileError {
  constructor(message: string) {
    super('profile.invalid', message);
  }
}

import { DomainError } from '../../common/domain-error.js';

export const SUPPLEMENT_ERROR_CODES = ['supplements.category_not_found'] as const;

export type SupplementErrorCode = (typeof SUPPLEMENT_ERROR_CODES)[number];

export class SupplementError extends DomainError<SupplementErrorCode> {}

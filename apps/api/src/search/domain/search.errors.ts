import { DomainError } from '../../common/domain-error.js';

export const SEARCH_ERROR_CODES = ['search.category_invalid'] as const;

export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

export class SearchError extends DomainError<SearchErrorCode> {}

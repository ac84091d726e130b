import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ValidationOptions } from 'class-validator';
import { DomainError } from './domain-error.js';

/** Codes a field check may give: each means "fix what you sent" (400). */
export type InvalidFieldCode =
  'request.invalid' | 'request.fields_missing' | 'auth.email_invalid' | 'auth.password_invalid' | 'auth.invalid_code';

/** A field check's message and the code clients branch on: `@IsEmail({}, refusal('auth.email_invalid', '...'))`. */
export const refusal = (code: InvalidFieldCode, message: string): ValidationOptions => ({ message, context: { code } });

interface Refusal {
  message: string;
  code: InvalidFieldCode;
}

function refusalsOf(errors: ValidationError[], prefix = ''): Refusal[] {
  return errors.flatMap((error) => {
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      message: prefix ? `${prefix}${message}` : message,
      code: (error.contexts?.[constraint] as { code?: InvalidFieldCode } | undefined)?.code ?? 'request.invalid',
    }));
    return [...own, ...refusalsOf(error.children ?? [], `${prefix}${error.property}.`)];
  });
}

/** One 400 for all the fields: their shared code, or the generic one when they fail for different reasons. */
function toError(errors: ValidationError[]): DomainError<InvalidFieldCode> {
  const refusals = refusalsOf(errors);
  const codes = new Set(refusals.map((r) => r.code));
  const code: InvalidFieldCode = codes.size === 1 ? [...codes][0]! : 'request.invalid';
  // Several fields can fail for one reason ('Please fill in all fields'): say each reason once.
  return new DomainError(code, [...new Set(refusals.map((r) => r.message))].join('; '));
}

/** Unknown fields are dropped (old clients send extra ones); each bad field gives one readable sentence. */
export const apiValidationPipe = () =>
  new ValidationPipe({ whitelist: true, transform: true, stopAtFirstError: true, exceptionFactory: toError });

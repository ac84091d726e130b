import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messagesOf(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.values(error.constraints ?? {});
    const nested = messagesOf(error.children ?? [], `${prefix}${error.property}.`);
    return [...own.map((m) => (prefix ? `${prefix}${m}` : m)), ...nested];
  });
}

/** Unknown fields are dropped (old clients send extra ones); each bad field gives one readable sentence. */
export const apiValidationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    // Several fields can fail for one reason ('Please fill in all fields'): say each reason once.
    exceptionFactory: (errors) => new BadRequestException([...new Set(messagesOf(errors))].join('; ')),
  });

import { ValidateBy, type ValidationOptions } from 'class-validator';
import { weakPasswordReason } from '../domain/password-policy.js';

/** Refuses easily guessed passwords; the message starts with the spec's 'Password is too weak'. */
export const NotWeakPassword = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'notWeakPassword',
      validator: {
        validate: (value) => typeof value !== 'string' || weakPasswordReason(value) === null,
        defaultMessage: (args) =>
          `Password is too weak: ${weakPasswordReason(String(args?.value)) ?? 'choose another'}. Choose another.`,
      },
    },
    options,
  );

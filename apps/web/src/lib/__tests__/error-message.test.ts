import { expect, it } from 'vitest';
import { errorMessage } from '../error-message';

it('reads a failed answer as "<status>: <body text>", or the status text for an empty body', () => {
  expect(errorMessage({ status: 400, data: 'bad input' })).toBe('400: bad input');
  expect(errorMessage({ status: 503, data: '' })).toBe('503: Service Unavailable');
  expect(errorMessage({ status: 404, data: { message: 'No profile yet.' } })).toBe(
    '404: {"message":"No profile yet."}',
  );
  expect(
    errorMessage({
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: 'Bad gateway from proxy',
      error: 'SyntaxError',
    }),
  ).toBe('502: Bad gateway from proxy');
});

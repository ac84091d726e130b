import { describe, expect, it } from 'vitest';
import { cleanFiles, problemsOf } from './support.js';

const SOURCE = 'sources/cfr-201-63.yaml';
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const signed = (...dates: string[]) => ({
  [SOURCE]: cleanFiles[SOURCE]!.replace(
    'review: []',
    `review:\n${dates.map((on) => `  - by: A. Rivera, PharmD\n    on: ${on}\n    label: eCFR 2024\n    fingerprint: 0123456789ab\n`).join('')}`,
  ),
});

describe('the review-records linter', () => {
  it('accepts sign-offs up to today, oldest first', () => {
    expect(problemsOf('review-records', signed('2024-05-01', '2024-05-01', day(0)))).toEqual([]);
  });

  it('refuses a sign-off dated in the future', () => {
    expect(problemsOf('review-records', signed('2024-05-01', day(3)))).toEqual([
      `${SOURCE}:10: [review-records] error: review 2: on '${day(3)}' is in the future`,
    ]);
  });

  it('refuses a trail that is not oldest first', () => {
    expect(problemsOf('review-records', signed('2024-05-01', '2023-01-31'))).toEqual([
      `${SOURCE}:10: [review-records] error: review 2: on '2023-01-31' is earlier than the entry before it (2024-05-01): sign-offs are oldest first`,
    ]);
  });

  it('leaves a day that is not on the calendar to the schema, reported once by load', () => {
    const changes = signed('2024-02-30');
    expect(problemsOf('review-records', changes)).toEqual([]);
    expect(problemsOf('load', changes)).toEqual([
      expect.stringMatching(/^sources\/cfr-201-63\.yaml:6: \[load\] error: review\.0\.on: /),
    ]);
  });
});

import type { SignOff } from '../schema/common.schema.js';
import { eachItem } from './content-walk.js';
import type { Finding, Linter } from './linter.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The schema already requires each sign-off's by, label, a calendar date (on) and a 12-hex fingerprint (reported
 * by `load`); this adds what a schema cannot know: the day has come, and the trail reads oldest first.
 */
export const reviewRecordsLinter: Linter = {
  name: 'review-records',
  severity: 'error',
  description:
    'every review entry is dated on a day that has come, and the entries are oldest first (by, label, a real date and a fingerprint are required by the schema)',
  run: ({ content }) => {
    const findings: Finding[] = [];
    // Tomorrow (UTC) is allowed: a pharmacist east of UTC may already be a day ahead.
    const latestDay = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    for (const [, at] of eachItem(content)) {
      const review = at.item.review as SignOff[];
      review.forEach((entry, i) => {
        const report = (message: string) =>
          findings.push({
            file: at.file,
            line: at.lineOf(['review', i, 'on']),
            message: `review ${i + 1}: ${message}`,
          });
        if (entry.on > latestDay) report(`on '${entry.on}' is in the future`);
        const previous = review[i - 1];
        if (previous && entry.on < previous.on)
          report(`on '${entry.on}' is earlier than the entry before it (${previous.on}): sign-offs are oldest first`);
      });
    }
    return findings;
  },
};

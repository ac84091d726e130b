import { unreviewedItems, type ContentKind, type RawContent } from '@otc/formulary';
import type { CommandResult } from '../command-result.js';
import { count } from '../text-layout.js';

/** `content unreviewed`: every item no pharmacist has signed off, or edited since its sign-off. */
export function unreviewedCommand(raw: RawContent, kind?: ContentKind): CommandResult {
  const items = unreviewedItems(raw).filter((i) => !kind || i.kind === kind);
  const total = Object.entries(raw)
    .filter(([k]) => !kind || k === kind)
    .reduce((sum, [, list]) => sum + list.length, 0);
  const lines = items.map(
    (i) => `${i.file.padEnd(58)} ${i.state === 'never' ? 'never reviewed' : 'changed since sign-off'}`,
  );
  const never = items.filter((i) => i.state === 'never').length;
  lines.push(
    `${count(items.length, 'item')} of ${total} await a pharmacist's review (${never} never reviewed, ${items.length - never} changed since sign-off)`,
  );
  return { stdout: `${lines.join('\n')}\n`, exitCode: 0 };
}

import { fingerprintOf } from '../load/fingerprint.js';
import type { RawContent } from '../load/read-content.js';
import type { SignOff } from '../schema/common.schema.js';
import type { ContentKind } from '../schema/content-kinds.js';

export interface UnreviewedItem {
  kind: ContentKind;
  id: string;
  file: string;
  /** never: no sign-off yet; changed: edited since the latest sign-off. */
  state: 'never' | 'changed';
}

/** Every content item without a sign-off that still matches it, in kind and file order. */
export function unreviewedItems(content: RawContent): UnreviewedItem[] {
  const out: UnreviewedItem[] = [];
  for (const [kind, items] of Object.entries(content) as [ContentKind, RawContent[ContentKind]][]) {
    for (const { item, file } of items) {
      const latest = (item.review as SignOff[]).at(-1);
      if (!latest) out.push({ kind, id: item.id, file, state: 'never' });
      else if (latest.fingerprint !== fingerprintOf(item)) out.push({ kind, id: item.id, file, state: 'changed' });
    }
  }
  return out;
}

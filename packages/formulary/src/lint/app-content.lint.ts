import { CATEGORY_LISTS } from '../schema/kinds.schema.js';
import type { Finding, Linter } from './linter.js';

/**
 * The apps show red flags and the shoppers' lists from the content and hard-code none of them (issue 12), so an
 * absent one would silently vanish from the app: a search for "chest pain" would raise no alarm.
 */
export const appContentLinter: Linter = {
  name: 'app-content',
  severity: 'error',
  description:
    'what the apps read instead of hard-coding it exists: red flags (each with its own order) and the lists in content/categories',
  run: ({ content, fileIds }) => {
    const findings: Finding[] = [];
    if (fileIds['red-flags'].size === 0)
      findings.push({
        file: 'red-flags',
        line: 1,
        message: 'no red flag: the app would name no emergency (chest pain, stroke, 988, Poison Control...)',
      });
    for (const id of Object.keys(CATEGORY_LISTS))
      if (!fileIds.categories.has(id))
        findings.push({
          file: `categories/${id}.yaml`,
          line: 1,
          message: `is missing: the app shows this list from it (see CATEGORY_LISTS)`,
        });
    // Flags that apply together are shown by order: two with the same order would be shown in file-name order.
    const byOrder = new Map<number, string>();
    for (const at of content['red-flags']) {
      const other = byOrder.get(at.item.order);
      if (other)
        findings.push({
          file: at.file,
          line: at.lineOf(['order']),
          message: `order ${at.item.order} is also the order of ${other}: give each red flag its own`,
        });
      else byOrder.set(at.item.order, at.file);
    }
    return findings;
  },
};

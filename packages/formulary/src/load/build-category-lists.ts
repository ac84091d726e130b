import { CATEGORY_LISTS } from '../schema/kinds.schema.js';
import type { Formulary } from '../types.js';
import type { Problem } from './problem.js';
import type { RawContent } from './read-content.js';

type Lists = Pick<Formulary, 'searchCategories' | 'commonSymptoms' | 'quickSearches'>;

/** The lists shoppers pick from; a symptom entry shows its label or else the symptom's name. */
export function buildCategoryLists(
  files: RawContent['categories'],
  symptoms: RawContent['symptoms'],
  problems: Problem[],
): Lists {
  const symptomNames = new Map(symptoms.map(({ item }) => [item.id, item.name]));
  const lists: Lists = { searchCategories: [], commonSymptoms: [], quickSearches: [] };
  for (const at of files) {
    const { id, entries } = at.item;
    const wanted = CATEGORY_LISTS[id];
    const labels: string[] = [];
    entries.forEach((entry, i) => {
      const where = (key: string) => ({ file: at.file, line: at.lineOf(['entries', i, key]) });
      if (wanted === 'symptomId' && entry.symptomId === undefined) {
        problems.push({ ...where('productCategory'), message: `${id} lists symptoms: give symptomId` });
      } else if (wanted === 'productCategory' && entry.productCategory !== undefined) {
        lists.searchCategories.push({ value: entry.productCategory, label: entry.label! });
      } else if (wanted === 'productCategory') {
        problems.push({ ...where('symptomId'), message: `${id} lists product categories: give productCategory` });
      } else {
        const name = symptomNames.get(entry.symptomId!);
        if (name === undefined)
          problems.push({ ...where('symptomId'), message: `unknown symptom '${entry.symptomId}'` });
        else labels.push(entry.label ?? name);
      }
    });
    if (id === 'common-symptoms') lists.commonSymptoms = labels;
    if (id === 'quick-searches') lists.quickSearches = labels;
  }
  return lists;
}

import { FactReach } from '../label-lists/resolve-cover.js';
import { LABEL_LISTS, NOT_A_PROFILE_FACT, type LabelListName } from '../schema/common.schema.js';
import type { Finding, Linter } from './linter.js';

const LIST_NAMES = Object.keys(LABEL_LISTS) as LabelListName[];

/**
 * Every line of an OTC ingredient's label lists ("Do not use", "Ask a doctor", "Ask a doctor or pharmacist")
 * became a fact the engine applies to every product containing the ingredient, at the list's level; a line
 * missed is a contraindication missed in silence.
 */
export const labelListsLinter: Linter = {
  name: 'label-lists',
  severity: 'error',
  description:
    'every OTC ingredient transcribes its label’s "Do not use" and "Ask a doctor (or pharmacist)" lists, and each line names a fact that reaches every product containing it, at the list’s level',
  run: ({ content }) => {
    const reach = new FactReach(content);
    const findings: Finding[] = [];
    for (const at of content.ingredients) {
      const { item } = at;
      if (!item.labelLists) {
        if (item.kind === 'otc')
          findings.push({
            file: at.file,
            line: at.lineOf(['kind']),
            message:
              'an OTC ingredient transcribes its Drug Facts label: add `labelLists` with its doNotUse, askDoctor and askDoctorOrPharmacist lines',
          });
        continue;
      }
      const named = item.labelLists.formulations;
      const products = reach.productsOfLabel(item.id, named);
      for (const [index, id] of (named ?? []).entries())
        if (!products.some((p) => p.id === id))
          findings.push({
            file: at.file,
            line: at.lineOf(['labelLists', 'formulations', index]),
            message: `'${id}' is no formulation containing ${item.id}`,
          });
      for (const list of LIST_NAMES) {
        const wanted = LABEL_LISTS[list];
        item.labelLists[list].forEach((line, index) => {
          if (line.covers === NOT_A_PROFILE_FACT) return;
          const where = { file: at.file, line: at.lineOf(['labelLists', list, index, 'covers']) };
          const missing: string[] = [];
          const wrongLevel = new Set<string>();
          for (const product of products) {
            const result = reach.resolve(line.covers, product);
            if (result.kind === 'unknown-id') {
              findings.push({ ...where, message: `${line.covers}: ${result.message}` });
              return;
            }
            if (result.levels.length === 0) missing.push(product.id);
            // The engine grades every allergy "do not use", so an allergy line in an ask list is carried too.
            else if (!result.levels.includes(wanted) && !line.covers.startsWith('allergy:'))
              for (const level of result.levels) wrongLevel.add(level ?? 'a caution');
          }
          if (missing.length > 0)
            findings.push({
              ...where,
              message: `${line.covers} ("${line.says}"): no such fact reaches ${missing.join(', ')}: write it on the ingredient, its class, or the label of each product`,
            });
          else if (wrongLevel.size > 0)
            findings.push({
              ...where,
              message: `${line.covers} ("${line.says}"): the fact is ${[...wrongLevel].join(' and ')}, but a ${list} line needs ${wanted}`,
            });
        });
      }
    }
    return findings;
  },
};

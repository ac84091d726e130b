import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_KINDS } from '../../src/index.js';

/** The smallest content that loads: a source, the general pregnancy snippet, an ingredient, a formulation. */
export const minimalFiles: Record<string, string> = {
  'sources/dailymed-example.yaml': `id: dailymed-example
title: 'DailyMed Drug Facts label: Example'
url: https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=example
review: []
`,
  'sources/dailymed-brand.yaml': `id: dailymed-brand
title: 'DailyMed Drug Facts label: Brand'
url: https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=brand
review: []
`,
  'sources/cfr-201-63.yaml': `id: cfr-201-63
title: '21 CFR 201.63'
url: https://www.ecfr.gov/current/title-21/section-201.63
review: []
`,
  'snippets/otc-pregnancy-breastfeeding-statement.yaml': `id: otc-pregnancy-breastfeeding-statement
text: If you are pregnant or breast-feeding, ask a health professional before using this product.
source: cfr-201-63
review: []
`,
  'snippets/under-twelve.yaml': `id: under-twelve
text: This product is labelled for ages 12 and over.
review: []
`,
  'ingredients/examplol.yaml': `id: examplol
name: Examplol
kind: otc
classIds: []
synonyms: [examplole]
source: dailymed-example
review: []
`,
  'formulations/examplol-200-mg.yaml': `id: examplol-200-mg
className: Pain reliever
categories: [pain-relief]
activeIngredients:
  - ingredientId: examplol
    strength: 200 mg
uses: []
dose:
  adult: 1 tablet
  pediatric: ask a doctor
summary: Examplol for aches.
mechanism: It works.
warnings: []
sideEffects: []
interactions: []
contraindications: []
label:
  ages:
    - belowYears: 12
      severity: avoid
      level: ask-first
      snippet: under-twelve
      source: label
presentations:
  - id: examplol-200-mg
    name: Examplol 200 mg
    searchNames: []
    source: dailymed-example
  - id: brand-examplol
    name: Brand Examplol
    searchNames: [Brandy]
    summary: The brand.
    source: dailymed-brand
review: []
`,
};

/** Writes a content folder in a fresh temporary directory; `changes` replace or add files (null deletes). */
export function contentFolder(changes: Record<string, string | null> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  for (const kind of Object.keys(CONTENT_KINDS)) mkdirSync(path.join(root, kind));
  for (const [file, text] of Object.entries({ ...minimalFiles, ...changes }))
    if (text !== null) writeFileSync(path.join(root, file), text);
  return root;
}

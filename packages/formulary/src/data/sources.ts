import type { Source } from '../types.js';

// Label searches on DailyMed (US National Library of Medicine) return the current Drug Facts labels
// for every marketed version of a product; a search address stays valid when a labeller revises a label.
const dailyMed = (query: string, title: string): Source => ({
  title: `DailyMed Drug Facts label: ${title}`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=otc&query=${encodeURIComponent(query)}`,
});

export const sources = {
  acetaminophenLabel: dailyMed('acetaminophen 500 mg', 'acetaminophen 500 mg'),
  ibuprofenLabel: dailyMed('ibuprofen 200 mg', 'ibuprofen 200 mg'),
  naproxenLabel: dailyMed('naproxen sodium 220 mg', 'naproxen sodium 220 mg'),
  aspirinLabel: dailyMed('aspirin 325 mg', 'aspirin 325 mg'),
  loratadineLabel: dailyMed('loratadine 10 mg', 'loratadine 10 mg'),
  fdaNsaidPregnancy: {
    title: 'FDA Drug Safety Communication: avoid NSAIDs in pregnancy at 20 weeks or later (2020)',
    url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-recommends-avoiding-use-nsaids-pregnancy-20-weeks-or-later-because-they-can-result-low-amniotic-fluid',
  },
} satisfies Record<string, Source>;

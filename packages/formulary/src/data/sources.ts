import type { Source } from '../types.js';

// Address builders for the sources we cite. Searches rather than record ids where a record id is not stable:
// a DailyMed label search returns the current Drug Facts labels of every marketed version of a product.

/** The current US Drug Facts label(s) for a product or ingredient, on DailyMed (US National Library of Medicine). */
export const dailyMed = (query: string): Source => ({
  title: `DailyMed Drug Facts label: ${query}`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(query)}`,
});

/** NIH LactMed (Drugs and Lactation Database) record for a drug or supplement. */
export const lactMed = (name: string): Source => ({
  title: `NIH LactMed: ${name}`,
  url: `https://www.ncbi.nlm.nih.gov/books/?term=${encodeURIComponent(`LactMed ${name}`)}`,
});

/** NIH Office of Dietary Supplements fact sheet, by its page name (e.g. 'VitaminD-Consumer'). */
export const ods = (page: string, title: string): Source => ({
  title: `NIH Office of Dietary Supplements fact sheet: ${title}`,
  url: `https://ods.od.nih.gov/factsheets/${page}/`,
});

/** NIH National Center for Complementary and Integrative Health page, by its path (e.g. 'st-johns-wort'). */
export const nccih = (path: string, title: string): Source => ({
  title: `NIH NCCIH: ${title}`,
  url: `https://www.nccih.nih.gov/health/${path}`,
});

export const beers2023: Source = {
  title:
    'American Geriatrics Society 2023 Updated AGS Beers Criteria for Potentially Inappropriate Medication Use in Older Adults',
  url: 'https://doi.org/10.1111/jgs.18372',
};

export const fdaNsaidPregnancy: Source = {
  title: 'FDA Drug Safety Communication: avoid NSAIDs in pregnancy at 20 weeks or later (2020)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-recommends-avoiding-use-nsaids-pregnancy-20-weeks-or-later-because-they-can-result-low-amniotic-fluid',
};

/** 21 CFR 201.63: every OTC label for systemic use carries the pregnancy and breast-feeding statement. */
export const cfrPregnancyStatement: Source = {
  title: '21 CFR 201.63: Pregnancy/breast-feeding warning on OTC drug labels',
  url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-C/part-201/subpart-C/section-201.63',
};

/** 21 CFR 201.326: organ-specific warnings required on OTC internal analgesics (acetaminophen, NSAIDs). */
export const cfrAnalgesicWarnings: Source = {
  title: '21 CFR 201.326: Over-the-counter drug products containing internal analgesic/antipyretic active ingredients',
  url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-C/part-201/subpart-G/section-201.326',
};

/** Domains whose pages we accept as sources (US labels and monographs, NIH, the Beers Criteria). */
const SOURCE_DOMAINS: readonly string[] = [
  'dailymed.nlm.nih.gov',
  'www.fda.gov',
  'www.accessdata.fda.gov',
  'www.ecfr.gov',
  'ods.od.nih.gov',
  'www.nccih.nih.gov',
  'www.ncbi.nlm.nih.gov',
  'medlineplus.gov',
  // NIH's digestive diseases institute: lactase products (a supplement with no Drug Facts label or ODS sheet).
  'www.niddk.nih.gov',
  'doi.org',
  // The official crisis lines the red flags send people to: the 988 Suicide & Crisis Lifeline and Poison Control.
  '988lifeline.org',
  'www.poison.org',
];

/** Why a source address is not acceptable, or null when it is an https page on an accepted domain. */
export function sourceUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `'${url}' is not a web address`;
  }
  if (parsed.protocol !== 'https:') return `'${url}' is not https`;
  if (!SOURCE_DOMAINS.includes(parsed.host))
    return `'${parsed.host}' is not an accepted source domain (${SOURCE_DOMAINS.join(', ')})`;
  return null;
}

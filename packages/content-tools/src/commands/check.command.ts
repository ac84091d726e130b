import {
  evaluateProduct,
  findProduct,
  unrecognisedEntries,
  type HealthProfile,
  type Knowledge,
} from '@otc/safety-engine';
import type { CommandResult } from '../command-result.js';

/**
 * `content check`: JSON only, one result per name, in the order given, and the profile's entries the engine
 * could not place (`unrecognised`: empty lists when every entry was placed).
 */
export function checkCommand(knowledge: Knowledge, profile: HealthProfile, names: string[]): CommandResult {
  const results = names.map((query) => {
    const product = findProduct(knowledge, query);
    if (!product) return { query, product: null, verdict: 'unknown', level: null, reasons: [], cautions: [] };
    const { verdict, level, reasons, cautions } = evaluateProduct(profile, product.id, knowledge);
    const about = { id: product.id, name: product.name, kind: product.kind };
    return { query, product: about, verdict, level, reasons, cautions };
  });
  const unrecognised = unrecognisedEntries(profile, knowledge);
  return { stdout: `${JSON.stringify({ results, unrecognised }, null, 2)}\n`, exitCode: 0 };
}

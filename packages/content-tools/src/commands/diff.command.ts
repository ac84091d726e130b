import type { ScenarioSet } from '@otc/formulary';
import {
  compareVerdicts,
  normaliseProfile,
  type HealthProfile,
  type Knowledge,
  type VerdictChange,
} from '@otc/safety-engine';
import type { CommandResult } from '../command-result.js';
import { count } from '../text-layout.js';

/** The profiles a content change is judged against: every scenario's, each once. */
export function scenarioProfiles(set: ScenarioSet): Record<string, HealthProfile> {
  const profiles: Record<string, HealthProfile> = {};
  const seen = new Set<string>();
  for (const { scenario } of set.scenarios) {
    const profile = normaliseProfile(scenario.profile);
    const key = JSON.stringify(profile);
    if (seen.has(key)) continue;
    seen.add(key);
    profiles[scenario.id] = profile;
  }
  return profiles;
}

const MAX_PROFILES_SHOWN = 5;

/**
 * `content diff`: the verdicts, reasons and cautions a content change alters. Changes that are the same for
 * several profiles are shown once, with the profiles they touch, so a one-line edit reads as one block.
 */
export function diffCommand(
  before: Knowledge,
  after: Knowledge,
  profiles: Record<string, HealthProfile>,
  options: { base: string; json?: boolean },
): CommandResult {
  const changes = compareVerdicts(before, after, profiles);
  if (options.json) return { stdout: `${JSON.stringify({ base: options.base, changes }, null, 2)}\n`, exitCode: 0 };

  const groups = new Map<string, { change: VerdictChange; profiles: string[] }>();
  for (const change of changes) {
    const key = JSON.stringify([change.productId, change.before, change.after, change.added, change.removed]);
    const group = groups.get(key) ?? { change, profiles: [] };
    group.profiles.push(change.profile);
    groups.set(key, group);
  }
  const lines: string[] = [];
  const sorted = [...groups.values()].sort(
    (a, b) => a.change.productName.localeCompare(b.change.productName) || b.profiles.length - a.profiles.length,
  );
  for (const { change, profiles: who } of sorted) {
    const verdict =
      change.before === change.after
        ? `${change.after} (unchanged)`
        : `${change.before ?? 'absent'} -> ${change.after ?? 'absent'}`;
    const shown = who.slice(0, MAX_PROFILES_SHOWN).join(', ');
    const more = who.length > MAX_PROFILES_SHOWN ? ` and ${who.length - MAX_PROFILES_SHOWN} more` : '';
    lines.push(
      `${change.productName} (${change.productId}): ${verdict} for ${count(who.length, 'profile')}: ${shown}${more}`,
    );
    lines.push(...change.removed.map((l) => `  - ${l}`), ...change.added.map((l) => `  + ${l}`));
  }
  const flips = changes.filter((c) => c.before !== c.after);
  const toAvoid = flips.filter((c) => c.after === 'avoid').length;
  const toSafe = flips.filter((c) => c.after === 'safe').length;
  const products = new Set(changes.map((c) => c.productId)).size;
  if (lines.length > 0) lines.push('');
  lines.push(
    changes.length === 0
      ? `no verdict, reason or caution changes against ${options.base} (${count(Object.keys(profiles).length, 'profile')}, every product)`
      : `against ${options.base}: ${count(products, 'product')} change over ${count(Object.keys(profiles).length, 'profile')}: ${toAvoid} safe -> avoid, ${toSafe} avoid -> safe, ${changes.length - flips.length} with only reasons or cautions changed`,
  );
  return { stdout: `${lines.join('\n')}\n`, exitCode: 0 };
}

import {
  explainProduct,
  findProduct,
  type ExplainedFact,
  type HealthProfile,
  type Knowledge,
} from '@otc/safety-engine';
import { UsageError, type CommandResult } from '../command-result.js';
import { couldNotPlaceLine } from '../could-not-place.js';
import { count, wrap } from '../text-layout.js';

const INDENT = '      ';

function factLines(fact: ExplainedFact): string[] {
  const from = `${fact.origin.kind} ${fact.origin.name} (${fact.origin.id})`;
  // An avoid fact says how strongly (do-not-use, ask-first); a caution has no level.
  const weight = fact.level ? `${fact.severity} ${fact.level}` : fact.severity;
  const head = fact.trigger
    ? `[${fact.code}] ${weight}, from ${from}, because ${fact.trigger.field}: "${fact.trigger.entry}"`
    : `[${fact.code}] ${weight}, from ${from}, applies when ${fact.appliesWhen}`;
  return [
    `  ${head}`,
    ...wrap(fact.message, 100).map((l) => `${INDENT}${l}`),
    `${INDENT}source: ${fact.source.title} <${fact.source.url}>`,
  ];
}

/**
 * `content explain`: every fact the engine weighed for one product and one profile, which fired and from where,
 * each with its source, so a pharmacist can see why the verdict is what it is.
 */
export function explainCommand(
  knowledge: Knowledge,
  profile: HealthProfile,
  name: string,
  options: { json?: boolean },
): CommandResult {
  const product = findProduct(knowledge, name);
  if (!product) throw new UsageError(`no product or supplement is called '${name}'`);
  const explanation = explainProduct(profile, product.id, knowledge);
  if (options.json) return { stdout: `${JSON.stringify(explanation, null, 2)}\n`, exitCode: 0 };

  const fired = explanation.facts.filter((f) => f.fired);
  const reasons = fired.filter((f) => f.severity === 'avoid');
  const cautions = fired.filter((f) => f.severity === 'caution');
  const idle = explanation.facts.filter((f) => !f.fired);
  const { verdict, level } = explanation.verdict;
  const section = (title: string, facts: ExplainedFact[]) =>
    facts.length === 0 ? [] : ['', `${title} (${facts.length}):`, ...facts.flatMap(factLines)];
  const unplaced = couldNotPlaceLine(explanation.unrecognised);
  const lines = [
    `${product.name} (${product.kind} ${product.id}): ${verdict.toUpperCase()}${level ? ` (${level})` : ''} for this profile`,
    ...(unplaced ? [unplaced] : []),
    `${count(explanation.facts.length, 'fact')} weighed: ${reasons.length} made it avoid, ${cautions.length} added a caution, ${idle.length} did not apply`,
    ...section('Made it avoid', reasons),
    ...section('Cautions (shown, do not block)', cautions),
    ...section('Did not apply to this profile', idle),
  ];
  return { stdout: `${lines.join('\n')}\n`, exitCode: 0 };
}

import { normaliseText } from '@otc/safety-engine';

export interface RedFlag {
  code: string;
  message: string;
  /** The advice is not to treat it yourself (an infant's fever, an overdose): the page holds the list back. */
  holdList: boolean;
}

/** A red flag ready to match: its patterns compiled once, at start. */
export interface RedFlagRule extends RedFlag {
  /** Matched against the lower-cased words of the query, separated by single spaces. */
  patterns: RegExp[];
}

/**
 * The formulary's red flags (content/red-flags: the phrases and the 911 / 988 / Poison Control advice live
 * there, with their sources), most urgent first.
 */
export function compileRedFlags(
  flags: { code: string; message: string; patterns: string[]; holdList?: boolean }[],
): RedFlagRule[] {
  return flags.map(({ code, message, patterns, holdList }) => ({
    code,
    message,
    holdList: holdList === true,
    patterns: patterns.map((p) => new RegExp(p)),
  }));
}

const foldAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Every emergency the words describe, once each, in the rules' order. Matched whatever else the text says,
 * negated or not: a false alarm costs a moment, a missed one can cost a life.
 */
export function detectRedFlags(text: string, rules: RedFlagRule[]): RedFlag[] {
  // Accents go first ("tragó" -> "trago", "niño" -> "nino": Spanish is read too), then apostrophes ("can't" ->
  // "cant"); everything else becomes single spaces.
  const normalised = normaliseText(foldAccents(text));
  return rules
    .filter((rule) => rule.patterns.some((p) => p.test(normalised)))
    .map(({ code, message, holdList }) => ({ code, message, holdList }));
}

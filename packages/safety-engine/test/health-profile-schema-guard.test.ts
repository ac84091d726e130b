import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenarioSchema } from '@otc/formulary';
import { describe, expect, it } from 'vitest';
import { AGE_MAX, AGE_MIN, GENDERS } from '../src/index.js';

/**
 * The health profile's rules live in one place, src/profile/health-profile-schema.ts. This guard fails when the
 * gender set, the age range, the list limits or the default dosage are written out again in any app or package
 * source, so a change there cannot leave a layer behind.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_TREES = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir)).map((name) => path.join(dir, name, 'src')),
);

const ALLOWED = new Map([
  ['packages/safety-engine/src/profile/health-profile-schema.ts', 'the schema itself'],
  ['packages/api-contract/src/endpoints.gen.ts', 'generated from openapi.yaml, itself generated from the schema'],
  [
    'packages/formulary/src/scenarios/scenario.schema.ts',
    'the formulary cannot import the engine (it is the engine’s dependency): agreement is tested below',
  ],
]);
const ALLOWED_UNDER = ['apps/api/src/database/migrations/'];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** Comments may quote the spec; only code decides. Line comments only after a space, so URLs stay. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const GENDER_LITERAL = new RegExp(`['"\`](${GENDERS.join('|')})['"\`]`, 'g');

/** Two different gender literals close together: a list, a union or a condition restating the set. */
function restatedGenders(code: string): string[] {
  const found = [...code.matchAll(GENDER_LITERAL)];
  return found.flatMap((m, i) => {
    const next = found[i + 1];
    return next && next[1] !== m[1] && next.index - m.index < 120 ? [`${m[0]} ... ${next[0]}`] : [];
  });
}

const RULES: { what: string; find: (code: string) => string[] }[] = [
  { what: 'the gender set', find: restatedGenders },
  {
    what: 'the gender set in words',
    find: (code) => code.match(/\b(male, female|female, other|other,? (and|or) prefer-not-to-say)\b/g) ?? [],
  },
  {
    what: 'the age range',
    find: (code) =>
      code.split('\n').filter((line) => /\b(120|121)\b/.test(line) && /\bages?\b|\bage[A-Z_]|years/i.test(line)),
  },
  {
    what: 'a list limit',
    find: (code) =>
      code
        .split('\n')
        .filter(
          (line) =>
            /\b(50|51|200|201)\b/.test(line) && /allerg|condition|medication|\bentr(y|ies)\b|maxLength=\{/i.test(line),
        ),
  },
  { what: 'the default dosage', find: (code) => code.match(/['"`]As directed['"`]/g) ?? [] },
];

describe('the health-profile schema is the only place its rules are written', () => {
  const files = SOURCE_TREES.flatMap(sourceFiles).filter(
    (file) => !ALLOWED.has(file) && !ALLOWED_UNDER.some((dir) => file.startsWith(dir)),
  );

  it('reads the sources of every app and package', () => {
    for (const tree of ['apps/api/src', 'apps/web/src', 'packages/content-tools/src', 'packages/safety-engine/src'])
      expect(files.some((f) => f.startsWith(tree))).toBe(true);
  });

  it.each(RULES)('finds $what nowhere else', ({ find }) => {
    const found = files.flatMap((file) =>
      find(withoutComments(readFileSync(path.join(ROOT, file), 'utf8'))).map((hit) => `${file}: ${hit.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a restatement (the guard itself works)', () => {
    const [genders, words, ages, lists, dosage] = RULES.map((r) => r.find);
    expect(genders!("const G = ['male', 'female'];")).not.toEqual([]);
    expect(genders!("g === 'female' || g === 'prefer-not-to-say'")).not.toEqual([]);
    expect(words!("'gender must be male, female, other or prefer-not-to-say'")).not.toEqual([]);
    expect(ages!('if (age > 120) throw x;')).not.toEqual([]);
    expect(lists!('<input maxLength={200} />')).not.toEqual([]);
    expect(dosage!("dosage || 'As directed'")).not.toEqual([]);
    expect(ages!('anonymousSearch: { limit: 120, ttlMs: 60_000 }')).toEqual([]);
  });
});

describe('the formulary’s scenario profiles, which cannot import the engine, agree with the schema', () => {
  const profile = scenarioSchema.shape.profile.shape;

  it('have exactly the schema’s genders', () => {
    expect(profile.gender.unwrap().options).toEqual([...GENDERS]);
  });

  it('have exactly the schema’s age range', () => {
    const age = profile.age.unwrap();
    expect([age.minValue, age.maxValue]).toEqual([AGE_MIN, AGE_MAX]);
  });
});

// Benchmark (not a test): judging the whole catalogue for a heavy profile, as search does for every request.
// Run: pnpm --filter @otc/safety-engine bench. Prints medians; machines here are shared, so read ratios, not absolutes.
import { formulary } from '@otc/formulary';
import { performance } from 'node:perf_hooks';
import { evaluateResolved } from '../evaluate.js';
import { buildKnowledge } from '../knowledge.js';
import { normaliseProfile } from '../normalise-profile.js';
import { resolveProfile } from '../resolve-profile.js';

const knowledge = buildKnowledge(formulary);
const ids = [...knowledge.products.keys()];

const heavy = normaliseProfile({
  age: 67,
  gender: 'female',
  isBreastfeeding: false,
  isPregnant: false,
  allergies: [
    'penicillin',
    'sulfa',
    'aspirin',
    'shellfish',
    'latex',
    'codeine',
    'peanuts',
    'soy',
    'red dye',
    'lactose',
  ],
  medicalConditions: [
    'high blood pressure',
    'type 2 diabetes',
    'CKD stage 3',
    'GERD',
    'asthma',
    'glaucoma',
    'BPH',
    'hypothyroidism',
    'atrial fibrillation',
    'osteoarthritis',
  ],
  currentMedications: [
    'Eliquis 5 mg',
    'metoprolol succinate 50 mg',
    'lisinopril 20 mg',
    'metformin 1000 mg',
    'atorvastatin 40 mg',
    'levothyroxine 75 mcg',
    'sertraline 50 mg',
    'omeprazole 20 mg',
    'furosemide 40 mg',
    'tamsulosin 0.4 mg',
  ].map((name) => ({ name })),
});

function judgeCatalogue(): number {
  const person = resolveProfile(heavy, knowledge);
  let avoided = 0;
  for (const id of ids) if (evaluateResolved(person, id, knowledge).verdict === 'avoid') avoided++;
  return avoided;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

for (let i = 0; i < 200; i++) judgeCatalogue(); // warm-up for the JIT
const runs: number[] = [];
let avoided = 0;
for (let i = 0; i < 1000; i++) {
  const start = performance.now();
  avoided = judgeCatalogue();
  runs.push(performance.now() - start);
}
const sorted = [...runs].sort((a, b) => a - b);
const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
console.log(
  `catalogue: ${ids.length} products (${formulary.medications.length} medications, ${formulary.supplements.length} supplements)`,
);
console.log('profile: 10 allergies, 10 conditions, 10 current medicines, age 67');
console.log(`verdicts: ${avoided} avoid, ${ids.length - avoided} safe`);
console.log(
  `whole catalogue, 1000 runs: median ${median(runs).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, per product ${((median(runs) * 1000) / Math.max(ids.length, 1)).toFixed(2)} µs`,
);
console.log(`target: median under 1 ms -> ${median(runs) < 1 ? 'met' : 'NOT met'}`);

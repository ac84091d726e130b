import { formulary } from '@otc/formulary';
import { buildKnowledge, evaluateProducts, normaliseProfile } from '@otc/safety-engine';
const k = buildKnowledge(formulary);
const meds = formulary.medications.filter(m => m.uses.includes(process.argv[2]));
const p = JSON.parse(process.argv[3]);
const v = evaluateProducts(normaliseProfile(p), meds.map(m=>m.id), k);
for (const m of meds) { const x = v.get(m.id); console.log(m.name.padEnd(40), x.verdict, x.level ?? '', x.reasons.map(r=>r.code+':'+r.level).join(' '), '| cautions:', x.cautions.map(c=>c.code).join(',')); }

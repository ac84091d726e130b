import type { LabelFacts, Medication, Source } from '../../../types.js';
import { labelledFrom, labels, unreviewed } from './labels.js';

// Skin antifungals (athlete's foot, jock itch, ringworm) ----------------------------------------------------------

const twiceDailyDirections = {
  adult:
    "Adults and children 2 years and over: wash and dry the area, then apply a thin layer twice a day (morning and night). Use daily for 4 weeks for athlete's foot and ringworm, 2 weeks for jock itch; for athlete's foot treat between the toes and wear well-ventilated shoes and fresh socks daily.",
  pediatric:
    'Children 2 years and over: use as for adults, with an adult supervising. Children under 2 years: ask a doctor.',
};

const skinAntifungal = (
  v: { id: string; name: string; brandNames: string[]; summary: string },
  ingredient: { ingredientId: string; strength: string; mechanism: string },
  source: Source,
): Medication => ({
  id: v.id,
  name: v.name,
  className: 'Antifungal (Skin)',
  categories: ['skin'],
  activeIngredients: [{ ingredientId: ingredient.ingredientId, strength: ingredient.strength }],
  uses: ['athletes-foot', 'jock-itch', 'ringworm', 'itchy-skin'],
  dose: twiceDailyDirections,
  summary: v.summary,
  mechanism: ingredient.mechanism,
  warnings: [
    'For external use only; avoid contact with the eyes.',
    'Not for use on the scalp or nails, and not for vaginal yeast infections.',
    "Stop use and ask a doctor if irritation occurs, or there is no improvement within 4 weeks (athlete's foot, ringworm) or 2 weeks (jock itch).",
  ],
  sideEffects: ['Mild burning, stinging or redness where applied'],
  interactions: ['None named on the label.'],
  contraindications: ['Children under 2 years without a doctor’s advice'],
  brandNames: v.brandNames,
  source,
  label: { ages: [labelledFrom(2, source)] },
  review: unreviewed,
});

const azoleMechanism =
  'An azole antifungal that blocks the fungus from making ergosterol, a building block of its cell wall, so it stops growing.';
const tolnaftateMechanism = 'Stops the growth of the fungi that cause athlete’s foot, jock itch and ringworm.';

const terbinafineCream = (id: string, name: string, brandNames: string[], summary: string): Medication => ({
  id,
  name,
  className: 'Antifungal (Skin)',
  categories: ['skin'],
  activeIngredients: [{ ingredientId: 'terbinafine', strength: '1% (terbinafine hydrochloride)' }],
  uses: ['athletes-foot', 'jock-itch', 'ringworm', 'itchy-skin'],
  dose: {
    adult:
      "Adults and children 12 years and over: wash and dry the area. Athlete's foot between the toes: apply twice a day for 1 week; on the bottom or sides of the foot: twice a day for 2 weeks. Jock itch and ringworm: once a day for 1 week.",
    pediatric: 'Children under 12 years: ask a doctor.',
  },
  summary,
  mechanism:
    'An allylamine antifungal that kills the fungi by blocking an early step in making their cell wall, which allows short treatment courses.',
  warnings: [
    'For external use only.',
    'Do not use on nails or scalp, in or near the mouth or eyes, or for vaginal yeast infections.',
    'Stop use and ask a doctor if too much irritation occurs or it gets worse.',
  ],
  sideEffects: ['Mild burning, itching or dryness where applied'],
  interactions: ['None named on the label.'],
  contraindications: ['Children under 12 years without a doctor’s advice', 'Nails, scalp, mouth, eyes or vagina'],
  brandNames,
  source: labels.terbinafine,
  label: { ages: [labelledFrom(12, labels.terbinafine)] },
  review: unreviewed,
});

// Vaginal antifungals ---------------------------------------------------------------------------------------------

const vaginalWarnings = [
  'For vaginal use only. Do not use if you have never had a vaginal yeast infection diagnosed by a doctor.',
  'Ask a doctor first if this is your first vaginal itching and discomfort; if you have lower abdominal, back or shoulder pain, fever, chills, nausea, vomiting or foul-smelling discharge; if you get yeast infections often (such as once a month or 3 in 6 months); or if you may have been exposed to HIV.',
  'Do not use tampons, douches, spermicides or other vaginal products during treatment; condoms and diaphragms may be damaged and fail to prevent pregnancy or sexually transmitted infections; do not have vaginal intercourse.',
  'Stop use and ask a doctor if symptoms do not improve in 3 days or last more than 7 days, or if you get a rash, hives, abdominal pain, fever, chills, nausea, vomiting or foul-smelling discharge.',
];

const vaginalFacts = (source: Source, warfarin: boolean): LabelFacts => ({
  ages: [labelledFrom(12, source)],
  conditions: [
    {
      conditionId: 'weakened-immune-system',
      severity: 'avoid',
      message:
        'You have a weakened immune system or HIV exposure; repeated or hard-to-treat yeast infections need a doctor, so the label asks you to check first.',
      source,
    },
  ],
  ...(warfarin
    ? {
        interactions: [
          {
            targetId: 'warfarin',
            severity: 'avoid' as const,
            message:
              'You take warfarin; vaginal miconazole can raise its effect and cause bleeding or bruising, so the label asks you to check first.',
            source,
          },
        ],
      }
    : {}),
});

const vaginalProduct = (
  v: { id: string; name: string; brandNames: string[]; summary: string },
  activeIngredients: { ingredientId: string; strength: string }[],
  adult: string,
  source: Source,
  warfarin: boolean,
): Medication => ({
  id: v.id,
  name: v.name,
  className: "Vaginal antifungal (Women's health)",
  categories: ['womens-health'],
  activeIngredients,
  uses: ['vaginal-yeast-infection'],
  dose: { adult, pediatric: 'Children under 12 years: ask a doctor.' },
  summary: v.summary,
  mechanism: azoleMechanism + ' Used in the vagina it treats the yeast (Candida) that causes the infection.',
  warnings: [
    ...vaginalWarnings,
    ...(warfarin
      ? ['Ask a doctor or pharmacist first if you take the blood thinner warfarin: bleeding or bruising may occur.']
      : []),
  ],
  sideEffects: ['Mild increase in vaginal burning, itching or irritation', 'Headache', 'Abdominal cramping'],
  interactions: warfarin
    ? ['Warfarin: ask a doctor or pharmacist first (bleeding or bruising).']
    : ['None named on the label.'],
  contraindications: [
    'First-ever vaginal yeast symptoms (see a doctor to confirm)',
    'Fever, abdominal pain or foul-smelling discharge (see a doctor)',
  ],
  brandNames: v.brandNames,
  source,
  label: vaginalFacts(source, warfarin),
  review: unreviewed,
});

const sevenDayCream =
  'Adults and children 12 years and over: insert 1 applicatorful into the vagina at bedtime for 7 nights in a row; the cream may also be applied to itchy skin outside the vagina twice a day for up to 7 days.';

export const antifungalProducts: Medication[] = [
  skinAntifungal(
    {
      id: 'clotrimazole-1-cream',
      name: 'Clotrimazole 1% Cream',
      brandNames: ['Lotrimin AF Cream'],
      summary: "Cures most athlete's foot, jock itch and ringworm and relieves their itching, burning and cracking.",
    },
    { ingredientId: 'clotrimazole', strength: '1%', mechanism: azoleMechanism },
    labels.clotrimazole,
  ),
  skinAntifungal(
    {
      id: 'lotrimin-af-cream',
      name: 'Lotrimin AF Cream',
      brandNames: ['Lotrimin AF'],
      summary: "Clotrimazole 1% cream that cures most athlete's foot, jock itch and ringworm.",
    },
    { ingredientId: 'clotrimazole', strength: '1%', mechanism: azoleMechanism },
    labels.lotriminAf,
  ),
  skinAntifungal(
    {
      id: 'miconazole-2-cream',
      name: 'Miconazole Nitrate 2% Cream',
      brandNames: ['Micatin'],
      summary: "Cures most athlete's foot, jock itch and ringworm and relieves itching, scaling and burning.",
    },
    { ingredientId: 'miconazole', strength: '2%', mechanism: azoleMechanism },
    labels.miconazoleTopical,
  ),
  skinAntifungal(
    {
      id: 'tolnaftate-1-cream',
      name: 'Tolnaftate 1% Cream',
      brandNames: ['Tinactin'],
      summary:
        "Cures most athlete's foot, jock itch and ringworm; with daily use it also helps prevent athlete's foot returning.",
    },
    { ingredientId: 'tolnaftate', strength: '1%', mechanism: tolnaftateMechanism },
    labels.tolnaftate,
  ),
  skinAntifungal(
    {
      id: 'tinactin-cream',
      name: 'Tinactin Antifungal Cream',
      brandNames: ['Tinactin'],
      summary: "Tolnaftate 1% cream that cures most athlete's foot, jock itch and ringworm.",
    },
    { ingredientId: 'tolnaftate', strength: '1%', mechanism: tolnaftateMechanism },
    labels.tolnaftate,
  ),
  terbinafineCream(
    'terbinafine-1-cream',
    'Terbinafine 1% Cream',
    ['Lamisil AT'],
    "Cures most athlete's foot, jock itch and ringworm, often in 1 to 2 weeks of use.",
  ),
  terbinafineCream(
    'lamisil-at-cream',
    'Lamisil AT Cream',
    ['Lamisil AT'],
    "Terbinafine 1% cream that cures most athlete's foot in as little as 1 week.",
  ),
  vaginalProduct(
    {
      id: 'miconazole-7-vaginal-cream',
      name: 'Miconazole 7 Vaginal Cream',
      brandNames: ['Monistat 7'],
      summary: 'A 7-day cream that cures most vaginal yeast infections and relieves external itching and irritation.',
    },
    [{ ingredientId: 'miconazole', strength: '2% (100 mg per applicatorful)' }],
    sevenDayCream,
    labels.miconazoleVaginal,
    true,
  ),
  vaginalProduct(
    {
      id: 'monistat-7',
      name: 'Monistat 7',
      brandNames: ['Monistat 7'],
      summary: 'Miconazole nitrate 2% cream: a gentle 7-day treatment that cures most vaginal yeast infections.',
    },
    [{ ingredientId: 'miconazole', strength: '2% (100 mg per applicatorful)' }],
    sevenDayCream,
    labels.miconazoleVaginal,
    true,
  ),
  vaginalProduct(
    {
      id: 'monistat-1-combination-pack',
      name: 'Monistat 1 Combination Pack',
      brandNames: ['Monistat 1'],
      summary:
        'A single-dose miconazole vaginal insert plus an external cream, to cure most vaginal yeast infections and relieve outside itching.',
    },
    [{ ingredientId: 'miconazole', strength: '1200 mg vaginal insert; 2% external cream' }],
    'Adults and children 12 years and over: insert 1 vaginal insert into the vagina at bedtime, one time only; apply the external cream to itchy, irritated skin outside the vagina twice a day for up to 7 days as needed.',
    labels.monistat1,
    true,
  ),
  vaginalProduct(
    {
      id: 'tioconazole-1-day-vaginal-ointment',
      name: 'Tioconazole 6.5% Vaginal Ointment (1-Day)',
      brandNames: ['Vagistat-1'],
      summary: 'A one-dose vaginal ointment that cures most vaginal yeast infections.',
    },
    [{ ingredientId: 'tioconazole', strength: '6.5%' }],
    'Adults and children 12 years and over: insert 1 applicatorful into the vagina at bedtime, one time only.',
    labels.tioconazole,
    false,
  ),
];

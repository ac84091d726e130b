import type { Ingredient } from '../../../types.js';
import { S } from './shared.js';

/** Herbal ingredients. Facts follow the NCCIH (and, where named, ODS or LactMed) pages in their source. */
export const botanicalIngredients: Ingredient[] = [
  {
    id: 'st-johns-wort',
    name: "St. John's wort",
    kind: 'supplement',
    classIds: ['serotonergic'],
    synonyms: [
      "st john's wort",
      'st johns wort',
      'saint johns wort',
      'st. johns wort',
      'hypericum',
      'hypericum perforatum',
      'sjw',
      'st john wort',
    ],
    facts: {
      interactions: [
        {
          targetId: 'serotonergic',
          severity: 'avoid',
          message:
            "You take an antidepressant, triptan or other medicine that raises serotonin; with St. John's wort this can cause serotonin syndrome, a dangerous reaction.",
          source: S.stJohnsWort,
        },
        {
          targetId: 'hormonal-contraceptive',
          severity: 'avoid',
          message:
            "You use hormonal birth control; St. John's wort can make it work less well and lead to unplanned pregnancy.",
          source: S.stJohnsWort,
        },
        {
          targetId: 'anticoagulant',
          severity: 'avoid',
          message:
            "You take a blood thinner such as warfarin; St. John's wort can make it work less well and raise the risk of clots.",
          source: S.stJohnsWort,
        },
        {
          targetId: 'cyclosporine',
          severity: 'avoid',
          message:
            "You take cyclosporine; St. John's wort lowers its levels, which can lead to transplant rejection or a flare of your condition.",
          source: S.stJohnsWort,
        },
        {
          targetId: 'tacrolimus',
          severity: 'avoid',
          message:
            "You take tacrolimus; St. John's wort lowers its levels, which can lead to transplant rejection or a flare of your condition.",
          source: S.stJohnsWort,
        },
        {
          targetId: 'antiretroviral',
          severity: 'avoid',
          message: "You take HIV medicine; St. John's wort can lower its levels enough to stop it working.",
          source: S.stJohnsWort,
        },
        {
          targetId: 'cardiac-glycoside',
          severity: 'avoid',
          message: "You take digoxin; St. John's wort lowers its levels and can make it work less well.",
          source: S.stJohnsWort,
        },
      ],
    },
    source: S.stJohnsWort,
  },
  {
    id: 'ginkgo',
    name: 'Ginkgo',
    kind: 'supplement',
    classIds: [],
    synonyms: ['ginkgo biloba', 'gingko', 'ginko', 'gingko biloba', 'ginkgo leaf extract', 'egb 761'],
    facts: {
      interactions: [
        {
          targetId: 'anticoagulant',
          severity: 'avoid',
          message:
            'You take a blood thinner; ginkgo may raise the risk of bleeding, so ask your doctor before using it.',
          source: S.ginkgo,
        },
        {
          targetId: 'antiplatelet',
          severity: 'caution',
          message: 'You take an antiplatelet medicine; ginkgo may add to the risk of bleeding.',
          source: S.ginkgo,
        },
      ],
      conditions: [
        {
          conditionId: 'bleeding-disorder',
          severity: 'avoid',
          message: 'You have a bleeding problem; ginkgo may raise the risk of bleeding.',
          source: S.ginkgo,
        },
        {
          conditionId: 'surgery-planned',
          severity: 'avoid',
          message:
            'You have surgery coming up; ginkgo may increase bleeding, so tell your surgeon and stop it as they advise.',
          source: S.ginkgo,
        },
      ],
      pregnancy: {
        severity: 'caution',
        message: "Ginkgo's safety in pregnancy is not established, and it may increase bleeding around delivery.",
        source: S.ginkgo,
      },
    },
    source: S.ginkgo,
  },
  {
    id: 'echinacea',
    name: 'Echinacea',
    kind: 'supplement',
    classIds: [],
    synonyms: ['purple coneflower', 'echinacea purpurea', 'echinacea angustifolia', 'echinecea', 'echinachea'],
    source: S.echinacea,
  },
  {
    id: 'elderberry',
    name: 'Elderberry (European elder)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['elder berry', 'european elder', 'sambucus', 'sambucus nigra', 'black elderberry', 'elderberry syrup'],
    source: S.elder,
  },
  {
    id: 'garlic',
    name: 'Garlic (supplement)',
    kind: 'supplement',
    classIds: [],
    synonyms: [
      'garlic supplement',
      'garlic pills',
      'allium sativum',
      'aged garlic extract',
      'allicin',
      'garlic extract',
    ],
    facts: {
      interactions: [
        {
          targetId: 'anticoagulant',
          severity: 'caution',
          message: 'You take a blood thinner; garlic supplements may thin the blood and add to the risk of bleeding.',
          source: S.garlic,
        },
        {
          targetId: 'antiretroviral',
          severity: 'caution',
          message:
            'You take HIV medicine; garlic supplements can lower the levels of some of these medicines, such as saquinavir.',
          source: S.garlic,
        },
      ],
    },
    source: S.garlic,
  },
  {
    id: 'ginger',
    name: 'Ginger',
    kind: 'supplement',
    classIds: [],
    synonyms: ['ginger root', 'zingiber officinale', 'ginger extract', 'ginger capsules'],
    source: S.ginger,
  },
  {
    id: 'turmeric',
    name: 'Turmeric (curcumin)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['curcumin', 'curcuma longa', 'tumeric', 'turmeric curcumin', 'curcuminoids'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'caution',
          message: 'You have liver disease; turmeric supplements have been linked to cases of liver injury.',
          source: S.turmeric,
        },
      ],
    },
    source: S.turmeric,
  },
  {
    id: 'kava',
    name: 'Kava',
    kind: 'supplement',
    classIds: [],
    synonyms: ['kava kava', 'piper methysticum', 'kava root', 'kawa'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message: 'You have liver disease; kava has been linked to severe liver damage, including liver failure.',
          source: S.kava,
        },
        {
          conditionId: 'heavy-alcohol-use',
          severity: 'avoid',
          message:
            'You drink heavily; kava has been linked to severe liver damage, and alcohol adds to the strain on the liver.',
          source: S.kava,
        },
      ],
      interactions: [
        {
          targetId: 'cns-depressant',
          severity: 'caution',
          message: 'You take a medicine that causes drowsiness; kava is sedating too, so the effects can add up.',
          source: S.kava,
        },
      ],
    },
    source: S.kava,
  },
  {
    id: 'valerian',
    name: 'Valerian',
    kind: 'supplement',
    classIds: [],
    synonyms: ['valerian root', 'valeriana officinalis', 'valarian', 'valerain'],
    facts: {
      interactions: [
        {
          targetId: 'cns-depressant',
          severity: 'caution',
          message: 'You take a medicine that causes drowsiness; valerian can add to the sleepiness.',
          source: S.valerian,
        },
      ],
      pregnancy: {
        severity: 'caution',
        message: 'Not enough is known about whether valerian is safe during pregnancy.',
        source: S.valerian,
      },
      ages: [
        {
          belowYears: 3,
          severity: 'caution',
          message: 'Not enough is known about whether valerian is safe for children under 3.',
          source: S.valerian,
        },
      ],
    },
    source: S.valerian,
  },
  {
    id: 'chamomile',
    name: 'Chamomile',
    kind: 'supplement',
    classIds: [],
    synonyms: ['camomile', 'german chamomile', 'matricaria', 'matricaria recutita', 'chamomile extract', 'chamomille'],
    facts: {
      interactions: [
        {
          targetId: 'vitamin-k-antagonist',
          severity: 'caution',
          message:
            'You take warfarin; chamomile has been reported to interact with it, so tell the doctor who checks your blood tests.',
          source: S.chamomile,
        },
        {
          targetId: 'cyclosporine',
          severity: 'caution',
          message:
            'You take cyclosporine; chamomile has been reported to interact with it, so tell the doctor who checks your levels.',
          source: S.chamomile,
        },
      ],
    },
    source: S.chamomile,
  },
  {
    id: 'lavender',
    name: 'Lavender oil (oral)',
    kind: 'supplement',
    classIds: [],
    synonyms: ['lavender', 'lavender oil capsules', 'silexan', 'lavandula angustifolia'],
    source: S.lavender,
  },
  {
    id: 'passionflower',
    name: 'Passionflower',
    kind: 'supplement',
    classIds: [],
    synonyms: ['passion flower', 'passiflora', 'passiflora incarnata', 'maypop'],
    facts: {
      pregnancy: {
        severity: 'avoid',
        message: 'NCCIH advises against taking passionflower while pregnant.',
        source: S.passionflower,
      },
      interactions: [
        {
          targetId: 'cns-depressant',
          severity: 'caution',
          message: 'You take a medicine that causes drowsiness; passionflower can make you drowsy too.',
          source: S.passionflower,
        },
      ],
    },
    source: S.passionflower,
  },
  {
    id: 'ashwagandha',
    name: 'Ashwagandha',
    kind: 'supplement',
    classIds: [],
    synonyms: ['withania somnifera', 'ashwaganda', 'ashwagandah', 'indian winter cherry', 'ksm 66'],
    facts: {
      pregnancy: {
        severity: 'avoid',
        message: 'Ashwagandha should be avoided during pregnancy.',
        source: S.ashwagandha,
      },
      breastfeeding: {
        severity: 'avoid',
        message: 'Ashwagandha is not recommended while breastfeeding; its safety for the baby is unknown.',
        source: S.ashwagandha,
      },
      conditions: [
        {
          conditionId: 'thyroid-disease',
          severity: 'avoid',
          message:
            'You have a thyroid condition; ashwagandha can change thyroid hormone levels and is not recommended for you.',
          source: S.ashwagandha,
        },
        {
          conditionId: 'autoimmune-disease',
          severity: 'avoid',
          message:
            'You have an autoimmune disease; ashwagandha is not recommended for people with autoimmune conditions.',
          source: S.ashwagandha,
        },
        {
          conditionId: 'surgery-planned',
          severity: 'avoid',
          message: 'You have surgery coming up; ashwagandha is not recommended before surgery.',
          source: S.ashwagandha,
        },
        {
          conditionId: 'hormone-sensitive-cancer',
          severity: 'avoid',
          message:
            'You have a hormone-sensitive cancer; ashwagandha may raise testosterone, and people with hormone-sensitive prostate cancer should not use it.',
          source: S.ashwagandha,
        },
        {
          conditionId: 'liver-disease',
          severity: 'caution',
          message: 'You have liver disease; ashwagandha supplements have rarely been linked to liver injury.',
          source: S.ashwagandha,
        },
      ],
      interactions: [
        {
          targetId: 'thyroid-hormone',
          severity: 'caution',
          message: 'You take thyroid hormone; ashwagandha may raise thyroid hormone levels further.',
          source: S.ashwagandha,
        },
        {
          targetId: 'antidiabetic',
          severity: 'caution',
          message: 'You take diabetes medicine; ashwagandha may interact with it and lower blood sugar further.',
          source: S.ashwagandha,
        },
        {
          targetId: 'immunosuppressant',
          severity: 'caution',
          message: 'You take an immunosuppressant; ashwagandha may interact with it.',
          source: S.ashwagandha,
        },
        {
          targetId: 'sedative',
          severity: 'caution',
          message: 'You take a sedative; ashwagandha may add to its calming effect.',
          source: S.ashwagandha,
        },
        {
          targetId: 'anticonvulsant',
          severity: 'caution',
          message: 'You take seizure medicine; ashwagandha may interact with it.',
          source: S.ashwagandha,
        },
      ],
    },
    source: S.ashwagandhaOds,
  },
  {
    id: 'rhodiola',
    name: 'Rhodiola',
    kind: 'supplement',
    classIds: [],
    synonyms: ['rhodiola rosea', 'golden root', 'arctic root', 'roseroot', 'rose root'],
    source: S.rhodiola,
  },
  {
    id: 'black-cohosh',
    name: 'Black cohosh',
    kind: 'supplement',
    classIds: [],
    synonyms: ['actaea racemosa', 'cimicifuga racemosa', 'black snakeroot', 'black cohosh root'],
    facts: {
      conditions: [
        {
          conditionId: 'liver-disease',
          severity: 'avoid',
          message:
            'You have a liver condition; black cohosh has been linked to cases of liver damage, so ask your doctor first.',
          source: S.blackCohoshOds,
        },
        {
          conditionId: 'hormone-sensitive-cancer',
          severity: 'caution',
          message:
            'You have or had a hormone-sensitive cancer; it is not clear whether black cohosh is safe for you, so check with your doctor.',
          source: S.blackCohoshOds,
        },
      ],
      pregnancy: {
        severity: 'caution',
        message: 'It is not known whether black cohosh is safe during pregnancy.',
        source: S.blackCohosh,
      },
    },
    source: S.blackCohoshOds,
  },
  {
    id: 'saw-palmetto',
    name: 'Saw palmetto',
    kind: 'supplement',
    classIds: [],
    synonyms: ['serenoa repens', 'sabal', 'saw palmetto berry', 'saw palmeto'],
    source: S.sawPalmetto,
  },
  {
    id: 'asian-ginseng',
    name: 'Asian ginseng',
    kind: 'supplement',
    classIds: [],
    synonyms: ['ginseng', 'panax ginseng', 'korean ginseng', 'korean red ginseng', 'red ginseng', 'chinese ginseng'],
    facts: {
      interactions: [
        {
          targetId: 'antidiabetic',
          severity: 'caution',
          message:
            'You take diabetes medicine; ginseng may lower blood sugar, so the two together could drop it too far.',
          source: S.asianGinseng,
        },
        {
          targetId: 'vitamin-k-antagonist',
          severity: 'caution',
          message:
            'You take warfarin; ginseng may change how well it works, so tell the doctor who checks your blood tests.',
          source: S.asianGinseng,
        },
      ],
      pregnancy: {
        severity: 'caution',
        message: 'Asian ginseng may not be safe during pregnancy.',
        source: S.asianGinseng,
      },
      breastfeeding: {
        severity: 'caution',
        message: 'Asian ginseng may not be safe while breastfeeding.',
        source: S.asianGinseng,
      },
      ages: [
        {
          belowYears: 18,
          severity: 'caution',
          message: 'Asian ginseng may not be safe for infants and children.',
          source: S.asianGinseng,
        },
      ],
    },
    source: S.asianGinseng,
  },
];

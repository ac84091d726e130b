import { describe, expect, it } from 'vitest';
import { formulary } from '../src/index.js';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the shipped formulary', () => {
  it('covers at least 120 OTC products and 50 symptoms', () => {
    expect(formulary.medications.length).toBeGreaterThanOrEqual(120);
    expect(new Set(formulary.medications.flatMap((m) => m.uses)).size).toBeGreaterThanOrEqual(50);
  });

  it('covers at least 80 supplements in at least 10 categories', () => {
    expect(formulary.supplements.length).toBeGreaterThanOrEqual(80);
    const used = new Set(formulary.supplements.flatMap((s) => s.categoryIds));
    expect(used.size).toBeGreaterThanOrEqual(10);
  });

  it('knows at least 150 prescription medicines with their drug classes', () => {
    const classed = formulary.ingredients.filter((i) => i.kind === 'rx' && i.classIds.length > 0);
    expect(classed.length).toBeGreaterThanOrEqual(150);
  });

  it('resolves well-known brands to the right class', () => {
    const classesOf = (brand: string) =>
      formulary.ingredients.find((i) => (i.brandNames ?? []).some((b) => norm(b) === norm(brand)))?.classIds ?? [];
    expect(classesOf('Coumadin')).toContain('vitamin-k-antagonist');
    expect(classesOf('Eliquis')).toEqual(expect.arrayContaining([expect.stringMatching(/anticoagulant|doac/)]));
    expect(classesOf('Zoloft')).toContain('ssri');
    expect(classesOf('Nardil')).toContain('maoi');
    expect(classesOf('Xanax')).toContain('benzodiazepine');
  });

  it.each([
    'Tylenol Extra Strength',
    'Tylenol PM',
    'Advil',
    'Advil PM',
    'Advil Cold & Sinus',
    'Motrin IB',
    'Aleve',
    'Bayer Aspirin',
    'Excedrin Migraine',
    'Benadryl Allergy',
    'Claritin',
    'Claritin-D',
    'Zyrtec',
    'Zyrtec-D',
    'Allegra',
    'Allegra-D',
    'Xyzal',
    'Sudafed',
    'Sudafed PE',
    'Afrin',
    'Mucinex',
    'Mucinex DM',
    'Robitussin DM',
    'Delsym',
    'Vicks NyQuil Cold & Flu',
    'Vicks DayQuil Cold & Flu',
    'Unisom SleepTabs',
    'ZzzQuil',
    'Pepcid AC',
    'Prilosec OTC',
    'Nexium 24HR',
    'Tums',
    'Gas-X',
    'Pepto-Bismol',
    'Imodium A-D',
    'Dramamine',
    'Colace',
    'Senokot',
    'Dulcolax',
    'MiraLAX',
    'Metamucil',
    'Cortizone-10',
    'Lotrimin AF',
    'Lamisil AT',
    'Abreva',
    'Nicorette',
  ])('has the brand %s, with every active ingredient', (brand) => {
    const product = formulary.medications.find(
      (m) => norm(m.name) === norm(brand) || norm(m.name).startsWith(`${norm(brand)} `),
    );
    expect(product, brand).toBeDefined();
    expect(product!.activeIngredients.every((a) => a.strength.trim() !== '')).toBe(true);
  });

  it('lists combination products with all their active ingredients', () => {
    const nyquil = formulary.medications.find((m) => m.name === 'Vicks NyQuil Cold & Flu')!;
    expect(nyquil.activeIngredients.map((a) => a.ingredientId).sort()).toEqual([
      'acetaminophen',
      'dextromethorphan',
      'doxylamine',
    ]);
  });
});

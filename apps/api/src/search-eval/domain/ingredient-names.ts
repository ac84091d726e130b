import { CorpusError } from './eval-case.js';

interface NamedIngredient {
  id: string;
  name: string;
  synonyms: string[];
}

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
// Content names carry a qualifier people leave out ("Sennosides (senna)", "Zinc (supplement)"), and so may a case
// ("diphenhydramine (topical)"): the name without it is read too.
const unqualified = (text: string) => key(text.replace(/\([^)]*\)/g, ' '));

/** Plain ingredient names, as the corpus writes them, to content ingredient ids (names, synonyms and ids). */
export class IngredientNames {
  private readonly ids = new Map<string, Set<string>>();
  private readonly looseIds = new Map<string, Set<string>>();

  constructor(ingredients: readonly NamedIngredient[]) {
    const add = (map: Map<string, Set<string>>, name: string, id: string) => {
      if (!name) return;
      map.set(name, (map.get(name) ?? new Set()).add(id));
    };
    for (const ingredient of ingredients) {
      // The id is the plain generic name too ('docusate' for "Docusate sodium", whose synonyms all carry a salt).
      for (const name of [ingredient.name, ...ingredient.synonyms, ingredient.id.replace(/-/g, ' ')]) {
        add(this.ids, key(name), ingredient.id);
        add(this.looseIds, unqualified(name), ingredient.id);
      }
    }
  }

  /** The content ids a name stands for; an unknown name is a corpus error naming the case. */
  resolve(name: string, caseId: string): string[] {
    const found = this.ids.get(key(name)) ?? this.ids.get(unqualified(name)) ?? this.looseIds.get(unqualified(name));
    if (!found)
      throw new CorpusError(
        `case ${caseId}: unknown ingredient name "${name}" (not a content ingredient name or synonym)`,
      );
    return [...found];
  }
}

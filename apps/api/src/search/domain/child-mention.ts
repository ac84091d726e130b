import { normaliseText } from '@otc/safety-engine';

// A child named in the words: "my kid", "toddler", "children's", "my 6 year old". Ages under 12 only: from 12 the
// labels dose as for adults. A tiny local check; who is asking is read more fully elsewhere.
const CHILD =
  /\b(kid|kids|child|childs|children|childrens|toddler|toddlers|baby|babies|infant|infants|newborn|son|daughter|grandson|granddaughter|little one|preschooler|pediatric|([1-9]|1[01]) (year|yr|years|yrs) old|\d+ (month|months|week|weeks) old)\b/;

/** True when the text names a child, so children's products are listed first. */
export const namesAChild = (text: string): boolean => CHILD.test(normaliseText(text));

// A children's product says so in its name (Children's Motrin, Infants' Tylenol, Junior Strength Advil).
const CHILDRENS_PRODUCT = /\b(childrens|children|kids|infant|infants|junior|jr|pediatric|toddler)\b/;

/** True for a product made for children, read from its name. */
export const isChildrensProduct = (name: string): boolean => CHILDRENS_PRODUCT.test(normaliseText(name));

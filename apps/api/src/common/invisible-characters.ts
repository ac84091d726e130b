/**
 * Characters that change how text around them is shown without showing themselves: bidi embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069), direction marks (U+200E, U+200F, U+061C), zero-width space, joiners
 * and the byte-order mark (U+200B-U+200D, U+2060, U+FEFF). In a name they let a sender pass for someone else
 * ("‮nimda" reads "admin") or hide text from the person reading the mail.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

export const stripInvisible = (text: string): string => text.replace(INVISIBLE, '');

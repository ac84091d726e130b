/**
 * The key a name is looked up by: lower case, apostrophes dropped, other punctuation a space. It must stay the
 * safety engine's normaliseText, so two names with the same key are the same search to a shopper.
 */
export const searchKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

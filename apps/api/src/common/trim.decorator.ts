import { Transform } from 'class-transformer';

/** Trims strings at the edge; other types pass through untouched so the type validators can reject them. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

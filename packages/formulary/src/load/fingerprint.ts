import { createHash } from 'node:crypto';

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;

/** What a sign-off vouches for: the item without its review trail, independent of key order and layout. */
export function fingerprintOf(item: object): string {
  const { review: _review, ...rest } = item as { review?: unknown };
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex')
    .slice(0, 12);
}

import type { HostileRequest } from './hostile-requests.js';
import type { Operation } from './openapi-operations.js';
import type { RawResponse } from './raw-http.js';

const SIGN_IN_REQUIRED = 'Please sign in to continue.';

interface OperationStats {
  requests: number;
  statuses: Map<number, number>;
  anonymousSignInRequired: number;
  signedInPastSignIn: number;
}

const messageOf = (res: RawResponse): string => {
  try {
    return String((JSON.parse(res.text) as { message?: unknown }).message ?? '');
  } catch {
    return '';
  }
};

/** Refusals that happen before any route's guard runs (transport, size, body format). */
const beforeRouting = (res: RawResponse) =>
  [408, 413, 415, 431].includes(res.status) || /^The request/.test(messageOf(res));

/** What the fuzz run sent and got, per operation, to prove it reached the handlers and to print a summary. */
export class FuzzStatistics {
  total = 0;
  private readonly byOperation = new Map<string, OperationStats>();

  private of(op: Operation): OperationStats {
    let entry = this.byOperation.get(op.operationId);
    if (!entry) {
      entry = { requests: 0, statuses: new Map(), anonymousSignInRequired: 0, signedInPastSignIn: 0 };
      this.byOperation.set(op.operationId, entry);
    }
    return entry;
  }

  record(req: HostileRequest, res: RawResponse): void {
    this.total += 1;
    const entry = this.of(req.operation);
    entry.requests += 1;
    entry.statuses.set(res.status, (entry.statuses.get(res.status) ?? 0) + 1);
    const signInRefusal = res.status === 401 && messageOf(res) === SIGN_IN_REQUIRED;
    if (!req.signedIn && signInRefusal) entry.anonymousSignInRequired += 1;
    if (req.signedIn && !signInRefusal && !beforeRouting(res)) entry.signedInPastSignIn += 1;
  }

  countOf(op: Operation): number {
    return this.of(op).requests;
  }

  /** Operations that told anonymous callers to sign in. */
  needsSignIn(op: Operation): boolean {
    return this.of(op).anonymousSignInRequired > 0;
  }

  /** Signed-in requests that reached the route's own logic (validation, handler), not a sign-in refusal. */
  signedInPastSignIn(op: Operation): number {
    return this.of(op).signedInPastSignIn;
  }

  table(): string {
    return [...this.byOperation.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, s]) => {
        const statuses = [...s.statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
        return `  ${id.padEnd(26)} ${String(s.requests).padStart(5)}  ${statuses}`;
      })
      .join('\n');
  }
}

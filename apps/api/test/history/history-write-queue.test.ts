import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FLUSH_AFTER_MS,
  HistoryWriteQueue,
  MAX_BATCH,
  MAX_WAITING,
  TRIM_EVERY,
  type WriteProblem,
} from '../../src/history/application/history-write-queue.js';
import type {
  NewHistoryEntry,
  SearchHistoryRepository,
} from '../../src/history/domain/search-history.repository.port.js';

/** Records what the queue asks of the store; `failNext` makes the next write fail as a lost database would. */
function recordingStore() {
  const writes: NewHistoryEntry[][] = [];
  const trims: string[] = [];
  const store = {
    failNext: 0,
    writes,
    trims,
    async addAll(entries: readonly NewHistoryEntry[]) {
      if (store.failNext > 0) {
        store.failNext--;
        throw new Error('connection refused');
      }
      writes.push([...entries]);
    },
    async keepNewest(userId: string) {
      trims.push(userId);
    },
    list: async () => [],
    countSince: async () => 0,
  } satisfies SearchHistoryRepository & Record<string, unknown>;
  return store;
}

const entry = (userId: string, query: string): NewHistoryEntry => ({ userId, query });

describe('the search-history write queue', () => {
  let problems: WriteProblem[];
  beforeEach(() => {
    vi.useFakeTimers();
    problems = [];
  });
  afterEach(() => vi.useRealTimers());

  it('writes the entries of searches made close together in one statement, in their order, after the wait', async () => {
    const store = recordingStore();
    const sut = new HistoryWriteQueue(store, 500, (p) => problems.push(p));
    sut.add(entry('ann', 'headache'));
    sut.add(entry('bob', 'cough'));
    sut.add(entry('ann', 'runny nose'));
    expect(store.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(store.writes).toEqual([[entry('ann', 'headache'), entry('bob', 'cough'), entry('ann', 'runny nose')]]);
    expect(sut.pending).toBe(0);
  });

  it('writes at once, without the wait, when a full batch is waiting', async () => {
    const store = recordingStore();
    const sut = new HistoryWriteQueue(store, 500, (p) => problems.push(p));
    for (let i = 0; i < MAX_BATCH; i++) sut.add(entry('ann', `search ${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0]).toHaveLength(MAX_BATCH);
  });

  it('lets a reader flush: what was searched is stored before the history is read', async () => {
    const store = recordingStore();
    const sut = new HistoryWriteQueue(store, 500, (p) => problems.push(p));
    sut.add(entry('ann', 'headache'));
    await sut.flush();
    expect(store.writes).toEqual([[entry('ann', 'headache')]]);
    // Nothing is written twice when the timer fires later.
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS * 2);
    expect(store.writes).toHaveLength(1);
  });

  it('keeps the entries of a failed write, in order, and writes them at the next attempt', async () => {
    const store = recordingStore();
    const sut = new HistoryWriteQueue(store, 500, (p) => problems.push(p));
    store.failNext = 1;
    sut.add(entry('ann', 'first'));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.dropped).toBe(0);
    sut.add(entry('ann', 'second'));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(store.writes).toEqual([[entry('ann', 'first'), entry('ann', 'second')]]);
  });

  it('rejects a reader’s flush when the database refuses, and keeps the entries', async () => {
    const store = recordingStore();
    const sut = new HistoryWriteQueue(store, 500, (p) => problems.push(p));
    store.failNext = 1;
    sut.add(entry('ann', 'headache'));
    await expect(sut.flush()).rejects.toThrow('connection refused');
    expect(sut.pending).toBe(1);
    await sut.flush();
    expect(store.writes).toEqual([[entry('ann', 'headache')]]);
  });

  it('drops the oldest waiting entries, and says how many, once the backlog is full', async () => {
    const store = recordingStore();
    const sut = new HistoryWriteQueue(store, 500, (p) => problems.push(p));
    store.failNext = Number.POSITIVE_INFINITY;
    for (let i = 0; i <= MAX_WAITING; i++) sut.add(entry('ann', `search ${i}`));
    expect(sut.pending).toBe(MAX_WAITING);
    expect(problems.some((p) => p.dropped === 1)).toBe(true);
    store.failNext = 0;
    await sut.flush();
    const written = store.writes.flat();
    expect(written[0]).toEqual(entry('ann', 'search 1'));
    expect(written.at(-1)).toEqual(entry('ann', `search ${MAX_WAITING}`));
  });

  it('trims a person’s history at their first write and then every TRIM_EVERY writes, and only theirs', async () => {
    const store = recordingStore();
    const sut = new HistoryWriteQueue(store, 500, (p) => problems.push(p));
    sut.add(entry('ann', 'first'));
    await sut.flush();
    expect(store.trims).toEqual(['ann']);
    for (let i = 1; i < TRIM_EVERY; i++) {
      sut.add(entry('ann', `search ${i}`));
      await sut.flush();
    }
    expect(store.trims).toEqual(['ann']);
    sut.add(entry('ann', 'one more'));
    await sut.flush();
    expect(store.trims).toEqual(['ann', 'ann']);
    sut.add(entry('bob', 'cough'));
    await sut.flush();
    expect(store.trims).toEqual(['ann', 'ann', 'bob']);
  });
});

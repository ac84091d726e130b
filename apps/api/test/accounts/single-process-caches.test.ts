import { describe, expect, it } from 'vitest';
import type { Session } from '../../src/auth/domain/session.js';
import type { SessionStore } from '../../src/auth/domain/session-store.port.js';
import { SingleProcessSessionCache } from '../../src/auth/infrastructure/single-process-session-cache.adapter.js';
import type { ProfileFields, StoredProfile } from '../../src/profile/domain/profile.js';
import type { ProfileRepository } from '../../src/profile/domain/profile.repository.port.js';
import { SingleProcessProfileCache } from '../../src/profile/infrastructure/single-process-profile-cache.adapter.js';

/** A promise the test settles by hand, to put a read in the middle of a write. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const session = (idHash: string, userId: string): Session => ({
  idHash,
  userId,
  method: 'password',
  createdAt: new Date('2030-01-01T00:00:00Z'),
  lastSeenAt: new Date('2030-01-01T00:00:00Z'),
  expiresAt: new Date('2030-02-01T00:00:00Z'),
});

/** The rows a database would hold, with counts of reads and an optional hold on the next read. */
function sessionRows() {
  const rows = new Map<string, Session>();
  const store = {
    rows,
    reads: 0,
    holdNextRead: null as null | Promise<void>,
    async save(s: Session) {
      rows.set(s.idHash, { ...s });
    },
    async find(idHash: string) {
      store.reads++;
      const found = rows.get(idHash) ?? null;
      const hold = store.holdNextRead;
      store.holdNextRead = null;
      if (hold) await hold;
      return found ? { ...found } : null;
    },
    async touch(idHash: string, lastSeenAt: Date) {
      const s = rows.get(idHash);
      if (s) rows.set(idHash, { ...s, lastSeenAt });
    },
    async delete(idHash: string) {
      rows.delete(idHash);
    },
    async deleteAllForUser(userId: string, except?: string) {
      for (const [k, s] of rows) if (s.userId === userId && k !== except) rows.delete(k);
    },
    async listForUser(userId: string) {
      return [...rows.values()].filter((s) => s.userId === userId);
    },
  } satisfies SessionStore & Record<string, unknown>;
  return store;
}

describe('the single-process session cache', () => {
  it('answers a known session from memory after the first read', async () => {
    const rows = sessionRows();
    const sut = new SingleProcessSessionCache(rows);
    await sut.save(session('h1', 'ann'));
    expect(await sut.find('h1')).toMatchObject({ userId: 'ann' });
    expect(await sut.find('h1')).toMatchObject({ userId: 'ann' });
    expect(rows.reads).toBe(0);
  });

  it('never serves a session once it is ended, one by one or all of a person’s but the one kept', async () => {
    const rows = sessionRows();
    const sut = new SingleProcessSessionCache(rows);
    for (const [h, u] of [
      ['a1', 'ann'],
      ['a2', 'ann'],
      ['a3', 'ann'],
      ['b1', 'bob'],
    ] as const) {
      await sut.save(session(h, u));
      await sut.find(h);
    }
    await sut.delete('a1');
    expect(await sut.find('a1')).toBeNull();
    await sut.deleteAllForUser('ann', 'a3');
    expect(await sut.find('a2')).toBeNull();
    expect(await sut.find('a3')).toMatchObject({ userId: 'ann' });
    expect(await sut.find('b1')).toMatchObject({ userId: 'bob' });
  });

  it('does not keep a session read while it was being ended (the read may have found the old row)', async () => {
    const rows = sessionRows();
    const sut = new SingleProcessSessionCache(rows);
    await rows.save(session('h1', 'ann'));
    const hold = gate();
    rows.holdNextRead = hold.opened;
    const racingRead = sut.find('h1');
    await sut.delete('h1');
    hold.open();
    expect(await racingRead).toMatchObject({ userId: 'ann' });
    expect(await sut.find('h1')).toBeNull();
  });

  it('keeps the last-seen time it was told, and hands out copies the caller cannot change', async () => {
    const rows = sessionRows();
    const sut = new SingleProcessSessionCache(rows);
    await sut.save(session('h1', 'ann'));
    const later = new Date('2030-01-01T01:00:00Z');
    await sut.touch('h1', later);
    const found = (await sut.find('h1'))!;
    expect(found.lastSeenAt).toEqual(later);
    found.userId = 'mallory';
    expect((await sut.find('h1'))!.userId).toBe('ann');
  });

  it('hands out no profile version: the profile may be saved while the session is kept', async () => {
    const rows = sessionRows();
    const sut = new SingleProcessSessionCache(rows);
    await rows.save({ ...session('h1', 'ann'), profileVersion: '7' });
    expect(await sut.find('h1')).not.toHaveProperty('profileVersion');
    expect(await sut.find('h1')).not.toHaveProperty('profileVersion');
    expect(rows.reads).toBe(1);
  });

  it('does not remember unknown secrets', async () => {
    const rows = sessionRows();
    const sut = new SingleProcessSessionCache(rows);
    expect(await sut.find('guess')).toBeNull();
    await rows.save(session('guess', 'ann'));
    expect(await sut.find('guess')).toMatchObject({ userId: 'ann' });
  });
});

const fields = (allergies: string[]): ProfileFields => ({
  age: 40,
  gender: 'female',
  allergies,
  medicalConditions: [],
  currentMedications: [],
  isPregnant: false,
  isBreastfeeding: false,
});

function profileRows() {
  const rows = new Map<string, StoredProfile>();
  const repo = {
    rows,
    reads: 0,
    holdNextRead: null as null | Promise<void>,
    async find(userId: string) {
      repo.reads++;
      const found = rows.get(userId) ?? null;
      const hold = repo.holdNextRead;
      repo.holdNextRead = null;
      if (hold) await hold;
      return found ? structuredClone(found) : null;
    },
    findWithAccount: async () => null,
    async save(userId: string, f: ProfileFields, profileComplete: boolean) {
      const now = new Date();
      rows.set(userId, { userId, ...f, profileComplete, createdAt: now, updatedAt: now } as StoredProfile);
    },
  } satisfies ProfileRepository & Record<string, unknown>;
  return repo;
}

describe('the single-process profile cache', () => {
  it('reads a person’s profile once, then from memory, and a save is seen by the very next read', async () => {
    const rows = profileRows();
    const sut = new SingleProcessProfileCache(rows);
    await sut.save('ann', fields(['latex']), true, {});
    expect((await sut.find('ann'))!.allergies).toEqual(['latex']);
    expect((await sut.find('ann'))!.allergies).toEqual(['latex']);
    expect(rows.reads).toBe(1);
    await sut.save('ann', fields(['latex', 'aspirin']), true, {});
    expect((await sut.find('ann'))!.allergies).toEqual(['latex', 'aspirin']);
  });

  it('remembers that a person has no profile until they save one', async () => {
    const rows = profileRows();
    const sut = new SingleProcessProfileCache(rows);
    expect(await sut.find('ann')).toBeNull();
    expect(await sut.find('ann')).toBeNull();
    expect(rows.reads).toBe(1);
    await sut.save('ann', fields(['latex']), true, {});
    expect((await sut.find('ann'))!.allergies).toEqual(['latex']);
  });

  it('does not keep a profile read while a save was under way (it may be the old one)', async () => {
    const rows = profileRows();
    const sut = new SingleProcessProfileCache(rows);
    await rows.save('ann', fields([]), true);
    const hold = gate();
    rows.holdNextRead = hold.opened;
    const racingRead = sut.find('ann');
    await sut.save('ann', fields(['warfarin allergy']), true, {});
    hold.open();
    expect((await racingRead)!.allergies).toEqual([]);
    expect((await sut.find('ann'))!.allergies).toEqual(['warfarin allergy']);
  });

  it('hands out copies: changing what a caller got does not change the next read', async () => {
    const rows = profileRows();
    const sut = new SingleProcessProfileCache(rows);
    await sut.save('ann', fields(['latex']), true, {});
    (await sut.find('ann'))!.allergies.push('peanuts');
    expect((await sut.find('ann'))!.allergies).toEqual(['latex']);
  });
});

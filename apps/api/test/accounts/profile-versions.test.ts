import { describe, expect, it } from 'vitest';
import type { ProfileFields, StoredProfile } from '../../src/profile/domain/profile.js';
import type { ProfileRepository } from '../../src/profile/domain/profile.repository.port.js';
import { ProfileService } from '../../src/profile/application/profile.service.js';
import type { Catalogue } from '../../src/catalogue/index.js';

/** A database's profile rows: each save gives the row a new version, as PostgreSQL's xmin does. */
function versionedRows() {
  const rows = new Map<string, StoredProfile>();
  let writes = 0;
  const repo = {
    reads: 0,
    versionOf: (userId: string) => rows.get(userId)?.version ?? null,
    async find(userId: string) {
      repo.reads++;
      const found = rows.get(userId);
      return found ? structuredClone(found) : null;
    },
    findWithAccount: async () => null,
    async save(userId: string, f: ProfileFields, profileComplete: boolean) {
      const now = new Date();
      rows.set(userId, { userId, ...f, profileComplete, createdAt: now, updatedAt: now, version: String(++writes) });
    },
  } satisfies ProfileRepository & Record<string, unknown>;
  return repo;
}

const fields = (allergies: string[]): ProfileFields => ({
  age: 40,
  gender: 'female',
  allergies,
  medicalConditions: [],
  currentMedications: [],
  isPregnant: false,
  isBreastfeeding: false,
});

const serviceOver = (repo: ProfileRepository) => new ProfileService(repo, {} as Catalogue);

describe('a profile judged at the version read with the session', () => {
  it('is read once while its version stays the same, and again as soon as it changes', async () => {
    const rows = versionedRows();
    const profiles = serviceOver(rows);
    await rows.save('ann', fields(['aspirin']), true);
    const v1 = rows.versionOf('ann');
    expect((await profiles.healthProfileOf('ann', v1)).allergies).toEqual(['aspirin']);
    expect((await profiles.healthProfileOf('ann', v1)).allergies).toEqual(['aspirin']);
    expect(rows.reads).toBe(1);
    await rows.save('ann', fields(['ibuprofen']), true);
    expect((await profiles.healthProfileOf('ann', rows.versionOf('ann'))).allergies).toEqual(['ibuprofen']);
    expect(rows.reads).toBe(2);
  });

  it('knows a person with no saved profile from the version alone, once read, until they save one', async () => {
    const rows = versionedRows();
    const profiles = serviceOver(rows);
    expect((await profiles.healthProfileOf('bo', null)).allergies).toEqual([]);
    expect((await profiles.healthProfileOf('bo', null)).allergies).toEqual([]);
    expect(rows.reads).toBe(1);
    await rows.save('bo', fields(['sulfa']), true);
    expect((await profiles.healthProfileOf('bo', rows.versionOf('bo'))).allergies).toEqual(['sulfa']);
  });

  it('is read every time when the version is not known', async () => {
    const rows = versionedRows();
    const profiles = serviceOver(rows);
    await rows.save('cy', fields([]), true);
    await profiles.healthProfileOf('cy');
    await profiles.healthProfileOf('cy');
    expect(rows.reads).toBe(2);
  });

  it('keeps one person’s profile apart from another’s and hands out copies', async () => {
    const rows = versionedRows();
    const profiles = serviceOver(rows);
    await rows.save('di', fields(['latex']), true);
    await rows.save('ed', fields([]), true);
    const di = await profiles.healthProfileOf('di', rows.versionOf('di'));
    di.allergies.push('changed by the caller');
    expect((await profiles.healthProfileOf('di', rows.versionOf('di'))).allergies).toEqual(['latex']);
    // ed's version taken for di's is not di's: a mismatch reads again.
    expect((await profiles.healthProfileOf('ed', rows.versionOf('di'))).allergies).toEqual([]);
  });
});

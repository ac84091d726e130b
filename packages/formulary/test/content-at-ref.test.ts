import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentAtRef, GitRefError, loadContent } from '../src/index.js';
import { contentFolder } from './support/content-folder.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=T', ...args], { cwd })
    .toString()
    .trim();

describe('the content at a git ref', () => {
  it('is the content as committed there, not as edited since', () => {
    const root = contentFolder();
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'first');
    const file = path.join(root, 'snippets/under-twelve.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('12 and over', '6 and over'));
    const before = contentAtRef(root, 'HEAD');
    expect(readFileSync(path.join(before, 'snippets/under-twelve.yaml'), 'utf8')).toContain('12 and over');
    expect(loadContent(before).problems).toEqual([]);
  });

  it('says which ref git does not know', () => {
    const root = contentFolder();
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'first');
    expect(() => contentAtRef(root, 'no-such-branch')).toThrow(GitRefError);
  });
});

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_DIR } from '@otc/formulary';
import { runCli } from '../src/index.js';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'content-tools-'));

/** A copy of the shipped content in a temporary folder, so a test can edit it as a pharmacist would. */
export function contentCopy(): string {
  const dir = path.join(scratch(), 'content');
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

/** The content copy committed in a fresh git repository, for commands that compare with a ref. */
export function committedContentCopy(): string {
  const dir = contentCopy();
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=T', ...args], { cwd: dir });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'content as shipped');
  return dir;
}

export function profileFile(content: unknown): string {
  const file = path.join(scratch(), 'profile.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** Runs the CLI as a person would, from a temporary folder, on the given content (default: shipped). */
export const cli = (argv: string[], contentDir?: string) =>
  runCli(argv, { cwd: scratch(), contentDir, today: '2026-11-25' });

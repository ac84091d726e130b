import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A git problem a person can act on (unknown ref, not a repository), in git's own words. */
export class GitRefError extends Error {
  override name = 'GitRefError';
}

function git(cwd: string, args: string[]): Buffer {
  const run = spawnSync('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 });
  if (run.error) throw new GitRefError(`cannot run git: ${run.error.message}`);
  if (run.status !== 0) throw new GitRefError(run.stderr.toString().trim().split('\n')[0] ?? 'git failed');
  return run.stdout;
}

/**
 * Extracts a content folder as it was at a git ref (a branch, tag or commit) into a temporary folder and
 * returns that folder's path, so two versions of the content can be loaded side by side.
 */
export function contentAtRef(contentDir: string, ref: string): string {
  const top = git(contentDir, ['rev-parse', '--show-toplevel']).toString().trim();
  // '.' when the content folder is the repository itself; realpath because git reports resolved paths.
  const relative = path.relative(top, realpathSync(contentDir)) || '.';
  git(top, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const tar = git(top, ['archive', '--format=tar', ref, '--', relative]);
  const target = mkdtempSync(path.join(tmpdir(), 'content-at-ref-'));
  const untar = spawnSync('tar', ['-x', '-C', target], { input: tar });
  if (untar.status !== 0) throw new GitRefError(`cannot unpack the content at ${ref}`);
  return path.join(target, relative);
}

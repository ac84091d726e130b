import { rmSync } from 'node:fs';

/** Removes the throw-away database the config made for this run (never a folder the caller chose). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_CREATED === '1') rmSync(dir, { recursive: true, force: true });
}

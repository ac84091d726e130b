import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers here; it drives the system's Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh embedded database for every run, so tests never see a developer's data.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'otc-e2e-'));
  process.env.E2E_DATA_DIR_CREATED = '1';
}
const dataDir = process.env.E2E_DATA_DIR;

const launchOptions = {
  executablePath: chromium,
  // Keep the browser off the network: this machine only reaches localhost.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core CI machine leaves the browser idle while the
  // server answers. Two take the suite from about 11 to under 3 minutes there.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure', launchOptions },
  // A test written for one width says so with a tag and runs in that project only: the same 360 px test in a
  // desktop browser, or a 1280 px keyboard test on an emulated phone, would only repeat it.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every test signs people up from 127.0.0.1: the limits per address are raised, not switched off.
    env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MULTIPLIER: '100' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

#!/usr/bin/env node
/**
 * `npm test`: everything, in order, and never a suite skipped in silence:
 *   1. type check  2. lint  3. unit tests  4. production build  5. integration tests (SQLite, and
 *   PostgreSQL when TEST_DATABASE_URL is set; they start the built server)  6. e2e database
 *   7. Playwright in Chromium, with and without JavaScript.
 * Every step runs even when an earlier one failed (except those that need the build), and the last
 * line is the plain summary `N passed, N failed, N skipped` that CI reads; a failed type check, lint,
 * build, seed or a missing Chromium counts as one failed test. Exits 1 when anything failed.
 * No dependencies: plain Node ESM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(root, 'test-results', 'reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const E2E_DATABASE = 'data/e2e.sqlite';
const E2E_ENV = { DATABASE_URL: `file:${E2E_DATABASE}`, SHOP_NOW: '2026-11-22T10:00:00Z' };

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ step: string; outcome: string; seconds: string }[]} */
const log = [];

function banner(title) {
  process.stdout.write(`\n\x1b[1m==> ${title}\x1b[0m\n`);
}

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function timed(step, fn) {
  banner(step);
  const started = Date.now();
  const outcome = await fn();
  log.push({ step, outcome, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return outcome;
}

/** A step that is one check: it passes or counts as one failed test. */
async function check(step, command, args, env) {
  return timed(step, async () => {
    const code = await run(command, args, env);
    if (code === 0) return 'ok';
    totals.failed += 1;
    return `FAILED (exit ${code})`;
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function vitest(step, project, extraArgs = []) {
  const output = path.join(reportDir, `vitest-${project}.json`);
  rmSync(output, { force: true });
  return timed(step, async () => {
    const code = await run(bin('vitest'), [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...extraArgs,
    ]);
    const report = readJson(output);
    if (!report) {
      totals.failed += 1;
      return `FAILED (exit ${code}, no report)`;
    }
    const passed = report.numPassedTests ?? 0;
    const failed = report.numFailedTests ?? 0;
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A suite that failed to load (syntax error, missing import) has no failed test but a failed file.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed'),
    ).length;
    totals.passed += passed;
    totals.failed += failed + brokenFiles;
    totals.skipped += skipped;
    const counts = `${passed} passed, ${failed + brokenFiles} failed, ${skipped} skipped`;
    if (code !== 0 && failed + brokenFiles === 0) {
      totals.failed += 1;
      return `FAILED (exit ${code}; ${counts})`;
    }
    return counts;
  });
}

/** Newest modification time of the files under the given folders (0 when none exist). */
function newestMtime(folders) {
  let newest = 0;
  const visit = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  folders.forEach((folder) => visit(path.join(root, folder)));
  return newest;
}

async function ensureE2eDatabase() {
  return timed('e2e database', async () => {
    const database = path.join(root, E2E_DATABASE);
    if (!existsSync(path.join(root, 'scripts/seed/index.ts'))) {
      console.warn(`WARNING: scripts/seed/index.ts does not exist yet: ${E2E_DATABASE} is not seeded.`);
      return 'skipped (no seed script yet)';
    }
    const current =
      existsSync(database) && statSync(database).mtimeMs >= newestMtime(['scripts/seed', 'app/server/db']);
    if (current) {
      console.log(`${E2E_DATABASE} is newer than the seed and database code: kept (delete it to reseed).`);
      return 'ok (kept)';
    }
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(database + suffix, { force: true });
    const code = await run('npm', ['run', 'db:seed'], E2E_ENV);
    if (code === 0) return 'ok (seeded)';
    totals.failed += 1;
    return `FAILED (exit ${code})`;
  });
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

async function playwright(chromium) {
  const output = path.join(reportDir, 'playwright.json');
  rmSync(output, { force: true });
  return timed('e2e (Playwright, Chromium, with and without JavaScript)', async () => {
    const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    });
    const report = readJson(output);
    if (!report?.stats) {
      totals.failed += 1;
      return `FAILED (exit ${code}, no report)`;
    }
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    // Errors outside any test (webServer did not start, a spec failed to load) are in report.errors.
    const outsideTests = (report.errors ?? []).length;
    totals.passed += expected + flaky;
    totals.failed += unexpected + outsideTests;
    totals.skipped += skipped;
    const counts = `${expected + flaky} passed${flaky ? ` (${flaky} flaky)` : ''}, ${unexpected + outsideTests} failed, ${skipped} skipped`;
    if (code !== 0 && unexpected + outsideTests === 0) {
      totals.failed += 1;
      return `FAILED (exit ${code}; ${counts})`;
    }
    return counts;
  });
}

async function main() {
  mkdirSync(reportDir, { recursive: true });

  await check('type check', 'npm', ['run', '--silent', 'typecheck']);
  await check('lint', 'npm', ['run', '--silent', 'lint']);
  await vitest('unit tests', 'unit');
  // One build, before the integration tests: they start the production server as separate processes.
  const build = await check('production build', 'npm', ['run', '--silent', 'build']);
  await vitest(
    `integration tests (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : '; PostgreSQL skipped: TEST_DATABASE_URL unset'})`,
    'integration',
    ['--passWithNoTests'],
  );
  await ensureE2eDatabase();

  const chromium = findChromium();
  if (build !== 'ok') {
    log.push({ step: 'e2e', outcome: 'not run (the build failed)', seconds: '0.0' });
  } else if (!chromium) {
    banner('e2e');
    console.error(
      "No Chromium found: set CHROMIUM_PATH to a Chromium executable, or install Debian's package " +
        '(`apt-get install -y chromium`, giving /usr/bin/chromium). The e2e suite is not skipped silently: ' +
        'this counts as a failure.',
    );
    totals.failed += 1;
    log.push({ step: 'e2e', outcome: 'FAILED (no Chromium)', seconds: '0.0' });
  } else {
    await playwright(chromium);
  }

  banner('summary');
  const width = Math.max(...log.map((l) => l.step.length));
  for (const { step, outcome, seconds } of log)
    console.log(`${step.padEnd(width)}  ${seconds.padStart(6)} s  ${outcome}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exitCode = totals.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed, ${totals.skipped} skipped`);
  process.exitCode = 1;
});

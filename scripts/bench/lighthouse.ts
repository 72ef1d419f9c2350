import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const RUN_TIMEOUT_MS = 180_000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

export interface LighthouseScores {
  /** Category scores, 0-100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpSeconds: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Audits that failed in accessibility, best practices and SEO (to know what to fix). */
  failedAudits: string[];
  reportPath: string;
}

export type LighthouseOutcome =
  | { measured: true; scores: LighthouseScores }
  | { measured: false; reason: string };

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; scoreDisplayMode: string; title: string }
  >;
}

function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-8_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const score = (lhr: Lhr, category: string): number | null => {
  const value = lhr.categories[category]?.score;
  return value == null ? null : Math.round(value * 100);
};

const numeric = (lhr: Lhr, audit: string): number | null => lhr.audits[audit]?.numericValue ?? null;

function failedAudits(lhr: Lhr): string[] {
  const failed: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
        failed.push(`${category}: ${ref.id}`);
    }
  }
  return failed;
}

/** Lighthouse CLI, default (mobile) preset, with the system Chromium; one run per page. */
export async function runLighthouse(options: {
  root: string;
  url: string;
  name: string;
  chromePath: string | null;
  outputDir: string;
}): Promise<LighthouseOutcome> {
  if (!options.chromePath) return { measured: false, reason: 'no Chromium' };
  await mkdir(options.outputDir, { recursive: true });
  const reportPath = join(options.outputDir, `${options.name}.report.json`);
  const { code, output } = await runCli(
    [
      join(options.root, 'node_modules/lighthouse/cli/index.js'),
      options.url,
      '--output=json',
      `--output-path=${reportPath}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { ...process.env, CHROME_PATH: options.chromePath },
    options.root,
  );
  if (code !== 0) {
    const lastLines = output.trim().split('\n').slice(-3).join(' ').replace(/\s+/g, ' ').slice(0, 400);
    return { measured: false, reason: `Lighthouse exited with ${code ?? 'a signal'}: ${lastLines}` };
  }

  let lhr: Lhr;
  try {
    lhr = JSON.parse(await readFile(reportPath, 'utf8')) as Lhr;
  } catch (error) {
    return {
      measured: false,
      reason: `unreadable report: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (lhr.runtimeError)
    return { measured: false, reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };

  const lcpMs = numeric(lhr, 'largest-contentful-paint');
  return {
    measured: true,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      lcpSeconds: lcpMs == null ? null : lcpMs / 1000,
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      failedAudits: failedAudits(lhr),
      reportPath,
    },
  };
}

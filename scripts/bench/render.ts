/**
 * 6. Server render with the loader data fixed (home, search) and the search loader on cache
 * misses. Measured in a process of its own (render-worker.ts), after the app server has stopped,
 * so neither disturbs the load figures.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchConfig } from './config';
import type { ShoppersMix } from './mix-catalogue';
import type { PageTarget } from './pages';
import type { RenderInput, RenderOutput } from './render-worker';
import { atMostIfSet, type Figures } from './report';
import { appEnvironment, appServerEntry } from './servers';
import { errorMessage, progress } from './steps';

const TIMEOUT_MS = 5 * 60_000;

function runWorker(config: BenchConfig, inputPath: string, outputPath: string): Promise<void> {
  const worker = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
  const child = spawn(join(config.root, 'node_modules/.bin/tsx'), [worker, inputPath, outputPath], {
    cwd: config.root,
    env: appEnvironment(config),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(`render worker ended with ${signal ?? code}: ${errors.trim().split('\n').pop() ?? ''}`),
        );
    });
  });
}

export async function measureRender(
  config: BenchConfig,
  pages: readonly PageTarget[],
  mix: ShoppersMix | null,
  figures: Figures,
): Promise<RenderOutput | null> {
  const rendered = pages.filter((page) => page.renderTargetMs != null);
  const loaderPage = pages.find((page) => page.loaderMissRoute);
  if (rendered.length === 0 && !loaderPage) return null;
  const section = figures.section('server render (in process, loader data fixed)', 'render');
  const { iterations, warmup, loaderMisses } = config.render;
  // Distinct criteria each time, none the fixed pages have already loaded: every call is a miss.
  const fixedPaths = new Set(pages.map((page) => page.path));
  const missPaths = (mix?.pool ?? [])
    .map((url) => url.path)
    .filter((path) => !fixedPaths.has(path))
    .slice(0, loaderMisses);
  const input: RenderInput = {
    root: config.root,
    pages: rendered.map(({ name, path }) => ({ name, path })),
    iterations,
    warmup,
    loaderRouteId: missPaths.length > 0 ? (loaderPage?.loaderMissRoute ?? null) : null,
    loaderMissPaths: missPaths,
  };

  const directory = await mkdtemp(join(tmpdir(), 'bench-render-'));
  let output: RenderOutput;
  try {
    progress(
      `render: ${rendered.map((page) => page.name).join(', ')} × ${iterations}, loader misses × ${missPaths.length}`,
    );
    await writeFile(join(directory, 'input.json'), JSON.stringify(input));
    await runWorker(config, join(directory, 'input.json'), join(directory, 'output.json'));
    output = JSON.parse(await readFile(join(directory, 'output.json'), 'utf8')) as RenderOutput;
  } catch (error) {
    const reason = `${appServerEntry}: ${errorMessage(error)}`;
    for (const page of rendered)
      section.notMeasured(
        `${page.name}.mean`,
        `${page.name}: render, mean`,
        'ms',
        atMostIfSet(page.renderTargetMs),
        reason,
      );
    return null;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }

  for (const page of rendered) {
    const result = output.pages[page.name];
    const target = atMostIfSet(page.renderTargetMs);
    if (!result?.measured) {
      section.notMeasured(
        `${page.name}.mean`,
        `${page.name}: render, mean`,
        'ms',
        target,
        result?.reason ?? 'no result',
      );
      continue;
    }
    const label = `${page.name}: render, ${(result.bytes / 1000).toFixed(0)} KB HTML`;
    section.add(`${page.name}.mean`, `${label}, mean of ${result.count}`, result.meanMs, 'ms', target);
    section.add(`${page.name}.p50`, `${label}, p50`, result.p50Ms, 'ms');
  }
  if (loaderPage) {
    const miss = output.loaderMiss;
    const label = 'search loader on a cache miss';
    if (!miss?.measured) {
      const reason = miss ? miss.reason : 'no catalogue URLs (the shoppers\u2019 mix could not be built)';
      section.notMeasured('searchLoaderMiss.p50', `${label}, p50`, 'ms', null, reason);
    } else {
      section.add('searchLoaderMiss.p50', `${label}, p50 (${miss.count} distinct URLs)`, miss.p50Ms, 'ms');
      section.add('searchLoaderMiss.mean', `${label}, mean`, miss.meanMs, 'ms');
    }
  }
  return output;
}

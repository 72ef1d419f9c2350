#!/usr/bin/env node
// `npm start`: build when needed, create and seed the SQLite database when missing, serve (the server
// migrates the database before it listens, and refuses a missing one).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const env = { ...process.env, NODE_ENV: 'production' };
env.DATABASE_URL ??= 'file:data/shop.sqlite';
env.PORT ??= '3000';
// Canonical links, hreflang and the sitemap use PUBLIC_ORIGIN alone, which production requires:
// on a local machine it is this server's own address.
if (!env.PUBLIC_ORIGIN && !env.ALLOWED_HOSTS) {
  env.PUBLIC_ORIGIN = `http://localhost:${env.PORT}`;
  console.warn(`[start] PUBLIC_ORIGIN is not set: using ${env.PUBLIC_ORIGIN} (set it in production).`);
}
if (!env.SESSION_SECRET) {
  // A generated development secret (data/.session-secret) keeps a local start to one command.
  env.ALLOW_DEV_SECRET = '1';
  console.warn(
    '[start] SESSION_SECRET is not set: using the development secret in data/ (set it in production).',
  );
}

function run(label, command, args) {
  console.log(`[start] ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`[start] ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const serverBuild = 'build/server.js';
const sourcesChanged =
  !existsSync(serverBuild) ||
  Math.max(
    newestMtime('app'),
    newestMtime('server'),
    newestMtime('locales'),
    statSync('package.json').mtimeMs,
  ) > statSync(serverBuild).mtimeMs;
if (sourcesChanged) run('building', 'npm', ['run', 'build', '--silent']);

if (env.DATABASE_URL.startsWith('file:')) {
  const file = env.DATABASE_URL.slice('file:'.length);
  if (!existsSync(file)) run(`seeding ${file}`, 'npx', ['tsx', 'scripts/seed/index.ts']);
}

console.log(`[start] serving http://localhost:${env.PORT}`);
// One worker per core (WEB_CONCURRENCY to change it); SIGTERM lets requests in flight finish.
const server = spawn(process.execPath, [serverBuild], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

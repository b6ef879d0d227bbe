// `npm test`: typecheck, lint, build, then the three test layers (unit, api, e2e). It ends with one
// line "tests: N passed, N failed" that CI reads. `--projects api` runs only the named layers
// (CI uses it to run the API tests again on PostgreSQL) and skips typecheck, lint and build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.includes('--projects') ? (args[args.indexOf('--projects') + 1] ?? '').split(',') : null;
const reports = mkdtempSync(path.join(tmpdir(), 'tgde-test-'));
let passed = 0;
let failed = 0;
let stepsFailed = [];

function run(label, command, commandArgs, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `--- ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) stepsFailed.push(label);
  return result.status === 0;
}

function vitest(projects) {
  const file = path.join(reports, `${projects.join('-')}.json`);
  run(`tests: ${projects.join(', ')}`, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) stepsFailed.push(`${projects.join(', ')}: no tests ran`);
  } catch {
    failed += 1;
    stepsFailed.push(`${projects.join(', ')}: no report`);
  }
}

if (only) {
  vitest(only);
} else {
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  run('lint', 'npx', ['eslint', '.']);
  run('format', 'npx', ['prettier', '--check', '.']);
  const built = run('build', 'node', ['scripts/build.mjs']);
  vitest(['unit', 'api']);
  if (built) vitest(['e2e']);
  else stepsFailed.push('e2e: not run, the build failed');
}
rmSync(reports, { recursive: true, force: true });

console.log('');
if (stepsFailed.length) console.log(`Failed steps: ${stepsFailed.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(stepsFailed.length || failed ? 1 : 0);

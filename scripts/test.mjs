// `npm test`: the static checks (typecheck, lint, format) beside the build, then the test layers
// unit, component and api, then e2e in the browser. It ends with one line "tests: N passed, N failed" that CI
// reads, after the time each step took. `--projects api,pg` runs only the named vitest projects
// (CI uses it for the PostgreSQL pass and the other Node.js versions) and skips checks and build.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.includes('--projects') ? (args[args.indexOf('--projects') + 1] ?? '').split(',') : null;
const reports = mkdtempSync(path.join(tmpdir(), 'tgde-test-'));
let passed = 0;
let failed = 0;
/** "file › test: first line of the error", for each failed test; printed last, where CI's tail shows it. */
const failures = [];
const stepsFailed = [];
const timings = [];

/**
 * Runs one step. `quiet` steps run beside others: their output is held back and printed whole when
 * they end, so that two steps' lines never interleave.
 */
function run(label, command, commandArgs, { quiet = false } = {}) {
  if (!quiet) console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: process.env,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const finish = (ok) => {
      const seconds = (Date.now() - started) / 1000;
      if (quiet) console.log(`\n=== ${label} ===\n${output.trimEnd()}`);
      console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      timings.push({ label, seconds, ok });
      if (!ok) stepsFailed.push(label);
      resolve(ok);
    };
    child.once('error', (error) => {
      output += String(error);
      finish(false);
    });
    child.once('exit', (code) => finish(code === 0));
  });
}

/**
 * One line per failed test of a vitest JSON report. The report keeps a timeout only as a stack
 * (its first line is vitest's placeholder STACK_TRACE_ERROR): that is named for what it is.
 */
function failedTests(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const first = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      const reason = first.includes('STACK_TRACE_ERROR')
        ? `timed out after ${Math.round(test.duration ?? 0)} ms`
        : first.slice(0, 300);
      lines.push(`${where} › ${test.fullName}: ${reason}`);
    }
    // A file that failed before its tests ran (an import, a hook).
    if (!file.assertionResults?.length && file.status === 'failed') {
      lines.push(
        `${where}: ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
  return lines;
}

async function vitest(projects) {
  const file = path.join(reports, `${projects.join('-')}.json`);
  await run(`tests: ${projects.join(', ')}`, 'npx', [
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
    failures.push(...failedTests(report));
    if (report.numTotalTests === 0) stepsFailed.push(`${projects.join(', ')}: no tests ran`);
  } catch {
    failed += 1;
    stepsFailed.push(`${projects.join(', ')}: no report`);
  }
}

if (only) {
  await vitest(only);
} else {
  // The build is mostly one process (Vite) waiting on the other core: the checks use that one.
  const [built] = await Promise.all([
    run('build', 'node', ['scripts/build.mjs']),
    (async () => {
      await run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { quiet: true });
      await run('lint', 'npx', ['eslint', '.'], { quiet: true });
      await run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'], { quiet: true });
    })(),
  ]);
  await vitest(['unit', 'component', 'api']);
  if (built) await vitest(['e2e', 'e2e-alone']);
  else stepsFailed.push('e2e: not run, the build failed');
}
rmSync(reports, { recursive: true, force: true });

console.log('\nTime per step:');
for (const { label, seconds, ok } of timings) {
  console.log(`  ${label.padEnd(24)} ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
}
console.log('');
if (stepsFailed.length) console.log(`Failed steps: ${stepsFailed.join('; ')}`);
if (failures.length) console.log(`Failed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
// CI runs this several times (other Node.js versions, PostgreSQL) and prints the sum at its end.
if (process.env.TGDE_TEST_TALLY) appendFileSync(process.env.TGDE_TEST_TALLY, `${passed} ${failed}\n`);
if (process.env.TGDE_TEST_FAILURES && failures.length) {
  appendFileSync(process.env.TGDE_TEST_FAILURES, failures.map((line) => `${line}\n`).join(''));
}
process.exit(stepsFailed.length || failed ? 1 : 0);

import { pathToFileURL } from 'node:url';
import { redactText } from '../apps/server/src/http/log-redaction';
import { printFigure, type RecordFigure } from './figures';

/*
 * The log's cleaning (apps/server/src/http/log-redaction.ts) on long lines built to make its
 * patterns backtrack: how long one line takes at 25,000, 100,000 and 400,000 characters, and how
 * much longer four times the line takes (linear: about 4; quadratic: about 16). Each figure is the
 * fastest of several runs, which leaves out the machine's pauses. Run alone:
 * `BENCH_ONLY=logs npm run bench`, or `node --import tsx bench/log-redaction.ts`.
 */

/** Lines of about `length` characters that no address or query value completes. */
const HOSTILE_LINES: { [name: string]: (length: number) => string } = {
  // Every position starts an address's local part; no `@` ever comes.
  'one &': (length) => `${'a'.repeat(length / 2)}&${'b'.repeat(length / 2)}`,
  // An address's start followed by dots and dashes that never end in a top-level domain.
  'dotted @': (length) => `-@A${'.-.-.-.-.4.4'.repeat(length / 12)}\u0000`,
  // Parameter names as long as allowed, none followed by a value.
  'names, no =': (length) => `&${'a'.repeat(99)}`.repeat(length / 100),
  // Many `@` that each could start an address.
  'a@ a@ …': (length) => 'a@'.repeat(length / 2),
};

function fastestMs(line: string, runs: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    redactText(line);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export function benchLogRedaction(record: RecordFigure) {
  console.log('\nLogs: cleaning one long hostile line (fastest of 5 runs)');
  const lengths = [25_000, 100_000, 400_000];
  for (const [name, make] of Object.entries(HOSTILE_LINES)) {
    fastestMs(make(lengths[0]!), 3); // compiled and warm before anything is measured
    const times = lengths.map((length) => fastestMs(make(length), 5));
    lengths.forEach((length, i) =>
      record(`logs: ${name}, ${length.toLocaleString('en')} chars`, times[i]!.toFixed(2), 'ms'),
    );
    const growth = Math.sqrt(times[2]! / times[0]!); // the mean step of the two fourfold steps
    record(`logs: ${name}, 4× the line`, `${growth.toFixed(1)}×`, '(linear: about 4)');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchLogRedaction(printFigure());
}

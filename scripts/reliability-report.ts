/**
 * docs/reliability.md from the fuzz tests' records (tests/fuzz/report.ts): what is fuzzed, how many cases per CI run,
 * the crash and hang counts, and the known limits. The figures come from the last `npm test`, never by hand; each fuzz
 * file fails when the document does not hold its run's figures. `node dist/scripts/reliability-report.js` writes it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../compiler/util/package-root.js';

export const RELIABILITY_DOC = 'docs/reliability.md';
const NAMES = ['spec-front-end', 'hook-payloads'] as const;
const TITLES: Record<(typeof NAMES)[number], string> = {
  'spec-front-end': 'Spec front end (tests/fuzz/spec-front-end.test.ts)',
  'hook-payloads': 'Hook payloads (tests/fuzz/hook-payloads.test.ts)',
};
/** record fields that vary from run to run and stay out of the document */
const VOLATILE = new Set(['maxMs']);

/** One fuzzer's figures as they appear in the document. */
export function section(name: string, data: Readonly<Record<string, number | string>>): string {
  const rows = Object.entries(data).filter(([k]) => !VOLATILE.has(k)).map(([k, v]) => `| ${k} | ${v} |`);
  return [`### ${TITLES[name as (typeof NAMES)[number]] ?? name}`, '', '| figure | this run |', '|---|---:|', ...rows, ''].join('\n');
}

const INTRO = `# Reliability

What seamc feeds its own front end and hook runtimes on every CI run (\`npm test\`), and what came out. The figures
below are written from the test run's own records (\`npm run reliability:report\`), and each fuzz test fails when this
page does not hold its run's figures; runs are seeded, so the counts are the same on every machine.

- **Spec front end**: 10,000 generated \`seam.yaml\` texts per run: valid specs (rules of every tool class, permissions,
  instructions, hooks, sandbox) with, in half the cases, one node replaced by a value of another type, an unknown word,
  an empty list, a catastrophic regex, an escape the regex engine refuses, a NUL, an extreme number; and in some, damaged text (CRLF,
  BOM, a repeated line, so a duplicate key, a tab in the indentation, a YAML alias bomb, a cut at a random byte, 2,000
  nested brackets). Each goes through the path \`seamc build\` takes (load, lower, compile for its agents). Passing means:
  the outcome is exit 0, 1 or 2 with a diagnostic, never an exception (which the CLI reports as internal error 70);
  every 20th spec that builds is built again and must give the same bytes. 60 of them also run through the CLI
  itself: exit 0/1/2, no stack trace on stderr, and an empty --out whenever it exits 2.
- **Hook payloads**: 100,000 generated payloads per run, split evenly over every agent with a hook runtime, through the
  dispatcher the bundled runtime runs: that vendor's real fixtures with one to three structural mutations (a field
  replaced by another type, a 10-400 KB string, 50-2,000 levels of nesting, a field dropped, an unknown field added
  at any depth) or damaged bytes (a cut, invalid UTF-8, a BOM, UTF-16, two objects, random bytes, empty input), each
  under a policy with security rules and one without. Passing means: no exception, a well-formed reply within 200 ms,
  a payload the runtime cannot place refused (exit 2) while a security rule is in force unless it positively belongs
  to another client, and a line on stderr whenever no verdict is given. Then 300 real payloads per agent with
  unknown fields added at every depth must get the same verdict as without them.

Known limits: the fuzzers call the dispatcher in-process (the bundled runtime's own start-up, stdin reading and
deadline are covered by tests/runtime/bundle.test.ts and deadline.test.ts); the spec fuzzer compiles for up to three
agents per spec; timings here are per payload in-process, not a client's whole hook call (that is \`npm run bench\`).

## Figures of the last run
`;

export function reliabilityReport(records: string): string {
  const parts = NAMES.map((n) => {
    const f = join(records, `${n}.json`);
    if (!existsSync(f)) throw new Error(`no record ${f}: run \`npm test\` first`);
    return section(n, JSON.parse(readFileSync(f, 'utf8')) as Record<string, number | string>);
  });
  return `${INTRO}\n${parts.join('\n')}`;
}

function main(): number {
  const root = packageRoot();
  writeFileSync(join(root, RELIABILITY_DOC), reliabilityReport(join(root, 'node_modules', '.cache', 'seamc-reliability')));
  process.stdout.write(`reliability: wrote ${RELIABILITY_DOC}\n`);
  return 0;
}

if (process.argv[1] && /reliability-report\.(js|ts)$/.test(process.argv[1])) process.exitCode = main();

/**
 * docs/corpus.md: the adversarial corpus run through the in-process evaluator, with its areas, constructs, catch
 * and false-positive rates (computed on every run) and known bypasses. `node dist/scripts/corpus-report.js`
 * writes it; `--check` fails when it is out of date.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../compiler/util/package-root.js';
import { inProcess, loadPolicy } from './corpus/decide.js';
import { corpusMarkdown } from './corpus/markdown.js';
import { corpusProblems, loadCorpus } from './corpus/records.js';
import { makeScratchRepo } from './corpus/repo.js';
import { runCorpus, summarize } from './corpus/stats.js';
import { agentMarkdown, allAgentRates } from './corpus/agents.js';
import { nativeMarkdown, nativeRows } from './corpus/native.js';

export const REPORT = 'docs/corpus.md';

/** Which shell analyzer the runtime carries: the placeholder, or the real one (many files under shell/). */
export function analyzerName(root: string): string {
  const dir = join(root, 'compiler/runtime/shell');
  const n = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts')).length : 0;
  return n > 3 ? `compiler/runtime/shell (${n} modules)` : 'the placeholder (splits on && || ; | and whitespace)';
}

export function corpusReport(root = packageRoot()): string {
  const dir = join(root, 'tests/corpus');
  const records = loadCorpus(dir);
  const problems = corpusProblems(records);
  if (problems.length > 0) throw new Error(`malformed corpus:\n${problems.join('\n')}`);
  const judge = inProcess(loadPolicy(join(dir, 'policy.seam.yaml')));
  const repo = makeScratchRepo();
  try {
    const outcomes = runCorpus(records, judge, repo.root);
    const decidedBy = new Map(outcomes.map((o) => [o.record.id, o.got.ruleId]));
    const agents = agentMarkdown(allAgentRates(records, join(dir, 'policy.seam.yaml'), repo.root, decidedBy));
    const native = nativeMarkdown(nativeRows(records, repo.root));
    return corpusMarkdown(records, outcomes, summarize(judge.name, outcomes), analyzerName(root)).replace('\n## Policy areas\n', `\n${agents.join('\n')}\n${native.join('\n')}\n## Policy areas\n`);
  } finally {
    repo.dispose();
  }
}

export function corpusDrift(root = packageRoot()): boolean {
  const file = join(root, REPORT);
  return !existsSync(file) || readFileSync(file, 'utf8') !== corpusReport(root);
}

function main(argv: readonly string[]): number {
  const root = packageRoot();
  if (argv.includes('--check')) {
    const drift = corpusDrift(root);
    process.stdout.write(drift ? `${REPORT} is out of date (run \`npm run corpus:report\`)\n` : `${REPORT}: up to date\n`);
    return drift ? 3 : 0;
  }
  writeFileSync(join(root, REPORT), corpusReport(root));
  process.stdout.write(`corpus: wrote ${REPORT}\n`);
  return 0;
}

if (process.argv[1] && /corpus-report\.(js|ts)$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2));

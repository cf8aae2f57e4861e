/**
 * What the fuzz tests ran and found. Each fuzz file records its counts into
 * node_modules/.cache/seamc-reliability/<name>.json at the end of its run, and checks that docs/reliability.md says
 * exactly that (the counts are deterministic: fixed seeds and run counts); `npm run reliability:report` (after
 * `npm test`) rewrites the document from the records. Timings are never written into the document.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../compiler/util/package-root.js';
import { RELIABILITY_DOC, section } from '../../scripts/reliability-report.js';

export const RECORDS = join(packageRoot(), 'node_modules', '.cache', 'seamc-reliability');

/** Record `data` for `name`; after a complete run (no test filtered out), fail when docs/reliability.md does not say the same. */
export function record(name: string, data: Record<string, number | string>, complete: boolean): void {
  mkdirSync(RECORDS, { recursive: true });
  writeFileSync(join(RECORDS, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  if (!complete) return;
  const doc = join(packageRoot(), RELIABILITY_DOC);
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  if (!text.includes(section(name, data))) throw new Error(`${RELIABILITY_DOC} does not hold this run's ${name} figures: run \`npm run reliability:report\` after \`npm test\` and commit it`);
}

/**
 * The text report lists at most --max-losses open losses one by one (default 50), taken in turn from each code and
 * agent so every group shows an example; the counts by code and agent always cover all of them; 0 lists every one.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchRepo, seamc } from '../install/helpers.js';

const RULES = Array.from({ length: 40 }, (_, i) => `  - id: warn-${i}\n    tool: shell\n    match: { command: "tool-${i} run" }\n    decision: warn\n    message: tool ${i} is logged.\n`).join('');
const SPEC = `seam: 1\nname: many\nagents: [aider, zed]\nrules:\n${RULES}`;

function build(...args: string[]) {
  const repo = scratchRepo({ 'seam.yaml': SPEC });
  return seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out'), ...args]);
}
const listedLines = (out: string) => out.split('\n').filter((l) => /^ {2}\S+seam\.yaml:\d+:\d+ {2}SC\d{4}/.test(l));

describe('the loss listing', () => {
  it('counts every loss by code and agent, lists 50, and says how to see the rest', () => {
    const r = build();
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('80 unrepresentable item(s) not waived');
    expect(r.stdout).toMatch(/SC3501 {2}aider +40 /);
    expect(r.stdout).toMatch(/SC3501 {2}zed +40 /);
    const lines = listedLines(r.stdout);
    expect(lines).toHaveLength(50);
    expect(lines.filter((l) => l.includes(' aider ')).length).toBe(25);
    expect(lines.filter((l) => l.includes(' zed ')).length).toBe(25);
    expect(r.stdout).toContain('... 30 more not listed');
    expect(r.stdout).toContain('`--max-losses 0` lists every one');
  });

  it('takes one example from each group first, and lists all with --max-losses 0', () => {
    const two = listedLines(build('--max-losses', '2').stdout);
    expect(two.map((l) => (l.includes(' aider ') ? 'aider' : 'zed')).sort()).toEqual(['aider', 'zed']);
    const all = build('--max-losses', '0');
    expect(listedLines(all.stdout)).toHaveLength(80);
    expect(all.stdout).not.toContain('more not listed');
  });

  it('refuses a --max-losses that is not a whole number, as a usage error', () => {
    const r = build('--max-losses', 'ten');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('SC1030');
    expect(r.stderr).toContain('--max-losses takes a whole number');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

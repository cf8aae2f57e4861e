/** The README's examples run as written, and its command synopses name exactly the options `--help` lists. */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, root, scratch, seamc } from './cli-helpers.js';

const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The first ```sh block after a `## <title>` heading. */
function block(title: string): string {
  const at = readme.indexOf(`\n## ${title}\n`);
  expect(at).toBeGreaterThan(0);
  const m = /```sh\n([\s\S]*?)```/.exec(readme.slice(at));
  return m![1]!;
}

const flags = (text: string): string[] => [...new Set([...text.matchAll(/(?<![\w-])(--[a-z][a-z-]*|-[a-zA-Z])\b/g)].map((m) => m[1]!))].sort();

describe('README', () => {
  it('"Try it" runs as written from a clone (every line exits 0)', { timeout: 120_000 }, () => {
    const dir = scratch('seamc-readme-');
    cpSync(join(root, 'specs'), join(dir, 'specs'), { recursive: true });
    const script = block('Try it').replace('node bin/seamc.js', `node ${JSON.stringify(bin)}`);
    const r = spawnSync('sh', ['-ec', script], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('no drift:');
    expect(r.stdout).toContain('item(s) waived:');
    expect(r.stdout.match(/decision: deny by rule no-force-push/g)).toHaveLength(2);
  });

  it('each command synopsis lists exactly the options and choices of its --help', () => {
    for (const line of block('Commands').split('\n').filter((l) => l.startsWith('seamc '))) {
      const words = line.split(' ').slice(1);
      const cmd = words.slice(0, words.findIndex((w) => /^[[<-]/.test(w))).filter((w) => w !== '');
      const help = seamc([...cmd, '--help']);
      expect(help.status, line).toBe(0);
      const options = help.stdout.slice(help.stdout.indexOf('Options:'));
      expect([cmd.join(' '), flags(line)]).toEqual([cmd.join(' '), flags(options).filter((f) => f !== '--help' && f !== '-h')]);
      for (const m of line.matchAll(/--format ([a-z|]+)/g)) {
        const choices = /--format <format>[\s\S]*?\(choices: ([^)]*?),\s+default/.exec(options)![1]!.replace(/[",]/g, '').split(/\s+/);
        expect([cmd.join(' '), m[1]!.split('|')]).toEqual([cmd.join(' '), choices]);
      }
    }
  });
});

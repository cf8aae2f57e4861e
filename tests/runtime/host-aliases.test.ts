/**
 * Names that reach a host by another name (compiler/runtime/host-aliases.ts): `curl http://169-254-169-254.nip.io/`
 * and `curl http://lvh.me:3000/` went past rules on `169.254.*` and `127.*`. A fetch of such a name is also a fetch of
 * each address it is known to reach, without asking DNS.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { aliasesOf } from '../../compiler/runtime/host-aliases.js';
import { withKinds } from '../rule-helpers.js';

describe('the addresses a name is known to reach', () => {
  it.each([
    ['169-254-169-254.nip.io', '169.254.169.254'],
    ['app.10.0.0.5.nip.io', '10.0.0.5'],
    ['a9fea9fe.nip.io', '169.254.169.254'],
    ['app-127-0-0-1.sslip.io', '127.0.0.1'],
    ['--1.sslip.io', '[::1]'],
    ['lvh.me', '127.0.0.1'],
    ['api.localtest.me', '127.0.0.1'],
    ['instance-data', '169.254.169.254'],
    ['INSTANCE-DATA.ec2.internal.', '169.254.169.254'],
    // IPv6's unspecified address reaches this machine; an IPv4-compatible address names its IPv4 one
    ['[::]', '0.0.0.0'],
    ['[::]', '::1'],
    ['[::a9fe:a9fe]', '169.254.169.254'],
    ['[::7f00:1]', '127.0.0.1'],
  ])('%s reaches %s', (name, ip) => {
    expect(aliasesOf(name)).toContain(ip);
  });

  it('names nothing is known of, and the services themselves, reach only themselves', () => {
    for (const n of ['example.com', 'nip.io', 'www.nip.io', 'notlvh.me', 'sslip.io.example.com', '1-2-3.nip.io']) expect(aliasesOf(n), n).toEqual([]);
  });

  it("the machine's hosts file names its own aliases", () => {
    const text = existsSync('/etc/hosts') && process.platform !== 'win32' ? readFileSync('/etc/hosts', 'utf8') : '';
    const line = text.split('\n').map((l) => l.replace(/#.*/, '').trim().split(/\s+/)).find((w) => w.length > 1 && w[1] !== 'localhost');
    if (line === undefined) return;
    expect(aliasesOf(line[1] as string)).toContain((line[0] as string).toLowerCase());
  });
});

describe('a host rule meets the fetch by its alias', () => {
  const repo = mkdtempSync(join(tmpdir(), 'seam-aliases-'));
  const rule = (id: string, host: string): CompiledRule => withKinds({ id, on: 'pre_tool', tools: ['web', 'shell'], decision: 'deny', intent: 'security', message: `${id} says no`, match: lowerMatcher({ host }) });
  const policy: RuntimePolicy = { rules: [rule('metadata', '169.254.*'), rule('loopback', '127.*')], hooks: [] };
  const judge = (e: Omit<NormalizedEvent, 'agent' | 'event' | 'wire' | 'raw' | 'cwd'>) => {
    const ev: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, ...e };
    return evaluate(policy, ev, evalContext(ev, { root: repo }));
  };

  it.each([
    ['curl http://169-254-169-254.nip.io/latest/meta-data/', 'metadata'],
    ['wget -qO- http://instance-data/latest/meta-data/iam/', 'metadata'],
    ['curl http://lvh.me:3000/admin', 'loopback'],
  ])('%s is denied by %s, saying what it read', (command, id) => {
    const d = judge({ tool: 'Bash', toolClass: 'shell', command, toolInput: { command } });
    expect(d).toMatchObject({ verb: 'deny', ruleId: id });
    expect(d.reason).toContain('names it');
  });

  it('a web tool too', () => {
    expect(judge({ tool: 'WebFetch', toolClass: 'web', url: 'https://a9fea9fe.nip.io/latest/meta-data/', toolInput: {} })).toMatchObject({ verb: 'deny', ruleId: 'metadata' });
  });

  it('a public name stays allowed', () => {
    expect(judge({ tool: 'Bash', toolClass: 'shell', command: 'curl https://1-2-3-4.nip.io/', toolInput: {} }).verb).toBe('allow');
  });
});

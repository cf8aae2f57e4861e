/**
 * The project's modules that interpreter code loads (compiler/runtime/shell/code-imports.ts, scripts.ts): an agent
 * that writes `git push --force` into helper.py, then runs a script that does `import helper; helper.go()`, ran past
 * the force-push rule, since only the script's own text was read. Each module a script or code on the line imports
 * from the project is now read and judged as code of the call, named in the message; a module installed elsewhere,
 * or one that is not on the disk, is nothing.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { localImports } from '../../compiler/runtime/shell/code-imports.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-imports-'));
const put = (rel: string, text: string): void => {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text);
};
const PUSH_PY = 'import os\ndef go():\n    os.system("git push --force origin main")\n';
put('.git/HEAD', 'ref: refs/heads/main\n');
put('.env', 'TOKEN=x\n');
put('t/helper.py', PUSH_PY);
put('t/run.py', 'import helper\nhelper.go()\n');
put('t/alias.py', 'import json, helper as h\nh.go()\n');
put('t/fromrel.py', 'from .pkg.deep import go\n');
put('t/pkg/__init__.py', '');
put('t/pkg/deep.py', 'from . import leaf\n');
put('t/pkg/leaf.py', 'import subprocess\nsubprocess.run(["git", "push", "-f"])\n');
put('t/sub.py', 'from pkg import leaf\n');
put('t/dyn.py', 'import importlib\nimportlib.import_module("helper").go()\n');
put('t/loop_a.py', 'import loop_b\n');
put('t/loop_b.py', 'import loop_a\nprint(1)\n');
put('t/reader.py', 'import readenv\n');
put('t/readenv.py', 'print(open(".env").read())\n');
put('t/safe.py', 'import os, sys, json\nimport fmt\nprint(fmt.pretty(sys.argv))\n');
put('t/fmt.py', 'def pretty(x):\n    return str(x)\n');
put('tools/__init__.py', '');
put('tools/__main__.py', 'import os\nos.system("git push -f")\n');
put('tools/release.py', 'import helper2\n');
put('helper2.py', PUSH_PY);
put('helper.py', PUSH_PY);
put('t/two.py', 'import helper2\n');
put('t/tonly.py', PUSH_PY);
put('t/syspath.py', 'import sys\nsys.path.append("pl/lib/Release/")\nimport mod\n');
put('pl/lib/Release/mod.py', PUSH_PY);
put('pt/unit/test_ship.py', 'import os\ndef test_ship():\n    os.system("git push --force origin main")\n');
put('site/sitecustomize.py', PUSH_PY.replace('def go():\n    ', ''));
put('db/drop.sql', '-- cleanup\nDROP TABLE users;\n');
put('db/create.sql', 'CREATE TABLE users (id int);\n');
put('pt/unit/test_ok.py', 'def test_ok():\n    assert 1 + 1 == 2\n');
put('pc/conftest.py', 'import subprocess\nsubprocess.run(["git", "push", "-f"])\n');
put('pc/test_ok.py', 'def test_ok():\n    assert True\n');
put('jt/ship.test.js', 'test("ship", () => require("child_process").execSync("git push -f"));\n');
put('js/helper.js', 'module.exports.go = () => require("child_process").execSync("git push --force origin main");\n');
put('js/run.js', 'const h = require("./helper");\nh.go();\n');
put('js/esm.mjs', "import { go } from './lib/git.mjs';\ngo();\n");
put('js/lib/git.mjs', "import { execSync } from 'node:child_process';\nexport const go = () => execSync('git push -f');\n");
put('js/safe.js', 'const path = require("path");\nconst u = require("./util");\nconsole.log(u.x, path.sep);\n');
put('js/util.js', 'module.exports.x = 1;\n');
put('rb/run.rb', "require_relative 'helper'\n");
put('rb/helper.rb', "system('git push --force')\n");
put('pl/run.pl', "use FindBin;\nuse lib \"$FindBin::Bin/lib\";\nuse Release::Git;\n");
put('pl/lib/Release/Git.pm', "package Release::Git;\nsystem('git push -f');\n1;\n");
put('php/run.php', "<?php\nrequire_once __DIR__ . '/inc.php';\n");
put('php/inc.php', "<?php\nsystem('git push --force');\n");

const rule = (id: string, tools: string[], match: SpecMatcher): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools, decision: 'deny', intent: 'security', message: `${id} says no`, match: lowerMatcher(match) });
const rules = [rule('force', ['shell'], { exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }), rule('env', ['shell', 'read'], { path: '**/.env' })];
const decide = (command: string, cwd = repo) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH } });
};

describe('a module the code imports from the project is judged as code of the call', () => {
  it.each([
    ['python3 t/run.py', 'force', 't/helper.py'],
    ['cd t && python3 run.py', 'force', 't/helper.py'],
    ['python3 t/alias.py', 'force', 't/helper.py'],
    ['python3 t/sub.py', 'force', 't/pkg/leaf.py'],
    ['python3 t/dyn.py', 'force', 't/helper.py'],
    ['python3 t/reader.py', 'env', undefined],
    ['python3 -c "import helper; helper.go()"', 'force', 'helper.py'],
    ['cd t && python3 -c "from helper import go; go()"', 'force', 't/helper.py'],
    ["python3 - <<'EOF'\nimport helper\nhelper.go()\nEOF", 'force', 'helper.py'],
    ['python3 -m tools', 'force', 'tools/__main__.py'],
    ['python3 -m tools.release', 'force', 'helper2.py'],
    ['node js/run.js', 'force', 'js/helper.js'],
    ['node js/esm.mjs', 'force', 'js/lib/git.mjs'],
    ['node -e "require(\'./js/helper\').go()"', 'force', 'js/helper.js'],
    ['ruby rb/run.rb', 'force', 'rb/helper.rb'],
    ['perl pl/run.pl', 'force', 'pl/lib/Release/Git.pm'],
    ['php php/run.php', 'force', 'php/inc.php'],
    // folders the line adds to where modules are found
    ['PYTHONPATH=t python3 -c "import tonly; tonly.go()"', 'force', 't/tonly.py'],
    ['export PYTHONPATH=/nowhere:t; python3 -c "from tonly import go"', 'force', 't/tonly.py'],
    ['PYTHONPATH=. python3 t/two.py', 'force', 'helper2.py'],
    ['NODE_PATH=js node -e "require(\'helper\').go()"', 'force', 'js/helper.js'],
    ["PERL5LIB=pl/lib perl -e 'use Release::Git;'", 'force', 'pl/lib/Release/Git.pm'],
    ['RUBYLIB=rb ruby -e "require \'helper\'"', 'force', 'rb/helper.rb'],
    ['python3 -c "import sys; sys.path.insert(0, \'t\'); import tonly; tonly.go()"', 'force', 't/tonly.py'],
    ['python3 t/syspath.py', 'force', 'pl/lib/Release/mod.py'],
  ])('%s', (command, id, where) => {
    const d = decide(command);
    expect(d).toMatchObject({ verb: 'deny', ruleId: id });
    if (where !== undefined) expect(d.reason).toContain(`seamc found this in ${where},`);
  });

  it('a relative import starts at the importing file, and an import cycle is read once', () => {
    expect(decide('python3 t/fromrel.py')).toMatchObject({ verb: 'deny', ruleId: 'force' });
    expect(decide('python3 t/loop_a.py')).toMatchObject({ verb: 'allow' });
  });

  it('leaves modules that do nothing a rule names, and those installed elsewhere, allowed', () => {
    for (const c of ['python3 t/safe.py a b', 'node js/safe.js', 'python3 -c "import json, os; print(1)"', 'node -e "require(\'fs\')"', 'python3 -m http.server 8000', 'PYTHONPATH=t python3 -c "import json"', 'python3 t/two.py', 'NODE_PATH=js node -e "require(\'util\')"'])
      expect(decide(c), c).toMatchObject({ verb: 'allow' });
  });
});

describe('the test files a test runner is given on the line (test-runs.ts)', () => {
  it.each([
    ['pytest pt/unit/test_ship.py', 'pt/unit/test_ship.py'],
    ['pytest -q -k ship pt/unit/test_ship.py::test_ship', 'pt/unit/test_ship.py'],
    ['python3 -m pytest pt/unit/test_ship.py', 'pt/unit/test_ship.py'],
    ['python3 -m unittest pt.unit.test_ship', 'pt/unit/test_ship.py'],
    ['pytest pc/test_ok.py', 'pc/conftest.py'],
    ['pytest pc', 'pc/conftest.py'],
    ['cd pc && pytest', 'pc/conftest.py'],
    ['npx jest jt/ship.test.js', 'jt/ship.test.js'],
    ['vitest run jt/ship.test.js', 'jt/ship.test.js'],
  ])('%s', (command, where) => {
    const d = decide(command);
    expect(d).toMatchObject({ verb: 'deny', ruleId: 'force' });
    expect(d.reason).toContain(`seamc found this in ${where},`);
  });
  it('leaves a test file that runs nothing a rule names allowed', () => {
    for (const c of ['pytest pt/unit/test_ok.py', 'python3 -m pytest -x pt/unit/test_ok.py', 'python3 -m unittest discover', 'vitest run']) expect(decide(c), c).toMatchObject({ verb: 'allow' });
  });
});

describe("the modules an interpreter's options load first (preloads.ts)", () => {
  it.each([
    ['node -r ./js/helper.js -e 1', 'js/helper.js'],
    ['node --require=./js/helper js/safe.js', 'js/helper.js'],
    ['node --import ./js/lib/git.mjs js/safe.js', 'js/lib/git.mjs'],
    ['perl -Ipl/lib -MRelease::Git -e 1', 'pl/lib/Release/Git.pm'],
    ['perl -I pl/lib -mRelease::Git=x -e 1', 'pl/lib/Release/Git.pm'],
    ['ruby -I rb -r helper -e 1', 'rb/helper.rb'],
    ['ruby -r./rb/helper.rb -e 1', 'rb/helper.rb'],
    ["php -d auto_prepend_file=php/inc.php -r 'echo 1;'", 'php/inc.php'],
    ['PYTHONPATH=site python3 -c "print(1)"', 'site/sitecustomize.py'],
  ])('%s', (command, where) => {
    const d = decide(command);
    expect(d).toMatchObject({ verb: 'deny', ruleId: 'force' });
    expect(d.reason).toContain(`seamc found this in ${where},`);
  });
  it('reads only the options before the script: the words after it are the script\'s', () => {
    expect(decide('node js/safe.js -r ./js/helper.js')).toMatchObject({ verb: 'allow' });
    expect(decide('node -r ./js/util.js js/safe.js')).toMatchObject({ verb: 'allow' });
  });
});

describe('a file of statements a database client runs is judged as its own statements', () => {
  const sql = (command: string) => {
    const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
    const drop = withKinds({ id: 'drop', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'drop says no', match: lowerMatcher({ command: '^(?:psql|mysql|sqlite3)\\b[\\s\\S]*\\bdrop\\s+table\\b', flags: 'i' }) });
    return evaluate({ rules: [drop], hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH } });
  };
  it.each(['psql -f db/drop.sql', 'psql -h db.example --file=db/drop.sql app', 'mysql app < db/drop.sql', 'sqlite3 x.db < db/drop.sql', "printf 'drop table t;' > db/new.sql && psql -f db/new.sql"])('%s', (c) => {
    expect(sql(c)).toMatchObject({ verb: 'deny', ruleId: 'drop' });
  });
  it('a file without such a statement, or one only printed, is not', () => {
    for (const c of ['psql -f db/create.sql', 'cat db/drop.sql', 'wc -l < db/drop.sql']) expect(sql(c), c).toMatchObject({ verb: 'allow' });
  });
});

// what a JavaScript import without an extension may be (TypeScript's too: tsx, ts-node and tools' .ts configs load it)
const TRIES = ['', '.js', '.cjs', '.mjs', '.ts', '.mts', '.cts', '/index.js', '/index.cjs', '/index.mjs', '/index.ts'];

describe('localImports names the candidate files, as written', () => {
  it.each([
    ['python', 'import a.b as c, d', ['top:a/__init__.py', 'top:a/b.py', 'top:a/b/__init__.py', 'top:d.py', 'top:d/__init__.py']],
    ['python', 'from ..up import (x,\n  y)', ['file:../up.py', 'file:../up/__init__.py', 'file:../up/x.py', 'file:../up/x/__init__.py', 'file:../up/y.py', 'file:../up/y/__init__.py']],
    ['python', 'x = 1  # import nothing', []],
    ['python', "__import__('m')", ['top:m.py', 'top:m/__init__.py']],
    ['node', "import x from './x.js'; const y = require('../y'); require('lodash')", ['file:./x.js', ...TRIES.map((x) => `file:../y${x}`), ...TRIES.map((x) => `lib:lodash${x}`)]],
    ['node', 'require(`./${name}`)', []],
    ['ruby', "require 'json'; load './x.rb'", ['cwd:./x.rb', 'lib:json', 'lib:json.rb']],
    ['perl', "use lib 'lib'; use A::B; require './c.pl';", ['cwd:./c.pl', 'lib:A/B.pm', 'cwd:lib/A/B.pm']],
    ['php', "include 'a.php'; require_once(dirname(__FILE__) . '/b.php');", ['cwd:a.php', 'file:a.php', 'file:b.php']],
  ])('%s: %s', (fam, code, want) => {
    expect(localImports(fam, code).map((m) => `${m.from}:${m.path}`)).toEqual(want);
  });
});

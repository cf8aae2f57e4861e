/**
 * The scratch repository every corpus record runs in: the files the policy protects (.env, workflows...), their
 * harmless neighbours, and the symlinks path tricks need (src/settings -> ../.env, ci-link, wf/, and
 * .env.template -> .env: a link named like an exempt template).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const FILES: Readonly<Record<string, string>> = {
  '.env': 'DATABASE_URL=postgres://app:secret@db/app\nAPI_KEY=live-secret\n',
  '.env.local': 'API_KEY=local-secret\n',
  '.env.example': 'DATABASE_URL=\nAPI_KEY=\n',
  '.gitignore': 'node_modules/\n.env\n.env.local\n',
  'config/.env': 'TOKEN=nested-secret\n',
  'config/settings.ini': 'KEY=\n',
  '.github/workflows/ci.yml': 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n',
  '.github/ISSUE_TEMPLATE/bug.md': 'Describe the bug\n',
  '.github/CODEOWNERS': '* @team\n',
  'src/index.ts': 'export {};\n',
  'src/env.ts': 'export const env = process.env;\n',
  'node_modules/x/index.js': '',
  'build/out.js': '',
  'dist/index.js': '',
  'bin/run': '#!/bin/sh\n',
  'README.md': '# scratch\n',
  'NOTES.md': '',
  'migrations/001.sql': 'CREATE TABLE users (id int);\n',
  'migrations/999_drop.sql': '-- cleanup\nDROP TABLE users;\n',
  'docs/guide.md': '# guide\n',
  // a workspace package of the root (npm --workspaces, pnpm -r, turbo run: workspaces.ts)
  'packages/core/package.json': '{"name": "core", "scripts": {"build": "tsc -p .", "ship": "git push --force origin feature"}}\n',
  'infra/main.tf': '',
  'deploy/key.pem': '-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----\n',
  // a credentials backup someone left in the tree: copying it writes the key again
  'ops/aws-credentials.bak': '[default]\naws_access_key_id = AKIAZ7Q2XW4RT8LM3NPK\n',
  // a key in two halves: each file alone holds none, the two one after another do
  'ops/key-head.txt': 'aws = "AKIA',
  'ops/key-tail.txt': 'Z7Q2XW4RT8LM3NPK";\n',
  'patches/ci.diff': 'diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml\n--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n@@ -1 +1 @@\n-on: push\n+on: pull_request_target\n',
  // code the line runs from files (docs/matching.md): package scripts, scripts run by name; .git/config gets alias pf
  'package.json': '{"name": "scratch", "workspaces": ["packages/*"], "scripts": {"build": "tsc -p .", "release": "npm run build && npm publish", "publish-docs": "typedoc --out site", "ship": "sh scripts/ship.sh"}}\n',
  'scripts/build.sh': '#!/bin/sh\nset -e\nnpm run build\n',
  'scripts/ship.sh': '#!/bin/sh\ngit push --force origin feature\n',
  'scripts/ship.py': '#!/usr/bin/env python3\nimport subprocess, sys\nsubprocess.run(sys.argv[1:])\nsubprocess.run(["git", "push", "--force", "origin", "feature"], check=True)\n',
  'scripts/check.py': '#!/usr/bin/env python3\nimport subprocess, sys\nsubprocess.run(["git", "status", "--short"])\nsubprocess.run(sys.argv[1:])\n',
  'scripts/ship.js': 'const { execSync } = require("child_process");\nexecSync("git push -f origin feature", { stdio: "inherit" });\n',
  'scripts/tidy.sh': '#!/bin/bash\nsed -i "s/push/pull_request_target/" .github/workflows/ci.yml\n',
  'scripts/show-env.sh': 'cat .env\n',
  // generic helpers a model may write, then point at a protected file through their arguments
  'scripts/show.sh': 'cat "$1"\n',
  'scripts/show.py': 'import sys\nprint(open(sys.argv[1]).read())\n',
  'scripts/show.js': 'const fs = require("fs");\nconsole.log(fs.readFileSync(process.argv[2], "utf8"));\n',
  // local modules a script imports: the module runs as surely as the script (code-imports.ts)
  'scripts/release.py': 'import pushlib\npushlib.ship()\n',
  'scripts/pushlib.py': 'import subprocess\ndef ship():\n    subprocess.run(["git", "push", "--force", "origin", "main"])\n',
  'scripts/report.py': 'import sys\nfrom fmtlib import pretty\nprint(pretty(sys.argv[1:]))\n',
  'scripts/fmtlib.py': 'def pretty(x):\n    return " ".join(x)\n',
  'scripts/deploy.js': 'const git = require("./gitlib");\ngit.ship();\n',
  'scripts/gitlib.js': 'const { execFileSync } = require("child_process");\nexports.ship = () => execFileSync("git", ["push", "-f", "origin", "main"]);\n',
  // test files a test runner runs when the line names them (test-runs.ts)
  'qa/test_ship.py': 'import subprocess\ndef test_ship():\n    subprocess.run(["git", "push", "--force", "origin", "main"])\n',
  'qa/test_fmt.py': 'def test_fmt():\n    assert "a".upper() == "A"\n',
  Makefile: '.PHONY: build reset\nbuild:\n\ttsc -p .\nreset:\n\tgit reset --hard HEAD\n',
  // task runners' files (task-files.ts)
  justfile: 'build:\n    tsc -p .\n\nship: build\n    git push --force origin feature\n',
  'Taskfile.yml': 'version: "3"\ntasks:\n  build:\n    cmds:\n      - tsc -p .\n  release:\n    deps: [build]\n    cmds:\n      - git push -f origin main\n',
  // installed packages: npm links a package's program into node_modules/.bin, pnpm writes a small shell script there;
  // a project whose scripts run them (pm-files.ts reads neither as the project's own code)
  'node_modules/eslint/bin/eslint.js': '#!/usr/bin/env node\nrequire("../lib/cli").run(process.argv);\n',
  'node_modules/eslint/lib/cli.js': 'exports.run = () => {};\n',
  'node_modules/.bin/prettier':
    '#!/bin/sh\nbasedir=$(dirname "$(echo "$0" | sed -e \'s,\\\\,/,g\')")\n\ncase `uname` in\n    *CYGWIN*) basedir=`cygpath -w "$basedir"`;;\nesac\n\nif [ -z "$NODE_PATH" ]; then\n  export NODE_PATH="/p/node_modules/.pnpm/prettier@3.3.3/node_modules/prettier/bin/node_modules:/p/node_modules/.pnpm/node_modules"\nelse\n  export NODE_PATH="/p/node_modules/.pnpm/prettier@3.3.3/node_modules/prettier/bin/node_modules:$NODE_PATH"\nfi\nif [ -x "$basedir/node" ]; then\n  exec "$basedir/node"  "$basedir/../prettier/bin/prettier.cjs" "$@"\nelse\n  exec node  "$basedir/../prettier/bin/prettier.cjs" "$@"\nfi\n',
  'tools/package.json': '{"name": "tools", "scripts": {"lint": "eslint . && prettier --check ."}}\n',
  // a yarn 2+ project with its release committed where `yarn set version` puts it: yarn's own code (it spawns processes)
  'berry/.yarnrc.yml': 'nodeLinker: node-modules\nyarnPath: .yarn/releases/yarn-4.5.0.cjs\n',
  'berry/.yarn/releases/yarn-4.5.0.cjs': '#!/usr/bin/env node\nconst { execFileSync } = require("child_process");\nexecFileSync(process.argv[2] || "git", process.argv.slice(3));\n',
  'berry/package.json': '{"name": "berry", "packageManager": "yarn@4.5.0", "scripts": {"build": "tsc -p ."}}\n',
  'tools/.npmrc': 'registry=https://registry.npmjs.org/\nsave-exact=true\n',
  // a web project whose tools load config files as code (tool-config-files.ts): its set-up file runs git, a safe call
  'web/package.json': '{"name": "web", "scripts": {"test": "vitest run", "lint": "eslint ."}}\n',
  'web/vite.config.ts': "import { defineConfig } from 'vite';\nimport path from 'node:path';\nexport default defineConfig({ resolve: { alias: { '@': path.resolve(__dirname, './src/index.ts') } }, test: { setupFiles: ['./src/setup.ts'], include: ['src/**/*.test.ts'] } });\n",
  'web/src/setup.ts': "import { execSync } from 'node:child_process';\nexport const sha = execSync('git rev-parse --short HEAD').toString();\n",
  'web/src/index.ts': 'export const x = 1;\n',
  'web/eslint.config.mjs': "import js from '@eslint/js';\nexport default [js.configs.recommended, { ignores: ['dist/**'] }];\n",
  'web/playwright.config.ts': "export default { webServer: { command: 'npm run dev', url: 'http://localhost:5173' } };\n",
  // a Python package whose setup.py asks git for its version, and a Go package with a generate line (build-files.ts)
  'py/setup.py': 'import subprocess\nfrom setuptools import setup\nversion = subprocess.check_output(["git", "describe", "--tags", "--always"]).decode().strip()\nsetup(name="py", version=version)\n',
  'py/pyproject.toml': '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n',
  'goapp/color.go': '//go:generate stringer -type=Color $GOFILE\npackage goapp\n\ntype Color int\n',
  // a Rust crate whose build script asks git for the commit through a list made at run time (build-files.ts)
  'rs/Cargo.toml': '[package]\nname = "rs"\nversion = "0.1.0"\nedition = "2021"\n',
  'rs/build.rs': 'use std::process::Command;\n\nfn main() {\n    let args = ["rev-parse", "--short", "HEAD"];\n    let out = Command::new("git").args(args).output().unwrap();\n    println!("cargo:rustc-env=SHA={}", String::from_utf8_lossy(&out.stdout));\n}\n',
  // a Gradle build whose app project asks git for the commit (build-files.ts)
  'jvm/settings.gradle': "rootProject.name = 'jvm'\ninclude ':app'\n",
  'jvm/app/build.gradle': "def sha = ['git', 'rev-parse', '--short', 'HEAD'].execute().text.trim()\ntask hello { doLast { println sha } }\n",
  // a CMake project that asks git for the commit at configure time, and a Maven build whose exec plugin does too
  'native/CMakeLists.txt': 'cmake_minimum_required(VERSION 3.20)\nproject(native C)\nexecute_process(COMMAND git rev-parse --short HEAD OUTPUT_VARIABLE SHA OUTPUT_STRIP_TRAILING_WHITESPACE)\nadd_executable(native main.c)\n',
  'mvn/pom.xml': '<project>\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>x</groupId>\n  <artifactId>mvn</artifactId>\n  <version>1</version>\n  <build><plugins><plugin>\n    <artifactId>exec-maven-plugin</artifactId>\n    <configuration><executable>git</executable><arguments><argument>describe</argument><argument>--tags</argument></arguments></configuration>\n  </plugin></plugins></build>\n</project>\n',
  'patches/src.diff': '--- a/src/index.ts\n+++ b/src/index.ts\n@@ -1 +1 @@\n-export {};\n+export const x = 1;\n',
};

/** [link, target as written in the link] */
const LINKS: readonly (readonly [string, string])[] = [
  ['src/settings', '../.env'],
  ['ci-link', '.github/workflows/ci.yml'],
  ['wf', '.github/workflows'],
  ['.env.template', '.env'],
  ['node_modules/.bin/eslint', '../eslint/bin/eslint.js'],
];

export interface ScratchRepo {
  /** absolute, symlinks resolved */
  readonly root: string;
  readonly dispose: () => void;
}

export function makeScratchRepo(): ScratchRepo {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'seamc-corpus-')));
  spawnSync('git', ['init', '-q', root]);
  mkdirSync(join(root, '.git'), { recursive: true });
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  for (const [link, target] of LINKS) symlinkSync(target, join(root, link));
  spawnSync('git', ['-C', root, 'config', 'alias.pf', 'push --force']);
  // one commit on main (and master), and a work branch checked out, as an agent's repository usually has (whatever
  // init.defaultBranch says): a push that names no branch pushes work, one after `git switch main` pushes main
  const git = (...args: string[]) => spawnSync('git', ['-C', root, '-c', 'user.name=corpus', '-c', 'user.email=corpus@example.invalid', '-c', 'commit.gpgsign=false', ...args]);
  git('symbolic-ref', 'HEAD', 'refs/heads/main');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'scratch');
  git('branch', 'master');
  git('checkout', '-q', '-b', 'work');
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

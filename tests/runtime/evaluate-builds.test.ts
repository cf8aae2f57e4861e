/**
 * Code a build or install runs from the project (compiler/runtime/shell/build-runs.ts, compiler/runtime/build-
 * files.ts): a Python project's setup.py and build hooks for `pip install -e .` and its kin, and the `//go:generate`
 * lines `go generate` runs. Each attack passed every command rule before.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goDirectives } from '../../compiler/runtime/build-files.js';
import { forceRepo, PUSH } from './force-repo.js';

const { repo, put, decide, remove } = forceRepo('seam-builds-');
afterAll(remove);
const PY = `import subprocess\nsubprocess.run("${PUSH}", shell=True)\n`;
put('.git/HEAD', 'ref: refs/heads/main\n');
put('ok/setup.py', 'from setuptools import setup\nimport subprocess\nv = subprocess.check_output(["git", "describe", "--tags"]).decode()\nsetup(name="ok", version=v)\n');
put('ok/pyproject.toml', '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n');
put('ok/gen/a.go', '//go:generate stringer -type=Pill $GOFILE\n//go:generate sh -c "go run ../tools/gen.go -pkg $GOPACKAGE"\npackage gen\n');
put('a/setup.py', `from setuptools import setup\nfrom build_helpers import hook\nsetup(name="a", cmdclass={"build_py": hook})\n`);
put('a/build_helpers.py', PY);
put('b/pyproject.toml', '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["_build"]\n');
put('b/_build/backend.py', PY);
put('c/pyproject.toml', '[tool.poetry]\nname = "c"\n\n[tool.poetry.build]\nscript = "build.py"\n\n[build-system]\nbuild-backend = "poetry.core.masonry.api"\n');
put('c/build.py', PY);
put('d/pyproject.toml', '[build-system]\nbuild-backend = "hatchling.build"\n\n[tool.hatch.build.hooks.custom]\n');
put('d/hatch_build.py', PY);
put('e/requirements.txt', '-r more.txt\nrequests==2.32.0\n');
put('e/more.txt', '-e ../a\n');
put('g/one/x.go', `//go:generate ${PUSH}\npackage one\n`);
put('g/two/y.go', `//go:generate -command g git\n//go:generate g push --force origin main\npackage two\n`);
put('g/vendor/z.go', `//go:generate ${PUSH}\npackage z\n`);
put('ok/rs/Cargo.toml', '[package]\nname = "rs"\nversion = "0.1.0"\n');
put('ok/rs/build.rs', 'use std::process::Command;\nfn main() {\n    let args = &["rev-parse", "--short", "HEAD"];\n    let out = Command::new("git").args(args).output();\n    println!("cargo:rustc-env=SHA={:?}", out);\n}\n');
put('r/Cargo.toml', '[workspace]\nmembers = ["crates/*"]\n\n[package]\nname = "r"\nversion = "0.1.0"\nbuild = "tools/build.rs"\n\n[dependencies]\nlib = { path = "../rlib" }\n');
put('r/tools/build.rs', 'mod ship;\nfn main() { ship::go(); }\n');
put('r/tools/ship.rs', `pub fn go() {\n    let mut c = std::process::Command::new("sh");\n    c.arg("-c");\n    c.arg(r#"${PUSH}"#);\n    c.status().unwrap();\n}\n`);
put('r/crates/one/Cargo.toml', '[package]\nname = "one"\nversion = "0.1.0"\n');
put('r/crates/one/build.rs', `fn main() {\n    std::process::Command::new("git")\n        .current_dir("..")\n        .args(&["push", "--force"])\n        .arg("origin")\n        .status()\n        .unwrap();\n}\n`);
put('ok/gr/settings.gradle', "rootProject.name = 'gr'\ninclude ':app'\n");
put('ok/gr/app/build.gradle.kts', 'val sha = ProcessBuilder("git", "rev-parse", "HEAD").start()\ntasks.register<Exec>("hello") { commandLine("echo", "hi") }\n');
put('gr/settings.gradle.kts', 'include(":lib:core")\nincludeBuild("../gr-build")\n');
put('gr/build.gradle', "apply from: 'gradle/release.gradle'\n");
put('gr/gradle/release.gradle', `task release { doLast { exec { executable 'git'\n args 'push', '--force', 'origin', 'main' } } }\n`);
put('gr/lib/core/build.gradle.kts', `tasks.register<Exec>("ship") {\n    commandLine("sh", "-c", "${PUSH}")\n}\n`);
put('gr-build/build.gradle', `def out = ['git', 'push', '-f'].execute().text\n`);
put('gr2/build.gradle', `def p = Runtime.getRuntime().exec("${PUSH}")\n`);
put('ok/cm/CMakeLists.txt', 'cmake_minimum_required(VERSION 3.20)\nproject(cm)\nexecute_process(COMMAND git rev-parse --short HEAD OUTPUT_VARIABLE SHA OUTPUT_STRIP_TRAILING_WHITESPACE)\nadd_custom_target(docs COMMAND doxygen Doxyfile WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})\n');
put('ok/mv/pom.xml', '<project><build><plugins><plugin><artifactId>exec-maven-plugin</artifactId><configuration><executable>git</executable><arguments><argument>describe</argument><argument>${tag}</argument></arguments></configuration></plugin></plugins></build></project>\n');
put('cm/CMakeLists.txt', 'project(cm)\ninclude(Release)\nadd_subdirectory(tools)\n');
put('cm/cmake/Release.cmake', `execute_process(\n  COMMAND git push -f origin main # ship\n  RESULT_VARIABLE r)\n`);
put('cm/tools/CMakeLists.txt', 'add_custom_command(TARGET t POST_BUILD COMMAND sh -c "git push --force" VERBATIM)\n');
put('cmb/CMakeCache.txt', `CMAKE_HOME_DIRECTORY:INTERNAL=${join(repo, 'cm')}\n`);
put('mv/pom.xml', '<project><modules><module>app</module></modules></project>\n');
put('mv/app/pom.xml', '<project><build><plugins><plugin><artifactId>maven-antrun-plugin</artifactId><configuration><target><exec executable="git"><arg value="push"/><arg line="--force origin main"/></exec></target></configuration></plugin></plugins></build></project>\n');
put('rlib/Cargo.toml', '[package]\nname = "lib"\nversion = "0.1.0"\n');
put('rlib/build.rs', `fn main() { std::process::Command::new("git").args(vec!["push", "-f", "origin", "main"]).status().unwrap(); }\n`);

describe('a build or install runs code of the project', () => {
  it.each([
    ['pip install -e .', 'a'],
    ['pip install ./a', ''],
    ['pip3 install --no-deps -e a[dev]', ''],
    ['python3 -m pip install --editable=./a', ''],
    ['uv pip install -e a', ''],
    ['pip wheel . -w dist', 'a'],
    ['python -m build', 'a'],
    ['uv build', 'a'],
    ['uv sync --project a', ''],
    ['uv run pytest', 'a'],
    ['pipx install ./a', ''],
    ['pip install .', 'b'],
    ['poetry install', 'c'],
    ['poetry build', 'c'],
    ['pip install .', 'd'],
    ['pip install -r requirements.txt', 'e'],
    ['go generate ./...', 'g'],
    ['go generate ./two', 'g'],
    ['cd g/one && go generate', ''],
    ['go generate -C g ./...', ''],
    // cargo runs the build script of the package, its workspace members and its path dependencies
    ['cargo build', 'r'],
    ['cargo test --release', 'r/crates/one'],
    ['cargo check --manifest-path rlib/Cargo.toml', ''],
    ['cargo clippy', 'rlib'],
    // gradle runs its settings and build scripts, what they apply and include, and included builds
    ['./gradlew build', 'gr'],
    ['gradle -p gr test', ''],
    ['gradle --project-dir=gr2 assemble', ''],
    // cmake's configure and build commands, from the source folder or the one a build folder's cache names
    ['cmake -S cm -B out', ''],
    ['cmake ../cm', 'cmb'],
    ['cmake --build cmb', ''],
    ['mvn -q package', 'mv'],
    ['./mvnw -f mv/app/pom.xml verify', ''],
  ])('%s (in %s)', (command, dir) => {
    expect(decide(command, dir)).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('a setup.py or Go file the line writes counts as written', () => {
    expect(decide(`printf 'import os\\nos.system("${PUSH}")\\n' > setup.py && pip install -e .`, 'ok')).toMatchObject({ verb: 'deny', ruleId: 'force' });
    expect(decide(`printf '//go:generate ${PUSH}\\npackage gen\\n' > gen/b.go && go generate ./...`, 'ok')).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('a project built from a folder named at run time is refused by a security rule', () => {
    expect(decide('pip install -e "$PKG"', 'ok').reason).toMatch(/names only at run time/);
  });

  it('ordinary builds pass; vendored Go packages are not generated', () => {
    for (const c of ['pip install -e .', 'pip install requests', 'python -m build', 'uv sync', 'go generate ./...', 'poetry install', 'cargo build --manifest-path rs/Cargo.toml', './gradlew -p gr build', 'cmake -S cm -B build', 'mvn -f mv package']) expect(decide(c, 'ok'), c).toMatchObject({ verb: 'allow' });
    expect(decide('go generate ./vendor/...', 'g')).toMatchObject({ verb: 'deny' });
  });

  it("reads Rust's Command chains: .arg, .args of arrays, slices and vecs, a binding's later calls; a word made at run time is left out", async () => {
    const { rustCommands } = await import('../../compiler/runtime/shell/rust-code.js');
    expect(rustCommands('let mut c = Command::new("git");\nc.arg("push");\nc.args(&["-f", "origin"]).arg(branch);\nc.status();').lines).toEqual(['git push -f origin']);
    expect(rustCommands('Command::new(r#"sh"#).args(vec!["-c", "echo \\"hi\\""]).spawn()').lines).toEqual([`sh -c 'echo "hi"'`]);
    expect(rustCommands('Command::new(prog).arg("x")').lines).toEqual([]);
    expect(rustCommands('let mut c = std::process::Command::new("sh"); c.arg("-c"); c.arg("git push -f"); c.status();').lines).toEqual([`sh -c 'git push -f'`]);
  });

  it("reads Gradle's process calls: commandLine, executable with args, execute() of a string or a list, ProcessBuilder, Runtime.exec", async () => {
    const { gradleCommands } = await import('../../compiler/runtime/shell/gradle-code.js');
    expect(gradleCommands(`exec {\n  commandLine 'git', 'push',\n    '-f', "\${remote}"\n}\nexec { executable = "sh"; args("-c", "echo hi") }\n"ls -la".execute()\nProcessBuilder(listOf("a", "b"))\nRuntime.getRuntime().exec("x y")\n`)).toEqual(['git push -f', `sh -c 'echo hi'`, 'ls -la', 'a b', 'x y']);
  });

  it("reads CMake's COMMAND chunks and Maven's exec and antrun plugins", async () => {
    const { cmakeCommands, mavenCommands } = await import('../../compiler/runtime/shell/cmake-maven-code.js');
    expect(cmakeCommands('execute_process(COMMAND a "b c" ${X} COMMAND d WORKING_DIRECTORY x)\nadd_custom_target(t ALL e f)')).toEqual([`a 'b c'`, 'd', 'e f']);
    expect(mavenCommands('<!-- <executable>no</executable> --><configuration><executable>sh</executable><commandlineArgs>-c &quot;echo hi&quot;</commandlineArgs></configuration>')).toEqual(['sh -c "echo hi"']);
  });

  it('reads a package of a hundred modules that setup.py imports; past 256 files a security rule refuses', () => {
    for (const [dir, n] of [['big', 100], ['huge', 300]] as const) {
      for (let i = 0; i < n; i++) put(`${dir}/pkg/m${i}.py`, 'import os\n');
      put(`${dir}/pkg/__init__.py`, `__version__ = "1"\n${Array.from({ length: n }, (_, i) => `from . import m${i}`).join('\n')}\n`);
      put(`${dir}/setup.py`, 'from setuptools import setup\nfrom pkg import __version__\nsetup(name="pkg", version=__version__)\n');
    }
    expect(decide('pip install -e .', 'big')).toMatchObject({ verb: 'allow' });
    expect(decide('uv run pytest', 'big')).toMatchObject({ verb: 'allow' });
    expect(decide('pip install -e .', 'huge').reason).toMatch(/more code from files than seamc reads/);
  });

  it("applies go's variables and -command aliases", () => {
    expect(goDirectives('package p\n//go:generate -command yacc go tool yacc\n//go:generate yacc -o $GOFILE.go $GOPACKAGE $$DOLLAR\n', '/x/gram.go')).toEqual(['go tool yacc -o gram.go.go p $$']);
  });
});

/**
 * PowerShell's cmdlets as the POSIX commands that do the same (compiler/runtime/shell/pwsh-cmdlets.ts), and names
 * with capitals run as their lower-case selves (macOS and Windows ignore case: `GIT push -f` runs git there).
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

const argvs = (line: string) => analyzeShell(line).commands.map((c) => c.argv.join(' '));
const writes = (line: string) => analyzeShell(line).writes.map((w) => w.path);
const reads = (line: string) => analyzeShell(line).reads.map((w) => w.path);

describe('names with capitals', () => {
  it.each([
    ['GIT push -f origin main', 'git push -f origin main'],
    ['Git push -f', 'git push -f'],
    ['RM -rf /', 'rm -rf /'],
  ])('%s also runs %s', (line, cmd) => {
    expect(argvs(line)).toContain(cmd);
  });

  it('a lower-case name runs once', () => {
    expect(argvs('git status')).toEqual(['git status']);
  });
});

describe('PowerShell cmdlets', () => {
  it.each([
    ['Remove-Item ~ -Recurse -Force', 'rm -rf -- ~'],
    ['REMOVE-ITEM -Path ~ -r -fo', 'rm -rf -- ~'],
    ['Remove-Item -LiteralPath build,dist -Recurse', 'rm -rf -- build dist'],
    // (a bash line drops unquoted backslashes; quoted, a Windows path keeps them, written with /)
    ["ri 'C:\\tmp\\x'", 'rm -f -- C:/tmp/x'],
    ["pwsh -c 'Remove-Item -Recurse -Force ~'", 'rm -rf -- ~'],
    ['Copy-Item -Path a.txt -Destination /tmp/b.txt', 'cp -r -- a.txt /tmp/b.txt'],
    ['Move-Item a b', 'mv -- a b'],
    ['Invoke-WebRequest -Uri http://169.254.169.254/ -OutFile m.json', 'curl http://169.254.169.254/ -o m.json'],
    ['irm http://127.0.0.1:8080/', 'curl http://127.0.0.1:8080/'],
  ])('%s runs %s', (line, cmd) => {
    expect(argvs(line)).toContain(cmd);
  });

  it('writes and reads the files they name', () => {
    expect(writes('Set-Content -Path .env -Value x')).toContain('.env');
    expect(writes('Add-Content notes.md "a line"')).toContain('notes.md');
    expect(writes('"x" | Out-File -FilePath out.txt')).toContain('out.txt');
    expect(writes('New-Item -Path .github/workflows -Name ci.yml -Value x')).toContain('.github/workflows/ci.yml');
    expect(reads('Get-Content .env')).toContain('.env');
    expect(reads('gc -Path .env -Raw')).toContain('.env');
  });

  it.each(['Remove-Item build -Recurse -WhatIf', 'New-Item -ItemType Directory -Path d', 'Get-ChildItem', 'Remove-Item'])('%s runs nothing more', (line) => {
    expect(argvs(line).filter((c) => /^(?:rm|cp|mv|cat|curl|printf) /.test(c))).toEqual([]);
  });
});

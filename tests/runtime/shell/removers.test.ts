/**
 * Programs that remove what they were given once used (compiler/runtime/shell/removers.ts) and interpreter calls
 * that remove a folder whole or set a mode (compiler/runtime/shell/code-modes.ts): each is also judged as the rm or
 * chmod command that does the same, so rules on those commands meet them.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { modeWord } from '../../../compiler/runtime/shell/code-modes.js';

const lines = (line: string) => analyzeShell(line).commands.map((c) => c.argv.join(' '));

describe('programs that remove their sources are also rm', () => {
  it.each([
    ['tar --remove-files -cf /dev/null ~', 'rm -rf -- ~'],
    ['tar czf /tmp/x.tgz --remove-files src docs', 'rm -rf -- src docs'],
    ['tar --remove -cf x.tar .github', 'rm -rf -- .github'],
    ['tar -C /srv --remove-files -cf x.tar app', 'rm -rf -- /srv/app'],
    ['rsync -a --remove-source-files ~/ host:/backup/', 'rm -rf -- ~/'],
    ['rsync --remove-sent-files a b /tmp/', 'rm -rf -- a b'],
    ['zip -m out.zip a.txt', 'rm -f -- a.txt'],
    ['zip -rm out.zip ~', 'rm -rf -- ~'],
    ['7z a -sdel x.7z .github', 'rm -rf -- .github'],
    ['zstd --rm a.log', 'rm -f -- a.log'],
    ['zstd -r --rm logs', 'rm -rf -- logs'],
    ['lz4 --rm a.log', 'rm -f -- a.log'],
    ['brotli -j a.css', 'rm -f -- a.css'],
    ['lzop -U a.log', 'rm -f -- a.log'],
  ])('%s is also %s', (line, also) => {
    expect(lines(line)).toContain(also);
  });

  it('the same programs keeping their sources add no rm', () => {
    for (const line of [
      'tar -cf x.tar src',
      'tar --remove-files -xf x.tar',
      'tar -tf x.tar --remove-files',
      'rsync -a src/ host:/dst/',
      'rsync --remove-source-files host:/src/ ./dst/',
      'zip -r out.zip src',
      'zip -m',
      '7z a x.7z src',
      '7z x -sdel x.7z',
      'zstd a.log',
      'zstd --rm -c a.log',
      'zstd --rm -k a.log',
      'lz4 a.log',
      'brotli a.css',
    ])
      expect(lines(line).filter((l) => l.startsWith('rm ')), line).toEqual([]);
  });
});

describe('interpreter code that removes a folder or sets a mode is also rm or chmod', () => {
  it.each([
    [`python3 -c "import shutil; shutil.rmtree('/')"`, 'rm -rf -- /'],
    [`python3 -c "import shutil, os; shutil.rmtree(os.path.expanduser('~'))"`, 'rm -rf -- ~'],
    [`python3 -c "from shutil import rmtree; rmtree('build')"`, 'rm -rf -- build'],
    [`perl -MFile::Path -e 'rmtree(q{/srv})'`, 'rm -rf -- /srv'],
    [`ruby -rfileutils -e 'FileUtils.rm_rf(Dir.home)'`, 'rm -rf -- ~'],
    [`node -e "require('fs').rmSync('.', {recursive: true, force: true})"`, 'rm -rf -- .'],
    [`python3 -c "import os; os.chmod('x', 0o777)"`, 'chmod 0777 -- x'],
    [`python3 -c "import os; os.chmod('x', 511)"`, 'chmod 0777 -- x'],
    [`python3 -c "import os, stat; os.chmod('x', stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO)"`, 'chmod 0777 -- x'],
    [`python3 -c "from pathlib import Path; Path('x').chmod(0o777)"`, 'chmod 0777 -- x'],
    [`node -e "require('fs').chmodSync('x', '777')"`, 'chmod 777 -- x'],
    [`node -e "require('fs').chmodSync('x', 0o666)"`, 'chmod 0666 -- x'],
    [`perl -e 'chmod 0777, q{a}, q{b}'`, 'chmod 0777 -- b'],
    [`ruby -e 'File.chmod(0777, %q{x})'`, 'chmod 0777 -- x'],
    [`ruby -rfileutils -e 'FileUtils.chmod(%q{a+rwx}, %q{x})'`, 'chmod a+rwx -- x'],
    [`php -r 'chmod("x", 0777);'`, 'chmod 0777 -- x'],
  ])('%s is also %s', (line, also) => {
    expect(lines(line)).toContain(also);
  });

  it('a mode made at run time stays unknown, and a file removed alone is no rm -rf', () => {
    const made = analyzeShell(`python3 -c "import os, sys; os.chmod('x', int(sys.argv[1], 8))" 777`).commands.find((c) => c.argv[0] === 'chmod');
    expect(made?.dynamicArgs).toEqual([1]);
    for (const line of [`python3 -c "import os; os.remove('build')"`, `node -e "require('fs').rmSync('a.txt')"`]) expect(lines(line).filter((l) => l.startsWith('rm ')), line).toEqual([]);
  });

  it('reads the ways each language writes a mode', () => {
    const arg = (raw: string, value?: string) => ({ raw, value });
    expect(modeWord(arg('0o755'), 'python')).toBe('0755');
    expect(modeWord(arg('0755'), 'perl')).toBe('0755');
    expect(modeWord(arg('0x1ff'), 'node')).toBe('0777');
    expect(modeWord(arg('493'), 'python')).toBe('0755');
    expect(modeWord(arg('stat.S_IRUSR | stat.S_IWUSR'), 'python')).toBe('0600');
    expect(modeWord(arg("'644'", '644'), 'node')).toBe('644');
    expect(modeWord(arg('mode'), 'python')).toBeNull();
    expect(modeWord(arg("'rwx'", 'rwx'), 'ruby')).toBeNull();
    expect(modeWord(undefined, 'python')).toBeNull();
  });
});

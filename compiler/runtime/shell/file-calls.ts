/**
 * How each interpreter language reads, writes and removes files, for compiler/runtime/shell/code-files.ts: the
 * standard library's calls by name, which argument is the path and what the call does to it. `open('.env').read()`
 * in `python3 -c` is a read of .env as `cat .env` is. docs/matching.md ("Interpreter code") lists what is not read.
 */
import type { FileEffect } from './types.js';

export type Op = FileEffect['op'];

/**
 * What a call does: `slots` [argument, op] pairs (a path argument; `name` also finds it as `name=`), `content`
 * the argument written, `all` every argument is a path, `deep` a folder removed or copied whole (`deepIf`: when
 * the call's text matches); `mode` the op comes from a mode argument (`w`, `a`, `r+`) or flags, `dflt` without
 * one; `perl` perl's open; `object` a path object whose method says (Path('.env').read_text()).
 */
export interface Touch {
  readonly slots?: readonly (readonly [number, Op, (string | undefined)?])[];
  readonly content?: number;
  readonly all?: Op;
  readonly deep?: boolean;
  readonly deepIf?: RegExp;
  readonly mode?: { readonly path: number; readonly at: number; readonly name?: string; readonly dflt: Op };
  readonly perl?: true;
  readonly object?: ObjectMethods;
  /** a name other code uses too (`.rm`, `read`): only a literal path is taken, never an unknown one */
  readonly loose?: boolean;
  /** a mode set: the mode's argument, the path's (`rest`: that one and every one after it) */
  readonly chmod?: { readonly mode: number; readonly from: number; readonly rest?: true };
}

/** a path object's methods: method -> [op, content argument?, second path argument?] ; others read it */
export type ObjectMethods = ReadonlyMap<string, readonly [Op | 'mode', (number | undefined)?, Op?]>;

export interface FileSite {
  /** global: the call's name (its arguments follow) */
  readonly re: RegExp;
  readonly touch: Touch;
}

export interface FileTongue {
  readonly sites: readonly FileSite[];
  /** modules whose names an import brings in bare (`from shutil import rmtree`), qualified before the sites look */
  readonly modules?: readonly string[];
}

const s = (re: RegExp, touch: Touch): FileSite => ({ re, touch });
const loose = (re: RegExp, touch: Touch): FileSite => ({ re, touch: { ...touch, loose: true } });
const read = (at = 0, name?: string): Touch => ({ slots: [[at, 'read', name]] });
const write = (at = 0, content?: number, name?: string): Touch => ({ slots: [[at, 'write', name]], ...(content !== undefined ? { content } : {}) });
const del = (at = 0, deep = false): Touch => ({ slots: [[at, 'delete']], ...(deep ? { deep } : {}) });
const copy = (deep = false): Touch => ({ slots: [[0, 'read'], [1, 'write']], ...(deep ? { deep } : {}) });
const move: Touch = { slots: [[0, 'delete'], [1, 'write']] };
const mode = (path: number, at: number, dflt: Op = 'read', name?: string): Touch => ({ mode: { path, at, dflt, ...(name !== undefined ? { name } : {}) } });
const methods = (entries: [string, Op | 'mode', (number | undefined)?, Op?][]): ObjectMethods => new Map(entries.map(([m, ...rest]) => [m, rest]));

const PY_PATH = methods([
  ['read_text', 'read'],
  ['read_bytes', 'read'],
  ['open', 'mode'],
  ['write_text', 'write', 0],
  ['write_bytes', 'write', 0],
  ['touch', 'write'],
  ['mkdir', 'write'],
  ['unlink', 'delete'],
  ['rmdir', 'delete'],
  ['chmod', 'edit'],
  ['rename', 'delete', undefined, 'write'],
  ['replace', 'delete', undefined, 'write'],
  ['symlink_to', 'write'],
  ['hardlink_to', 'write'],
]);

const JS_OBJECT = methods([
  ['text', 'read'],
  ['json', 'read'],
  ['arrayBuffer', 'read'],
  ['bytes', 'read'],
  ['stream', 'read'],
  ['write', 'write', 0],
  ['writer', 'write'],
  ['delete', 'delete'],
  ['unlink', 'delete'],
]);

const RUBY_PATH = methods([
  ['read', 'read'],
  ['binread', 'read'],
  ['readlines', 'read'],
  ['each_line', 'read'],
  ['open', 'mode'],
  ['write', 'write', 0],
  ['binwrite', 'write', 0],
  ['delete', 'delete'],
  ['unlink', 'delete'],
  ['rmtree', 'delete'],
  ['chmod', 'edit'],
  ['rename', 'delete', undefined, 'write'],
]);

const JS_SITES: FileSite[] = [
  s(/(?<![\w$])(?:readFileSync|readFile|createReadStream|readJsonSync|readJson)\b/g, read()),
  s(/(?<![\w$])(?:writeFileSync|writeFile|outputFileSync|outputFile|writeJsonSync|writeJson|ensureFileSync)\b/g, write(0, 1)),
  s(/(?<![\w$])(?:appendFileSync|appendFile)\b/g, { slots: [[0, 'append']], content: 1 }),
  s(/(?<![\w$])createWriteStream\b/g, write()),
  s(/(?<![\w$])(?:copyFileSync|copyFile|copySync)\b/g, copy()),
  s(/(?<![\w$])cpSync\b/g, { slots: [[0, 'read'], [1, 'write']], deepIf: /recursive\s*:\s*true/ }),
  loose(/\.\s*cp\b/g, { slots: [[0, 'read'], [1, 'write']], deepIf: /recursive\s*:\s*true/ }),
  s(/(?<![\w$])(?:rmSync|removeSync|emptyDirSync)\b/g, { slots: [[0, 'delete']], deepIf: /recursive\s*:\s*true|remove|emptyDir/ }),
  loose(/\.\s*(?:rm|remove)\b/g, { slots: [[0, 'delete']], deepIf: /recursive\s*:\s*true|remove/ }),
  s(/(?<![\w$])(?:unlinkSync|rmdirSync)\b/g, del()),
  loose(/\.\s*(?:unlink|rmdir)\b/g, del()),
  s(/(?<![\w$])(?:renameSync|moveSync)\b/g, move),
  loose(/\.\s*(?:rename|move)\b/g, move),
  s(/(?<![\w$])truncateSync\b/g, write()),
  loose(/\.\s*truncate\b/g, write()),
  s(/(?<![\w$])(?:mkdirSync|symlinkSync|linkSync)\b|\bfs\w*\s*\.\s*(?:mkdir|symlink|link)\b/g, { slots: [[0, 'write']] }),
  s(/(?<![\w$])l?chmodSync\b|\bfs\w*\s*\.\s*l?chmod\b/g, { chmod: { mode: 1, from: 0 } }),
  s(/(?<![\w$])openSync\b|\bfs\w*\s*\.\s*open\b|\bpromises\s*\.\s*open\b/g, mode(0, 1)),
  s(/\bBun\s*\.\s*file\b/g, { slots: [[0, 'read']], object: JS_OBJECT }),
  s(/\bBun\s*\.\s*write\b/g, write(0, 1)),
  s(/\bDeno\s*\.\s*(?:readTextFile|readFile)(?:Sync)?\b/g, read()),
  s(/\bDeno\s*\.\s*(?:writeTextFile|writeFile)(?:Sync)?\b/g, write(0, 1)),
  s(/\bDeno\s*\.\s*remove(?:Sync)?\b/g, { slots: [[0, 'delete']], deepIf: /recursive\s*:\s*true/ }),
  s(/\bDeno\s*\.\s*rename(?:Sync)?\b/g, move),
  s(/\bDeno\s*\.\s*copyFile(?:Sync)?\b/g, copy()),
  s(/\bDeno\s*\.\s*(?:truncate|mkdir|symlink|link|create)(?:Sync)?\b/g, write()),
  s(/\bDeno\s*\.\s*open(?:Sync)?\b/g, mode(0, 1)),
];

const JS: FileTongue = { sites: JS_SITES };

export const FILE_TONGUES: ReadonlyMap<string, FileTongue> = new Map<string, FileTongue>([
  [
    'python',
    {
      modules: ['os', 'os.path', 'shutil', 'pathlib', 'io', 'codecs', 'gzip', 'bz2', 'lzma', 'tarfile', 'zipfile', 'fileinput', 'urllib.request'],
      sites: [
        s(/(?<![\w.])(?:open|io\s*\.\s*open|codecs\s*\.\s*open|gzip\s*\.\s*open|bz2\s*\.\s*open|lzma\s*\.\s*open|tarfile\s*\.\s*open|zipfile\s*\.\s*ZipFile)\b/g, mode(0, 1, 'read', 'mode')),
        s(/(?<![\w.])os\s*\.\s*open\b/g, mode(0, 1)),
        s(/(?<![\w.])os\s*\.\s*(?:remove|unlink|rmdir|removedirs)\b/g, del()),
        s(/(?<![\w.])shutil\s*\.\s*rmtree\b/g, del(0, true)),
        s(/(?<![\w.])os\s*\.\s*(?:rename|replace|renames)\b|(?<![\w.])shutil\s*\.\s*move\b/g, move),
        s(/(?<![\w.])shutil\s*\.\s*(?:copy|copy2|copyfile)\b/g, copy()),
        s(/(?<![\w.])shutil\s*\.\s*copytree\b/g, copy(true)),
        s(/(?<![\w.])os\s*\.\s*(?:truncate|mkdir|makedirs|mkfifo)\b/g, write()),
        s(/(?<![\w.])os\s*\.\s*(?:symlink|link)\b/g, { slots: [[1, 'write']] }),
        s(/(?<![\w.])os\s*\.\s*(?:chown|lchown|utime)\b/g, { slots: [[0, 'edit']] }),
        s(/(?<![\w.])os\s*\.\s*l?chmod\b/g, { chmod: { mode: 1, from: 0 } }),
        s(/(?<![\w.])(?:pathlib\s*\.\s*)?(?:Pure)?(?:Posix|Windows)?Path\b(?:\s*\.\s*(?:home|cwd)\s*\(\s*\))?/g, { slots: [[0, 'read']], object: PY_PATH }),
        s(/(?<![\w.])fileinput\s*\.\s*input\b/g, { slots: [[0, 'read', 'files']] }),
        // downloads into a file: urllib's urlretrieve(url, filename), wget.download(url, out)
        s(/(?<![\w.])(?:urllib\s*\.\s*request\s*\.\s*)?urlretrieve\b|(?<![\w.])wget\s*\.\s*download\b/g, { slots: [[1, 'write', 'filename']] }),
      ],
    },
  ],
  ['node', JS],
  ['bun', JS],
  ['deno', JS],
  [
    'perl',
    {
      sites: [
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?open\b(?!\s*=>)/g, { perl: true }),
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?sysopen\b/g, { slots: [[1, 'edit']] }),
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?unlink\b/g, { all: 'delete' }),
        s(/(?<![\w$@%&]|->\s*)(?:rmtree|remove_tree)\b/g, { all: 'delete', deep: true }),
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?(?:rmdir)\b/g, del()),
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?rename\b/g, move),
        loose(/(?<![\w$@%&]|->\s*)(?:File::Copy::)?move\b(?!\s*=>)/g, move),
        loose(/(?<![\w$@%&]|->\s*)(?:File::Copy::)?(?:copy|cp)\b(?!\s*=>)/g, copy()),
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?(?:truncate|mkdir)\b|(?<![\w$@%&])(?:make_path|mkpath)\b/g, write()),
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?(?:chown|utime)\b/g, { all: 'edit' }),
        s(/(?<![\w$@%&]|->\s*)(?:CORE::)?chmod\b/g, { chmod: { mode: 0, from: 1, rest: true } }),
        loose(/(?<![\w$@%&]|->\s*)(?:read_file|read_text|slurp)\b/g, read()),
        loose(/(?<![\w$@%&]|->\s*)(?:write_file|write_text|overwrite_file)\b/g, write(0, 1)),
        loose(/(?<![\w$@%&]|->\s*)(?:append_file)\b/g, { slots: [[0, 'append']], content: 1 }),
      ],
    },
  ],
  [
    'ruby',
    {
      sites: [
        s(/\b(?:File|IO)\s*(?:\.|::)\s*(?:read|binread|readlines|foreach|readlink)\b/g, read()),
        s(/\b(?:File|IO)\s*(?:\.|::)\s*(?:write|binwrite)\b/g, write(0, 1)),
        s(/\b(?:File\s*(?:\.|::)\s*(?:open|new)|Kernel\s*(?:\.|::)\s*open)\b|(?<![\w.:@$])open\b/g, mode(0, 1)),
        s(/\bFile\s*(?:\.|::)\s*(?:delete|unlink)\b|\bFileUtils\s*(?:\.|::)\s*(?:rm|rm_f|remove|remove_file|rmdir|remove_dir)\b/g, { all: 'delete' }),
        s(/\bFileUtils\s*(?:\.|::)\s*(?:rm_r|rm_rf|rmtree|remove_entry|remove_entry_secure)\b/g, { all: 'delete', deep: true }),
        s(/\bFile\s*(?:\.|::)\s*rename\b|\bFileUtils\s*(?:\.|::)\s*(?:mv|move)\b/g, move),
        s(/\bFileUtils\s*(?:\.|::)\s*(?:cp|copy|copy_file|install)\b/g, copy()),
        s(/\bFileUtils\s*(?:\.|::)\s*(?:cp_r|copy_entry)\b/g, copy(true)),
        s(/\bFileUtils\s*(?:\.|::)\s*(?:touch|mkdir|mkdir_p|makedirs)\b|\bFile\s*(?:\.|::)\s*(?:truncate|symlink)\b|\bDir\s*(?:\.|::)\s*mkdir\b/g, { all: 'write' }),
        s(/\bFile(?:Utils)?\s*(?:\.|::)\s*chown\b/g, { slots: [[1, 'edit']] }),
        s(/\bFile(?:Utils)?\s*(?:\.|::)\s*(?:l?chmod|chmod_R)\b/g, { chmod: { mode: 0, from: 1, rest: true } }),
        s(/\bPathname\s*(?:\.|::)\s*new\b|(?<![\w.:@$])Pathname\b(?=\s*\()/g, { slots: [[0, 'read']], object: RUBY_PATH }),
      ],
    },
  ],
  [
    'php',
    {
      sites: [
        s(/(?<![\w$>:])(?:file_get_contents|file|readfile|parse_ini_file|highlight_file|show_source|fgetcsv|simplexml_load_file|md5_file|sha1_file)\b/gi, read()),
        s(/(?<![\w$>:])file_put_contents\b/gi, write(0, 1)),
        s(/(?<![\w$>:])(?:fopen|gzopen|SplFileObject)\b/gi, mode(0, 1)),
        s(/(?<![\w$>:])(?:unlink|rmdir)\b/gi, del()),
        s(/(?<![\w$>:])rename\b/gi, move),
        loose(/(?<![\w$>:])copy\b/gi, copy()),
        loose(/(?<![\w$>:])(?:touch|mkdir|symlink|link|tempnam)\b/gi, write()),
        s(/(?<![\w$>:])(?:chown|chgrp)\b/gi, { slots: [[0, 'edit']] }),
        s(/(?<![\w$>:])chmod\b/gi, { chmod: { mode: 1, from: 0 } }),
      ],
    },
  ],
  [
    'lua',
    {
      sites: [
        s(/(?<![\w.])io\s*\.\s*open\b/g, mode(0, 1)),
        s(/(?<![\w.])io\s*\.\s*(?:lines|input)\b/g, read()),
        s(/(?<![\w.])io\s*\.\s*output\b/g, write()),
        s(/(?<![\w.])os\s*\.\s*remove\b/g, del()),
        s(/(?<![\w.])os\s*\.\s*rename\b/g, move),
      ],
    },
  ],
  [
    'rscript',
    {
      sites: [
        loose(/(?<![\w.])(?:readLines|read\.csv2?|read\.table|read\.delim|readRDS|load|scan|readChar|readBin|source)\b/g, read(0, 'file')),
        loose(/(?<![\w.])(?:writeLines|write\.csv2?|write\.table|saveRDS|writeChar|writeBin|save|write)\b/g, write(1, 0, 'file')),
        loose(/(?<![\w.])file\b(?=\s*\()/g, mode(0, 1, 'read', 'open')),
        loose(/(?<![\w.])(?:file\.remove|unlink)\b/g, { all: 'delete', deepIf: /recursive\s*=\s*TRUE/ }),
        loose(/(?<![\w.])file\.copy\b/g, copy()),
        loose(/(?<![\w.])file\.rename\b/g, move),
        loose(/(?<![\w.])(?:file\.create|dir\.create|file\.symlink|Sys\.chmod)\b/g, write()),
      ],
    },
  ],
  [
    'julia',
    {
      sites: [
        loose(/(?<![\w.])(?:read|readlines|readline|eachline|readchomp)\b(?=\s*\()/g, read()),
        loose(/(?<![\w.])open\b(?=\s*\()/g, mode(0, 1)),
        loose(/(?<![\w.])write\b(?=\s*\()/g, write(0, 1)),
        loose(/(?<![\w.])rm\b(?=\s*\()/g, { slots: [[0, 'delete']], deepIf: /recursive\s*=\s*true/ }),
        loose(/(?<![\w.])cp\b(?=\s*\()/g, copy(true)),
        loose(/(?<![\w.])mv\b(?=\s*\()/g, move),
        loose(/(?<![\w.])(?:touch|mkdir|mkpath|symlink|chmod)\b(?=\s*\()/g, write()),
      ],
    },
  ],
]);

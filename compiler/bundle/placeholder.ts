/**
 * The contract between the bundler (package build time), the files `seamc build` writes (compiler/bundle/inject.ts,
 * entry.ts) and the runtime: names and stamps only. Kept apart from bundle.ts so that `seamc build` never loads
 * the TypeScript compiler.
 *
 * A build writes, under `.seam/hooks/`, one small entry per hook agent (`<agent>.cjs`, the file every hook command
 * runs), ONE runtime body shared by all of them (SHARED_RUNTIME) and ONE packed policy (SHARED_POLICY). Each shared
 * file ends with a stamp line naming its content's hash; an entry carries the stamp and length of the pair it was
 * built with and refuses any other (docs/decisions/hook-runtime.md).
 */
/** the shared runtime body, beside the entries (a hyphen: no agent id can name it) */
export const SHARED_RUNTIME = 'seamc-runtime.cjs';
/** the packed policy of the build, beside the entries */
export const SHARED_POLICY = 'seamc-policy.pack';
/** a shared file's last line is `STAMP_PREFIX<id>` */
export const STAMP_PREFIX = '// seamc-stamp ';
/** the name the runtime body gives the agent its entry runs it for */
export const AGENT_GLOBAL = '__SEAM_AGENT__';
/** the name the runtime body gives the policy it hands to `main` (packed text, or null when never injected) */
export const POLICY_GLOBAL = '__SEAM_POLICY__';
/** the function whose comment carries the runtime body */
export const BODY_FUNCTION = '__seam_body';
/** what comes right before the body text in the shared runtime file, and right after it */
export const BODY_OPEN = `function ${BODY_FUNCTION}() {/*`;
export const BODY_CLOSE = '*/}';
/** the name the runtime body gives the code-cache saver it hands to `main` */
export const SAVE_GLOBAL = '__seam_save';
/**
 * the name the runtime body gives the module instances it may share with other runs of the same body in one process
 * (in-process policy tests run every agent's entry): every module but the root, which alone reads the agent, the
 * policy and the saver (compiler/bundle/bundle.ts checks it)
 */
export const SHARED_GLOBAL = '__seam_shared';
export const SHEBANG = '#!/usr/bin/env node';
/**
 * magic of a cache file: the 8 bytes before [u32 body length, u32 data length, data, data again]. The file name
 * carries the body's hash and the agent; V8 checks its own version, flags and the source length; the second copy
 * catches a damaged file (V8 verifies no checksum in release builds, and a damaged cache can crash it).
 */
export const CACHE_MAGIC = 'seamv8c1';
/** `SEAM_CODE_CACHE=0` in the environment turns the cache off (the runtime compiles its body every call). */
export const CACHE_ENV = 'SEAM_CODE_CACHE';

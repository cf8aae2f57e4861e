/**
 * The contract between the bundler (package build time) and the injector (`seamc build`): the bundle holds
 * one line ending in POLICY_MARKER, which the injector replaces with the packed policy in the comment of
 * POLICY_FUNCTION (compiler/bundle/layout.ts). Kept apart from bundle.ts so that `seamc build` never loads the
 * TypeScript compiler.
 */
export const POLICY_MARKER = '// @@SEAM_POLICY@@';
/** the name the runtime body gives the policy it hands to `main` (packed text, or null when never injected) */
export const POLICY_GLOBAL = '__SEAM_POLICY__';
/** the function whose comment carries the packed policy */
export const POLICY_FUNCTION = '__seam_policy';
/** the function whose comment carries the runtime body */
export const BODY_FUNCTION = '__seam_body';
/** the name the runtime body gives the code-cache saver it hands to `main` */
export const SAVE_GLOBAL = '__seam_save';
export const POLICY_PLACEHOLDER_LINE = `function ${POLICY_FUNCTION}() {} ${POLICY_MARKER}`;
/** the first line of an injected policy block; the block ends with POLICY_BLOCK_END on a line of its own */
export const POLICY_BLOCK_START = `function ${POLICY_FUNCTION}() {/*`;
export const POLICY_BLOCK_END = '*/}';
export const SHEBANG = '#!/usr/bin/env node';

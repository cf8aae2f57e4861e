/**
 * The contract between the bundler (package build time) and the injector (`seamc build`): the bundle holds
 * one line ending in POLICY_MARKER, which the injector replaces with the policy. Kept apart from bundle.ts
 * so that `seamc build` never loads the TypeScript compiler.
 */
export const POLICY_MARKER = '// @@SEAM_POLICY@@';
/** the global the generated entry hands to `main` */
export const POLICY_GLOBAL = '__SEAM_POLICY__';
export const POLICY_PLACEHOLDER_LINE = `var ${POLICY_GLOBAL} = null; ${POLICY_MARKER}`;
export const SHEBANG = '#!/usr/bin/env node';

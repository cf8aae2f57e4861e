/** The vendor-free hook runtime: rule evaluation, dispatch, user-hook pass-through, process entry. */
export { evaluate, ruleMatchesActions, stricter } from './evaluate.js';
export { actionsOf } from './actions.js';
export { evalContext } from './context.js';
export { decide, decodeInput, degrade, dispatch, FAULT, SILENCE } from './dispatch.js';
export type { DispatchOptions, DispatchResult } from './dispatch.js';
export { agentArgument, configFault, main } from './main.js';
export { HOOK_REASON_CAP, runUserHooks } from './user-hooks.js';

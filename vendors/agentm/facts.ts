/**
 * AgentM (github Lincyaw/AgentM), as data: a Python agent framework whose sessions are scenarios, a manifest.yaml
 * composing extension atoms. The atoms seamc uses: `system_prompt` (with no prompt configured it loads every AGENTS.md and
 * CLAUDE.md from the root down to the working folder), `permission` (fnmatch allow / deny over tool names) and the
 * `policy_engine` (a YAML rule table: `on: tool_call_pre`, `match` on the tool name, a restricted-Python `when`, effect
 * notify | block | escalate | abort, mode observe | enforce), and `skill_loader` (SKILL.md folders under its skill_paths).
 * Its Claude Code adapters (cc_agents, cc_commands, cc_plugins) were removed on 2026-07-19. Decisions: docs/decisions/agentm.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';
import { docsRecord, sourceRecord } from '../_shared/source-evidence.js';

const D = '2026-12-03';
const R = 'Lincyaw/AgentM';
const PERMISSION = `${R}@1020615ae74d681652c5b88c980bc5d967ca63a0:src/agentm/extensions/builtin/permission.py`;
const POLICY = `${R}@f18f6d5499b8decb79e64e780e6d710a4f1b3de0:src/agentm/extensions/builtin/policy/__init__.py`;
const DSL = `${R}@26e75aa66f1efe5850b44695036f28216f708c71:.agents/skills/policy-engine/SKILL.md`;
const PROMPT = `${R}@13c6fdc775ae1124f78bd3508002c117a7c97ffa:src/agentm/extensions/builtin/system_prompt.py`;

export const facts = {
  id: 'agentm',
  displayName: 'AgentM',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    launcher: { program: 'agentm', state: ['.agentm/'] },
    noNative: "AgentM's optional operations_agent_env atom runs tools in a remote ARL agent-env session set up per deployment; no scenario setting takes writable paths, hidden paths or domains",
    evidence: {
      launcher: sourceRecord(`${R}@00981dff4b5aa604cc143e027b60aee0301cdcd6:pyproject.toml`, D, `[project.scripts] agentm; ${POLICY}: state under ~/.agentm (policy_state, policies)`),
      native: sourceRecord(`${R}@00981dff4b5aa604cc143e027b60aee0301cdcd6:pyproject.toml`, D, `the agent-env extra: operations_agent_env sandbox sessions`),
    },
  },
  ruleTable: {
    config: '.agentm/seamc/policies/seamc.yaml',
    failMode: 'open',
    evidence: sourceRecord(POLICY, D, `tool_call_pre rules block in the agent's own loop; a policy file that is missing is skipped with a warning (fails open)`),
  },
  evidence: {
    'instructions.context-files': sourceRecord(PROMPT, D, `_discover_context_files (AGENTS.md, CLAUDE.md from the root down to cwd) when no prompt is configured`),
    'permissions.tool-name-globs': sourceRecord(PERMISSION, D, `fnmatch over the tool name; deny, allow, or deny with allow exceptions; no ask`),
    'hooks.policy-dsl': sourceRecord(DSL, D, `rule fields, channels, effects, modes; the when expression has no regex`),
    'hooks.policy-files': sourceRecord(POLICY, D, `policy_files resolve against the session's cwd (then ~/.agentm/policies)`),
    'hooks.tool-names': sourceRecord(DSL, D, `tools bash (args.cmd), read, edit, write (args.path)`),
    'packaging.claude-compat-removed': sourceRecord(`${R}@12edda49eca0b1c1ffdba321484385625c8adcb9:contrib/extensions/cc/__init__.py`, '2026-12-04', `the Claude Code compatibility package as it stood before commit 5b292c255f7d ("remove legacy impl", 2026-07-19) deleted contrib/extensions/cc (agents.py, commands.py, plugins.py: .claude/agents, .claude/commands, ~/.claude/plugins); an ancestor of the permission and policy commits seamc targets`),
    'packaging.skill-loader': sourceRecord(`${R}@1020615ae74d681652c5b88c980bc5d967ca63a0:src/agentm/extensions/builtin/skill_loader.py`, '2026-12-04', `skill_paths resolved against the session cwd; each folder holding a SKILL.md with a description is one skill (the walk stops there)`),
  },
} as const satisfies VendorFacts;

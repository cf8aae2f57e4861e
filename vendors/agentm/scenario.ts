/**
 * The AgentM scenario seamc composes, `.agentm/seamc/manifest.yaml` (the manifest shape of Lincyaw/AgentM
 * scenarios/rca/manifest.yaml: name, description, extensions as `module` + `config`): system_prompt with no prompt (it
 * then loads AGENTS.md / CLAUDE.md), permission with the tool names the spec's permissions can say, the policy engine
 * reading seamc's policy file, and the skill_loader reading seamc's skills folder. Four sections contribute to one YAML
 * file, so each emits the same whole artifact, built from the model by `scenario` (identical artifacts collapse into one, as Codex's config.toml does). YAML is written as
 * JSON, which every YAML parser reads. docs/decisions/agentm.md.
 */
import type { Artifact, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { POLICY_FILE, policyRules } from './policy.js';

export const MANIFEST = '.agentm/seamc/manifest.yaml';
/** The folder the scenario's skill_loader reads (resolved against the session's working folder, like policy_files). */
export const SKILLS_DIR = '.agentm/seamc/skills';
const HEADER = '# seamc: generated from seam.yaml; do not edit (run `seamc build`). An AgentM scenario: point agentm at this folder.\n';
const MOD = 'agentm.extensions.builtin.';

/** A whole-tool permission as AgentM tool-name globs; anything narrower is a loss. */
function toolNames(p: Permission): string[] | string {
  const whole = p.pattern === '*' || p.pattern === '**';
  if (p.level === 'ask') return "AgentM's permission atom has allow and deny lists only, no ask";
  if (p.kind === 'shell' && whole) return ['bash'];
  if (p.kind === 'read' && whole) return ['read'];
  if (p.kind === 'edit' && whole) return ['edit', 'write'];
  return `AgentM's permission atom matches tool names only (fnmatch), so ${p.kind} "${p.pattern}" cannot be narrowed to that pattern; write a rule for it, which lands in the policy engine where it can`;
}

export function permissionLists(model: Model): { allow: string[]; deny: string[]; losses: Loss[] } {
  const allow: string[] = [];
  const deny: string[] = [];
  const losses: Loss[] = [];
  for (const p of model.permissions) {
    const t = toolNames(p);
    if (typeof t === 'string') losses.push({ code: p.level === 'ask' ? 'SC3201' : 'SC3203', at: p.at, reason: t });
    else for (const n of t) (p.level === 'deny' ? deny : allow).includes(n) || (p.level === 'deny' ? deny : allow).push(n);
  }
  return { allow, deny, losses };
}

export function yamlText(body: unknown): string {
  return HEADER + JSON.stringify(body, null, 2) + '\n';
}

export function scenario(model: Model): Artifact | undefined {
  const extensions: Record<string, unknown>[] = [];
  if (model.instructions.length > 0 || model.rules.some((r) => !r.builtin)) extensions.push({ module: `${MOD}system_prompt` });
  const { allow, deny } = permissionLists(model);
  if (allow.length > 0 || deny.length > 0) extensions.push({ module: `${MOD}permission`, config: { ...(allow.length ? { allow } : {}), ...(deny.length ? { deny } : {}) } });
  if (policyRules(model).rules.length > 0) extensions.push({ module: `${MOD}policy`, config: { policy_files: [POLICY_FILE] } });
  if ((model.plugin?.skills.length ?? 0) > 0) extensions.push({ module: `${MOD}skill_loader`, config: { skill_paths: [SKILLS_DIR] } });
  if (extensions.length === 0) return undefined;
  return { path: MANIFEST, format: 'text', body: yamlText({ name: model.name, description: `seamc scenario for ${model.name}`, extensions }) };
}

export function policyFile(model: Model): Artifact | undefined {
  const { rules } = policyRules(model);
  if (rules.length === 0) return undefined;
  return { path: POLICY_FILE, format: 'text', body: yamlText({ version: 1, rules }) };
}

/**
 * The spec's `plugin:` on Rovo Dev CLI: subagents as `.rovodev/subagents/<name>.md` (front matter name and
 * description, body = system prompt), commands as saved prompts (`.rovodev/prompts.yml` lists name, description and
 * content_file; the prompt text sits beside it in `.rovodev/<name>.md`). Rovo Dev reads MCP servers only from the user's
 * ~/.rovodev/mcp.json; seamc found no skills folder in its docs; a subagent's tool list names Rovo Dev's own tools,
 * which seamc's tool classes do not map to. Those are losses. Decisions: docs/decisions/rovo_dev.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

/** YAML has no emitter here: block style with every scalar double-quoted (a JSON string is a valid YAML double-quoted scalar). */
function promptsYml(entries: readonly { name: string; description: string; file: string }[]): string {
  const q = (v: string) => JSON.stringify(v);
  return `prompts:\n${entries.map((e) => `  - name: ${q(e.name)}\n    description: ${q(e.description)}\n    content_file: ${q(e.file)}\n`).join('')}`;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Rovo Dev reads MCP servers only from the user's ~/.rovodev/mcp.json, never from the project, so "${s.name}" is not written.` });
  const prompts: { name: string; description: string; file: string }[] = [];
  for (const c of p.commands) {
    const file = `${c.name}.md`;
    prompts.push({ name: c.name, description: c.description ?? c.name, file });
    fragment.push({ path: `.rovodev/${file}`, format: 'markdown', body: { template: 'rovo_dev/body', data: { body: c.body.trimEnd() } } });
  }
  if (prompts.length > 0) fragment.push({ path: '.rovodev/prompts.yml', format: 'text', body: promptsYml(prompts) });
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: a.at,
        reason: `Rovo Dev subagents list Rovo Dev's own tool names (open_files, grep, bash, ...); the tool restriction [${a.tools.join(', ')}] is not translated, so "${a.name}" is written without a tools list.`,
      });
    fragment.push({
      path: `.rovodev/subagents/${a.name}.md`,
      format: 'markdown',
      body: { template: 'rovo_dev/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } },
    });
  }
  for (const s of p.skills)
    unrepresentable.push({ code: 'SC3405', at: s.at, reason: `seamc found no project skills folder in Rovo Dev's documentation, so the skill "${s.name}" is not written.` });
  return { fragment, unrepresentable };
}

/**
 * The spec's `plugin:` as an installable Gemini CLI extension (packaging.md §3.4; verified/gemini_cli.md Q7):
 * `extensions/<name>/` holding `gemini-extension.json` (name, version, description, mcpServers), commands under
 * `commands/<name>/` (so they are `/<name>:<command>`) and skills under `skills/`. 0.61.0 loads extensions only from
 * `~/.gemini/extensions/` (installed or linked), never from the project tree, so this folder is inert until a user
 * runs `gemini extensions install|link extensions/<name>`. No context file: the spec's instructions describe this
 * repository, and an installed extension is active in every workspace. Why, and how a user who also keeps the project
 * files gets each part once: docs/decisions/gemini_cli.md.
 */
import type { Artifact, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Plugin } from '../../compiler/model/types.js';

/** What `validateName` accepts in 0.61.0 (verified Q7: `acme_guard` exits 1). */
const EXTENSION_NAME = /^[a-zA-Z0-9-]+$/;

export function extensionRoot(p: Plugin): string {
  return `extensions/${p.name}`;
}

export function extensionArtifacts(p: Plugin, servers: Record<string, JsonObject>): { fragment: Artifact[]; losses: Loss[] } {
  if (!EXTENSION_NAME.test(p.name)) {
    return {
      fragment: [],
      losses: [
        {
          code: 'SC3406',
          at: p.at,
          reason: `Gemini CLI refuses an extension named "${p.name}" (only letters, digits and dashes; \`gemini extensions validate\` exits 1), so no gemini-extension.json is written; the project files under .gemini/ still carry the plugin.`,
        },
      ],
    };
  }
  const root = extensionRoot(p);
  const manifest: Record<string, string | Record<string, JsonObject>> = { name: p.name, version: p.version };
  if (p.description) manifest['description'] = p.description;
  if (Object.keys(servers).length > 0) manifest['mcpServers'] = structuredClone(servers);
  const fragment: Artifact[] = [{ path: `${root}/gemini-extension.json`, format: 'json', body: manifest }];
  for (const c of p.commands) {
    const body: Record<string, string> = {};
    if (c.description !== undefined) body['description'] = c.description;
    body['prompt'] = c.body;
    fragment.push({ path: `${root}/commands/${p.name}/${c.name}.toml`, format: 'toml', body });
  }
  for (const s of p.skills) {
    for (const f of s.files) fragment.push({ path: `${root}/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  }
  return { fragment, losses: [] };
}

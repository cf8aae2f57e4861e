/**
 * The spec's `plugin:` on Kilo Code, laid out as opencode's under Kilo's names (vendors/_shared/opencode-packaging.ts):
 * MCP servers in `kilo.jsonc` `mcp`, commands in `.kilo/commands/`, subagents in `.kilo/agents/`, skills in
 * `.kilo/skills/` (facts.ts: packaging.*). kilo.jsonc gets no `$schema`, as the permissions emitter writes it.
 */
import { opencodePackaging } from '../_shared/opencode-packaging.js';

export const emitPackaging = opencodePackaging({ who: 'Kilo Code', config: 'kilo.jsonc', dir: '.kilo', template: 'kilo_code/body' });

/**
 * The spec's `plugin:` on opencode (packaging.md §3.8): MCP servers in `opencode.json` `mcp`, commands in
 * `.opencode/commands/`, subagents in `.opencode/agents/`, skills in `.opencode/skills/` (vendors/_shared/opencode-packaging.ts).
 */
import { opencodePackaging } from '../_shared/opencode-packaging.js';
import { CONFIG, SCHEMA } from './permissions.js';

export const emitPackaging = opencodePackaging({ who: 'opencode', config: CONFIG, schema: SCHEMA, dir: '.opencode', template: 'opencode/body' });

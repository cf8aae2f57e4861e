/** The importers `seamc init` runs, in order (agent importers first, then shared formats). */
import type { Importer } from '../compiler/backend/types-import.js';
import { agentsMdImporter } from './_shared/import-agents-md.js';
import { codexImporter } from './_shared/import-codex.js';
import { copilotImporter } from './_shared/import-copilot.js';
import { mcpJsonImporter } from './_shared/import-mcp-json.js';
import { claudeCodeImporter } from './claude_code/import.js';
import { cursorImporter } from './cursor/import.js';

export const importers: readonly Importer[] = [claudeCodeImporter, cursorImporter, agentsMdImporter, mcpJsonImporter, copilotImporter, codexImporter];

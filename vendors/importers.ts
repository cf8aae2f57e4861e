/** The importers `seamc init` runs, in order (agent importers first, then shared formats, then what none of them reads). */
import type { Importer } from '../compiler/backend/types-import.js';
import { agentsMdImporter } from './_shared/import-agents-md.js';
import { codexImporter } from './_shared/import-codex.js';
import { copilotImporter } from './_shared/import-copilot.js';
import { leftoversImporter } from './_shared/import-leftovers.js';
import { mcpJsonImporter } from './_shared/import-mcp-json.js';
import { claudeCodeImporter } from './claude_code/import.js';
import { cursorImporter } from './cursor/import.js';
import { geminiCliImporter } from './gemini_cli/import.js';

export const importers: readonly Importer[] = [
  claudeCodeImporter,
  cursorImporter,
  geminiCliImporter,
  agentsMdImporter,
  mcpJsonImporter,
  copilotImporter,
  codexImporter,
  leftoversImporter,
];

/** AGENTS.md at the repository root (read natively by many agents): its text becomes one always-on instruction. */
import type { Importer } from '../../compiler/backend/types-import.js';

export const agentsMdImporter: Importer = {
  id: 'shared-agents-md',
  run(repo) {
    const text = repo.read('AGENTS.md');
    if (text === undefined || text.trim() === '') return { agents: [], parts: {}, skipped: [] };
    return { agents: [], parts: { instructions: [{ id: 'agents-md', text: text.trim() + '\n', from: 'AGENTS.md' }] }, skipped: [] };
  },
};

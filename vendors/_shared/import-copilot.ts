/**
 * GitHub Copilot instructions: `.github/copilot-instructions.md` (always on) and `.github/instructions/*.instructions.md`
 * (`applyTo` globs, comma-separated) become instructions.
 */
import type { ImportedInstruction, ImportSkip, Importer } from '../../compiler/backend/types-import.js';
import { frontMatter, kebab } from './import-util.js';

export const copilotImporter: Importer = {
  id: 'shared-copilot',
  run(repo) {
    const instructions: ImportedInstruction[] = [];
    const skipped: ImportSkip[] = [];
    const main = repo.read('.github/copilot-instructions.md');
    if (main !== undefined && main.trim() !== '') instructions.push({ id: 'copilot-instructions', text: main.trim() + '\n', from: '.github/copilot-instructions.md' });
    for (const name of repo.list('.github/instructions')) {
      const path = `.github/instructions/${name}`;
      if (!name.endsWith('.instructions.md')) continue;
      const text = repo.read(path);
      const id = kebab(name.replace(/\.instructions\.md$/, ''));
      if (text === undefined || id === undefined) continue;
      const { data, body } = frontMatter(repo, text);
      for (const k of Object.keys(data)) if (k !== 'applyTo' && k !== 'description') skipped.push({ path, what: `front matter key "${k}"`, reason: 'seam.yaml instructions have paths and description only' });
      const apply = typeof data.applyTo === 'string' ? data.applyTo.split(',').map((s) => s.trim()).filter(Boolean) : [];
      const always = apply.length === 0 || apply.includes('**') || apply.includes('**/*');
      instructions.push({ id, text: body.trim() + '\n', ...(always ? {} : { paths: apply }), ...(typeof data.description === 'string' && always ? { description: data.description } : {}), from: path });
    }
    const found = instructions.length > 0 || repo.isDir('.github/instructions');
    return { agents: found ? ['vscode_copilot'] : [], parts: { instructions }, skipped };
  },
};

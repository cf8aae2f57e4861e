/** A realistic repository before seamc: every agent config hand-written, as a team has it when it adopts seamc. */
export const REALISTIC: Readonly<Record<string, string>> = {
  'CLAUDE.md': '# Widget service\n\nUse pnpm. The API lives in `src/api/`.\n',
  'AGENTS.md': '# Agent notes\n\nBuild with `pnpm build`.\nPrefer small pull requests.\n',
  '.claude/settings.json':
    '{\n  "permissions": {\n    "allow": ["Bash(pnpm test:*)", "Bash(git status)", "Read(src/**)"],\n    "deny": ["Read(./.env)"]\n  },\n' +
    '  "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./scripts/audit-bash.sh" } ] } ] },\n' +
    '  "model": "sonnet"\n}\n',
  '.cursor/rules/x.mdc': '---\ndescription: API handlers\nglobs: src/api/**/*.ts\nalwaysApply: false\n---\nHandlers return typed results.\n',
  '.github/copilot-instructions.md': 'Use TypeScript strict mode. Write tests with vitest.\n',
  '.mcp.json': '{\n  "mcpServers": {\n    "postgres": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://localhost/dev"] }\n  }\n}\n',
  '.gemini/settings.json': '{\n  "contextFileName": "AGENTS.md",\n  "theme": "GitHub"\n}\n',
  'scripts/audit-bash.sh': '#!/bin/sh\nexit 0\n',
};

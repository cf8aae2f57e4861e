/**
 * Qwen Code, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/qwen_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "qwen_code",
  displayName: "Qwen Code",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "unadapted", "reason": "Qwen Code's Claude-style permission rules in .qwen/settings.json are known only from rulesync: the key, the pattern syntax and the evaluation order are not established, so seamc writes none"},
    hooks: {"status": "unadapted", "reason": "Qwen Code documents hooks but seamc has no runtime adapter for its payloads yet; rules reach Qwen Code only as advisory text in QWEN.md"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'qwen', state: ['.qwen/'] },
    noNative: 'Qwen Code\'s sandbox (a fork of Gemini CLI\'s) is a container or a named Seatbelt profile chosen by flag, environment or tools.sandbox, with no writable paths, hidden paths or domains',
    evidence: {
      launcher: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings (read 2026-12-03): user settings in ~/.qwen/settings.json', url: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings (read 2026-12-03): tools.sandbox', url: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings' },
    },
  },
  evidence: {
    "instructions.qwen-md": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md (context file QWEN.md)", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "instructions.not-agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "only names in context.fileName are read; key spelling unverified", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md", "carried": true},
    "instructions.rules-paths": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md: paths = conditional (project-relative globs, dotfiles match), no paths = baseline", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "instructions.description-is-label": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md: a rule without paths is part of the system prompt; description gates nothing", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "instructions.project-rules-need-trust": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md: <project>/.qwen/rules/ loads when the workspace is trusted", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "hooks.exists": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/hooks.md"},
    "packaging.mcp-servers": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/mcp.md: .qwen/settings.json mcpServers; command/args/env/cwd, httpUrl (HTTP), url (SSE), headers", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/mcp.md"},
    "packaging.env-interpolation": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/mcp.md: env values may reference $VAR_NAME or ${VAR_NAME}; no other field is documented to expand", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/mcp.md"},
  },
} as const satisfies VendorFacts;

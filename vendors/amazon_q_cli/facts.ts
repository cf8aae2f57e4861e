/**
 * Amazon Q Developer CLI (`q chat`), as data: every claim seamc makes about the agent, with the evidence records behind
 * it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const aws = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/${page}` });
const cli = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://raw.githubusercontent.com/aws/amazon-q-developer-cli/main/docs/${page}` });

export const facts = {
  id: 'amazon_q_cli',
  displayName: 'Amazon Q Developer CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'Amazon Q Developer CLI pre-approves and restricts tools only inside a custom agent file (.amazonq/cli-agents/<name>.json: tools, allowedTools, toolsSettings), which applies only when the user starts `q chat --agent <name>` or sets chat.defaultAgent; seamc does not write a custom agent yet, and the built-in default agent has no project permission file',
    },
    hooks: {
      status: 'unadapted',
      reason: 'Amazon Q Developer CLI runs hooks (agentSpawn, userPromptSubmit, tool hooks) only from the hooks field of a custom agent file that the user must select; seamc has not established their payloads or how a tool hook blocks, so no runtime is written',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Amazon Q Developer CLI takes MCP servers from a custom agent\'s mcpServers field or, for the default agent, from the legacy MCP JSON files (useLegacyMcpJson); seamc has not read a page that gives the workspace legacy file\'s path and shape, so nothing is written',
    },
  },
  sandbox: {
    noLauncher: 'seamc has not recorded the state Amazon Q Developer CLI keeps under the home folder (it is known to use ~/.aws/amazonq/ for global agents), so it writes no launcher that could break the CLI at start',
    noNative: 'Amazon Q Developer CLI has no project-level OS sandbox setting seamc knows of: a custom agent restricts tools (toolsSettings such as fs_write allowedPaths), not what a running command touches',
    evidence: {
      native: aws('command-line-custom-agents-overview.html', 'custom agents pre-approve, limit and configure tools; no sandbox setting is named'),
    },
  },
  evidence: {
    'instructions.default-agent': cli('default-agent-behavior.md', 'the built-in default agent includes file://AmazonQ.md, file://README.md and file://.amazonq/rules/**/*.md as resources, trusts only fs_read and sets useLegacyMcpJson'),
    'instructions.context': aws('command-line-context.html', 'context files are agent resources (file:// paths or globs such as .amazonq/rules/**/*.md) loaded into every chat session of that agent'),
    'instructions.rules': aws('context-project-rules.html', 'project rules are Markdown files in <project-root>/.amazonq/rules, used automatically as context'),
    'permissions.custom-agent': aws('command-line-custom-agents-overview.html', 'a custom agent JSON file names the tools the agent can use, which run without prompting, and its context; switching agents takes q chat --agent <name>'),
    'permissions.agent-files': cli('agent-file-locations.md', 'local agents live in .amazonq/cli-agents/ of the working directory, global ones in ~/.aws/amazonq/cli-agents/; the local one wins on a name clash'),
    'hooks.agent-hooks': cli('agent-format.md', 'an agent file has hooks (commands run at trigger points), mcpServers, allowedTools, toolsSettings, resources and useLegacyMcpJson fields'),
  },
} as const satisfies VendorFacts;

/**
 * Amazon Q Developer CLI (`q chat`), as data: every claim seamc makes about the agent, with the evidence records behind
 * it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const aws = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/${page}` });
const cli = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://raw.githubusercontent.com/aws/amazon-q-developer-cli/main/docs/${page}` });
const FORMAT = '0765b94ac80d3fcac5cbe0b88bc0dc137e74863c';
const src = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'aws/amazon-q-developer-cli', commit: FORMAT, path });

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
      reason: 'Amazon Q Developer CLI runs hooks only from the hooks field of a custom agent file the user must select, and the agent format seamc read lists agentSpawn, userPromptSubmit and agentNeedsAttention, whose output is added to the context (no hook on a tool call that could block it); seamc writes no custom agent and no runtime',
    },
    packaging: { status: 'emitted' },
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
    'hooks.agent-hooks': src('docs/agent-format.md', 'an agent file\'s hooks run commands at agentSpawn, userPromptSubmit and agentNeedsAttention, and their output is added to the agent\'s context'),
    'permissions.allowed-tools': src('docs/agent-format.md', 'allowedTools lists tools (glob patterns with * and ?, @server and @server/tool) that run without a prompt; toolsSettings configures tools such as fs_write allowedPaths'),
    'packaging.legacy-mcp': src('docs/agent-format.md', 'useLegacyMcpJson adds the servers of ~/.aws/amazonq/mcp.json and <cwd>/.amazonq/mcp.json; a server entry is command, args, env and timeout (ms)'),
    'packaging.mcp-json': { basis: 'vendor-docs', date: DAY, claim: 'AWS\'s MCP configuration page (read through a mirror of docs.aws.amazon.com): a global ~/.aws/amazonq/mcp.json and a workspace .amazonq/mcp.json, combined, the workspace entry winning a name clash; {mcpServers: {<name>: {command, args, env, timeout}}}; an entry with url (HTTP) is announced for a future release', url: 'https://docs---aws.amazon.com.rproxy.govskope.ca/amazonq/latest/qdeveloper-ug/command-line-mcp-configuration.html' },
  },
} as const satisfies VendorFacts;

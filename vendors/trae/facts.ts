/**
 * Trae (ByteDance's AI IDE), as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Some of Trae's own pages were readable (docs.trae.cn, and the TRAE CN documentation on
 * volcengine.com, ByteDance's cloud) but only their openings; the rest is known from copies of Trae's pages on
 * third-party sites, marked third-party. Decisions: docs/decisions/newagents2.md and docs/decisions/trae.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

const DAY = '2026-12-04';

export const facts = {
  id: 'trae',
  displayName: 'Trae',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'no project file of allow / ask / deny rules for the Trae IDE agent was found: searches of the pages, docs and issues corpora (Trae agent auto-run command allowlist / denylist, 自动运行 安全性 命令 白名单 黑名单) returned Trae\'s CLI tool-permission page (allowed_tools / disallowed_tools / ask_tools in the global trae_cli.yaml of TRAE CLI, a different client with no project file), copies of Trae\'s sandbox page (the project folder is writable except .trae, .vscode and .git; set in the IDE) and a Trae blog post on sandbox and shell interception; the IDE\'s auto-run settings are set in its UI, and no page shows a project rule file either present or absent. Retried 2026-12-04 alongside the hooks searches (docs, pages): nothing new on a project permission file; Trae\'s hook pages make project hooks depend on directory trust and the Settings > Hooks switch, both set in the IDE',
    },
    hooks: {
      status: 'unadapted',
      reason: 'Trae documents hooks (its automate-actions-with-hooks page on docs.trae.cn; copies of the configuration reference): project hooks in $PROJECT_FOLDER/.trae/hooks.json, {version: 1, hooks: {<Event>: [{matcher, loop_limit, hooks: [{type: "command", command, timeout}]}]}}, events SessionStart, UserPromptSubmit, PreToolUse (check, block, rewrite or ask), PostToolUse, Stop (can keep the agent working), Notification (async); stdin JSON carries session_id, cwd and hook_event_name; project hooks run only in a trusted folder after being enabled in Settings > Hooks, and Trae also runs Claude Code hooks from .claude/settings.json. seamc has not built the runtime, probe and fixtures: the per-tool payload (Trae\'s tool names and tool_input fields) and the reply grammar are past the opening of the reference page, which is all the search tool returned; third-party sources name tools differently (RunCommand / Read / SearchReplace in a Trae skill, run_command / write_to_file / update_file in leaked system prompts), so a runtime would have to guess the shell and file tool names. Retried 2026-12-04 (docs / pages: "Trae hooks PreToolUse tool_input hookSpecificOutput permissionDecision updatedInput .trae/hooks.json", "docs.trae.cn Hook 配置详解 PreToolUse 输入参数 tool_name tool_input 返回结构 permissionDecision", "TRAE hook configuration reference PreToolUse input tool_name tool_input command file_path output decision", "TRAE Hook 配置详解 PreToolUse stdin tool_name tool_input 工具名称 RunCommand 输出 decision 拦截 exit 2"; find_string ".trae/hooks.json"): the answers stop at the same point, the common stdin fields; a copy of the reference adds that matcher is a regex (examples Edit|Write, mcp.*) valid only for PreToolUse, PostToolUse and Notification, which hints at tool names but does not list them; Trae\'s enterprise page (docs.trae.cn/enterprise_automate-actions-with-hooks.md) describes HTTP-only enterprise hooks; and third-party installers still disagree on the file\'s dialect (some write Cursor-style beforeShellExecution events into .trae/hooks.json, others Claude-style PreToolUse), so the tool names and reply grammar remain unread and no runtime is written',
    },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'Trae is a desktop IDE, with no agent CLI seamc has recorded that a launcher could start',
    noNative: 'Trae has no project-level sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'third-party', date: DAY, claim: 'the project .trae folder holds rules, skills, agents, settings.json and mcp.json; no sandbox file is described', url: 'https://juejin.cn/post/7619769543519780890' },
    },
  },
  gates: [
    {
      id: 'project-mcp',
      sections: ['packaging'],
      holds: 'Trae loads the project .trae/mcp.json only after project-level MCP is enabled in its settings',
      clear: 'in Trae, open Settings > MCP and enable project-level MCP for this workspace',
      evidence: [
        { basis: 'vendor-docs', date: DAY, claim: 'project-level MCP servers are declared in mcp.json in the .trae/ folder at the project root and loaded when needed; the page warns that project files must be trusted and gives steps to enable project-level MCP', url: 'https://www.volcengine.com/docs/86677/2137601' },
        { basis: 'third-party', date: DAY, claim: 'the project .trae/mcp.json needs "Enable Project MCP" switched on', url: 'https://docs.rs/crate/lorum/latest/source/docs/tools/trae.md' },
      ],
    },
  ],
  evidence: {
    'packaging.mcp-json': { basis: 'vendor-docs', date: DAY, claim: 'a project declares one or more MCP servers in .trae/mcp.json; a stdio entry has command (on PATH or a full path, no spaces), args (strings) and env', url: 'https://www.volcengine.com/docs/86677/2137601' },
    'packaging.mcp-fields': { basis: 'third-party', date: DAY, claim: 'a copy of Trae\'s add-MCP-server page: stdio entries take command, args and env; servers can also be pasted into Trae\'s mcp.json as an mcpServers object', url: 'https://www.w3cschool.cn/traedocs/trae-ide-add-mcp-servers.html' },
    'packaging.skills': { basis: 'third-party', date: DAY, claim: 'a copy of Trae\'s skills page: a skill is defined by a SKILL.md, applies only in the current project and is loaded on demand from its description (SOLO mode)', url: 'https://m.w3cschool.cn/traedocs/trae-skills.html' },
    'packaging.skills-folder': { basis: 'third-party', date: DAY, claim: 'a Trae skill generator creates skills as .trae/skills/<name>/SKILL.md', url: 'https://skill4agent.com/skill/skill-creator-yashu--steelan9199-wechat-publisher' },
    'hooks.surface': { basis: 'vendor-docs', date: DAY, claim: 'Trae runs custom shell commands at six hook events (SessionStart, UserPromptSubmit, PreToolUse, PostToolUse, Stop, Notification); PreToolUse can check, block, rewrite the input or ask the user', url: 'https://docs.trae.cn/ide_automate-actions-with-hooks.md' },
    'hooks.config': { basis: 'third-party', date: DAY, claim: 'a copy of Trae\'s hook configuration reference: project hooks are $PROJECT_FOLDER/.trae/hooks.json (version 1, matcher groups with command entries, timeout 30 s by default); Claude Code hook files are read and merged too', url: 'https://www.w3cschool.cn/traedocs/trae-ide-hook-configuration-reference.html' },
    'permissions.cli-only': { basis: 'vendor-docs', date: DAY, claim: 'allowed_tools / disallowed_tools / ask_tools are TRAE CLI settings in its global trae_cli.yaml (or --allowed-tool per session)', url: 'https://docs.trae.cn/cli_tool-permission' },
    'instructions.project-rules': { basis: 'third-party', date: DAY, claim: 'Trae\'s "create project_rules.md" button makes a .trae/rules folder in the project with project_rules.md, applied to the AI in that project (a copy of Trae\'s rules page)', url: 'https://w3cschool.cn/traedocs/trae-rules-for-ai.html' },
    'instructions.rule-modes': { basis: 'third-party', date: DAY, claim: 'project rules are Markdown files in .trae/rules; each rule\'s mode (always / by file / by model decision / manual) is set through alwaysApply, globs and description', url: 'https://www.w3cschool.cn/traedocs/rules-for-ai.html' },
    'packaging.layout': { basis: 'third-party', date: DAY, claim: 'a project .trae folder holds rules/, skills/, agents/, settings.json and mcp.json', url: 'https://juejin.cn/post/7619769543519780890' },
  },
} as const satisfies VendorFacts;

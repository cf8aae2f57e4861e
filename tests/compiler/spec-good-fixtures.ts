/** Valid specs for the loader tests: a minimal one and one using every section (spec-v1 plus the extensions). */

export const MINIMAL_SPEC = 'seam: 1\nname: acme\n';

export const FULL_SPEC = `# yaml-language-server: $schema=../compiler/spec/seam.schema.json
seam: 1
name: acme-api
agents: [claude_code, cursor, codex_cli, gemini_cli, vscode_copilot, windsurf]
instructions:
  - id: overview
    text: |
      Use pnpm. Tests live beside the source they test.
  - id: api-style
    file: rules/api-style.md
    paths: ["src/api/**/*.ts"]
  - id: migrations
    description: Writing or reviewing database migrations
    file: rules/migrations.md
permissions:
  allow:
    - shell: npm test
    - read: "src/**"
  ask:
    - shell: git push
  deny:
    - shell: rm -rf
    - read: ".env*"
    - edit: ".github/workflows/**"
    - web: "*.internal.example.com"
    - mcp: github.delete_repo
    - mcp: "jira.*"
rules:
  - id: no-force-push
    on: pre_tool
    tool: shell
    match:
      command: '\\bgit\\s+push\\b.*\\s(--force|-f)\\b'
    unless:
      command: '--force-with-lease'
    decision: deny
    message: Force-push is blocked here; open a pull request instead.
    intent: security
  - id: dry-run-terraform
    tool: [shell]
    match: { command: '^TERRAFORM apply', flags: i }
    decision: transform
    update: { command: terraform plan }
  - id: no-secrets-in-prompts
    on: prompt_submit
    match: { prompt: 'AKIA[0-9A-Z]{16}' }
    decision: deny
  - id: warn-on-lockfile
    tool: [write, edit]
    match: { path: "**/package-lock.json" }
    decision: warn
hooks:
  - on: post_tool
    tool: [write, edit]
    run: npx prettier --write "$SEAM_PATH"
  - id: notify
    on: stop
    run: ./scripts/notify.sh
    timeout: 30
plugin:
  version: 1.0.0
  description: Acme API team tooling
  mcp:
    github:
      command: npx
      args: ["-y", "@modelcontextprotocol/server-github"]
      env: { GITHUB_TOKEN: "\${GITHUB_TOKEN}" }
    docs:
      url: https://docs.example.com/mcp
      transport: http
      headers: { Authorization: "Bearer \${DOCS_TOKEN}" }
  commands:
    - name: review
      description: Review the staged diff
      file: commands/review.md
  agents:
    - name: test-runner
      description: Runs the tests and reports failures
      tools: [read, shell]
      file: agents/test-runner.md
  skills:
    - dir: skills/db-migrations
sandbox:
  mode: workspace
tests:
  - name: force push is blocked
    tool: shell
    command: git push --force origin main
    expect: deny
  - name: lease is fine
    tool: shell
    command: git push --force-with-lease
    expect: allow
  - name: lockfile edit warns
    tool: edit
    path: package-lock.json
    content: "{}"
    expect: warn
  - name: secret prompt is blocked
    on: prompt_submit
    prompt: my key is AKIAABCDEFGHIJKLMNOP
    expect: deny
waivers:
  - agent: vscode_copilot
    at: /permissions/deny/1
    reason: Copilot cannot deny reads; the pre_tool hook covers it.
`;

export const FULL_TREE: Readonly<Record<string, string>> = {
  'seam.yaml': FULL_SPEC,
  'rules/api-style.md': '# API style\n',
  'rules/migrations.md': '# Migrations\n',
  'commands/review.md': 'Review the staged diff.\n',
  'agents/test-runner.md': 'Run the tests.\n',
  'skills/db-migrations/SKILL.md': '---\nname: db-migrations\ndescription: Write and review database migrations.\n---\n# Migrations\n',
  'skills/db-migrations/scripts/check.sh': '#!/bin/sh\necho ok\n',
  'skills/db-migrations/references/guide.md': '# Guide\n',
};

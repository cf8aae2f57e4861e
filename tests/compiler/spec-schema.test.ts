/** seam.schema.json stays in step with the contract vocabularies and is a strict, well-formed 2020-12 schema. */
import { describe, expect, it } from 'vitest';
import { CANONICAL_EVENTS, DECISION_VERBS, TOOL_CLASSES } from '../../compiler/contract/index.js';
import { readSchema } from '../../compiler/spec/validator.js';
import { propertyNames, schemaAt } from '../../compiler/spec/schema-walk.js';

type S = Record<string, unknown>;
const schema = readSchema() as S;
const defs = schema['$defs'] as Record<string, S>;

function walk(node: unknown, at: string, visit: (s: S, at: string) => void): void {
  if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}/${i}`, visit));
  else if (node !== null && typeof node === 'object') {
    visit(node as S, at);
    for (const [k, v] of Object.entries(node as S)) if (k !== 'enum' && k !== 'const') walk(v, `${at}/${k}`, visit);
  }
}

describe('seam.schema.json', () => {
  it('uses the contract vocabularies', () => {
    expect(defs['event']?.['enum']).toEqual([...CANONICAL_EVENTS]);
    expect(defs['verb']?.['enum']).toEqual([...DECISION_VERBS]);
    expect(defs['toolClass']?.['enum']).toEqual([...TOOL_CLASSES]);
    expect((defs['toolSelector']?.['else'] as S)['enum']).toEqual([...TOOL_CLASSES, 'any']);
  });

  it('closes every object and describes every property', () => {
    const open: string[] = [];
    const undocumented: string[] = [];
    walk(schema, '#', (s, at) => {
      // an if/then/else node is closed by its branches; an `if` is a condition, not a shape
      const conditional = s['if'] !== undefined || at.endsWith('/if');
      if (s['type'] === 'object' && s['additionalProperties'] === undefined && !conditional) open.push(at);
      if (s['type'] === 'object' && s['additionalProperties'] === true) open.push(at);
      const props = s['properties'] as Record<string, S> | undefined;
      for (const [k, p] of Object.entries(props ?? {})) if (typeof p['description'] !== 'string') undocumented.push(`${at}/${k}`);
    });
    // `update` is free-form by design: its keys are the agent's own tool-input keys
    // ...and so are a simulated MCP call's arguments
    expect(open).toEqual(['#/$defs/rule/properties/update', '#/$defs/test/properties/mcp/properties/args']);
    expect(undocumented).toEqual([]);
  });

  it('covers every section of spec-v1 and the agreed extensions', () => {
    expect(propertyNames(schema)).toEqual(['seam', 'name', 'agents', 'instructions', 'permissions', 'rules', 'hooks', 'plugin', 'sandbox', 'tests', 'waivers', 'guard']);
    expect(propertyNames(defs['rule'])).toContain('update');
    expect(propertyNames(defs['matcher'])).toEqual(['command', 'exec', 'path', 'content', 'outside_repo', 'mcp', 'url', 'host', 'prompt', 'flags']);
    expect(propertyNames(defs['hook'])).toEqual(['id', 'on', 'tool', 'run', 'timeout']);
    expect(propertyNames(defs['test'])).toEqual(['name', 'on', 'tool', 'command', 'path', 'content', 'prompt', 'url', 'mcp', 'expect']);
    expect(propertyNames(defs['plugin'] ?? ((schema['properties'] as S)['plugin'] as S))).toEqual(['version', 'description', 'author', 'mcp', 'commands', 'agents', 'skills']);
  });

  it('finds the branch a value takes (for messages)', () => {
    const data = { seam: 1, plugin: { mcp: { a: { url: 'https://x' }, b: { command: 'x' } } } };
    expect(propertyNames(schemaAt(schema, data, '/plugin/mcp/a')?.schema)).toEqual(['url', 'transport', 'headers']);
    expect(propertyNames(schemaAt(schema, data, '/plugin/mcp/b')?.schema)).toEqual(['command', 'args', 'env']);
    expect(propertyNames(schemaAt(schema, data, '/plugin/mcp/b')?.alt)).toEqual(['url', 'transport', 'headers']);
  });

  it('compiles under the 2020-12 meta-schema in strict mode', async () => {
    const { default: Ajv } = (await import('ajv/dist/2020.js')) as unknown as { default: new (o: object) => { validateSchema(s: object): boolean; errors: unknown } };
    const ajv = new Ajv({ strict: true, strictRequired: false });
    expect(ajv.validateSchema(schema)).toBe(true);
  });
});

/**
 * Wire framing of the four model APIs the fake model speaks: the Anthropic Messages API, the Gemini API, the
 * OpenAI Responses API and OpenAI Chat Completions. Pure functions: request bodies in, reply bodies (JSON or server-sent event text)
 * out. No I/O here; fake-model.ts owns the socket.
 */

import type { ScriptedCall } from '../backend/types-live.js';

export type { ScriptedCall };

/** What the fake model answers this turn: a tool call, or plain text that ends the turn. */
export type Turn = { readonly kind: 'call'; readonly call: ScriptedCall; readonly id: string } | { readonly kind: 'text'; readonly text: string };

type Body = Record<string, unknown>;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const obj = (v: unknown): Body => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {});
/** A tool result's content as text: a string as it is, text blocks joined, anything else as JSON. */
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : Array.isArray(v) && v.every((b) => typeof obj(b)['text'] === 'string') ? v.map((b) => String(obj(b)['text'])).join('\n') : JSON.stringify(v ?? null);

/** The text of a message's content: a string, or its text parts joined (Anthropic, Gemini, Responses and Chat parts). */
const contentText = (v: unknown): string =>
  typeof v === 'string' ? v : arr(v).map((b) => (typeof obj(b)['text'] === 'string' ? String(obj(b)['text']) : '')).join('\n');
/** The first user message of a list of role-tagged messages (`content` or Gemini's `parts`). */
const firstUserOf = (list: unknown): string => {
  const m = arr(list).map(obj).find((x) => x['role'] === 'user');
  return m === undefined ? '' : contentText(m['content'] ?? m['parts']);
};

/** An SSE frame; `event` omitted for APIs that send only `data:` lines (Gemini). */
export function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

// ---------- Anthropic Messages API ----------

export const anthropic = {
  /** tool names the request offers */
  tools(body: Body): string[] {
    return arr(body['tools']).map((t) => String(obj(t)['name'] ?? '')).filter((n) => n !== '');
  },
  /** the conversation's first user message: which script track it plays */
  firstUser: (body: Body): string => firstUserOf(body['messages']),
  /** tool results already in the conversation (how far the script has got) */
  results(body: Body): number {
    return arr(body['messages']).reduce<number>((n, m) => n + arr(obj(m)['content']).filter((b) => obj(b)['type'] === 'tool_result').length, 0);
  },
  /** the text of the conversation's tool result number `i` (0-based), if it holds that many */
  resultAt(body: Body, i: number): string | undefined {
    const r = arr(body['messages']).flatMap((m) => arr(obj(m)['content']).filter((b) => obj(b)['type'] === 'tool_result'))[i];
    return r === undefined ? undefined : textOf(obj(r)['content']);
  },
  message(turn: Turn, model: string): Body {
    const content = turn.kind === 'call' ? [{ type: 'tool_use', id: turn.id, name: turn.call.name, input: turn.call.input }] : [{ type: 'text', text: turn.text }];
    return {
      id: `msg_${turn.kind === 'call' ? turn.id.slice(6) : 'text'}`,
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: turn.kind === 'call' ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 6 },
    };
  },
  stream(turn: Turn, model: string): string {
    const m = anthropic.message(turn, model);
    const start = { ...m, content: [], stop_reason: null, usage: { input_tokens: 12, output_tokens: 1 } };
    const block =
      turn.kind === 'call' ? { type: 'tool_use', id: turn.id, name: turn.call.name, input: {} } : { type: 'text', text: '' };
    const delta =
      turn.kind === 'call'
        ? { type: 'input_json_delta', partial_json: JSON.stringify(turn.call.input) }
        : { type: 'text_delta', text: turn.text };
    return [
      sse({ type: 'message_start', message: start }, 'message_start'),
      sse({ type: 'content_block_start', index: 0, content_block: block }, 'content_block_start'),
      sse({ type: 'content_block_delta', index: 0, delta }, 'content_block_delta'),
      sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
      sse({ type: 'message_delta', delta: { stop_reason: m['stop_reason'], stop_sequence: null }, usage: { output_tokens: 6 } }, 'message_delta'),
      sse({ type: 'message_stop' }, 'message_stop'),
    ].join('');
  },
  countTokens(body: Body): Body {
    return { input_tokens: Math.max(1, Math.ceil(JSON.stringify(body).length / 4)) };
  },
};

// ---------- Gemini API ----------

/** A value that fits a (small) JSON schema: the router's and the next-speaker check's requests want one. */
export function fitSchema(schema: unknown): unknown {
  const s = obj(schema);
  const type = String(s['type'] ?? '').toLowerCase();
  const en = arr(s['enum']);
  if (en.length > 0) return en.includes('user') ? 'user' : en[0];
  if (type === 'object' || s['properties']) {
    const props = obj(s['properties']);
    return Object.fromEntries(Object.keys(props).map((k) => [k, fitSchema(props[k])]));
  }
  if (type === 'array') return [];
  if (type === 'number' || type === 'integer') return typeof s['minimum'] === 'number' ? s['minimum'] : 1;
  if (type === 'boolean') return false;
  return 'fake';
}

export const gemini = {
  tools(body: Body): string[] {
    return arr(body['tools']).flatMap((t) => arr(obj(t)['functionDeclarations']).map((f) => String(obj(f)['name'] ?? '')));
  },
  firstUser: (body: Body): string => firstUserOf(body['contents']),
  results(body: Body): number {
    return arr(body['contents']).reduce<number>((n, c) => n + arr(obj(c)['parts']).filter((p) => obj(p)['functionResponse'] !== undefined).length, 0);
  },
  resultAt(body: Body, i: number): string | undefined {
    const r = arr(body['contents']).flatMap((c) => arr(obj(c)['parts']).filter((p) => obj(p)['functionResponse'] !== undefined))[i];
    return r === undefined ? undefined : textOf(obj(obj(r)['functionResponse'])['response']);
  },
  /** the router / next-speaker requests ask for JSON that fits a schema */
  wantsJson(body: Body): boolean {
    return obj(body['generationConfig'])['responseMimeType'] === 'application/json';
  },
  jsonText(body: Body): string {
    const g = obj(body['generationConfig']);
    return JSON.stringify(fitSchema(g['responseJsonSchema'] ?? g['responseSchema'] ?? {}));
  },
  response(turn: Turn, model: string): Body {
    const part = turn.kind === 'call' ? { functionCall: { name: turn.call.name, args: turn.call.input } } : { text: turn.text };
    return {
      candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 6, totalTokenCount: 18 },
      modelVersion: model,
      responseId: turn.kind === 'call' ? turn.id : 'resp_text',
    };
  },
  stream(turn: Turn, model: string): string {
    return sse(gemini.response(turn, model)).replace(/\n\n$/, '\r\n\r\n');
  },
  countTokens(body: Body): Body {
    return { totalTokens: Math.max(1, Math.ceil(JSON.stringify(body).length / 4)) };
  },
};

// ---------- OpenAI Responses API ----------

export const openai = {
  tools(body: Body): string[] {
    return arr(body['tools']).map((t) => String(obj(t)['name'] ?? obj(obj(t)['function'])['name'] ?? ''));
  },
  firstUser: (body: Body): string => (typeof body['input'] === 'string' ? body['input'] : firstUserOf(body['input'])),
  results(body: Body): number {
    return arr(body['input']).filter((i) => ['function_call_output', 'custom_tool_call_output'].includes(String(obj(i)['type']))).length;
  },
  resultAt(body: Body, i: number): string | undefined {
    const r = arr(body['input']).filter((x) => ['function_call_output', 'custom_tool_call_output'].includes(String(obj(x)['type'])))[i];
    return r === undefined ? undefined : textOf(obj(r)['output']);
  },
  item(turn: Turn): Body {
    if (turn.kind === 'text') return { type: 'message', id: 'msg_text', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: turn.text, annotations: [] }] };
    const ids = { id: `fc_${turn.id.slice(6)}`, call_id: `call_${turn.id.slice(6)}` };
    return turn.call.raw !== undefined
      ? { type: 'custom_tool_call', ...ids, name: turn.call.name, input: turn.call.raw, status: 'completed' }
      : { type: 'function_call', ...ids, name: turn.call.name, arguments: JSON.stringify(turn.call.input), status: 'completed' };
  },
  response(turn: Turn, model: string, status: 'in_progress' | 'completed'): Body {
    return {
      id: `resp_${turn.kind === 'call' ? turn.id.slice(6) : 'text'}`,
      object: 'response',
      created_at: 0,
      status,
      model,
      output: status === 'completed' ? [openai.item(turn)] : [],
      usage: status === 'completed' ? { input_tokens: 12, input_tokens_details: { cached_tokens: 0 }, output_tokens: 6, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 18 } : null,
    };
  },
  stream(turn: Turn, model: string): string {
    const item = openai.item(turn);
    const added =
      turn.kind === 'text' ? { ...item, content: [], status: 'in_progress' } : turn.call.raw !== undefined ? { ...item, input: '', status: 'in_progress' } : { ...item, arguments: '', status: 'in_progress' };
    return [
      sse({ type: 'response.created', sequence_number: 0, response: openai.response(turn, model, 'in_progress') }, 'response.created'),
      sse({ type: 'response.output_item.added', sequence_number: 1, output_index: 0, item: added }, 'response.output_item.added'),
      sse({ type: 'response.output_item.done', sequence_number: 2, output_index: 0, item }, 'response.output_item.done'),
      sse({ type: 'response.completed', sequence_number: 3, response: openai.response(turn, model, 'completed') }, 'response.completed'),
    ].join('');
  },
};

// ---------- OpenAI Chat Completions ----------

const toolMessages = (body: Body): Body[] => arr(body['messages']).map(obj).filter((m) => m['role'] === 'tool');

export const chat = {
  tools(body: Body): string[] {
    return arr(body['tools']).map((t) => String(obj(obj(t)['function'])['name'] ?? obj(t)['name'] ?? '')).filter((n) => n !== '');
  },
  firstUser: (body: Body): string => firstUserOf(body['messages']),
  results(body: Body): number {
    return toolMessages(body).length;
  },
  resultAt(body: Body, i: number): string | undefined {
    const r = toolMessages(body)[i];
    return r === undefined ? undefined : textOf(r['content']);
  },
  toolCall(turn: Turn & { kind: 'call' }): Body {
    return { id: `call_${turn.id.slice(6)}`, type: 'function', function: { name: turn.call.name, arguments: JSON.stringify(turn.call.input) } };
  },
  completion(turn: Turn, model: string): Body {
    const message = turn.kind === 'call' ? { role: 'assistant', content: null, tool_calls: [chat.toolCall(turn)] } : { role: 'assistant', content: turn.text };
    return {
      id: `chatcmpl_${turn.kind === 'call' ? turn.id.slice(6) : 'text'}`,
      object: 'chat.completion',
      created: 0,
      model,
      choices: [{ index: 0, message, finish_reason: turn.kind === 'call' ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 12, completion_tokens: 6, total_tokens: 18 },
    };
  },
  /** chunks: the role, the content or the whole tool call (name and arguments in one delta), the finish reason with usage, [DONE] */
  stream(turn: Turn, model: string): string {
    const id = `chatcmpl_${turn.kind === 'call' ? turn.id.slice(6) : 'text'}`;
    const chunk = (delta: Body, finish: string | null, usage?: Body): string =>
      sse({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) });
    const body = turn.kind === 'call' ? { tool_calls: [{ index: 0, ...chat.toolCall(turn) }] } : { content: turn.text };
    return [
      chunk({ role: 'assistant', content: turn.kind === 'call' ? null : '' }, null),
      chunk(body, null),
      chunk({}, turn.kind === 'call' ? 'tool_calls' : 'stop', { prompt_tokens: 12, completion_tokens: 6, total_tokens: 18 }),
      'data: [DONE]\n\n',
    ].join('');
  },
};

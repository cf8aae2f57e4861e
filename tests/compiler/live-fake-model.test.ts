/** The fake model's protocol framing, over real HTTP on loopback (no agent clients involved). */
import { afterEach, describe, expect, it } from 'vitest';
import { fitSchema } from '../../compiler/live/fake-protocols.js';
import { startFakeModel, type FakeModel } from '../../compiler/live/fake-model.js';

let fm: FakeModel | undefined;
afterEach(async () => {
  await fm?.close();
  fm = undefined;
});

const bash = { name: 'Bash', input: { command: 'touch x', description: 'd' } };

async function post(path: string, body: unknown): Promise<{ status: number; type: string; text: string }> {
  const r = await fetch(`${fm!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
}

/** SSE text → [{event, data}] */
function frames(text: string): { event: string | undefined; data: Record<string, unknown> }[] {
  return text
    .split(/\r?\n\r?\n/)
    .filter((f) => f.trim() !== '')
    .map((f) => {
      const ev = /^event: (.*)$/m.exec(f)?.[1];
      return { event: ev, data: JSON.parse(/^data: (.*)$/m.exec(f)![1]!) as Record<string, unknown> };
    });
}

describe('fake model server', () => {
  it('listens on 127.0.0.1 only, on a port of its own', async () => {
    fm = await startFakeModel();
    expect(fm.url).toBe(`http://127.0.0.1:${fm.port}`);
    expect(fm.port).toBeGreaterThan(0);
  });

  it('Anthropic, non-streaming: the scripted tool_use first, plain text once a tool_result is in the conversation', async () => {
    fm = await startFakeModel({ calls: [bash] });
    const tools = [{ name: 'Bash' }, { name: 'Write' }];
    const first = JSON.parse((await post('/v1/messages?beta=true', { model: 'm', tools, messages: [{ role: 'user', content: 'go' }] })).text) as Record<string, unknown>;
    expect(first['stop_reason']).toBe('tool_use');
    expect(first['content']).toEqual([{ type: 'tool_use', id: 'toolu_live0000', name: 'Bash', input: { command: 'touch x', description: 'd' } }]);
    const messages = [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: first['content'] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_live0000', content: 'refused: R', is_error: true }] },
    ];
    const second = JSON.parse((await post('/v1/messages', { model: 'm', tools, messages })).text) as Record<string, unknown>;
    expect(second['stop_reason']).toBe('end_turn');
    expect(second['content']).toEqual([{ type: 'text', text: 'mock-done' }]);
    expect(fm.requests.map((r) => [r.api, r.answer])).toEqual([['anthropic', 'call:Bash'], ['anthropic', 'text']]);
    expect(fm.afterCall(0)).toHaveLength(1);
    expect(fm.seen('refused: R')).toBe(true);
    expect(fm.seen('never sent')).toBe(false);
    expect(fm.result(0)).toBe('refused: R');
    expect(fm.result(1)).toBeUndefined();
    expect([...fm.offered()]).toEqual(['Bash', 'Write']);
  });

  it('Anthropic, streaming: the SSE event sequence, with the tool input as one input_json_delta', async () => {
    fm = await startFakeModel({ calls: [bash] });
    const r = await post('/v1/messages', { model: 'm', stream: true, tools: [{ name: 'Bash' }], messages: [{ role: 'user', content: 'go' }] });
    expect(r.type).toBe('text/event-stream');
    const f = frames(r.text);
    expect(f.map((x) => x.event)).toEqual(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
    expect(f.every((x) => x.data['type'] === x.event)).toBe(true);
    expect(f[1]!.data['content_block']).toEqual({ type: 'tool_use', id: 'toolu_live0000', name: 'Bash', input: {} });
    const delta = f[2]!.data['delta'] as { type: string; partial_json: string };
    expect(delta.type).toBe('input_json_delta');
    expect(JSON.parse(delta.partial_json)).toEqual({ command: 'touch x', description: 'd' });
    expect((f[4]!.data['delta'] as Record<string, unknown>)['stop_reason']).toBe('tool_use');
  });

  it('answers text, not a call, when the request does not offer the scripted tool', async () => {
    fm = await startFakeModel({ calls: [bash], finalText: 'bye' });
    const r = JSON.parse((await post('/v1/messages', { model: 'm', messages: [] })).text) as Record<string, unknown>;
    expect(r['content']).toEqual([{ type: 'text', text: 'bye' }]);
  });

  it('Anthropic token count', async () => {
    fm = await startFakeModel();
    const r = await post('/v1/messages/count_tokens', { messages: [{ role: 'user', content: 'abcd' }] });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ input_tokens: 12 });
    expect(fm.requests[0]!.answer).toBe('count');
  });

  it('Gemini: functionCall, then text after a functionResponse; SSE data lines; countTokens', async () => {
    fm = await startFakeModel({ calls: [{ name: 'run_shell_command', input: { command: 'touch x' } }] });
    const tools = [{ functionDeclarations: [{ name: 'run_shell_command' }, { name: 'write_file' }] }];
    const r1 = JSON.parse((await post('/v1beta/models/gemini-x:generateContent', { contents: [{ role: 'user', parts: [{ text: 'go' }] }], tools })).text) as { candidates: { content: { parts: unknown[] } }[] };
    expect(r1.candidates[0]!.content.parts).toEqual([{ functionCall: { name: 'run_shell_command', args: { command: 'touch x' } } }]);
    const contents = [
      { role: 'user', parts: [{ text: 'go' }] },
      { role: 'model', parts: r1.candidates[0]!.content.parts },
      { role: 'user', parts: [{ functionResponse: { name: 'run_shell_command', response: { error: 'blocked' } } }] },
    ];
    const s = await post('/v1beta/models/gemini-x:streamGenerateContent?alt=sse', { contents, tools });
    expect(s.text.endsWith('\r\n\r\n')).toBe(true);
    const f = frames(s.text);
    expect(f).toHaveLength(1);
    expect(f[0]!.event).toBeUndefined();
    expect((f[0]!.data['candidates'] as { content: { parts: unknown[] } }[])[0]!.content.parts).toEqual([{ text: 'mock-done' }]);
    expect(JSON.parse((await post('/v1beta/models/gemini-x:countTokens', { contents: [] })).text)).toEqual({ totalTokens: 4 });
    expect(fm.requests.map((r) => r.answer)).toEqual(['call:run_shell_command', 'text', 'count']);
  });

  it("Gemini: the router's JSON-schema request gets JSON that fits the schema", async () => {
    fm = await startFakeModel();
    const schema = { type: 'object', properties: { reasoning: { type: 'string' }, model_choice: { type: 'string', enum: ['flash', 'pro'] }, score: { type: 'integer', minimum: 1 } } };
    const r = JSON.parse((await post('/v1beta/models/flash-lite:generateContent', { contents: [], generationConfig: { responseMimeType: 'application/json', responseJsonSchema: schema } })).text) as { candidates: { content: { parts: { text: string }[] } }[] };
    expect(JSON.parse(r.candidates[0]!.content.parts[0]!.text)).toEqual({ reasoning: 'fake', model_choice: 'flash', score: 1 });
    expect(fitSchema({ type: 'string', enum: ['model', 'user'] })).toBe('user');
    expect(fitSchema({ type: 'array', items: { type: 'string' } })).toEqual([]);
  });

  it('OpenAI Responses: SSE events for a function call, a custom (freeform) call, and the closing message', async () => {
    fm = await startFakeModel({ calls: [{ name: 'exec_command', input: { cmd: 'touch x' } }, { name: 'apply_patch', input: {}, raw: '*** Begin Patch\n*** End Patch\n' }] });
    const tools = [{ type: 'function', name: 'exec_command' }, { type: 'custom', name: 'apply_patch' }];
    const f1 = frames((await post('/v1/responses', { model: 'g', stream: true, tools, input: [] })).text);
    expect(f1.map((x) => x.event)).toEqual(['response.created', 'response.output_item.added', 'response.output_item.done', 'response.completed']);
    expect(f1[2]!.data['item']).toEqual({ type: 'function_call', id: 'fc_live0000', call_id: 'call_live0000', name: 'exec_command', arguments: '{"cmd":"touch x"}', status: 'completed' });
    const f2 = frames((await post('/v1/responses', { model: 'g', tools, input: [{ type: 'function_call_output', call_id: 'call_live0000', output: 'x' }] })).text);
    expect(f2[2]!.data['item']).toEqual({ type: 'custom_tool_call', id: 'fc_live0001', call_id: 'call_live0001', name: 'apply_patch', input: '*** Begin Patch\n*** End Patch\n', status: 'completed' });
    const input = [{ type: 'function_call_output' }, { type: 'custom_tool_call_output' }];
    const f3 = frames((await post('/v1/responses', { model: 'g', tools, input })).text);
    const done = f3[3]!.data['response'] as { status: string; output: unknown[] };
    expect(done.status).toBe('completed');
    expect(done.output).toEqual([{ type: 'message', id: 'msg_text', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'mock-done', annotations: [] }] }]);
  });

  it('OpenAI Chat Completions: a tool call in chunks ending [DONE], plain text after a tool message; non-streaming too', async () => {
    fm = await startFakeModel({ calls: [bash] });
    const tools = [{ type: 'function', function: { name: 'Bash', parameters: {} } }];
    const r1 = await post('/v1/chat/completions', { model: 'gpt-fake', stream: true, tools, messages: [{ role: 'user', content: 'go' }] });
    expect(r1.type).toContain('text/event-stream');
    expect(r1.text.endsWith('data: [DONE]\n\n')).toBe(true);
    const chunks = frames(r1.text.replace('data: [DONE]\n\n', '')).map((f) => (f.data['choices'] as Record<string, unknown>[])[0]!);
    expect(chunks.map((c) => c['finish_reason'])).toEqual([null, null, 'tool_calls']);
    expect((chunks[1]!['delta'] as Record<string, unknown>)['tool_calls']).toEqual([{ index: 0, id: 'call_live0000', type: 'function', function: { name: 'Bash', arguments: '{"command":"touch x","description":"d"}' } }]);
    const messages = [{ role: 'user', content: 'go' }, { role: 'assistant', tool_calls: [{ id: 'call_live0000' }] }, { role: 'tool', tool_call_id: 'call_live0000', content: [{ type: 'text', text: 'denied by hook' }] }];
    const r2 = JSON.parse((await post('/v1/chat/completions', { model: 'gpt-fake', tools, messages })).text) as { choices: { message: unknown; finish_reason: string }[] };
    expect(r2.choices[0]).toEqual({ index: 0, message: { role: 'assistant', content: 'mock-done' }, finish_reason: 'stop' });
    expect(fm.result(0)).toBe('denied by hook');
    expect([...fm.offered()]).toEqual(['Bash']);
    expect(fm.requests.map((q) => [q.api, q.answer])).toEqual([['chat', 'call:Bash'], ['chat', 'text']]);
  });

  it("a conversation whose first user message holds a track's marker plays that track, with ids of its own, in every protocol", async () => {
    const task = { name: 'Agent', input: { prompt: 'SUB-7: do it' } };
    fm = await startFakeModel({ calls: [task], tracks: [{ marker: 'SUB-7', calls: [bash] }] });
    const tools = [{ name: 'Agent' }, { name: 'Bash' }];
    // the main conversation mentions the marker only inside its own call, never in its first user message
    const main = [{ role: 'user', content: 'go' }, { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_live0000', name: 'Agent', input: task.input }] }];
    const sub = [{ role: 'user', content: [{ type: 'text', text: '<system-reminder>x</system-reminder>' }, { type: 'text', text: 'SUB-7: do it' }] }];
    const r1 = JSON.parse((await post('/v1/messages', { model: 'm', tools, messages: [main[0]] })).text) as { content: { id: string; name: string }[] };
    expect(r1.content[0]).toMatchObject({ name: 'Agent', id: 'toolu_live0000' });
    const r2 = JSON.parse((await post('/v1/messages', { model: 'm', tools, messages: sub })).text) as { content: { id: string; name: string }[] };
    expect(r2.content[0]).toMatchObject({ name: 'Bash', id: 'toolu_t0_0000' });
    const subDone = [...sub, { role: 'assistant', content: r2.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_t0_0000', content: 'denied in sub' }] }];
    expect(JSON.parse((await post('/v1/messages', { model: 'm', tools, messages: subDone })).text)).toMatchObject({ stop_reason: 'end_turn' });
    const mainDone = [...main, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_live0000', content: 'sub said: mock-done' }] }];
    expect(JSON.parse((await post('/v1/messages', { model: 'm', tools, messages: mainDone })).text)).toMatchObject({ stop_reason: 'end_turn' });
    expect(fm.requests.map((q) => [q.answer, q.track])).toEqual([['call:Agent', undefined], ['call:Bash', 'SUB-7'], ['text', 'SUB-7'], ['text', undefined]]);
    expect(fm.result(0)).toBe('sub said: mock-done');
    expect(fm.result(0, 'SUB-7')).toBe('denied in sub');
    expect(fm.afterCall(0, 'SUB-7')).toHaveLength(1);
    // the same choice in the Gemini, Responses and Chat framings
    const gem = JSON.parse((await post('/v1beta/models/g:generateContent', { tools: [{ functionDeclarations: [{ name: 'Bash' }] }], contents: [{ role: 'user', parts: [{ text: 'SUB-7: do it' }] }] })).text) as Record<string, unknown>;
    expect(JSON.stringify(gem)).toContain('"functionCall":{"name":"Bash"');
    const resp = await post('/v1/responses', { stream: false, tools: [{ name: 'Bash' }], input: [{ role: 'user', content: [{ type: 'input_text', text: 'SUB-7: do it' }] }] });
    expect(resp.text).toContain('"call_id":"call_t0_0000"');
    const chatReply = await post('/v1/chat/completions', { tools: [{ type: 'function', function: { name: 'Bash' } }], messages: [{ role: 'system', content: 'SUB-7 in a system prompt does not count' }, { role: 'user', content: 'go' }] });
    expect(chatReply.text).toContain('"content":"mock-done"');
    expect(fm.requests.slice(4).map((q) => q.track)).toEqual(['SUB-7', 'SUB-7', undefined]);
  });

  it("bind fills an input field from the previous tool result (a number stays a number), and leaves it out when nothing matches", async () => {
    const write = { name: 'write_stdin', input: { chars: 'ls\n' }, bind: { key: 'session_id', pattern: 'session ID (\\d+)' } };
    fm = await startFakeModel({ calls: [{ name: 'exec_command', input: { cmd: 'bash' } }, write] });
    const tools = [{ name: 'exec_command' }, { name: 'write_stdin' }];
    const after = (out: string) => [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_live0000', name: 'exec_command', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_live0000', content: out }] },
    ];
    const got = JSON.parse((await post('/v1/messages', { tools, messages: after('Process running with session ID 26940\nOutput:') })).text) as { content: { input: unknown }[] };
    expect(got.content[0]!.input).toEqual({ chars: 'ls\n', session_id: 26940 });
    const none = JSON.parse((await post('/v1/messages', { tools, messages: after('Process exited with code 0') })).text) as { content: { input: unknown }[] };
    expect(none.content[0]!.input).toEqual({ chars: 'ls\n' });
  });

  it('answers 404 for a route it does not know, and records it', async () => {
    fm = await startFakeModel();
    const r = await post('/v1/embeddings', {});
    expect(r.status).toBe(404);
    expect(fm.requests).toEqual([{ method: 'POST', path: '/v1/embeddings', api: 'other', body: {}, answer: '404' }]);
  });

  it('closes itself after maxRequests', async () => {
    fm = await startFakeModel({ maxRequests: 2 });
    await post('/v1/messages/count_tokens', {});
    await post('/v1/messages/count_tokens', {});
    await fm.closed;
    await expect(fetch(`${fm.url}/v1/messages`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('closes itself after maxSeconds', async () => {
    fm = await startFakeModel({ maxSeconds: 0.05 });
    await fm.closed;
    await expect(fetch(`${fm.url}/v1/messages`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

describe('fake model on a unix socket (the --live jail reaches it through a relay)', () => {
  it('serves the same routes on the socket and names the relay port in its URL', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { request } = await import('node:http');
    const path = join(mkdtempSync(join(tmpdir(), 'seamc-fm-')), 'm.sock');
    fm = await startFakeModel({ socket: { path, port: 41234 } });
    expect(fm.url).toBe('http://127.0.0.1:41234');
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'go' }] });
    const text = await new Promise<string>((resolve, reject) => {
      const req = request({ socketPath: path, path: '/v1/messages', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let t = '';
        res.on('data', (d: Buffer) => (t += d.toString()));
        res.on('end', () => resolve(t));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(JSON.parse(text)).toMatchObject({ type: 'message', content: [{ type: 'text', text: 'mock-done' }] });
  });
});

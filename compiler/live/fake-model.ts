/**
 * The fake model: an HTTP server on 127.0.0.1 (random port) that speaks the Anthropic Messages API, the Gemini
 * API, the OpenAI Responses API and OpenAI Chat Completions well enough for the real agent CLIs to run a session offline. It plays a
 * script: while the conversation holds fewer tool results than the script has calls, it answers with the next
 * call (when the request offers that tool); otherwise with plain text, which ends the turn. A conversation whose first
 * user message holds a track's marker (a subagent's task, say) plays that track's calls instead. It records every
 * request, and closes itself after `maxSeconds` or `maxRequests`, whichever comes first. Used by the live suite
 * (tests/live) and by `seamc test --live` (compiler/live/case.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropic, chat, gemini, openai, type ScriptedCall, type Turn } from './fake-protocols.js';

export type { ScriptedCall } from './fake-protocols.js';

export type Api = 'anthropic' | 'gemini' | 'openai' | 'chat' | 'other';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly api: Api;
  /** parsed JSON body (undefined when the body was empty or not JSON) */
  readonly body: unknown;
  /** what the fake answered: `call:<tool>`, `text`, `json`, `count`, `list` or `404` */
  readonly answer: string;
  /** the marker of the track this conversation played; absent for the main script */
  readonly track?: string;
}

/** A script for the conversations whose first user message holds `marker` (a subagent's own conversation). */
export interface ScriptTrack {
  readonly marker: string;
  readonly calls: readonly ScriptedCall[];
}

export interface FakeModelOptions {
  readonly calls?: readonly ScriptedCall[];
  /** scripts of other conversations, chosen by their first user message */
  readonly tracks?: readonly ScriptTrack[];
  /** the text that ends the turn */
  readonly finalText?: string;
  /** close after this many requests (default 400) */
  readonly maxRequests?: number;
  /** close after this many seconds (default 300) */
  readonly maxSeconds?: number;
  /** listen on this unix socket instead of a loopback port; a contained client reaches it through a relay on `port` */
  readonly socket?: { readonly path: string; readonly port: number };
}

export interface FakeModel {
  /** the loopback port (on a unix socket: the relay's) */
  readonly port: number;
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly requests: readonly RecordedRequest[];
  /** every recorded request body, serialized, for "did this text reach the model" checks */
  seen(text: string): boolean;
  /** the request bodies that answer one call of the script (of the track with `marker`): they carry its tool result */
  afterCall(index: number, marker?: string): readonly RecordedRequest[];
  /** the text of the tool result the client sent back for call `index` (of the track with `marker`), or undefined when it sent none */
  result(index: number, marker?: string): string | undefined;
  /** every tool name the client offered the model, in any request */
  offered(): ReadonlySet<string>;
  close(): Promise<void>;
  /** resolves once the server has closed, for whatever reason */
  readonly closed: Promise<void>;
}

const LOOPBACK = '127.0.0.1';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface Reply {
  readonly status: number;
  readonly type: 'json' | 'sse';
  readonly body: string;
  readonly answer: string;
}

const json = (v: unknown, answer: string, status = 200): Reply => ({ status, type: 'json', body: JSON.stringify(v), answer });
const stream = (text: string, answer: string): Reply => ({ status: 200, type: 'sse', body: text, answer });

/** The turn the script calls for, given how many tool results the conversation already holds. */
export function nextTurn(calls: readonly ScriptedCall[], results: number, offered: readonly string[], finalText: string, idPrefix = 'live'): Turn {
  const call = calls[results];
  if (call && offered.includes(call.name)) return { kind: 'call', call, id: `toolu_${idPrefix}${String(results).padStart(4, '0')}` };
  return { kind: 'text', text: finalText };
}

interface Protocol {
  tools(body: Record<string, unknown>): string[];
  results(body: Record<string, unknown>): number;
  resultAt(body: Record<string, unknown>, i: number): string | undefined;
  firstUser(body: Record<string, unknown>): string;
}

/** The script with call `n`'s `bind` filled from the conversation's previous tool result (left as it is when nothing matches). */
function bound(calls: readonly ScriptedCall[], n: number, p: Protocol, b: Record<string, unknown>): readonly ScriptedCall[] {
  const call = calls[n];
  if (call?.bind === undefined || n === 0) return calls;
  const m = new RegExp(call.bind.pattern).exec(p.resultAt(b, n - 1) ?? '');
  if (m?.[1] === undefined) return calls;
  const value = /^-?\d+$/.test(m[1]) ? Number(m[1]) : m[1];
  const out = [...calls];
  out[n] = { ...call, input: { ...call.input, [call.bind.key]: value } };
  return out;
}

type Script = Required<Pick<FakeModelOptions, 'calls' | 'finalText'>> & Pick<FakeModelOptions, 'tracks'>;

/** The track a conversation plays: the first whose marker its first user message holds. */
const trackOf = (p: Protocol, b: Record<string, unknown>, o: Script): { track: ScriptTrack; n: number } | undefined => {
  const first = p.firstUser(b);
  const n = (o.tracks ?? []).findIndex((t) => first.includes(t.marker));
  return n < 0 ? undefined : { track: o.tracks![n]!, n };
};

/** This conversation's next turn, by its track (ids `toolu_t<n>_…` so they never meet the main script's). */
function turnOf(p: Protocol, b: Record<string, unknown>, o: Script): { turn: Turn; track?: string } {
  const t = trackOf(p, b, o);
  const n = p.results(b);
  if (t === undefined) return { turn: nextTurn(bound(o.calls, n, p, b), n, p.tools(b), o.finalText) };
  return { turn: nextTurn(bound(t.track.calls, n, p, b), n, p.tools(b), o.finalText, `t${t.n}_`), track: t.track.marker };
}

const turnAnswer = (t: Turn): string => (t.kind === 'call' ? `call:${t.call.name}` : 'text');

/** Route one request. Exported for the framing tests. */
export function route(method: string, path: string, body: unknown, o: Script): { api: Api; reply: Reply; track?: string } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const p = path.split('?')[0]!;
  const gem = /\/models\/([^/:]+):(generateContent|streamGenerateContent|countTokens)$/.exec(p);
  if (gem) {
    const model = gem[1]!;
    if (gem[2] === 'countTokens') return { api: 'gemini', reply: json(gemini.countTokens(b), 'count') };
    const sseWanted = gem[2] === 'streamGenerateContent';
    if (gemini.wantsJson(b)) {
      const t: Turn = { kind: 'text', text: gemini.jsonText(b) };
      return { api: 'gemini', reply: sseWanted ? stream(gemini.stream(t, model), 'json') : json(gemini.response(t, model), 'json') };
    }
    const { turn: t, track } = turnOf(gemini, b, o);
    return { api: 'gemini', reply: sseWanted ? stream(gemini.stream(t, model), turnAnswer(t)) : json(gemini.response(t, model), turnAnswer(t)), ...(track ? { track } : {}) };
  }
  if (method === 'POST' && p.endsWith('/messages/count_tokens')) return { api: 'anthropic', reply: json(anthropic.countTokens(b), 'count') };
  if (method === 'POST' && p.endsWith('/messages')) {
    const model = String(b['model'] ?? 'claude-fake');
    const { turn: t, track } = turnOf(anthropic, b, o);
    return { api: 'anthropic', reply: b['stream'] === true ? stream(anthropic.stream(t, model), turnAnswer(t)) : json(anthropic.message(t, model), turnAnswer(t)), ...(track ? { track } : {}) };
  }
  if (method === 'POST' && p.endsWith('/responses')) {
    const model = String(b['model'] ?? 'gpt-fake');
    const { turn: t, track } = turnOf(openai, b, o);
    return { api: 'openai', reply: b['stream'] === false ? json(openai.response(t, model, 'completed'), turnAnswer(t)) : stream(openai.stream(t, model), turnAnswer(t)), ...(track ? { track } : {}) };
  }
  if (method === 'POST' && p.endsWith('/chat/completions')) {
    const model = String(b['model'] ?? 'gpt-fake');
    const { turn: t, track } = turnOf(chat, b, o);
    return { api: 'chat', reply: b['stream'] === true ? stream(chat.stream(t, model), turnAnswer(t)) : json(chat.completion(t, model), turnAnswer(t)), ...(track ? { track } : {}) };
  }
  if (method === 'GET' && /\/models\/?$/.test(p)) return { api: 'other', reply: json({ object: 'list', data: [], models: [], has_more: false }, 'list') };
  return { api: 'other', reply: json({ error: { type: 'not_found', message: `fake model: no route for ${method} ${p}` } }, '404', 404) };
}

export async function startFakeModel(options: FakeModelOptions = {}): Promise<FakeModel> {
  const o: Script = { calls: options.calls ?? [], finalText: options.finalText ?? 'mock-done', ...(options.tracks ? { tracks: options.tracks } : {}) };
  const maxRequests = options.maxRequests ?? 400;
  const requests: RecordedRequest[] = [];
  let closing: Promise<void> | undefined;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const text = await readBody(req);
      const body = parse(text);
      const { api, reply, track } = route(req.method ?? 'GET', req.url ?? '/', body, o);
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', api, body, answer: reply.answer, ...(track ? { track } : {}) });
      const headers: Record<string, string> =
        reply.type === 'sse'
          ? { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' }
          : { 'content-type': 'application/json', connection: 'close' };
      if (api === 'anthropic') headers['request-id'] = `req_fake${requests.length}`;
      res.writeHead(reply.status, headers);
      res.end(reply.body);
      if (requests.length >= maxRequests) void close();
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  function close(): Promise<void> {
    closing ??= new Promise<void>((resolve) => {
      clearTimeout(timer);
      server.close(() => {
        resolveClosed();
        resolve();
      });
      server.closeAllConnections();
    });
    return closing;
  }

  const timer = setTimeout(() => void close(), (options.maxSeconds ?? 300) * 1000);
  timer.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (options.socket !== undefined) server.listen(options.socket.path, () => resolve());
    else server.listen(0, LOOPBACK, () => resolve());
  });
  const port = options.socket !== undefined ? options.socket.port : (server.address() as AddressInfo).port;
  const serialized = (): string => requests.map((r) => JSON.stringify(r.body ?? null)).join('\n');
  const api = (r: RecordedRequest) => (r.api === 'anthropic' ? anthropic : r.api === 'gemini' ? gemini : r.api === 'openai' ? openai : r.api === 'chat' ? chat : undefined);
  const body = (r: RecordedRequest) => (r.body ?? {}) as Record<string, unknown>;
  const afterCall = (i: number, marker?: string) => requests.filter((r) => r.track === marker && (api(r)?.results(body(r)) ?? 0) > i);
  return {
    port,
    url: `http://${LOOPBACK}:${port}`,
    requests,
    seen: (t) => serialized().includes(t),
    afterCall,
    result: (i, marker) => {
      const r = afterCall(i, marker)[0];
      return r === undefined ? undefined : api(r)?.resultAt(body(r), i);
    },
    offered: () => new Set(requests.flatMap((r) => api(r)?.tools(body(r)) ?? [])),
    close,
    closed,
  };
}

// A stand-in for the sandbox in the history tests: `fetch` answers each call
// path from a handler, and every call's path and body is kept to assert on.
import { vi } from 'vitest';

export interface Answer {
  readonly code?: number;
  readonly data?: unknown;
}

/** Answers a call's body; a promise holds the answer back (a slow server). */
export type Handler = (body: Record<string, unknown>) => Answer | Promise<Answer>;

export interface FakeSandbox {
  /** Each call made, in order. */
  readonly calls: { path: string; body: Record<string, unknown> }[];
  /** The bodies of the calls to one path. */
  readonly bodiesOf: (path: string) => Record<string, unknown>[];
}

export function fakeSandbox(handlers: Record<string, Handler>): FakeSandbox {
  const calls: FakeSandbox['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://test').pathname.replace(/^\/api/, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const handler = handlers[path];
      const { code = 0, data = null } = handler ? await handler(body) : { code: 404 };
      return new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
        status: code === 0 ? 200 : code,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, bodiesOf: (path) => calls.filter((call) => call.path === path).map((call) => call.body) };
}

/** A paged answer of `rows` as the sandbox pages it. */
export function pageOf<Row>(rows: readonly Row[], body: Record<string, unknown>) {
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  return {
    data: { list: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize },
  };
}

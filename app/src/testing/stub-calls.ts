// stubCalls: the sandbox as a test needs it, at fetch. Each call path answers
// its data, or a function of the request body that returns the data (a
// promise of it holds the answer back, as a slow server does), throws a
// CallRefusal to answer that code, or throws anything else to lose the
// connection (fetch rejects, as a browser's does: new TypeError('Failed to
// fetch')). Every request is recorded; a path the test did not expect answers 404.
//
//   const calls = stubCalls({ '/refresh-balance': { currency: 'USDT', balance: 100, balances: [] } });
//   ...
//   expect(calls.paths()).toEqual(['/refresh-balance']);
import { vi } from 'vitest';
import type { CallPath } from '@/lib/api/api-types';

export class CallRefusal {
  constructor(readonly code: number) {}
}

/** A call's data (a function among answers is never data: it answers the body). */
export type CallAnswer = object | string | number | boolean | null;
export type CallAnswerer = (body: Record<string, unknown>) => unknown;
export type CallAnswers = Partial<Record<CallPath, CallAnswer | CallAnswerer>>;

export interface StubbedCalls {
  readonly fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** The paths called, in order. */
  readonly paths: () => string[];
  /** The JSON bodies sent to one path, in order. */
  readonly bodies: (path: CallPath) => Record<string, unknown>[];
}

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status: code === 0 ? 200 : code,
  });

export function stubCalls(answers: CallAnswers): StubbedCalls {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/api/, '') as CallPath;
    const answer = answers[path];
    if (answer === undefined) return envelope(404, null);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    try {
      const data: unknown = typeof answer === 'function' ? answer(body) : answer;
      return envelope(0, data instanceof Promise ? await data : data);
    } catch (error) {
      if (error instanceof CallRefusal) return envelope(error.code, null);
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ input: String(input), init }));
  return {
    fetch: fetchMock,
    paths: () => calls().map(({ input }) => input.replace(/^\/api/, '')),
    bodies: (path) =>
      calls()
        .filter(({ input }) => input === `/api${path}`)
        .map(({ init }) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>),
  };
}

/**
 * Answers that change from call to call: the first call gets the first, and
 * so on; the last answers every call after. A function among them answers as
 * in stubCalls (it may throw a CallRefusal or lose the connection).
 */
export function inTurn(...turns: readonly (CallAnswer | CallAnswerer)[]): CallAnswerer {
  let made = 0;
  return (body) => {
    const turn = turns[Math.min(made, turns.length - 1)];
    made += 1;
    return typeof turn === 'function' ? turn(body) : turn;
  };
}

/** A lost connection, for inTurn or an answer function: `inTurn(lostConnection, data)`. */
export const lostConnection: CallAnswerer = () => {
  throw new TypeError('Failed to fetch');
};

/** One page of `rows` as the sandbox's list calls answer it, for the body's page and pageSize (1 and 10 by default). */
export function pagedAnswer<Row>(rows: readonly Row[], body: Record<string, unknown>) {
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  return { list: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

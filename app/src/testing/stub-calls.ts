// stubCalls: the sandbox as a test needs it. Each call path answers its data
// (or a function of the request body; a thrown CallRefusal answers that code),
// every request is recorded, and a path the test did not expect answers 404.
//
//   const calls = stubCalls({ '/refresh-balance': { currency: 'USDT', balance: 100, balances: [] } });
//   ...
//   expect(calls.paths()).toEqual(['/refresh-balance']);
import { vi } from 'vitest';
import type { CallPath } from '@/lib/api/api-types';

export class CallRefusal {
  constructor(readonly code: number) {}
}

export type CallAnswer = unknown;
export type CallAnswers = Partial<
  Record<CallPath, CallAnswer | ((body: Record<string, unknown>) => CallAnswer)>
>;

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
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = String(input).replace(/^\/api/, '') as CallPath;
    const answer = answers[path];
    if (answer === undefined) return Promise.resolve(envelope(404, null));
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    try {
      return Promise.resolve(envelope(0, typeof answer === 'function' ? answer(body) : answer));
    } catch (error) {
      if (error instanceof CallRefusal) return Promise.resolve(envelope(error.code, null));
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
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

// One page of a server-paged list, asked for again whenever the request
// changes (another page, size or filter). The rows shown stay until the next
// page's arrive, so the list keeps its height; `slow` turns on once the call
// has taken the app's loading-indicator delay.
import { site } from '@content/site';
import { useEffect, useState } from 'react';

export interface PagedCall<Answer> {
  /** The latest answer, which may be for the previous request while `loading`. */
  readonly answer: Answer | null;
  readonly loading: boolean;
  readonly slow: boolean;
  /** The latest request failed (the app has shown why); `retry` asks again. */
  readonly failed: boolean;
  readonly retry: () => void;
}

interface Settled<Answer> {
  readonly request: string;
  readonly answer: Answer | null;
  readonly failed: boolean;
}

/** `call` must be a stable function (a module's fetcher); `request` is compared by value. */
export function usePagedCall<Request, Answer>(
  call: (request: Request) => Promise<Answer>,
  request: Request,
): PagedCall<Answer> {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${JSON.stringify(request)}`;
  const [settled, setSettled] = useState<Settled<Answer>>({ request: '', answer: null, failed: false });
  const [slowRequest, setSlowRequest] = useState('');

  useEffect(() => {
    let current = true;
    const body = JSON.parse(key.slice(key.indexOf(':') + 1)) as Request;
    const timer = setTimeout(() => setSlowRequest(key), site.timeouts.loadingIndicatorDelayMs);
    call(body).then(
      (answer) => {
        if (current) setSettled({ request: key, answer, failed: false });
      },
      () => {
        if (current) setSettled((previous) => ({ ...previous, request: key, failed: true }));
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [call, key]);

  const loading = settled.request !== key;
  return {
    answer: settled.answer,
    loading,
    slow: loading && slowRequest === key,
    failed: !loading && settled.failed,
    retry: () => setAttempt((count) => count + 1),
  };
}

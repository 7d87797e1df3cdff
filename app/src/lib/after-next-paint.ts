// Work that must not hold back a paint waits for it: a requestAnimationFrame
// callback runs just before the browser paints, and a task queued from there
// runs after. A background tab paints nothing, so `limitMs` bounds the wait.

/** Calls back once, after the next paint or after `limitMs`; returns a function that cancels the call. */
export function afterNextPaint(callback: () => void, limitMs: number): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    cancel();
    callback();
  };
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (task = setTimeout(once, 0)));
  const limit = setTimeout(once, limitMs);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(limit);
  }
  return cancel;
}

import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.splice(id - 1, 1));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const paint = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('calls back in a task after the next frame, once', () => {
    const callback = vi.fn();
    afterNextPaint(callback, 1000);
    paint();
    expect(callback).not.toHaveBeenCalled(); // the frame callback only queues the task
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back at the limit when no frame comes (a background tab)', () => {
    const callback = vi.fn();
    afterNextPaint(callback, 100);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled', () => {
    const callback = vi.fn();
    const cancel = afterNextPaint(callback, 100);
    cancel();
    paint();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/components/match-media-stub';
import { PrizeWheel, type PrizeWheelProps } from './prize-wheel';

const prizes = [500, 1000, 1250, 2000, 5000, 100, 750, 10000].map((reward) => ({ reward }));

function wheel(props: Partial<PrizeWheelProps> = {}) {
  return (
    <PrizeWheel
      prizes={prizes}
      rate={100}
      currencyIcon="usdt.svg"
      currencyName="USDT"
      prizeIndex={null}
      onSpinRequest={() => {}}
      onDone={() => {}}
      {...props}
    />
  );
}

/** The wheel with buttons that set its prizeIndex, as a parent would (renderApp's rerender drops the providers). */
function Steered(props: Partial<PrizeWheelProps>) {
  const [prizeIndex, setPrizeIndex] = useState<number | null>(null);
  return (
    <>
      {[null, 1, 3, 5, 6].map((index) => (
        <button key={String(index)} type="button" onClick={() => setPrizeIndex(index)}>
          {`set ${index}`}
        </button>
      ))}
      {wheel({ ...props, prizeIndex })}
    </>
  );
}

const steer = (index: number | null) => fireEvent.click(screen.getByRole('button', { name: `set ${index}` }));
const root = () => screen.getByRole('list').parentElement as HTMLElement;
const rotation = () => Number(root().dataset.rotation);

beforeEach(() => stubMatchMedia(() => false));
afterEach(() => vi.unstubAllGlobals());

describe('PrizeWheel', () => {
  it('labels each segment with reward ÷ rate to 2 decimals beside the currency icon', () => {
    renderApp(wheel());
    const segments = screen.getAllByRole('listitem');
    expect(segments).toHaveLength(8);
    expect(segments[0]).toHaveAccessibleName('Prize: 5.00 USDT');
    expect(segments[0]).toHaveTextContent('5.00');
    expect(segments[2]).toHaveTextContent('12.50');
    expect(segments[7]).toHaveTextContent('100.00');
    expect(segments[0]?.querySelector('img')).toHaveAttribute('src', 'usdt.svg');
  });

  it('alternates the two theme colours', () => {
    renderApp(wheel());
    const colours = screen.getAllByRole('listitem').map((segment) => segment.dataset.colour);
    expect(colours).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    const background = screen.getByRole('list').style.background;
    expect(background).toContain('var(--color-wheel-segment-a) 0deg 45deg');
    expect(background).toContain('var(--color-wheel-segment-b) 45deg 90deg');
  });

  it('gives the last of an odd number of segments the third colour, so it differs from the first', () => {
    renderApp(wheel({ prizes: prizes.slice(0, 5) }));
    const colours = screen.getAllByRole('listitem').map((segment) => segment.dataset.colour);
    expect(colours).toEqual(['a', 'b', 'a', 'b', 'c']);
    expect(screen.getByRole('list').style.background).toContain('var(--color-wheel-segment-c) 288deg 360deg');
  });

  it('refused, the pointer is disabled, says why and asks for nothing', () => {
    const onSpinRequest = vi.fn();
    renderApp(
      <>
        <p id="why">Not enough points</p>
        {wheel({ onSpinRequest, refused: true, refusalId: 'why' })}
      </>,
    );
    const pointer = screen.getByRole('button', { name: 'Spin' });
    expect(pointer).toHaveAttribute('aria-disabled', 'true');
    expect(pointer).toHaveAccessibleDescription('Not enough points');
    fireEvent.click(pointer);
    expect(onSpinRequest).not.toHaveBeenCalled();
  });

  it('is 300 px by default', () => {
    renderApp(wheel());
    expect(root().style.inlineSize).toBe('300px');
    expect(root().style.blockSize).toBe('300px');
  });

  it('asks for a spin from the pointer button while idle and never picks the prize itself', () => {
    const onSpinRequest = vi.fn();
    renderApp(wheel({ onSpinRequest }));
    expect(root()).toHaveAttribute('data-state', 'idle');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(onSpinRequest).toHaveBeenCalledOnce();
    expect(root()).toHaveAttribute('data-state', 'idle');
  });

  describe('spinning', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('turns 10 turns to the given index after 100 ms, over 6 s, then fires done 0.5 s later', () => {
      const onDone = vi.fn();
      renderApp(<Steered onDone={onDone} />);
      steer(3);
      expect(root()).toHaveAttribute('data-state', 'turning');
      expect(screen.getByRole('button', { name: 'Spinning…' })).toHaveAttribute('aria-disabled', 'true');
      act(() => vi.advanceTimersByTime(99));
      expect(rotation()).toBe(0);
      act(() => vi.advanceTimersByTime(1));
      expect(rotation()).toBe(10 * 360 + 202.5);
      expect(screen.getByRole('list').style.transitionDuration).toBe('6000ms');
      act(() => vi.advanceTimersByTime(5999));
      expect(root()).toHaveAttribute('data-state', 'turning');
      act(() => vi.advanceTimersByTime(1));
      expect(root()).toHaveAttribute('data-state', 'stopped');
      act(() => vi.advanceTimersByTime(499));
      expect(onDone).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onDone).toHaveBeenCalledExactlyOnceWith(3);
      expect(root()).toHaveAttribute('data-state', 'idle');
    });

    it('ignores a second spin while turning: one rotation, one done event', () => {
      const onDone = vi.fn();
      const onSpinRequest = vi.fn();
      renderApp(<Steered onDone={onDone} onSpinRequest={onSpinRequest} />);
      steer(3);
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.click(screen.getByRole('button', { name: 'Spinning…' }));
      steer(5);
      act(() => vi.advanceTimersByTime(10_000));
      expect(onSpinRequest).not.toHaveBeenCalled();
      expect(onDone).toHaveBeenCalledExactlyOnceWith(3);
      expect(rotation()).toBe(10 * 360 + 202.5);
    });

    it('spins again from where it stopped when given the next index', () => {
      renderApp(<Steered />);
      steer(3);
      act(() => vi.advanceTimersByTime(6600));
      steer(null);
      steer(1);
      act(() => vi.advanceTimersByTime(100));
      // From 3802.5 up to the next whole turn (3960), 10 turns, then 1's target 360 - 67.5 = 292.5.
      expect(rotation()).toBe(3960 + 3600 + 292.5);
    });

    it('with reduced motion jumps to the prize without turning, still firing done 0.5 s after', () => {
      stubMatchMedia((query) => query.includes('reduce'));
      const onDone = vi.fn();
      renderApp(<Steered onDone={onDone} />);
      steer(6);
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('list').style.transitionDuration).toBe('0ms');
      expect(root()).toHaveAttribute('data-state', 'stopped');
      act(() => vi.advanceTimersByTime(500));
      expect(onDone).toHaveBeenCalledExactlyOnceWith(6);
    });
  });
});

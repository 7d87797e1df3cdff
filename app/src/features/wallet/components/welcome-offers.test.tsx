import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWelcomePacket, refreshWelcomePacket, type WelcomePacket } from '@/lib/money/deposit-bonus';
import { renderApp } from '@/testing/render-app';
import { stubCalls, type CallAnswer } from '@/testing/stub-calls';
import { WelcomeOffers } from './welcome-offers';

type Offer = WelcomePacket['secondPay'];
type FirstOffer = WelcomePacket['firstPay'];

const on = (rewardRate: number, countdown = 3600): Offer => ({ countdown, switchStatus: 1, rewardRate });
const extended: FirstOffer = { ...on(100), extraCountdown: 600, extraRate: 20 };
const plain: FirstOffer = { ...on(100), extraCountdown: 0, extraRate: 20 };
const packet = (change: Partial<WelcomePacket> = {}): WelcomePacket => ({
  payCount: 0,
  firstPay: extended,
  secondPay: on(50),
  thirdPay: on(25),
  ...change,
});

const stateText = {
  done: 'Done',
  next: 'Applies to this deposit',
  later: 'Upcoming',
  off: 'Not available',
} as const;
type State = keyof typeof stateText;

/**
 * Renders the offers (in English unless told) with the packet in the store as the server
 * answers it: the answers in turn, the last one repeating.
 */
async function renderOffers(answers: WelcomePacket[], locale: 'en' | 'ar' = 'en') {
  let call = 0;
  const calls = stubCalls({
    '/welcome/packet': () => answers[Math.min(call++, answers.length - 1)] as CallAnswer,
  });
  const rendered = renderApp(<WelcomeOffers />, { locale });
  await act(() => refreshWelcomePacket());
  return { ...rendered, calls };
}

const offerList = () => within(screen.getByRole('region', { name: 'Welcome bonuses' })).getByRole('list');
const stages = () => within(offerList()).getAllByRole('listitem');

describe('WelcomeOffers', () => {
  beforeEach(() => forgetWelcomePacket());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each<{
    name: string;
    packet: WelcomePacket;
    states: [State, State, State];
    rates: [string, string, string];
    extra: boolean;
  }>([
    {
      name: 'no deposit yet, extended first pay',
      packet: packet(),
      states: ['next', 'later', 'later'],
      rates: ['120%', '50%', '25%'],
      extra: true,
    },
    {
      name: 'no deposit yet, plain first pay',
      packet: packet({ firstPay: plain }),
      states: ['next', 'later', 'later'],
      rates: ['100%', '50%', '25%'],
      extra: false,
    },
    {
      name: 'one deposit',
      packet: packet({ payCount: 1 }),
      states: ['done', 'next', 'later'],
      rates: ['100%', '50%', '25%'],
      extra: false,
    },
    {
      name: 'two deposits',
      packet: packet({ payCount: 2 }),
      states: ['done', 'done', 'next'],
      rates: ['100%', '50%', '25%'],
      extra: false,
    },
    {
      name: 'a later offer whose countdown is 0',
      packet: packet({ payCount: 1, thirdPay: on(25, 0) }),
      states: ['done', 'next', 'off'],
      rates: ['100%', '50%', '25%'],
      extra: false,
    },
    {
      name: 'a later offer switched off',
      packet: packet({ secondPay: { ...on(50), switchStatus: 0 } }),
      states: ['next', 'off', 'later'],
      rates: ['120%', '50%', '25%'],
      extra: true,
    },
  ])('$name: each stage’s state in words, its rate and its countdowns', async (row) => {
    await renderOffers([row.packet]);
    const items = stages();
    expect(items.map((item) => item.dataset.state)).toEqual(row.states);
    items.forEach((item, index) => {
      const state = row.states[index] as State;
      expect(item).toHaveTextContent(stateText[state]);
      expect(within(item).getByText(row.rates[index] as string)).toBeInTheDocument();
      const running = state === 'next' || state === 'later';
      // One countdown per running offer, plus the extra's on the extended first pay.
      const timers = running ? (index === 0 && row.extra ? 2 : 1) : 0;
      expect(within(item).queryAllByRole('timer')).toHaveLength(timers);
      expect(item.getAttribute('aria-current')).toBe(state === 'next' ? 'step' : null);
    });
    const first = items[0] as HTMLElement;
    if (row.extra) {
      expect(first).toHaveTextContent('Extra 20%, time left');
      expect(first).toHaveTextContent('Then 100%');
    } else {
      expect(first).not.toHaveTextContent('Extra');
    }
  });

  it.each([
    ['three deposits made', packet({ payCount: 3 })],
    ['the next offer’s countdown at 0', packet({ payCount: 1, secondPay: on(50, 0) })],
    ['the next offer switched off', packet({ payCount: 2, thirdPay: { ...on(25), switchStatus: 0 } })],
    [
      'the first offer switched off',
      packet({ firstPay: { ...extended, switchStatus: 0 }, secondPay: on(50), thirdPay: on(25) }),
    ],
  ])('is absent when no offer applies: %s', async (_name, answer) => {
    const { container } = await renderOffers([answer]);
    expect(container).toBeEmptyDOMElement();
  });

  it('is absent before the packet comes', () => {
    const { container } = renderApp(<WelcomeOffers />);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts down every second, silently for screen readers', async () => {
    vi.useFakeTimers();
    await renderOffers([packet({ payCount: 1, secondPay: on(50, 62) })]);
    const timer = within(stages()[1] as HTMLElement).getByRole('timer');
    // role timer is not live: the seconds are read when asked, not every tick.
    expect(timer).not.toHaveAttribute('aria-live');
    expect(screen.getByRole('region', { name: 'Welcome bonuses' }).querySelector('[aria-live]')).toBeNull();
    expect(timer).toHaveTextContent('0 days0 hours1 minute2 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('0 days0 hours1 minute1 second');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('0 days0 hours0 minutes59 seconds');
  });

  it('drops the extra rate when its countdown ends, and asks the server again', async () => {
    vi.useFakeTimers();
    const first = { ...extended, extraCountdown: 2 };
    const { calls } = await renderOffers([
      packet({ firstPay: first }),
      packet({ firstPay: { ...first, countdown: 3598, extraCountdown: 0 } }),
    ]);
    expect(within(stages()[0] as HTMLElement).getByText('120%')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2000);
      await vi.runOnlyPendingTimersAsync();
    });
    const item = stages()[0] as HTMLElement;
    expect(within(item).getByText('100%')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('Extra');
    expect(within(item).getAllByRole('timer')).toHaveLength(1);
    expect(calls.bodies('/welcome/packet')).toHaveLength(2);
  });

  it('goes when the next offer’s countdown ends', async () => {
    vi.useFakeTimers();
    const { calls, container } = await renderOffers([
      packet({ payCount: 1, secondPay: on(50, 2) }),
      packet({ payCount: 1, secondPay: on(50, 0) }),
    ]);
    expect(stages()[1]).toHaveTextContent('Applies to this deposit');
    await act(async () => {
      vi.advanceTimersByTime(2000);
      await vi.runOnlyPendingTimersAsync();
    });
    expect(container).toBeEmptyDOMElement();
    expect(calls.bodies('/welcome/packet')).toHaveLength(2);
  });

  it('reads in Arabic', async () => {
    await renderOffers([packet({ payCount: 1 })], 'ar');
    expect(screen.getByRole('heading', { name: 'مكافآت الترحيب' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'مكافآت الترحيب' });
    expect(within(region).getAllByRole('listitem')[1]).toHaveTextContent('ينطبق على هذا الإيداع');
  });
});

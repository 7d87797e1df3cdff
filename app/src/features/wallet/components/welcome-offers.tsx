// The welcome packet's three deposit offers on the deposit page (issue 20
// point 2): each stage's rate, its state in words and, while it runs, its
// countdown; the first deposit's extra rate with its own countdown and the
// rate after it. Which offer applies is depositBonusPercent's rule alone:
// a stage is asked as if it were the next deposit. Shown only while an offer
// applies to the next deposit; a countdown that ends here reads 0 at once
// and the packet is asked again (the server has the last word).
import { useId, useState } from 'react';
import { Countdown } from '@/components/countdown/countdown';
import { useMessage } from '@/components/use-message';
import {
  depositBonusPercent,
  refreshWelcomePacket,
  useWelcomePacket,
  type WelcomePacket,
} from '@/lib/money/deposit-bonus';
import './welcome-offers.css';

type StageState = 'done' | 'next' | 'later' | 'off';

const stageNameKeys = ['wallet.firstDeposit', 'wallet.secondDeposit', 'wallet.thirdDeposit'] as const;
const stateKeys = {
  done: 'wallet.welcomeOffers.state.done',
  next: 'wallet.welcomeOffers.state.next',
  later: 'wallet.welcomeOffers.state.later',
  off: 'wallet.welcomeOffers.state.off',
} as const;

/** The countdowns that have ended on this page since the packet came. */
interface Ended {
  readonly stages: readonly [boolean, boolean, boolean];
  readonly extra: boolean;
}

const noneEnded: Ended = { stages: [false, false, false], extra: false };

/** The packet as it stands now: a countdown that ended here reads 0. */
function livePacket(packet: WelcomePacket, ended: Ended): WelcomePacket {
  const [first, second, third] = ended.stages;
  return {
    ...packet,
    firstPay: {
      ...packet.firstPay,
      ...(first && { countdown: 0 }),
      ...(ended.extra && { extraCountdown: 0 }),
    },
    secondPay: second ? { ...packet.secondPay, countdown: 0 } : packet.secondPay,
    thirdPay: third ? { ...packet.thirdPay, countdown: 0 } : packet.thirdPay,
  };
}

/** What stage (0 first, 1 second, 2 third) would earn if it were the next deposit; null when its offer is off. */
const stageBonus = (packet: WelcomePacket, stage: number) =>
  depositBonusPercent({ ...packet, payCount: stage });

interface StageView {
  readonly stage: 0 | 1 | 2;
  readonly state: StageState;
  /** The rate now (with the extra while it runs). */
  readonly percent: number;
  /** Seconds left of the stage's own offer, 0 when none is shown. */
  readonly countdown: number;
  /** The first deposit's extra while it runs: its rate, seconds left and the rate after it (null: none). */
  readonly extra: {
    readonly percent: number;
    readonly countdown: number;
    readonly after: number | null;
  } | null;
}

function stageViews(packet: WelcomePacket): StageView[] {
  const offers = [packet.firstPay, packet.secondPay, packet.thirdPay] as const;
  return offers.map((offer, index) => {
    const stage = index as 0 | 1 | 2;
    const now = stageBonus(packet, stage);
    const state: StageState =
      stage < packet.payCount ? 'done' : now === null ? 'off' : stage === packet.payCount ? 'next' : 'later';
    const live = state === 'next' || state === 'later';
    let extra: StageView['extra'] = null;
    if (stage === 0 && live) {
      // The extended offer is on when the rate falls as its extra countdown ends.
      const after = stageBonus({ ...packet, firstPay: { ...packet.firstPay, extraCountdown: 0 } }, 0);
      if (after !== now)
        extra = { percent: packet.firstPay.extraRate, countdown: packet.firstPay.extraCountdown, after };
    }
    return {
      stage,
      state,
      percent: live && now !== null ? now : offer.rewardRate,
      countdown: live ? Math.max(0, offer.countdown) : 0,
      extra,
    };
  });
}

/** Each packet object gets its own number: a new packet restarts the countdowns. */
const packetNumbers = new WeakMap<WelcomePacket, number>();
let lastPacketNumber = 0;
function packetNumber(packet: WelcomePacket): number {
  let number = packetNumbers.get(packet);
  if (number === undefined) {
    number = ++lastPacketNumber;
    packetNumbers.set(packet, number);
  }
  return number;
}

const ignore = () => undefined;

/** The welcome offers from the session's packet; nothing while no offer applies. */
export function WelcomeOffers() {
  const packet = useWelcomePacket();
  return packet ? <WelcomeOfferList key={packetNumber(packet)} packet={packet} /> : null;
}

function WelcomeOfferList({ packet }: { readonly packet: WelcomePacket }) {
  const t = useMessage();
  const headingId = useId();
  const [ended, setEnded] = useState(noneEnded);
  const live = livePacket(packet, ended);
  if (depositBonusPercent(live) === null) return null;

  const end = (change: (before: Ended) => Ended) => {
    setEnded(change);
    void refreshWelcomePacket().catch(ignore);
  };
  const endStage = (stage: 0 | 1 | 2) =>
    end((before) => {
      const stages = [...before.stages] as [boolean, boolean, boolean];
      stages[stage] = true;
      return { ...before, stages };
    });

  return (
    <section className="wallet-card welcome-offers" aria-labelledby={headingId}>
      <h2 id={headingId} className="wallet-card__title">
        {t('wallet.welcomeOffers.title')}
      </h2>
      <ol className="welcome-offers__list">
        {stageViews(live).map((view) => (
          <li
            key={view.stage}
            className="welcome-offer"
            data-state={view.state}
            aria-current={view.state === 'next' ? 'step' : undefined}
          >
            <span className="welcome-offer__name">{t(stageNameKeys[view.stage])}</span>
            <span className="welcome-offer__state">{t(stateKeys[view.state])}</span>
            <strong className="welcome-offer__rate">
              {t('wallet.welcomeOffers.rate', { percent: view.percent })}
            </strong>
            {view.extra && (
              <p className="welcome-offer__line">
                <span>{t('wallet.welcomeOffers.extraTimeLeft', { percent: view.extra.percent })}</span>
                <Countdown
                  seconds={view.extra.countdown}
                  onEnd={() => end((before) => ({ ...before, extra: true }))}
                />
              </p>
            )}
            {view.extra && view.extra.after !== null && (
              <p className="welcome-offer__line welcome-offer__after">
                {t('wallet.welcomeOffers.afterExtra', { percent: view.extra.after })}
              </p>
            )}
            {view.countdown > 0 && (
              <p className="welcome-offer__line">
                <span>{t('wallet.welcomeOffers.timeLeft')}</span>
                <Countdown seconds={view.countdown} onEnd={() => endStage(view.stage)} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

// VipClubsNew: the VIP club (SPEC §2, issue 19). Every level of the content
// in order, each with the points it needs, its level-up and birthday rewards
// and its benefits; for a signed-in player, their level (marked in the list
// with aria-current) and their progress toward the next, read again on
// opening. A visitor sees the levels and the way in.
import { vipCurrency, vipLevels, type VipLevel } from '@content/vip';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { MoneyText } from '@/components/money/money-text';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useContentLabel, useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { loadVipProgress } from '@/lib/api/load-user-info';
import { currencyDisplay } from '@/lib/money/currency-display';
import { isSignedIn, useSession, type VipProgress } from '@/lib/session-store';
import { nextVipLevel, vipLevel, vipPerk } from '@/features/vip/vip-levels';
import '@/features/vip/vip-club.css';

export default function VipClubPage() {
  const t = useMessage();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const { token } = session;
  const current = signedIn ? (session.vipProgress?.vip ?? session.user?.vip ?? null) : null;

  useEffect(() => {
    // The figures may have moved since they were loaded; a failure is the client's toast.
    if (token) loadVipProgress().catch(() => undefined);
  }, [token]);

  return (
    <div className="vip-club">
      <h1 className="vip-club__title">{t(pageTitleKeys.VipClubsNew)}</h1>
      <p className="vip-club__intro">{t('vip.club.intro', { currency: vipCurrency })}</p>
      {!signedIn ? (
        <SignInPrompt text={t('vip.club.signInPrompt')} />
      ) : (
        current !== null && <VipStanding level={current} progress={session.vipProgress} />
      )}
      <VipLevelList current={current} />
    </div>
  );
}

function useLevelName() {
  const t = useMessage();
  const label = useContentLabel();
  return (level: number) => {
    const content = vipLevel(level);
    return content
      ? t('vip.club.levelName', { level, name: label(content.nameKey) })
      : t('avatarMenu.vipLevel', { level });
  };
}

/** The player's level and the way to the next. */
function VipStanding({ level, progress }: { readonly level: number; readonly progress: VipProgress | null }) {
  const t = useMessage();
  const levelName = useLevelName();
  const titleId = useId();
  const next = nextVipLevel(level);
  return (
    <section className="vip-standing" aria-labelledby={titleId}>
      <p className="vip-standing__label">{t('vip.club.current')}</p>
      <h2 id={titleId} className="vip-standing__level">
        {levelName(level)}
      </h2>
      {progress && progress.nextPoints !== null && next && (
        <>
          <ProgressBar
            value={progress.progressRate}
            label={t('vip.club.progressLabel', { level: next.level })}
          />
          <p className="vip-standing__points">
            {t('vip.club.points', { points: progress.points, nextPoints: progress.nextPoints })}
          </p>
          <p className="vip-standing__next">{t('vip.nextLevel', { level: next.level })}</p>
        </>
      )}
      {progress && (progress.nextPoints === null || !next) && (
        <>
          <p className="vip-standing__next">{t('vip.maxLevel')}</p>
          <p className="vip-standing__points">{t('vip.club.topPoints', { points: progress.points })}</p>
        </>
      )}
    </section>
  );
}

function VipLevelList({ current }: { readonly current: number | null }) {
  const t = useMessage();
  const titleId = useId();
  return (
    <section className="vip-levels" aria-labelledby={titleId}>
      <h2 id={titleId} className="vip-levels__title">
        {t('vip.club.levelsTitle')}
      </h2>
      <ol className="vip-levels__list">
        {vipLevels.map((level) => (
          <VipLevelCard key={level.level} level={level} current={level.level === current} />
        ))}
      </ol>
    </section>
  );
}

function VipLevelCard({ level, current }: { readonly level: VipLevel; readonly current: boolean }) {
  const t = useMessage();
  const label = useContentLabel();
  const intl = useIntl();
  const levelName = useLevelName();
  const titleId = useId();
  const currency = currencyDisplay(vipCurrency);
  const reward = (minorUnits: number) =>
    minorUnits > 0 ? <MoneyText minorUnits={minorUnits} currency={currency} /> : t('vip.club.noReward');
  const next = nextVipLevel(level.level);
  return (
    <li className="vip-level" aria-current={current || undefined} aria-labelledby={titleId}>
      <div className="vip-level__heading">
        <h3 id={titleId} className="vip-level__name">
          {levelName(level.level)}
        </h3>
        {current && <span className="vip-level__current">{t('vip.club.current')}</span>}
      </div>
      <dl className="vip-level__facts">
        <div>
          <dt>{t('vip.club.pointsNeeded')}</dt>
          <dd>{intl.formatNumber(level.points)}</dd>
        </div>
        <div>
          <dt>{t('vip.club.levelUpReward')}</dt>
          <dd>{reward(level.levelUpReward)}</dd>
        </div>
        <div>
          <dt>{t('vip.club.birthdayReward')}</dt>
          <dd>{reward(level.birthdayReward)}</dd>
        </div>
      </dl>
      {level.perks.length > 0 ? (
        <>
          <h4 className="vip-level__perks-title">{t('vip.club.perks')}</h4>
          <ul className="vip-level__perks">
            {level.perks.map((id) => {
              const perk = vipPerk(id);
              return (
                perk && (
                  <li key={id}>
                    <span className="vip-level__perk">{label(perk.titleKey)}</span>
                    <span className="vip-level__perk-text">{label(perk.descriptionKey)}</span>
                  </li>
                )
              );
            })}
          </ul>
        </>
      ) : (
        next && <p className="vip-level__no-perks">{t('vip.club.noPerks', { level: next.level })}</p>
      )}
    </li>
  );
}

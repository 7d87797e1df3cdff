// SystemMaintenance (SPEC §2): the operator's server is in maintenance. The
// page shows the time the operator expects it to take, checks again with a
// cheap call (/game/category) every 15 s, when the time is up and when the
// player asks, and once a call succeeds the shell's MaintenanceReturn takes
// the player back to where they were. Opened with no maintenance known (a
// bookmark), it checks at once and goes home when the server answers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Countdown } from '@/components/countdown/countdown';
import { useMessage } from '@/components/use-message';
import { callApi } from '@/lib/api-client';
import { platformPid } from '@/lib/live-support';
import { getMaintenance, useMaintenance } from '@/lib/maintenance';
import { getSession } from '@/lib/session-store';
import './maintenance-page.css';

/** How often the page asks the server again (the brief's 15 s). */
export const maintenanceCheckMs = 15_000;

/** One cheap call: its answer (success or another 503) moves the maintenance state. */
export function checkMaintenance(): Promise<unknown> {
  return callApi('/game/category', { pid: platformPid(getSession().user?.platformId) }).catch(
    () => undefined,
  );
}

/** The time left as the countdown widget shows it, from the expected end. */
function TimeLeft({ endsAt, onEnd }: { endsAt: number; onEnd: () => void }) {
  const t = useMessage();
  const [seconds] = useState(() => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
  if (seconds === 0) return <p>{t('maintenance.anyMoment')}</p>;
  return (
    <>
      <p>{t('maintenance.timeLeft')}</p>
      <Countdown seconds={seconds} onEnd={onEnd} />
    </>
  );
}

export default function MaintenancePage() {
  const t = useMessage();
  const maintenance = useMaintenance();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const checkingNow = useRef(false);
  const check = useCallback(() => {
    if (checkingNow.current) return;
    checkingNow.current = true;
    setChecking(true);
    void checkMaintenance().finally(() => {
      checkingNow.current = false;
      setChecking(false);
    });
  }, []);

  useEffect(() => {
    // No maintenance known (opened from a bookmark): ask at once, and go home if there is none.
    if (getMaintenance() === null) {
      void checkMaintenance().then(() => {
        if (getMaintenance() === null) void navigate('/', { replace: true });
      });
    }
    const timer = setInterval(check, maintenanceCheckMs);
    return () => clearInterval(timer);
  }, [check, navigate]);

  return (
    <section className="status-view maintenance-page" aria-labelledby="maintenance-title">
      <svg className="maintenance-page__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M22.7 19.3l-8.2-8.2c.8-2.1.4-4.6-1.3-6.3-1.8-1.8-4.5-2.2-6.6-1.2l3.9 3.9-2.7 2.7-3.9-3.9C2.8 8.4 3.2 11.1 5 12.9c1.7 1.7 4.2 2.1 6.3 1.3l8.2 8.2c.4.4.9.4 1.3 0l1.9-1.9c.4-.3.4-.9 0-1.2z"
        />
      </svg>
      <h1 id="maintenance-title" className="status-view__title">
        {t('maintenance.title')}
      </h1>
      <p className="status-view__lead">{t('maintenance.text')}</p>
      {maintenance && (
        <div className="maintenance-page__time">
          {/* A new end (the operator moved it) restarts the countdown. */}
          <TimeLeft key={maintenance.endsAt} endsAt={maintenance.endsAt} onEnd={check} />
        </div>
      )}
      <button
        type="button"
        className="button button--primary"
        onClick={check}
        aria-disabled={checking || undefined}
      >
        {checking ? t('maintenance.checking') : t('maintenance.checkBack')}
      </button>
      <p className="maintenance-page__note">{t('maintenance.autoReturn')}</p>
    </section>
  );
}

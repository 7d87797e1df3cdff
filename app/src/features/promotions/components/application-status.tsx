// An application's state as the player reads it (openapi.yaml ActivityRecord.status).
import { useMessage } from '@/components/use-message';
import type { PlainMessageKey } from '@/lib/message-keys';

export const applicationStatusLabels: Readonly<Record<number, PlainMessageKey>> = {
  1: 'bonus.activityRecords.status.pending',
  2: 'bonus.activityRecords.status.claimable',
  3: 'bonus.activityRecords.status.claimed',
  4: 'bonus.activityRecords.status.rejected',
};

export function ApplicationStatus({ status }: { readonly status: number }) {
  const t = useMessage();
  const key = applicationStatusLabels[status];
  return (
    <span className={`application-status application-status--${status}`}>
      {key ? t(key) : t('promotions.applications.unknownStatus', { status })}
    </span>
  );
}

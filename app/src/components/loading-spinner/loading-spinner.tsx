import { useMessage } from '@/components/use-message';
import './loading-spinner.css';

/** A spinning ring announced as "Loading" (or the given label). */
export function LoadingSpinner({ label, size = 32 }: { label?: string; size?: number }) {
  const t = useMessage();
  return (
    <span role="status" aria-label={label ?? t('widgets.spinner')} className="loading-spinner">
      <span
        className="loading-spinner-ring"
        style={{ inlineSize: size, blockSize: size }}
        aria-hidden="true"
      />
    </span>
  );
}

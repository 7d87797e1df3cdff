// What every sandbox call shows: a spinner once a call has taken 800 ms, and
// a failed call's message in the player's language; a notice (lib/notice) in
// the same toast when no error is showing.
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { Toast } from '@/components/toast/toast';
import { dismissCallError, useLastCallError, useLoadingIndicator } from '@/lib/api-client';
import { dismissNotice, useNotice } from '@/lib/notice';
import './call-feedback.css';

export function CallFeedback() {
  const intl = useIntl();
  const loading = useLoadingIndicator();
  const error = useLastCallError();
  const notice = useNotice();
  const shown = error?.playerMessage ?? notice;
  return (
    <>
      {loading && (
        <div className="call-loading">
          <LoadingSpinner />
        </div>
      )}
      <Toast
        message={shown ? intl.formatMessage({ id: shown.key }, shown.params) : null}
        onHide={error ? dismissCallError : dismissNotice}
      />
    </>
  );
}

// What every sandbox call shows: a spinner once a call has taken 800 ms, and
// a failed call's message in the player's language.
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { Toast } from '@/components/toast/toast';
import { dismissCallError, useLastCallError, useLoadingIndicator } from '@/lib/api-client';
import './call-feedback.css';

export function CallFeedback() {
  const intl = useIntl();
  const loading = useLoadingIndicator();
  const error = useLastCallError();
  return (
    <>
      {loading && (
        <div className="call-loading">
          <LoadingSpinner />
        </div>
      )}
      <Toast
        message={
          error ? intl.formatMessage({ id: error.playerMessage.key }, error.playerMessage.params) : null
        }
        onHide={dismissCallError}
      />
    </>
  );
}

// The page's copy of /withdraw/bind/query (the bound accounts it lists and
// the regions' currencies), loaded when the page opens and replaced by each
// newer answer: the Withdraw button's own query, a bind's account list.
import { useCallback, useEffect, useState } from 'react';
import { queryWithdrawBinding, type BoundAccount, type WithdrawBinding } from './api/withdraw-binding';

export interface WithdrawBindingState {
  /** Null until answered. */
  readonly binding: WithdrawBinding | null;
  readonly failed: boolean;
  readonly replace: (binding: WithdrawBinding) => void;
  readonly replaceAccounts: (accounts: readonly BoundAccount[]) => void;
  readonly reload: () => void;
}

export function useWithdrawBinding(): WithdrawBindingState {
  const [state, setState] = useState<{ binding: WithdrawBinding | null; failed: boolean }>({
    binding: null,
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    queryWithdrawBinding().then(
      (binding) => current && setState({ binding, failed: false }),
      () => current && setState((shown) => ({ ...shown, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const replace = useCallback((binding: WithdrawBinding) => setState({ binding, failed: false }), []);
  const replaceAccounts = useCallback(
    (accounts: readonly BoundAccount[]) =>
      setState((shown) =>
        shown.binding ? { ...shown, binding: { ...shown.binding, accounts: [...accounts] } } : shown,
      ),
    [],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, replace, replaceAccounts, reload };
}

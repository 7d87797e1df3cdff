// The vault page's data: /vault/info (reloaded after each move), which also
// says whether the player has a fund password yet (null until the first
// answer: the move-out form then waits and the server decides).
import { useCallback, useEffect, useState } from 'react';
import { getVaultInfo, type VaultInfo } from './api/get-vault-info';

export interface Vault {
  readonly info: VaultInfo | null;
  readonly failed: boolean;
  readonly reload: () => void;
  readonly fundPasswordSet: boolean | null;
  readonly recheckFundPassword: () => void;
  readonly fundPasswordWasSet: () => void;
}

export function useVault(): Vault {
  const [info, setInfo] = useState<VaultInfo | null>(null);
  const [failed, setFailed] = useState(false);
  // Set here before the next /vault/info says so.
  const [passwordJustSet, setPasswordJustSet] = useState(false);

  const reload = useCallback(() => {
    getVaultInfo().then(
      (answer) => {
        setInfo(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    reload();
  }, [reload]);

  return {
    info,
    failed,
    reload,
    fundPasswordSet: info === null ? null : info.fundPasswordSet || passwordJustSet,
    recheckFundPassword: reload,
    fundPasswordWasSet: () => setPasswordJustSet(true),
  };
}

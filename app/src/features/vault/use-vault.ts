// The vault page's data: /vault/info (reloaded after each move) and whether
// the player has a fund password yet (null until known, or if the question
// failed: the move-out form then asks for it and the server decides).
import { useCallback, useEffect, useState } from 'react';
import { getVaultInfo, type VaultInfo } from './api/get-vault-info';
import { hasFundPassword } from './api/fund-password';

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
  const [fundPasswordSet, setFundPasswordSet] = useState<boolean | null>(null);

  const reload = useCallback(() => {
    getVaultInfo().then(
      (answer) => {
        setInfo(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  const recheckFundPassword = useCallback(() => {
    hasFundPassword().then(setFundPasswordSet, () => undefined);
  }, []);

  useEffect(() => {
    reload();
    recheckFundPassword();
  }, [reload, recheckFundPassword]);

  return {
    info,
    failed,
    reload,
    fundPasswordSet,
    recheckFundPassword,
    fundPasswordWasSet: () => setFundPasswordSet(true),
  };
}

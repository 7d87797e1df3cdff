// A select bound to the address. The router changes the address in a
// transition, so until it commits the select would be set back to the
// address's old value, and a quick second arrow key would start from there.
// The player's choice is shown at once and stands until the address moves.
import { useState } from 'react';

export function useChosenValue<Value>(fromAddress: Value): [Value, (choice: Value) => void] {
  const [chosen, setChosen] = useState<{ readonly value: Value; readonly over: Value } | null>(null);
  const shown = chosen !== null && chosen.over === fromAddress ? chosen.value : fromAddress;
  return [shown, (value) => setChosen({ value, over: fromAddress })];
}

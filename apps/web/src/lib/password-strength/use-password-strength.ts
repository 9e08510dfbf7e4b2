import { useEffect, useState } from 'react';
import { estimatePasswordStrength } from './estimate';
import type { PasswordStrength } from './estimate';

/** Typing pauses this long before a new estimate is asked for. */
const SETTLE_MS = 150;

export interface StrengthState {
  /** The estimate of the password as typed, or the last one while the next is on its way. */
  strength: PasswordStrength | null;
  /** True while the shown estimate is not yet for the password as typed. */
  checking: boolean;
  /** The estimator could not be loaded: the meter steps aside and the server decides. */
  unavailable: boolean;
}

/**
 * Rates `password` as it is typed. `userInputs` (the owner's name, email, community) count as
 * known to a guesser, as on the server.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): StrengthState {
  const [rated, setRated] = useState<{ password: string; strength: PasswordStrength } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // A stable dependency for the inputs, which callers build afresh on every render.
  const inputsKey = JSON.stringify(userInputs);

  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      estimatePasswordStrength(password, JSON.parse(inputsKey) as string[]).then(
        (strength) => {
          if (current) setRated({ password, strength });
        },
        () => {
          if (current) setUnavailable(true);
        },
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (password === '') return { strength: null, checking: false, unavailable };
  return {
    strength: rated?.strength ?? null,
    checking: rated?.password !== password,
    unavailable,
  };
}

// Runs in every test worker before its files (vitest `setupFiles`): the cheap argon2 cost, so
// the suites' hundreds of signups and logins cost microseconds instead of ~50 ms of hashing each.
// `password-cost.integration.test.ts` pins the production cost; servers the tests spawn as child
// processes (the built `dist/main.js`) never run this and hash at production cost.
import { useCheapPasswordCostForTests } from '../src/domain/passwords.ts';

useCheapPasswordCostForTests();

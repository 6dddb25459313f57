// Generated-input tests draw the same values on every run, so that CI passes or fails on the code,
// not on chance. FC_SEED=<number> replays another draw; FC_SEED=random explores a new one each run.
// With FC_SPLIT=1 (CI's two database passes, apps/server/test/helpers/property-runs.ts) the
// PostgreSQL pass draws from the next seed, so the passes try different inputs.
import fc from 'fast-check';

const chosen = process.env.FC_SEED;
const offset = process.env.FC_SPLIT === '1' && process.env.TEST_DB === 'postgres' ? 1 : 0;
if (chosen !== 'random')
  fc.configureGlobal({ seed: (chosen ? Number(chosen) : 20_261_122) + offset });

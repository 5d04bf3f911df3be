// What other features use of the athletes' competition pages: the cache key their data sits below, so a
// payment or an administrator's change elsewhere can mark it stale.
export { competitionKeys } from './api';

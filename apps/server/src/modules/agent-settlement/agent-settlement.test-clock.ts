// The settlement's test clock (decision 026): an offset in minutes added to the operator trigger's
// notion of now, so an end-to-end test can settle the day it just played in ("today" is an open period
// and refused otherwise). One clock per app instance; it only moves through the admin test-clock
// endpoint, which exists only when the config allows test clocks (ALLOW_TEST_CLOCK, refused at
// start-up in production). The scheduled jobs keep the real clock.
export type TSettlementClock = {
  now: () => Date;
  offsetMinutes: () => number;
  setOffsetMinutes: (minutes: number) => void;
};

export function createSettlementClock(realNow: () => Date = () => new Date()): TSettlementClock {
  let offset = 0;
  return {
    now: () => new Date(realNow().getTime() + offset * 60_000),
    offsetMinutes: () => offset,
    setOffsetMinutes: (minutes) => {
      offset = minutes;
    },
  };
}

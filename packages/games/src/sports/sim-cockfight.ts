// Simulated cockfights: numbered fights every few minutes in one arena. Each fight takes bets in a
// window before it starts — meron and wala priced as one book (a draw pushes them), the draw as
// its own book at a wider margin — with the odds following the money as the window runs; the
// market closes before the fight, and the result (rarely a called-off fight: cancelled, all void)
// comes when it ends.
import { FixtureBuilder, type TFixtureHead, type TSimContext } from './sim-builder.ts';
import { COCKFIGHT_DRAW_MARGIN_BP, MARGIN_BP, gaussian, type TDist } from './sim-pricing.ts';
import type { TFightResult, TSportsResult } from './catalogue.ts';
import type { TSimFixture } from './sim-types.ts';

const MINUTE = 60_000;
/** Bets close this long before the fight starts. */
export const COCKFIGHT_CLOSE_LEAD_MS = 30_000;
const CANCEL_RATE = 0.01;

function fightResult(fight: TFightResult): TSportsResult {
  return { home: fight === 'meron' ? 1 : 0, away: fight === 'wala' ? 1 : 0, fight };
}

export function simulateCockfight(head: TFixtureHead, ctx: TSimContext): TSimFixture {
  const { rng, speed } = ctx;
  const at = (minutes: number): number => head.startsAt + Math.round((minutes * MINUTE) / speed);
  let meron = 0.42 + rng.next() * 0.16;
  const draw = 0.06 + rng.next() * 0.03;
  const distOf = (): TDist => [
    [fightResult('meron'), meron * (1 - draw)],
    [fightResult('wala'), (1 - meron) * (1 - draw)],
    [fightResult('draw'), draw],
  ];
  const builder = new FixtureBuilder(head);
  const marketId = builder.add(
    {
      kind: 'cockfight',
      keys: ['meron', 'wala', 'draw'],
      lineQ: null,
      param: null,
      inPlay: false,
      marginBp: MARGIN_BP.cockfight,
      books: [
        { indexes: [0, 1], marginBp: MARGIN_BP.cockfight },
        { indexes: [2], marginBp: COCKFIGHT_DRAW_MARGIN_BP },
      ],
    },
    distOf(),
  );
  const opening = builder.snapshot();
  for (const before of [4, 3, 2, 1]) {
    meron = Math.min(0.7, Math.max(0.3, meron + 0.02 * gaussian(rng)));
    builder.reprice(at(-before), distOf);
  }
  const closesAt = head.closesAt ?? head.startsAt - COCKFIGHT_CLOSE_LEAD_MS;
  builder.close(closesAt, marketId);
  builder.push({ atMs: head.startsAt, type: 'start' });
  const endsAt = at(0.5 + rng.next() * 2.5);
  const roll = rng.next();
  const result: TSportsResult =
    rng.next() < CANCEL_RATE
      ? { home: 0, away: 0, cancelled: true }
      : fightResult(roll < draw ? 'draw' : roll < draw + (1 - draw) * meron ? 'meron' : 'wala');
  builder.push({ atMs: endsAt, type: 'end', result });
  return builder.build(opening);
}

// What the trend chart counts for each family: the number range and the positions of a draw.
// SSC, PK10 and 11X5 are read per position; Mark Six counts its seven balls anywhere; the VN
// draws count the last two digits of every prize (the "lô" players follow); 4D the digits of the
// first prize per position.
import type { TLotteryDraw } from '@pavilion/contracts/lottery';
import type { TLotteryFamily } from '@pavilion/games/lottery/catalogue';
import { range, type TTrendDraw } from './trend';

export type TTrendSeries = {
  domain: number[];
  /** row labels of the positions (engine row labels p1…), empty when numbers count anywhere */
  positions: string[];
  draws: TTrendDraw[];
  /** how a number is written (two digits where the game writes them so) */
  pad: number;
};

const pos = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function drawValues(family: TLotteryFamily, draw: TLotteryDraw): number[] {
  switch (family) {
    case 'SSC':
    case 'PK10':
    case '11X5':
    case 'LHC':
      return draw.numbers;
    case 'VN':
      return draw.tiers.flatMap((t) => t.values.map((v) => Number(v.slice(-2))));
    case 'SEA': {
      const first = draw.tiers.find((t) => t.tier === 'first')?.values[0] ?? '';
      return [...first].map(Number);
    }
  }
}

/** The series of drawn issues (newest first; issues without a draw are skipped). */
export function trendSeries(family: TLotteryFamily, draws: readonly (TLotteryDraw | null)[]): TTrendSeries {
  const values = draws.filter((d): d is TLotteryDraw => d !== null).map((d) => drawValues(family, d));
  switch (family) {
    case 'SSC':
      return { domain: range(0, 9), positions: pos(5), draws: values, pad: 1 };
    case 'PK10':
      return { domain: range(1, 10), positions: pos(10), draws: values, pad: 2 };
    case '11X5':
      return { domain: range(1, 11), positions: pos(5), draws: values, pad: 2 };
    case 'LHC':
      return { domain: range(1, 49), positions: [], draws: values, pad: 2 };
    case 'VN':
      return { domain: range(0, 99), positions: [], draws: values, pad: 2 };
    case 'SEA':
      return { domain: range(0, 9), positions: pos(4), draws: values, pad: 1 };
  }
}

// Settles one selection of a market against a final result (decision 047). Whole and half lines
// win, lose or push; a quarter line (lineQ odd) is half the stake on each neighbouring half-line
// (lineQ ± 1), so one half can push while the other wins or loses: half_win / half_lose. A
// cancelled event voids everything; a map or round that was not played voids its market; a
// 2-way moneyline and the meron/wala side of a cockfight push on a draw.
import {
  CORRECT_SCORE_KEY,
  CORRECT_SCORE_OTHER,
  type TLegOutcome,
  type TMarketRef,
  type TSide,
  type TSportsResult,
} from './catalogue.ts';

type TWhole = 'win' | 'lose' | 'push';

function sign(quarters: number): TWhole {
  return quarters > 0 ? 'win' : quarters < 0 ? 'lose' : 'push';
}

/** A line bet whose margin over the line, in quarters, is `marginQ` (line already applied). */
function onLine(marginQ: number, lineIsQuarter: boolean): TLegOutcome {
  if (!lineIsQuarter) {
    return sign(marginQ);
  }
  const low = sign(marginQ - 1);
  const high = sign(marginQ + 1);
  if (low === high) {
    return low;
  }
  // The two halves differ by half a goal, so they are neighbours: win+push or push+lose.
  return low === 'win' || high === 'win' ? 'half_win' : 'half_lose';
}

function wonIf(condition: boolean): TLegOutcome {
  return condition ? 'win' : 'lose';
}

function sideOf(key: string): TSide {
  if (key !== 'home' && key !== 'away') {
    throw new RangeError(`unknown selection key ${key}`);
  }
  return key;
}

function winnerOfList(list: TSide[] | undefined, param: number | null, key: string): TLegOutcome {
  const winner = param === null ? undefined : list?.[param - 1];
  return winner === undefined ? 'void' : wonIf(winner === sideOf(key));
}

function lineOf(market: TMarketRef): number {
  if (market.lineQ === null) {
    throw new RangeError(`${market.kind} market without a line`);
  }
  return market.lineQ;
}

/** The outcome of selection `key` of `market` for `result`; throws RangeError on a key the kind has not. */
export function settleSelection(market: TMarketRef, key: string, result: TSportsResult): TLegOutcome {
  if (result.cancelled === true) {
    return 'void';
  }
  const { home, away } = result;
  switch (market.kind) {
    case '1x2': {
      const actual = home > away ? 'home' : home < away ? 'away' : 'draw';
      if (key !== 'draw') {
        sideOf(key);
      }
      return wonIf(key === actual);
    }
    case 'moneyline': {
      const side = sideOf(key);
      return home === away ? 'push' : wonIf((home > away ? 'home' : 'away') === side);
    }
    case 'ah': {
      const lineQ = lineOf(market);
      const diffQ = (sideOf(key) === 'home' ? home - away : away - home) * 4;
      return onLine(diffQ + (key === 'home' ? lineQ : -lineQ), lineQ % 2 !== 0);
    }
    case 'ou': {
      const lineQ = lineOf(market);
      const overQ = (home + away) * 4 - lineQ;
      if (key !== 'over' && key !== 'under') {
        throw new RangeError(`unknown selection key ${key}`);
      }
      return onLine(key === 'over' ? overQ : -overQ, lineQ % 2 !== 0);
    }
    case 'btts': {
      if (key !== 'yes' && key !== 'no') {
        throw new RangeError(`unknown selection key ${key}`);
      }
      return wonIf((home > 0 && away > 0) === (key === 'yes'));
    }
    case 'correct_score': {
      const cap = market.param ?? Number.POSITIVE_INFINITY;
      const listed = home <= cap && away <= cap;
      if (key === CORRECT_SCORE_OTHER) {
        return wonIf(!listed);
      }
      const match = CORRECT_SCORE_KEY.exec(key);
      if (!match) {
        throw new RangeError(`unknown selection key ${key}`);
      }
      return wonIf(Number(match[1]) === home && Number(match[2]) === away);
    }
    case 'outright':
      return result.winnerId === undefined ? 'void' : wonIf(result.winnerId === key);
    case 'map_winner':
      return winnerOfList(result.maps, market.param, key);
    case 'round_winner':
      return winnerOfList(result.rounds, market.param, key);
    case 'cockfight': {
      if (key !== 'meron' && key !== 'wala' && key !== 'draw') {
        throw new RangeError(`unknown selection key ${key}`);
      }
      const fight = result.fight ?? (home > away ? 'meron' : home < away ? 'wala' : 'draw');
      return fight === 'draw' && key !== 'draw' ? 'push' : wonIf(fight === key);
    }
  }
}

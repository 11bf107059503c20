// Builds one simulated fixture: its markets with opening odds, then the timeline step by step.
// It tracks which markets are open, suspended or closed so that every suspension is followed by a
// resume or a close, odds are sent only when they change, nothing moves after a close, and a
// market whose favourite would price at the 1.001 floor closes instead (decided in play).
import { ODDS_MIN } from './catalogue.ts';
import { priceMarket, type TDist, type TMarketSpec } from './sim-pricing.ts';
import type { TSimFixture, TSimMarket, TSimStep } from './sim-types.ts';
import type { TRng } from '../rng.ts';

export type TFixtureHead = Omit<TSimFixture, 'markets' | 'timeline'>;
/** What every sport's simulation takes besides the fixture: its random stream and the day's options. */
export type TSimContext = { rng: TRng; speed: number; correctionRate: number };

/** [from, to] inclusive. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export class FixtureBuilder {
  readonly markets: TSimMarket[] = [];
  private readonly steps: TSimStep[] = [];
  private readonly specs = new Map<string, TMarketSpec>();
  private readonly closed = new Set<string>();
  private readonly suspended = new Set<string>();

  constructor(private readonly head: TFixtureHead) {}

  /** Adds a market priced for `dist`; returns its id. */
  add(spec: TMarketSpec, dist: TDist): string {
    const id = `${this.head.id}-m${this.markets.length + 1}`;
    const odds = priceMarket(spec, dist);
    this.specs.set(id, spec);
    this.markets.push({
      id,
      kind: spec.kind,
      lineQ: spec.lineQ,
      param: spec.param,
      inPlay: spec.inPlay,
      selections: spec.keys.map((key, i) => ({
        id: `${id}-${key}`,
        key,
        label: spec.labels?.[i] ?? null,
        odds1000: odds[i] ?? 0,
      })),
    });
    return id;
  }

  private open(): TSimMarket[] {
    return this.markets.filter((m) => !this.closed.has(m.id));
  }

  /** Reprices every open market (or those `only` names) and sends the selections that moved. */
  reprice(atMs: number, distOf: (spec: TMarketSpec) => TDist, only?: (market: TSimMarket) => boolean): void {
    for (const market of this.open().filter(only ?? (() => true))) {
      const spec = this.specs.get(market.id) as TMarketSpec;
      const odds = priceMarket(spec, distOf(spec));
      if (odds.includes(ODDS_MIN)) {
        // The outcome is as good as decided: a book takes the market down rather than lay 1.001.
        this.close(atMs, market.id);
        continue;
      }
      const moved = market.selections.filter((s, i) => odds[i] !== s.odds1000);
      if (moved.length > 0) {
        market.selections.forEach((s, i) => (s.odds1000 = odds[i] ?? s.odds1000));
        this.steps.push({
          atMs,
          type: 'odds',
          marketId: market.id,
          odds: moved.map((s) => ({ selectionId: s.id, odds1000: s.odds1000 })),
        });
      }
    }
  }

  /** Suspends every open in-play market (a dangerous moment, a score under review). */
  suspend(atMs: number): void {
    for (const market of this.open().filter((m) => m.inPlay && !this.suspended.has(m.id))) {
      this.suspended.add(market.id);
      this.steps.push({ atMs, type: 'suspend', marketId: market.id });
    }
  }

  resume(atMs: number): void {
    for (const market of this.open().filter((m) => this.suspended.has(m.id))) {
      this.suspended.delete(market.id);
      this.steps.push({ atMs, type: 'resume', marketId: market.id });
    }
  }

  close(atMs: number, marketId: string): void {
    if (!this.closed.has(marketId)) {
      this.closed.add(marketId);
      this.suspended.delete(marketId);
      this.steps.push({ atMs, type: 'close', marketId });
    }
  }

  /** Closes the markets that do not stay open in play (at the start). */
  closePreMatch(atMs: number): void {
    this.open()
      .filter((m) => !m.inPlay)
      .forEach((m) => this.close(atMs, m.id));
  }

  closeAll(atMs: number): void {
    this.open().forEach((m) => this.close(atMs, m.id));
  }

  push(step: TSimStep): void {
    this.steps.push(step);
  }

  /** The fixture with its opening odds (as first added) and its timeline sorted by time. */
  build(opening: TSimMarket[]): TSimFixture {
    const timeline = this.steps.map((step, i) => [step, i] as const);
    timeline.sort((a, b) => a[0].atMs - b[0].atMs || a[1] - b[1]);
    return { ...this.head, markets: opening, timeline: timeline.map(([step]) => step) };
  }

  /** A deep copy of the markets as they stand (the opening prices, taken before any step). */
  snapshot(): TSimMarket[] {
    return this.markets.map((m) => ({ ...m, selections: m.selections.map((s) => ({ ...s })) }));
  }
}

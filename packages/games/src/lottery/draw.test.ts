import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../provably-fair.ts';
import { createSeededRng } from '../rng.ts';
import { LOTTERY_GAMES } from './catalogue.ts';
import { drawIssue, drawLottery, lotteryClientSeed, verifyDraw } from './draw.ts';
import { currentIssue, drawAtOfIssue, issueOfDraw, issuesFrom } from './schedule.ts';

const SEED = 'a'.repeat(64);

describe('lottery draws', () => {
  it('have the shape of each family', () => {
    const rng = createSeededRng(14);
    for (let i = 0; i < 200; i++) {
      const ssc = drawLottery({ family: 'SSC' }, rng).numbers;
      expect(ssc).toHaveLength(5);
      expect(ssc.every((d) => d >= 0 && d <= 9)).toBe(true);
      expect([...drawLottery({ family: 'PK10' }, rng).numbers].sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      const x5 = drawLottery({ family: '11X5' }, rng).numbers;
      expect(new Set(x5).size).toBe(5);
      expect(x5.every((d) => d >= 1 && d <= 11)).toBe(true);
      const lhc = drawLottery({ family: 'LHC' }, rng).numbers;
      expect(new Set(lhc).size).toBe(7);
      expect(lhc.every((d) => d >= 1 && d <= 49)).toBe(true);
    }
    const north = drawLottery({ family: 'VN', vnRegion: 'north' }, rng).tiers;
    expect(north.flatMap((t) => t.values)).toHaveLength(27);
    expect(north.find((t) => t.tier === 'special')?.values[0]).toMatch(/^\d{5}$/);
    const south = drawLottery({ family: 'VN', vnRegion: 'south' }, rng).tiers;
    expect(south.flatMap((t) => t.values)).toHaveLength(18);
    expect(south.find((t) => t.tier === 'special')?.values[0]).toMatch(/^\d{6}$/);
    const sea = drawLottery({ family: 'SEA' }, rng).tiers.flatMap((t) => t.values);
    expect(new Set(sea).size).toBe(23);
    expect(sea.every((v) => /^\d{4}$/.test(v))).toBe(true);
  });

  it('are fixed by the committed seed and verify in the browser', () => {
    const clientSeed = lotteryClientSeed('SSC_1M', '20261125-0001');
    const draw = drawIssue({ family: 'SSC' }, SEED, clientSeed);
    expect(drawIssue({ family: 'SSC' }, SEED, clientSeed)).toEqual(draw);
    const seedHash = hashServerSeed(SEED);
    expect(
      verifyDraw({ shape: { family: 'SSC' }, serverSeed: SEED, seedHash, clientSeed, draw }),
    ).toMatchObject({
      seedMatches: true,
      drawMatches: true,
    });
    const forged = { ...draw, numbers: draw.numbers.map((d) => (d + 1) % 10) };
    expect(
      verifyDraw({ shape: { family: 'SSC' }, serverSeed: SEED, seedHash, clientSeed, draw: forged })
        .drawMatches,
    ).toBe(false);
    expect(
      verifyDraw({ shape: { family: 'SSC' }, serverSeed: 'b'.repeat(64), seedHash, clientSeed, draw })
        .seedMatches,
    ).toBe(false);
    // another issue of the same seed draws other numbers
    expect(drawIssue({ family: 'SSC' }, SEED, lotteryClientSeed('SSC_1M', '20261125-0002'))).not.toEqual(
      draw,
    );
  });
});

describe('lottery schedules', () => {
  it('number issues per UTC day and find them back', () => {
    for (const game of LOTTERY_GAMES) {
      const now = new Date('2026-11-25T09:30:12Z');
      const issue = currentIssue(game.schedule, now);
      expect(issue.closesAt.getTime()).toBeGreaterThan(now.getTime());
      expect(issue.opensAt.getTime() - game.schedule.closeLeadSeconds * 1000).toBeLessThanOrEqual(
        now.getTime(),
      );
      expect(drawAtOfIssue(game.schedule, issue.issueNo)).toBe(issue.drawAt.getTime());
      const next = issuesFrom(game.schedule, issue.drawAt.getTime(), 3);
      expect(new Set(next.map((i) => i.issueNo)).size).toBe(3);
    }
    const oneMinute = LOTTERY_GAMES.find((g) => g.code === 'SSC_1M')!.schedule;
    expect(issueOfDraw(oneMinute, Date.parse('2026-11-25T00:00:00Z')).issueNo).toBe('20261125-0001');
    expect(issueOfDraw(oneMinute, Date.parse('2026-11-25T23:59:00Z')).issueNo).toBe('20261125-1440');
    expect(currentIssue(oneMinute, new Date('2026-11-25T10:00:49.999Z')).issueNo).toBe('20261125-0602');
    expect(currentIssue(oneMinute, new Date('2026-11-25T10:00:50Z')).issueNo).toBe('20261125-0603');
    expect(drawAtOfIssue(oneMinute, '20261125-1441')).toBeNull();
    expect(drawAtOfIssue(oneMinute, '20261125')).toBeNull();
  });
});

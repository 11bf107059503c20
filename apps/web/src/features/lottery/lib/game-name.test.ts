import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES } from '@pavilion/games/lottery/catalogue';
import en from '../locales/en.json';
import { gameName, gameNameParts } from './game-name';

function t(key: string, options?: Record<string, unknown>): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  return typeof value === 'string' ? value.replace('{{count}}', String(options?.count)) : `!${key}`;
}

describe('lottery game names', () => {
  it('name every game of the vendor with English text', () => {
    for (const game of LOTTERY_GAMES) {
      expect(gameName(t, game.code)).not.toContain('!');
    }
  });
  it('tell the fast, regular and daily schedules apart', () => {
    expect(gameNameParts('SSC_1M')).toEqual({
      familyKey: 'family.SSC',
      scheduleKey: 'schedule.fast',
      minutes: 1,
    });
    expect(gameNameParts('PK10').scheduleKey).toBe('schedule.regular');
    expect(gameNameParts('LHC').scheduleKey).toBe('schedule.daily');
    expect(gameNameParts('VN_NORTH').scheduleKey).toBe('region.VN_NORTH');
  });
});

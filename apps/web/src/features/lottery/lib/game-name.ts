// How a lottery game is named on screen: its family's name and its schedule (a 1, 3 or 5 minute
// electronic draw, the regular draw every 20 minutes, or a daily draw; the VN daily draws by region).
import { lotteryGameDef, type TLotteryFamily } from '@pavilion/games/lottery/catalogue';

export type TGameNameParts = { familyKey: string; scheduleKey: string; minutes?: number };

export function gameNameParts(code: string): TGameNameParts {
  const def = lotteryGameDef(code);
  if (!def) {
    return { familyKey: 'family.unknown', scheduleKey: 'schedule.unknown' };
  }
  const familyKey = `family.${def.family}`;
  const interval = def.schedule.intervalSeconds;
  if (interval === 86_400) {
    return { familyKey, scheduleKey: def.family === 'VN' ? `region.${def.code}` : 'schedule.daily' };
  }
  if (def.mode === 'LOTT') {
    return { familyKey, scheduleKey: 'schedule.regular', minutes: interval / 60 };
  }
  return { familyKey, scheduleKey: 'schedule.fast', minutes: interval / 60 };
}

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** "SSC · 1-minute draw", "Vietnam lottery · South". */
export function gameName(t: TTranslate, code: string): string {
  const parts = gameNameParts(code);
  return `${t(parts.familyKey)} · ${t(parts.scheduleKey, { count: parts.minutes ?? 0 })}`;
}

/** Where a game is played: its family and, for VN, the region (for the draw's shape). */
export function drawShapeOf(
  code: string,
): { family: TLotteryFamily; vnRegion?: 'north' | 'south' | undefined } | null {
  const def = lotteryGameDef(code);
  return def ? { family: def.family, vnRegion: def.vnRegion } : null;
}

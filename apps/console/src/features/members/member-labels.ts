// Words for the member types of spec §3 (0 player, 1/2 and 41/42 agents, 4 trial).
import type { TFunction } from 'i18next';

const KNOWN_TYPES = new Set([0, 1, 2, 4, 41, 42]);

export function memberTypeLabel(t: TFunction, type: number): string {
  return KNOWN_TYPES.has(type) ? t(`members.type${type}`) : String(type);
}

// The agent centre's one time zone (issue 30 item 8): the zone settlement periods are keyed in
// (packages/contracts agent-settlement.ts), not the browser's, so a period and the times of what
// it paid read on the same clock. Every agent page formats times and keys date filters with it.
import { DEFAULT_SETTLEMENT_TIME_ZONE, fixedZoneOffsetMinutes } from '@pavilion/contracts/agent-settlement';
import { formatDateTime, utcOffsetLabel } from '@/shared/format/date-time';

/** Minutes east of UTC of the agent centre's clock. */
export const AGENT_ZONE_OFFSET_MINUTES = fixedZoneOffsetMinutes(DEFAULT_SETTLEMENT_TIME_ZONE);
/** The zone's name shown next to the clock: UTC+7. */
export const AGENT_ZONE_LABEL = utcOffsetLabel(AGENT_ZONE_OFFSET_MINUTES);

export function formatAgentDateTime(value: string | number | Date): string {
  return formatDateTime(value, AGENT_ZONE_OFFSET_MINUTES);
}

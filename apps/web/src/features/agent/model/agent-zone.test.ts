import { describe, expect, it } from 'vitest';
import { formatDateTime, utcOffsetLabel } from '@/shared/format/date-time';
import { AGENT_ZONE_LABEL, AGENT_ZONE_OFFSET_MINUTES, formatAgentDateTime } from './agent-zone';

describe('agent zone', () => {
  it('is the settlement zone, UTC+7, whatever the browser zone', () => {
    expect(AGENT_ZONE_OFFSET_MINUTES).toBe(420);
    expect(AGENT_ZONE_LABEL).toBe('UTC+7');
    // a 12:20 UTC+7 period paid five minutes later reads 12:25, not the browser's clock
    expect(formatAgentDateTime('2026-11-24T05:25:00.000Z')).toBe('2026-11-24 12:25:00');
    expect(formatAgentDateTime('2026-11-24T20:00:00.000Z')).toBe('2026-11-25 03:00:00');
  });

  it('names east, west, zero and half-hour offsets', () => {
    expect(utcOffsetLabel(420)).toBe('UTC+7');
    expect(utcOffsetLabel(-300)).toBe('UTC-5');
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(330)).toBe('UTC+5:30');
    expect(utcOffsetLabel(-570)).toBe('UTC-9:30');
  });

  it('formats a fixed offset and leaves bad input empty', () => {
    expect(formatDateTime('2026-01-01T00:00:00.000Z', -300)).toBe('2025-12-31 19:00:00');
    expect(formatDateTime('nope', 420)).toBe('');
  });
});

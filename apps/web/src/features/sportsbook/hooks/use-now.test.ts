import { describe, expect, it } from 'vitest';
import { countdownText } from './use-now';

describe('betting window countdown', () => {
  it('reads mm:ss, h:mm:ss from an hour, 00:00 once past', () => {
    expect(countdownText(95_000, 0)).toBe('01:35');
    expect(countdownText(3_600_000 + 61_000, 0)).toBe('1:01:01');
    expect(countdownText(0, 5000)).toBe('00:00');
  });
});

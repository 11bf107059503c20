import { describe, expect, it } from 'vitest';
import { parseNotificationEvent, parseReadyEvent, reconnectDelay, streamUrl } from './notification-event';

const sample = {
  id: 7,
  type: 'deposit_credited',
  payload: { amount: 5000, reference: 'D-1' },
  readAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('notification stream events', () => {
  it('puts the token in the query, encoded', () => {
    expect(streamUrl('https://site.example', 'a+b/c=')).toBe(
      'https://site.example/api/notifications/stream?token=a%2Bb%2Fc%3D',
    );
  });

  it('accepts a well-formed notification and drops anything else', () => {
    expect(parseNotificationEvent(JSON.stringify(sample))).toEqual(sample);
    expect(parseNotificationEvent('not json')).toBeNull();
    expect(parseNotificationEvent(JSON.stringify({ ...sample, type: 'jackpot' }))).toBeNull();
    expect(
      parseNotificationEvent(JSON.stringify({ ...sample, payload: { amount: 1.5, reference: 'x' } })),
    ).toBeNull();
  });

  it('reads the unread count of the ready event', () => {
    expect(parseReadyEvent('{"unreadCount":3}')).toBe(3);
    expect(parseReadyEvent('{"unread":3}')).toBeNull();
  });

  it('backs off reconnects from 2 s up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
  });
});

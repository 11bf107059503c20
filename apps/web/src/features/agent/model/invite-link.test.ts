import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('inviteLink', () => {
  it('opens registration with the affiliate code', () => {
    expect(inviteLink('https://pavilion.example', 'AGENT01')).toBe(
      'https://pavilion.example/register?affiliateCode=AGENT01',
    );
    expect(inviteLink('http://localhost:3000', 'A B')).toBe(
      'http://localhost:3000/register?affiliateCode=A%20B',
    );
  });
});

// An edit starts from the stored activity: the form shows money in major units and rates in
// percent, and saving it unchanged sends the stored rules back as they were.
import { describe, expect, it } from 'vitest';
import { ZPromotionCreateSchema } from '@pavilion/contracts/promotions';
import { toBody, toForm, type TAdminPromotion } from './promotion-form-model';

const STORED: TAdminPromotion = {
  id: 7,
  kind: 'deposit_bonus',
  title: 'Welcome',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  rules: { kind: 'deposit_bonus', percentBp: 5_000, cap: 50_000, minDeposit: 10_000, turnoverMultiplier: 3 },
  enabled: false,
  description: 'Half again',
  translations: { CN: { title: '欢迎', description: '再送一半' } },
  minVipLevel: 2,
  firstDepositOnly: true,
  newMemberDays: null,
  agentAccount: 'agent01',
  announcementId: null,
  payout: { mode: 'locked', minDeposit: null },
};

describe('promotion form model', () => {
  it('shows the stored rules in major units and percent', () => {
    const form = toForm(STORED);
    expect(form).toMatchObject({
      percentBp: 50,
      cap: 500,
      minDeposit: 100,
      turnoverMultiplier: 3,
      titleCn: '欢迎',
    });
    expect(Number.isNaN(form.newMemberDays)).toBe(true);
  });

  it('sends an unchanged form back as the stored activity', () => {
    const body = ZPromotionCreateSchema.parse(toBody(toForm(STORED)));
    expect(body).toMatchObject({
      title: 'Welcome',
      rules: STORED.rules,
      translations: STORED.translations,
      minVipLevel: 2,
      firstDepositOnly: true,
      newMemberDays: null,
      agentAccount: 'agent01',
      startsAt: STORED.startsAt,
      endsAt: STORED.endsAt,
    });
  });

  it('edits the payout: cash, and a qualifying deposit typed in major units', () => {
    const stored: TAdminPromotion = {
      ...STORED,
      kind: 'red_envelope',
      rules: {
        kind: 'red_envelope',
        pool: 10_000,
        shares: 10,
        dailyAt: null,
        durationMinutes: 60,
        turnoverMultiplier: 5,
      },
      payout: { mode: 'cash', minDeposit: 5_000 },
    };
    const form = toForm(stored);
    expect(form).toMatchObject({ payoutMode: 'cash', payoutMinDeposit: 50, turnoverMultiplier: 5 });
    const body = ZPromotionCreateSchema.parse(toBody({ ...form, payoutMinDeposit: 12.5 }));
    expect(body.payout).toEqual({ mode: 'cash', minDeposit: 1_250 });
    expect(body.rules).toEqual(stored.rules);
    const none = ZPromotionCreateSchema.parse(
      toBody({ ...form, payoutMode: 'locked', payoutMinDeposit: Number.NaN }),
    );
    expect(none.payout).toEqual({ mode: 'locked', minDeposit: null });
  });
});

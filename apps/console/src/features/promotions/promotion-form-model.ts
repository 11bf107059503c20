// The activity form's values and their conversions: the form (major units, percent, the operator's
// clock) to the API's body, and a stored activity back to the form for an edit. The payout (decision
// 063): cash or locked bonus money, and a qualifying deposit in major units (empty: none).
import type { z } from 'zod';
import type { TPromotionKind, ZAdminPromotionSchema } from '@pavilion/contracts/promotions';
import type { TPayoutMode } from '@pavilion/contracts/reward-payout';
import { COUNTS, RULE_FIELDS, toRules, type TRuleField } from './promotion-rules';

export type TAdminPromotion = z.infer<typeof ZAdminPromotionSchema>;

export type TForm = {
  title: string;
  description: string;
  titleCn: string;
  descriptionCn: string;
  titleKm: string;
  descriptionKm: string;
  startsAt: string;
  endsAt: string;
  kind: TPromotionKind;
  minVipLevel: number;
  firstDepositOnly: boolean;
  newMemberDays: number;
  agentAccount: string;
  contact: '' | 'zalo';
  dailyAt: string;
  payoutMode: TPayoutMode;
  payoutMinDeposit: number;
} & Record<TRuleField, number>;

export const EMPTY = {
  title: '',
  description: '',
  titleCn: '',
  descriptionCn: '',
  titleKm: '',
  descriptionKm: '',
  startsAt: '',
  endsAt: '',
  kind: 'deposit_bonus',
  minVipLevel: 0,
  firstDepositOnly: false,
  newMemberDays: Number.NaN,
  agentAccount: '',
  contact: '',
  dailyAt: '',
  turnoverMultiplier: 1,
  payoutMode: 'locked',
  payoutMinDeposit: Number.NaN,
} as TForm;

/** datetime-local (the operator's clock) to ISO; '' stays '' for the schema to refuse. */
const iso = (local: string) => (local === '' ? '' : new Date(local).toISOString());

export function toBody(v: TForm): unknown {
  const translation = (title: string, description: string) =>
    title.trim() === '' ? undefined : { title, description };
  const cn = translation(v.titleCn, v.descriptionCn);
  const km = translation(v.titleKm, v.descriptionKm);
  return {
    title: v.title,
    description: v.description,
    translations: { ...(cn ? { CN: cn } : {}), ...(km ? { KM: km } : {}) },
    startsAt: iso(v.startsAt),
    endsAt: iso(v.endsAt),
    rules: toRules(v.kind, v),
    minVipLevel: Number.isNaN(v.minVipLevel) ? 0 : v.minVipLevel,
    firstDepositOnly: v.firstDepositOnly,
    newMemberDays: Number.isNaN(v.newMemberDays) ? null : v.newMemberDays,
    agentAccount: v.agentAccount.trim() === '' ? null : v.agentAccount.trim(),
    payout: {
      mode: v.payoutMode,
      minDeposit: Number.isNaN(v.payoutMinDeposit) ? null : Math.round(v.payoutMinDeposit * 100),
    },
  };
}

/** An ISO time as a datetime-local value on the operator's clock. */
function local(isoTime: string): string {
  const d = new Date(isoTime);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A stored activity as the form edits it: minor units and basis points back to major and percent. */
export function toForm(row: TAdminPromotion): TForm {
  const rules = row.rules as Record<string, unknown>;
  const form = {
    ...EMPTY,
    title: row.title,
    description: row.description,
    titleCn: row.translations.CN?.title ?? '',
    descriptionCn: row.translations.CN?.description ?? '',
    titleKm: row.translations.KM?.title ?? '',
    descriptionKm: row.translations.KM?.description ?? '',
    startsAt: local(row.startsAt),
    endsAt: local(row.endsAt),
    kind: row.kind,
    minVipLevel: row.minVipLevel,
    firstDepositOnly: row.firstDepositOnly,
    newMemberDays: row.newMemberDays ?? Number.NaN,
    agentAccount: row.agentAccount ?? '',
    contact: rules.contact === 'zalo' ? 'zalo' : '',
    dailyAt: typeof rules.dailyAt === 'string' ? rules.dailyAt : '',
    payoutMode: row.payout.mode,
    payoutMinDeposit: row.payout.minDeposit === null ? Number.NaN : row.payout.minDeposit / 100,
  } as TForm;
  for (const field of RULE_FIELDS[row.kind]) {
    const value = rules[field];
    form[field] = typeof value !== 'number' ? Number.NaN : COUNTS.includes(field) ? value : value / 100;
  }
  return form;
}

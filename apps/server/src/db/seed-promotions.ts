// Demo promotions (issue 13 "Demo data", decision 034): one activity of each kind and the Zalo
// bonus, in three languages, and a red envelope on a daily window with one event open now; player01
// has a credited deposit (a real ledger deposit, key `deposit:<id>` as the cashier posts it) inside
// the deposit bonus's window, so the bonus is claimable on first start. Every step is a no-op on
// later starts.
import { sql } from 'kysely';
import type { TPromotionCreate } from '@pavilion/contracts/promotions';
import { DEFAULT_PROMOTION_PAYOUT } from '@pavilion/contracts/reward-payout';
import {
  DAILY_RED_ENVELOPE_RULES,
  LAUNCH_RED_ENVELOPE_MINUTES,
  RED_ENVELOPE_TEXT,
  SLOTS_REBATE_RULES,
  SLOTS_REBATE_TEXT,
  WELCOME_BONUS_RULES,
  WELCOME_BONUS_TEXT,
  type TOfferText,
} from '@/modules/content/demo-offers.ts';
import { createPromotion } from '@/modules/promotions/promotions-admin.service.ts';
import { createEvent, scheduleRedEnvelopes } from '@/modules/promotions/red-envelope.service.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import type { TDb } from './database.ts';

const DAY = 86_400_000;
const DEMO_DEPOSIT = 20_000;

type TDemo = Omit<TPromotionCreate, 'startsAt' | 'endsAt' | 'payout'> & {
  startsInDays: number;
  days: number;
};

/** No eligibility rule: every member may take part. */
const OPEN_TO_ALL = {
  minVipLevel: 0,
  firstDepositOnly: false,
  newMemberDays: null,
  agentAccount: null,
  announcementId: null,
} as const;

/** An activity's title and description in the three languages, from its demo-offers.ts text. */
function offer(text: TOfferText): Pick<TDemo, 'title' | 'description' | 'translations'> {
  return {
    title: text.EN.title,
    description: text.EN.text,
    translations: {
      CN: { title: text.CN.title, description: text.CN.text },
      KM: { title: text.KM.title, description: text.KM.text },
    },
  };
}

export const DEMO: TDemo[] = [
  {
    ...offer(WELCOME_BONUS_TEXT),
    rules: { ...WELCOME_BONUS_RULES },
    ...OPEN_TO_ALL,
    startsInDays: -1,
    days: 90,
  },
  {
    ...offer(RED_ENVELOPE_TEXT),
    rules: { ...DAILY_RED_ENVELOPE_RULES },
    ...OPEN_TO_ALL,
    startsInDays: -1,
    days: 365,
  },
  {
    ...offer(SLOTS_REBATE_TEXT),
    rules: { ...SLOTS_REBATE_RULES },
    ...OPEN_TO_ALL,
    startsInDays: -1,
    days: 30,
  },
  {
    title: 'Bet 1,000 and win 20',
    description: 'Join, place 1,000.00 of valid bets and claim 20.00.',
    translations: {
      CN: { title: '投注 1,000 送 20', description: '报名后完成 1,000.00 有效投注，即可领取 20.00。' },
      KM: { title: 'ភ្នាល់ 1,000 ឈ្នះ 20', description: 'ចូលរួម ភ្នាល់ត្រឹមត្រូវ 1,000.00 ហើយទទួលបាន 20.00។' },
    },
    rules: { kind: 'mission', targetValidBet: 100_000, reward: 2_000, turnoverMultiplier: 1 },
    minVipLevel: 0,
    firstDepositOnly: false,
    newMemberDays: null,
    agentAccount: null,
    announcementId: null,
    startsInDays: -1,
    days: 30,
  },
  {
    title: 'Share your big win',
    description:
      'Send a screenshot of a big win (up to 3 png or jpg images) and receive 50.00 once approved.',
    translations: {
      CN: {
        title: '晒出你的大奖',
        description: '上传大奖截图（最多 3 张 png 或 jpg 图片），审核通过即可获得 50.00。',
      },
      KM: {
        title: 'ចែករំលែកការឈ្នះធំ',
        description: 'ផ្ញើរូបថតអេក្រង់នៃការឈ្នះធំ (រហូតដល់ 3 រូប png ឬ jpg) ហើយទទួលបាន 50.00 នៅពេលអនុម័ត។',
      },
    },
    rules: { kind: 'application', reward: 5_000, turnoverMultiplier: 1 },
    minVipLevel: 0,
    firstDepositOnly: false,
    newMemberDays: null,
    agentAccount: null,
    announcementId: null,
    startsInDays: -1,
    days: 60,
  },
  {
    title: 'New year reload 20%',
    description: 'Coming soon: 20% on every deposit, up to 300.00.',
    translations: {
      CN: { title: '新年再存 20%', description: '即将开始：每笔存款 20%，最高 300.00。' },
      KM: { title: 'ដាក់ប្រាក់ឡើងវិញឆ្នាំថ្មី 20%', description: 'ឆាប់ៗនេះ៖ 20% លើការដាក់ប្រាក់នីមួយៗ រហូតដល់ 300.00។' },
    },
    rules: {
      kind: 'deposit_bonus',
      percentBp: 2_000,
      cap: 30_000,
      minDeposit: 10_000,
      turnoverMultiplier: 5,
    },
    minVipLevel: 0,
    firstDepositOnly: false,
    newMemberDays: null,
    agentAccount: null,
    announcementId: null,
    startsInDays: 20,
    days: 30,
  },
];

/**
 * The Zalo bonus (spec §9 "Zalo bonus reward up to 131K"): the member adds the site's Zalo, puts
 * their Zalo id in the profile and applies; the operator pays up to 131K of the currency (13,100,000
 * minor units), 31K unless they name another amount. No amount is written in the texts: the card
 * shows the maximum through the money formatter.
 */
const ZALO_BONUS: TDemo = {
  title: 'Zalo bonus',
  description:
    'Add Pavilion on Zalo, put your Zalo ID in your profile, then apply here with a screenshot of the chat. Customer service checks it and pays your bonus.',
  translations: {
    CN: {
      title: 'Zalo 奖励',
      description:
        '在 Zalo 添加 Pavilion，在个人资料中填写您的 Zalo 账号，然后附上聊天截图在此申请。客服核实后发放奖励。',
    },
    KM: {
      title: 'ប្រាក់រង្វាន់ Zalo',
      description:
        'បន្ថែម Pavilion នៅលើ Zalo បញ្ចូលលេខសម្គាល់ Zalo របស់អ្នកក្នុងប្រវត្តិរូប រួចដាក់ពាក្យស្នើសុំនៅទីនេះជាមួយរូបថតអេក្រង់នៃការជជែក។ សេវាអតិថិជននឹងពិនិត្យ ហើយបង់ប្រាក់រង្វាន់របស់អ្នក។',
    },
  },
  rules: {
    kind: 'application',
    reward: 3_100_000,
    maxReward: 13_100_000,
    contact: 'zalo',
    turnoverMultiplier: 1,
  },
  ...OPEN_TO_ALL,
  startsInDays: -1,
  days: 365,
};

/** Creates an activity of the demo, its window counted in whole UTC days from today. */
async function createDemo(db: TDb, { startsInDays, days, ...demo }: TDemo, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startsAt = new Date(today + startsInDays * DAY);
  return createPromotion(db, null, {
    payout: DEFAULT_PROMOTION_PAYOUT,
    ...demo,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + days * DAY).toISOString(),
  });
}

/** `playerAccount` (null: none) gets the credited deposit that makes the deposit bonus claimable. */
export async function seedPromotionsDemo(
  db: TDb,
  playerAccount: string | null,
  now = new Date(),
): Promise<void> {
  const seeded = await db.selectFrom('activities').select('id').limit(1).executeTakeFirst();
  if (!seeded) {
    await seedDemoActivities(db, playerAccount, now);
  }
  // added after the first demo activities: a demo seeded before it gets it on its next start
  const zalo = await db
    .selectFrom('activities')
    .select('id')
    .where(sql<boolean>`rules->>'contact' = 'zalo'`)
    .executeTakeFirst();
  if (!zalo) {
    await createDemo(db, ZALO_BONUS, now);
  }
}

async function seedDemoActivities(db: TDb, playerAccount: string | null, now: Date): Promise<void> {
  for (const demo of DEMO) {
    const row = await createDemo(db, demo, now);
    if (row.rules.kind === 'red_envelope') {
      // one event open now for the demo, then the daily window
      const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - 60_000);
      await createEvent(db, {
        promotionId: row.id,
        startsAt: start,
        durationMinutes: LAUNCH_RED_ENVELOPE_MINUTES,
      });
    }
  }
  await scheduleRedEnvelopes(db, now);
  if (playerAccount) {
    await seedDemoDeposit(db, playerAccount);
  }
}

/** A credited bank-transfer deposit of player01, posted as the cashier posts one. */
export async function seedDemoDeposit(db: TDb, account: string): Promise<void> {
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirst();
  const channel = await db
    .selectFrom('cashier_deposit_channels')
    .select(['id', 'kind'])
    .orderBy('sort')
    .executeTakeFirst();
  if (!member || !channel) {
    return;
  }
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('cashier_deposits')
      .values({
        member_id: member.id,
        request_id: 'seed-promotions-deposit',
        channel_id: channel.id,
        kind: channel.kind,
        amount: DEMO_DEPOSIT,
        status: 'credited',
        credited_at: new Date(),
      })
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returning(['id'])
      .executeTakeFirst();
    if (row) {
      await postMemberMovement(trx, {
        idempotencyKey: `deposit:${row.id}`,
        kind: 'deposit',
        memberId: Number(member.id),
        amount: DEMO_DEPOSIT,
        counterparty: 'cashier',
        description: 'Bank transfer deposit',
        meta: { depositId: String(row.id), channelId: channel.id, seed: true },
      });
    }
  });
}

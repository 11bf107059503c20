// Idempotent seed: the site configuration every install needs, and (SEED_DEMO) a demo agent tree
// and demo players funded through the ledger. Safe to run on every start: existing rows are left
// alone and the funding postings replay.
import { randomBytes } from 'node:crypto';
import { FLAG_IDS, type TFlagId } from '@pavilion/contracts/site';
import type { TConfig } from '@/config.ts';
import { ensureOperator } from '@/modules/admin/admin.service.ts';
import { findMemberByAccount, insertMemberWithWallet } from '@/modules/members/members.repo.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { DEFAULT_SETTINGS } from '@/modules/site/site.service.ts';
import { writeSettingIfAbsent } from '@/modules/site/site.repo.ts';
import { hashPassword } from '@/shared/password.ts';
import type { TDb } from './database.ts';
import { seedAgentContractsDemo } from '@/modules/agent-contracts/seed-agent-contracts.ts';
import { seedAgentDemo } from './seed-agent-demo.ts';
import { seedMessagesDemo } from './seed-messages.ts';
import { seedPromotionsDemo } from './seed-promotions.ts';
import { seedLoyaltyDemo } from './seed-loyalty.ts';
import { seedPointsDemo } from './seed-points.ts';

/** Flags nested under a parent module (a child is on only when its parent is). */
const FLAG_PARENTS: Partial<Record<TFlagId, TFlagId>> = {
  USERNAMEREG3: 'REG3',
  MOBILENUMREG3: 'REG3',
  MOBILENUMPASSREG3: 'REG3',
  REGMOBVERF3: 'REG3',
  AFFMAN3: 'REG3',
  GAMELOREC3: 'GAMELO3',
  GAMELOHOT3: 'GAMELO3',
};
/** Off in a fresh install: a second verification on unknown IPs surprises demo users. */
const FLAGS_OFF_BY_DEFAULT: TFlagId[] = ['LOGINIPVERF3'];

export const COUNTRIES = [
  ['KH', '+855', 'Cambodia', 8, 9],
  ['CN', '+86', 'China', 11, 11],
  ['TH', '+66', 'Thailand', 9, 9],
  ['VN', '+84', 'Vietnam', 9, 10],
  ['PH', '+63', 'Philippines', 10, 10],
  ['MY', '+60', 'Malaysia', 9, 10],
  ['SG', '+65', 'Singapore', 8, 8],
  ['ID', '+62', 'Indonesia', 9, 12],
  ['IN', '+91', 'India', 10, 10],
  ['JP', '+81', 'Japan', 10, 11],
  ['KR', '+82', 'South Korea', 9, 10],
  ['US', '+1', 'United States', 10, 10],
  ['GB', '+44', 'United Kingdom', 10, 10],
] as const;

/** field, enabled, required, patternId, min, max */
const REGISTRATION_FIELDS = [
  ['username', true, true, 'LETTER_THEN_ALNUM', 4, 16],
  ['password', true, true, 'ALNUM_NO_CJK', 6, 20],
  ['confirmPassword', true, true, 'ALNUM_NO_CJK', 6, 20],
  ['mobileNum', true, false, 'DIGITS', 6, 15],
  ['verificationCode', true, true, 'DIGITS', 6, 6],
  ['payeeName', true, false, 'LETTERS_SPACES', 2, 40],
  ['email', true, false, 'EMAIL', 6, 100],
  ['captcha', false, false, 'ALNUM_NO_CJK', 4, 4],
  ['affiliateCode', true, false, 'ALNUM_NO_CJK', 4, 16],
  ['paymentPassword', false, true, 'DIGITS', 6, 6],
  ['qqNum', false, false, 'DIGITS', 5, 12],
  ['recommenderId', false, false, 'ALNUM_NO_CJK', 4, 16],
  ['line', false, false, 'NO_SPACES', 3, 30],
  ['whatsapp', false, false, 'DIGITS', 6, 15],
  ['facebook', false, false, 'NO_SPACES', 3, 50],
  ['wechat', false, false, 'NO_SPACES', 3, 30],
  ['idNumber', false, false, 'ALNUM_NO_CJK', 6, 20],
  ['referralCode', false, false, 'ALNUM_NO_CJK', 4, 16],
] as const;

/** Documentation address blocks (RFC 5737) mapped to countries so region rules can be tried. */
const DEMO_IP_COUNTRIES = [
  ['192.0.2.0/24', 'CN'],
  ['198.51.100.0/24', 'US'],
  ['203.0.113.0/24', 'KH'],
] as const;

export const DEMO_ACCOUNTS = {
  agent: {
    account: 'agent01',
    password: 'Agent123',
    nickname: 'Demo Agent',
    type: 1,
    affiliateCode: 'AGENT01',
  },
  player: { account: 'player01', password: 'Player123', nickname: 'Demo Player', type: 0 },
  mobilePlayer: {
    account: 'player02',
    password: 'Player123',
    nickname: 'Mobile Player',
    type: 0,
    dialingCode: '+855',
    mobile: '12345678',
  },
} as const;

/** Play money every demo account gets once, posted through the ledger (10,000.00). */
export const DEMO_FUNDING_MINOR = 1_000_000;

export async function seedSite(db: TDb): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    await writeSettingIfAbsent(db, key, value);
  }
  const parents = FLAG_IDS.filter((id) => !FLAG_PARENTS[id]);
  const children = FLAG_IDS.filter((id) => FLAG_PARENTS[id]);
  let sort = 0;
  for (const modId of [...parents, ...children]) {
    await db
      .insertInto('site_flags')
      .values({
        mod_id: modId,
        parent_mod_id: FLAG_PARENTS[modId] ?? null,
        enabled: !FLAGS_OFF_BY_DEFAULT.includes(modId),
        sort: sort++,
      })
      .onConflict((oc) => oc.column('mod_id').doNothing())
      .execute();
  }
  for (const [i, [code, dial, name, min, max]] of COUNTRIES.entries()) {
    await db
      .insertInto('countries')
      .values({
        country_code: code,
        dialing_code: dial,
        name,
        mobile_min_digits: min,
        mobile_max_digits: max,
        sort: i,
      })
      .onConflict((oc) => oc.column('country_code').doNothing())
      .execute();
  }
  for (const [i, [field, enabled, required, patternId, min, max]] of REGISTRATION_FIELDS.entries()) {
    await db
      .insertInto('registration_fields')
      .values({
        field,
        enabled,
        required,
        pattern_id: patternId,
        accepted_pattern: null,
        min_length: min,
        max_length: max,
        sort: i,
      })
      .onConflict((oc) => oc.column('field').doNothing())
      .execute();
  }
  for (const [cidr, country] of DEMO_IP_COUNTRIES) {
    await db
      .insertInto('ip_country_ranges')
      .values({ cidr, country_code: country })
      .onConflict((oc) => oc.column('cidr').doNothing())
      .execute();
  }
}

/** Seeds the operator; returns the generated password when one was created without ADMIN_PASSWORD. */
export async function seedOperator(db: TDb, config: TConfig): Promise<string | null> {
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const created = await ensureOperator(db, 'admin', password);
  return created && !config.ADMIN_PASSWORD ? password : null;
}

/**
 * `agentTree: false` leaves out the demo agent tree and its month of bets; `memberActivity: false`
 * leaves player01's engagement history out (the promotions deposit, VIP activity): most integration
 * tests take both off so that player01 starts with the demo funding only.
 */
export async function seedDemo(
  db: TDb,
  opts: { agentTree?: boolean; memberActivity?: boolean } = {},
): Promise<void> {
  const { agent, player, mobilePlayer } = DEMO_ACCOUNTS;
  let agentRow = await findMemberByAccount(db, agent.account);
  if (!agentRow) {
    await insertMemberWithWallet(db, {
      account: agent.account,
      nickname: agent.nickname,
      type: agent.type,
      password_hash: await hashPassword(agent.password),
      affiliate_code: agent.affiliateCode,
    });
    agentRow = await findMemberByAccount(db, agent.account);
  }
  if (!(await findMemberByAccount(db, player.account))) {
    await insertMemberWithWallet(db, {
      account: player.account,
      nickname: player.nickname,
      type: player.type,
      upline_id: agentRow?.id ?? null,
      password_hash: await hashPassword(player.password),
      email: 'player01@example.com',
      payee_name: 'Demo Player',
    });
  }
  if (!(await findMemberByAccount(db, mobilePlayer.account))) {
    await insertMemberWithWallet(db, {
      account: mobilePlayer.account,
      nickname: mobilePlayer.nickname,
      type: mobilePlayer.type,
      upline_id: agentRow?.id ?? null,
      password_hash: await hashPassword(mobilePlayer.password),
      dialing_code: mobilePlayer.dialingCode,
      mobile: mobilePlayer.mobile,
    });
  }
  await fundDemoAccounts(db, [agent.account, player.account, mobilePlayer.account]);
  // the demo tree first: the demo contracts go to the agents in it
  if (opts.agentTree !== false) {
    await seedAgentDemo(db);
  }
  await seedAgentContractsDemo(db);
  await seedMessagesDemo(db);
  const activity = opts.memberActivity !== false;
  await seedPromotionsDemo(db, activity ? player.account : null);
  await seedLoyaltyDemo(db, { activity });
  await seedPointsDemo(db);
}

/** An operator 'adjustment' per demo account; the key makes every later start a replay. */
async function fundDemoAccounts(db: TDb, accounts: string[]): Promise<void> {
  for (const account of accounts) {
    const member = await findMemberByAccount(db, account);
    if (member) {
      await postMemberMovement(db, {
        idempotencyKey: `seed:demo-funding:${account}`,
        kind: 'adjustment',
        memberId: member.id,
        amount: DEMO_FUNDING_MINOR,
        counterparty: 'adjustment',
        description: 'Demo play money',
        meta: { seed: true },
      });
    }
  }
}

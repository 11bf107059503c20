// Demo data of points and missions (issue 13 "Demo data", decision 036): the operator's daily and
// weekly missions, the mall's goods, and points for player01 to spend. player01's login mission
// is claimable as soon as they log in today; the weekly three-day login mission is then in
// progress (1 of 3). Idempotent: missions by code, goods by name, the points by their source key.
import { sql } from 'kysely';
import type { TMissionInput } from '@pavilion/contracts/missions';
import { DEFAULT_REWARD_PAYOUT } from '@pavilion/contracts/reward-payout';
import { DAILY_LOGIN_POINTS } from '@/modules/content/demo-offers.ts';
import { findMemberByAccount } from '@/modules/members/members.repo.ts';
import { missionValues } from '@/modules/points/missions.service.ts';
import { upsertMission } from '@/modules/points/missions.repo.ts';
import { applyChange, insertGoods, type TGoodsValues } from '@/modules/points/points.repo.ts';
import type { TDb } from './database.ts';

export const DEMO_POINTS = 5_000;

const M = (
  m: Omit<TMissionInput, 'enabled' | 'gameType' | 'payout'> & { gameType?: TMissionInput['gameType'] },
) => ({ enabled: true, gameType: null, payout: DEFAULT_REWARD_PAYOUT, ...m }) as TMissionInput;

export const DEMO_MISSIONS: TMissionInput[] = [
  M({
    code: 'daily-login',
    period: 'daily',
    kind: 'login_days',
    titleEn: 'Log in today',
    titleZh: '今日登录',
    titleKm: 'ចូលប្រើថ្ងៃនេះ',
    target: 1,
    reward: DAILY_LOGIN_POINTS,
    sort: 1,
  }),
  M({
    code: 'daily-one-bet',
    period: 'daily',
    kind: 'bet_count',
    titleEn: 'Play one round of any game',
    titleZh: '任意游戏玩一局',
    titleKm: 'លេងហ្គេមណាមួយមួយជុំ',
    target: 1,
    reward: 200,
    sort: 2,
  }),
  M({
    code: 'daily-slots-200',
    period: 'daily',
    kind: 'bet_amount',
    gameType: 'RNG',
    titleEn: 'Bet 200.00 on slots today',
    titleZh: '今日老虎机投注 200.00',
    titleKm: 'ភ្នាល់ 200.00 លើស្លតថ្ងៃនេះ',
    target: 20_000,
    reward: 1_000,
    sort: 3,
  }),
  M({
    code: 'weekly-login-3',
    period: 'weekly',
    kind: 'login_days',
    titleEn: 'Log in on 3 days this week',
    titleZh: '本周登录 3 天',
    titleKm: 'ចូលប្រើ 3 ថ្ងៃក្នុងសប្តាហ៍នេះ',
    target: 3,
    reward: 1_500,
    sort: 4,
  }),
  M({
    code: 'weekly-deposit-500',
    period: 'weekly',
    kind: 'deposit_amount',
    titleEn: 'Deposit 500.00 this week',
    titleZh: '本周存款 500.00',
    titleKm: 'ដាក់ប្រាក់ 500.00 ក្នុងសប្តាហ៍នេះ',
    target: 50_000,
    reward: 2_000,
    sort: 5,
  }),
  M({
    code: 'weekly-bet-1000',
    period: 'weekly',
    kind: 'bet_amount',
    titleEn: 'Bet 1,000.00 in any game this week',
    titleZh: '本周任意游戏投注 1,000.00',
    titleKm: 'ភ្នាល់ 1,000.00 ក្នុងហ្គេមណាមួយសប្តាហ៍នេះ',
    target: 100_000,
    reward: 3_000,
    sort: 6,
  }),
];

const G = (
  name: [string, string, string],
  description: [string, string, string],
  points: number,
  amount: number,
  stock: number | null,
  sort: number,
): TGoodsValues => ({
  name_en: name[0],
  name_zh: name[1],
  name_km: name[2],
  description_en: description[0],
  description_zh: description[1],
  description_km: description[2],
  points_required: points,
  amount_required: amount,
  stock,
  enabled: true,
  sort,
});

export const DEMO_GOODS: TGoodsValues[] = [
  G(
    ['Pavilion mug', 'Pavilion 马克杯', 'ពែង Pavilion'],
    ['Ceramic, 350 ml', '陶瓷，350 毫升', 'សេរ៉ាមិច 350 មីលីលីត្រ'],
    800,
    0,
    null,
    1,
  ),
  G(
    ['Pavilion T-shirt', 'Pavilion T 恤', 'អាវយឺត Pavilion'],
    ['Cotton, sizes S to XL', '纯棉，S 至 XL 码', 'កប្បាស ទំហំ S ដល់ XL'],
    2_000,
    0,
    200,
    2,
  ),
  G(
    ['Bluetooth speaker', '蓝牙音箱', 'ឧបករណ៍បំពងសំឡេងប៊្លូធូស'],
    ['Portable, 10 hours of play', '便携式，续航 10 小时', 'ចល័ត លេងបាន 10 ម៉ោង'],
    8_000,
    100_000,
    50,
    3,
  ),
  G(
    ['Wireless headphones', '无线耳机', 'កាសឥតខ្សែ'],
    ['Noise cancelling', '主动降噪', 'កាត់បន្ថយសំឡេងរំខាន'],
    20_000,
    500_000,
    20,
    4,
  ),
];

export async function seedPointsDemo(db: TDb): Promise<void> {
  for (const mission of DEMO_MISSIONS) {
    const exists = await sql`select 1 from missions where code = ${mission.code}`.execute(db);
    if (exists.rows.length === 0) {
      await upsertMission(db, missionValues(mission));
    }
  }
  for (const goods of DEMO_GOODS) {
    const exists = await sql`select 1 from points_goods where name_en = ${goods.name_en}`.execute(db);
    if (exists.rows.length === 0) {
      await insertGoods(db, goods);
    }
  }
  const player = await findMemberByAccount(db, 'player01');
  if (player) {
    await applyChange(db, {
      memberId: player.id,
      kind: 'adjust',
      pointType: null,
      points: DEMO_POINTS,
      sourceKey: 'seed:demo-points:player01',
      remark: 'Welcome points',
    });
  }
}

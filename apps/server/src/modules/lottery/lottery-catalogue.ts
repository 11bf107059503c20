// The lottery vendor's games in the demo catalogue (issue 14 §4, decision 029): the lottery
// categories list exactly the games the vendor runs, so a tile opens `/lottery?gameCode=SSC_1M`
// (or /vnLottery, /seaLottery) onto a real draw. Regular games sit in LOTT under their family's
// vendor (SSC, PK10, 11X5, LHC), fast ones in ELOTT under the same codes; VN and SEA games stay with
// TCG_LOTTO_VN and TCG_SEA (their vendor picks their page). Titles of lottery vendors the house does
// not run (LF, VR, KENO) and the generator's placeholder lottery titles leave the catalogue. Node
// ids are a fixed block so records and favourites keep pointing at the same game. Runs once per
// database (site setting), in one transaction, after the demo catalogue is seeded.
import { LOTTERY_GAMES, type TLotteryFamily, type TLotteryGameDef } from '@pavilion/games/lottery/catalogue';
import type { TDb } from '@/db/database.ts';
import { readSetting, writeSetting } from '@/modules/site/site.repo.ts';
import { ensureLotteryGames } from './games.service.ts';

export const LOTTERY_CATALOGUE_SETTING = 'lottery_catalogue_step';
const STEP = 1;
/** node ids of the vendor's games: FIRST_NODE_ID + index in LOTTERY_GAMES */
export const LOTTERY_FIRST_NODE_ID = 990_001;

const FAMILY_VENDOR: Record<TLotteryFamily, string> = {
  SSC: 'SSC',
  PK10: 'PK10',
  '11X5': '11X5',
  LHC: 'LHC',
  VN: 'TCG_LOTTO_VN',
  SEA: 'TCG_SEA',
};
const NOT_RUN = ['LF', 'VR', 'KENO'];

const NAMES: Record<TLotteryFamily, [string, string, string]> = {
  SSC: ['Time Lottery', '时时彩', 'ឆ្នោតពេលវេលា'],
  PK10: ['PK10 Racing', 'PK10赛车', 'ការប្រណាំង PK10'],
  '11X5': ['11 Choose 5', '11选5', 'ជ្រើស 5 ពី 11'],
  LHC: ['Mark Six', '六合彩', 'ម៉ាកប្រាំមួយ'],
  VN: ['Vietnam Lottery', '越南彩', 'ឆ្នោតវៀតណាម'],
  SEA: ['4D Lottery', '4D彩票', 'ឆ្នោត 4D'],
};
const REGIONS: Record<string, [string, string, string]> = {
  VN_NORTH: ['Vietnam North', '越南北部彩', 'ឆ្នោតវៀតណាមខាងជើង'],
  VN_CENTRAL: ['Vietnam Central', '越南中部彩', 'ឆ្នោតវៀតណាមកណ្ដាល'],
  VN_SOUTH: ['Vietnam South', '越南南部彩', 'ឆ្នោតវៀតណាមខាងត្បូង'],
};

function namesOf(def: TLotteryGameDef): [string, string, string] {
  const region = REGIONS[def.code];
  if (region) {
    return region;
  }
  const [en, zh, km] = NAMES[def.family];
  const minutes =
    def.schedule.intervalSeconds < 3600 && def.mode !== 'LOTT' ? def.schedule.intervalSeconds / 60 : 0;
  return minutes ? [`${en} ${minutes} Min`, `${zh}${minutes}分钟`, `${km} ${minutes} នាទី`] : [en, zh, km];
}

/** The catalogue category of a game: fast games of the four Chinese-style families are ELOTT. */
const categoryOf = (def: TLotteryGameDef) => (def.mode === 'ELOTT' ? 'ELOTT' : 'LOTT');

export async function listLotteryInCatalogue(db: TDb): Promise<boolean> {
  if (Number((await readSetting(db, LOTTERY_CATALOGUE_SETTING)) ?? 0) >= STEP) {
    return false;
  }
  await ensureLotteryGames(db);
  await db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('games')
      .select('node_id')
      .where((eb) => eb.or([eb('game_type', 'in', ['LOTT', 'ELOTT']), eb('vendor_code', 'in', NOT_RUN)]))
      .where('node_id', '<', LOTTERY_FIRST_NODE_ID)
      .execute();
    const ids = old.map((r) => r.node_id);
    if (ids.length > 0) {
      for (const table of ['favourites', 'recent_games', 'jackpots', 'winners'] as const) {
        await trx.deleteFrom(table).where('node_id', 'in', ids).execute();
      }
      await trx.deleteFrom('games').where('node_id', 'in', ids).execute();
    }
    await trx.deleteFrom('game_vendors').where('code', 'in', NOT_RUN).execute();
    const fastVendors = [
      ...new Set(LOTTERY_GAMES.filter((g) => categoryOf(g) === 'ELOTT').map((g) => g.family)),
    ];
    const existing = await trx.selectFrom('game_vendors').select(['code', 'game_type', 'color']).execute();
    await trx
      .insertInto('game_vendors')
      .values(
        fastVendors.map((family, i) => {
          const code = FAMILY_VENDOR[family];
          const regular = existing.find((v) => v.code === code);
          return {
            code,
            game_type: 'ELOTT',
            display_name: `${NAMES[family][0]} Fast`,
            game_classify: 'ELOTTERY',
            color: regular?.color ?? '#5a189a',
            prize_mode: 'ELOTT',
            is_vendor_launch: true,
            sort: 1000 + i,
          };
        }),
      )
      .onConflict((oc) => oc.columns(['code', 'game_type']).doNothing())
      .execute();
    await trx
      .insertInto('games')
      .values(
        LOTTERY_GAMES.map((def, i) => {
          const [en, zh, km] = namesOf(def);
          return {
            node_id: LOTTERY_FIRST_NODE_ID + i,
            game_id: `L-${def.code}`,
            game_code: def.code,
            vendor_code: FAMILY_VENDOR[def.family],
            game_type: categoryOf(def),
            sub_type: 'lottery',
            display_name_en: en,
            display_name_zh: zh,
            display_name_km: km,
            min_bet: 10,
            sort: i,
          };
        }),
      )
      .onConflict((oc) => oc.column('node_id').doNothing())
      .execute();
    for (const [i, def] of LOTTERY_GAMES.entries()) {
      await trx
        .updateTable('lottery_games')
        .set({ node_id: LOTTERY_FIRST_NODE_ID + i })
        .where('code', '=', def.code)
        .execute();
    }
    await writeSetting(trx, LOTTERY_CATALOGUE_SETTING, STEP);
  });
  return true;
}

// The Pavilion Originals in the demo catalogue (decision 077): one title per original (dice, limbo,
// mines, plinko, keno) under the in-house vendor "Pavilion Originals" (RNG, sub type "originals").
// Each node id is the first from a fixed block whose registry hash opens that engine
// (originalNodeId), so records and favourites keep pointing at the same game. Runs once per
// database (site setting), after the demo catalogue is seeded.
import { INHOUSE_VENDOR } from '@pavilion/contracts/games';
import { ORIGINAL_ENGINES, originalNodeId, type TOriginalEngine } from '@pavilion/games/registry';
import { ENGINES } from '@pavilion/games/registry';
import type { TDb } from '@/db/database.ts';
import { readSetting, writeSetting } from '@/modules/site/site.repo.ts';

export const ORIGINALS_CATALOGUE_SETTING = 'originals_catalogue_step';
const STEP = 1;
export const ORIGINALS_FIRST_NODE_ID = 980_001;

export const ORIGINAL_NAMES: Record<TOriginalEngine, readonly [en: string, zh: string, km: string]> = {
  dice: ['Dice', '骰子', 'គ្រាប់ឡុកឡាក់'],
  limbo: ['Limbo', '极限倍数', 'លីមបូ'],
  mines: ['Mines', '扫雷', 'គ្រាប់មីន'],
  plinko: ['Plinko', '弹珠台', 'ផ្លិនកូ'],
  keno: ['Keno', '基诺', 'គីណូ'],
};

/** The node id of each original's title: deterministic, in the order of ORIGINAL_ENGINES. */
export function originalsNodeIds(): Record<TOriginalEngine, number> {
  let from = ORIGINALS_FIRST_NODE_ID;
  const ids = {} as Record<TOriginalEngine, number>;
  for (const engine of ORIGINAL_ENGINES) {
    ids[engine] = originalNodeId(engine, from);
    from = ids[engine] + 1;
  }
  return ids;
}

export async function listOriginalsInCatalogue(db: TDb): Promise<boolean> {
  if (Number((await readSetting(db, ORIGINALS_CATALOGUE_SETTING)) ?? 0) >= STEP) {
    return false;
  }
  const ids = originalsNodeIds();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('games')
      .values(
        ORIGINAL_ENGINES.map((engine, i) => {
          const [en, zh, km] = ORIGINAL_NAMES[engine];
          return {
            node_id: ids[engine],
            game_id: `O-${engine}`,
            game_code: `originals-${engine}`,
            vendor_code: INHOUSE_VENDOR,
            game_type: 'RNG' as const,
            sub_type: 'originals',
            display_name_en: en,
            display_name_zh: zh,
            display_name_km: km,
            min_bet: ENGINES[engine].minBet,
            lines: 0,
            sort: i,
          };
        }),
      )
      .onConflict((oc) => oc.column('node_id').doNothing())
      .execute();
    await writeSetting(trx, ORIGINALS_CATALOGUE_SETTING, STEP);
  });
  return true;
}

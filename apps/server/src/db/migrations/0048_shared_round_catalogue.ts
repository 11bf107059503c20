// The demo catalogue after the shared-round verticals opened (issue 17, decision 056), for databases
// seeded by an older build (a new one is seeded this way by the generator):
// - card-room titles no table of ours deals (Zha Jin Hua, Pai Gow, Sam Gong, …) leave the catalogue
//   with their favourites, recent games, pools and demo winners; none could ever be launched
//   (VERTICAL_NOT_OPEN), so no bet or record points at them. "Texas Hold'em" and "Bull Bull" stay;
// - "Bull Bull" is a rotating banker's niuniu: its Chinese name says so (轮庄, not 抢庄);
// - "Jackpot Fishing" promised a pool the seas do not pay: it is "Treasure Fishing".
// Only the demo vendors' generated rows (node ids below the lottery block) are touched.
import { sql, type Kysely } from 'kysely';

const UNLISTED = sql`
  select node_id from games
  where game_type = 'PVP'
    and vendor_code in ('KX', 'KY', 'TH', 'WS', 'XY')
    and node_id between 100001 and 990000
    and display_name_en not in ('Texas Hold''em', 'Bull Bull')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['favourites', 'recent_games', 'jackpots', 'winners']) {
    await sql`delete from ${sql.table(table)} where node_id in (${UNLISTED})`.execute(db);
  }
  await sql`delete from games where node_id in (${UNLISTED})`.execute(db);
  await sql`
    update games set display_name_zh = '轮庄牛牛', updated_at = now()
    where game_type = 'PVP' and display_name_en = 'Bull Bull' and display_name_zh = '抢庄牛牛'
      and node_id between 100001 and 990000`.execute(db);
  await sql`
    update games set display_name_en = 'Treasure Fishing', display_name_zh = '寻宝捕鱼',
      display_name_km = 'Treasure Fishing', game_code = 'treasure-fishing', updated_at = now()
    where game_type = 'FISH' and display_name_en = 'Jackpot Fishing'
      and node_id between 100001 and 990000`.execute(db);
}

/** The names go back; the unlisted titles do not (a fresh seed of the older build would make them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update games set display_name_zh = '抢庄牛牛', updated_at = now()
    where game_type = 'PVP' and display_name_en = 'Bull Bull' and display_name_zh = '轮庄牛牛'`.execute(db);
  await sql`
    update games set display_name_en = 'Jackpot Fishing', display_name_zh = '奖池捕鱼',
      display_name_km = 'Jackpot Fishing', game_code = 'jackpot-fishing', updated_at = now()
    where game_type = 'FISH' and display_name_en = 'Treasure Fishing'`.execute(db);
}

// Catalogue and site content: game categories, vendors, ~10,000 games with the indexes the list
// queries use, favourites, recent games, jackpots, winners; banners, notices, popups, promotions, help.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_categories (
      code text primary key,
      kind text not null check (kind in ('menu', 'game')),
      path text not null,
      login_required boolean not null default false,
      enabled boolean not null default true,
      sort integer not null
    );
    create table game_vendors (
      code text not null,
      game_type text not null references game_categories(code),
      display_name text not null,
      game_classify text not null,
      color text not null,
      prize_mode text,
      is_vendor_launch boolean not null default false,
      maintenance boolean not null default false,
      sort integer not null default 0,
      primary key (code, game_type)
    );
    create table games (
      id serial primary key,
      node_id integer not null unique,
      game_code text not null,
      game_id text not null,
      vendor_code text not null,
      game_type text not null,
      sub_type text not null,
      display_name_en text not null,
      display_name_zh text not null,
      display_name_km text not null,
      search_text text generated always as (lower(display_name_en || ' ' || display_name_zh || ' ' || game_code)) stored,
      min_bet bigint not null check (min_bet > 0),
      lines integer not null default 0,
      is_hot boolean not null default false,
      has_jackpot boolean not null default false,
      is_game text not null default 'GAME' check (is_game in ('GAME', 'VASSALAGE')),
      parent_node_id integer references games(node_id),
      maintenance boolean not null default false,
      recommended_node_ids integer[] not null default '{}',
      sort integer not null default 0,
      updated_at timestamptz not null default now(),
      foreign key (vendor_code, game_type) references game_vendors(code, game_type),
      unique (vendor_code, game_code)
    );
    -- Lists show top-level games only (children of a container appear in its popup), ordered by
    -- (sort, node_id); one index per filter shape keeps first pages an index walk.
    create index games_list_type_idx on games (game_type, sort, node_id) where parent_node_id is null;
    create index games_list_vendor_idx on games (vendor_code, game_type, sort, node_id) where parent_node_id is null;
    create index games_list_sub_type_idx on games (game_type, sub_type, sort, node_id) where parent_node_id is null;
    create index games_list_hot_idx on games (sort, node_id) where is_hot and parent_node_id is null;
    create index games_parent_idx on games (parent_node_id) where parent_node_id is not null;
    create table favourites (
      member_id bigint not null references members(id),
      node_id integer not null references games(node_id),
      created_at timestamptz not null default now(),
      primary key (member_id, node_id)
    );
    create table favourite_throttle (
      member_id bigint primary key references members(id),
      last_action_at timestamptz not null
    );
    create table recent_games (
      member_id bigint not null references members(id),
      node_id integer not null references games(node_id),
      last_played_at timestamptz not null default now(),
      primary key (member_id, node_id)
    );
    create index recent_games_member_idx on recent_games (member_id, last_played_at desc);
    create table jackpots (
      node_id integer primary key references games(node_id),
      amount bigint not null check (amount >= 0),
      updated_at timestamptz not null default now()
    );
    create table winners (
      id bigserial primary key,
      member_id bigint references members(id),
      customer_name text not null,
      node_id integer not null references games(node_id),
      win_amount bigint not null check (win_amount > 0),
      win_type text not null check (win_type in ('JACKPOT', 'BIG_WIN')),
      created_at timestamptz not null default now()
    );
    create index winners_amount_idx on winners (win_amount desc, created_at desc);
    create table banners (
      id serial primary key,
      group_name text not null check (group_name in ('w_home', 'w_login', 'w_register', 'w_leftmenu')),
      title text not null,
      subtitle text not null default '',
      image_url text,
      linkage_type text not null default 'NONE' check (linkage_type in ('NONE', 'ROUTE', 'URL', 'GAME')),
      link text,
      sort integer not null default 0,
      starts_at timestamptz,
      ends_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create table notices (
      id serial primary key,
      title text not null,
      content text not null,
      sort integer not null default 0,
      starts_at timestamptz,
      ends_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create table popups (
      id serial primary key,
      title text not null,
      content text not null,
      image_url text,
      execution text not null check (execution in ('A', 'B', 'F')),
      sort integer not null default 0,
      starts_at timestamptz,
      ends_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create table promotions (
      id serial primary key,
      title text not null,
      content text not null,
      images text[] not null default '{}',
      sort integer not null default 0,
      starts_at timestamptz,
      ends_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create table help_articles (
      id serial primary key,
      lang text not null,
      device text not null,
      anchor text not null,
      title text not null,
      content text not null,
      sort integer not null default 0,
      unique (lang, device, anchor)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table help_articles, promotions, popups, notices, banners, winners, jackpots, recent_games, favourite_throttle,
      favourites, games, game_vendors, game_categories;
  `.execute(db);
}

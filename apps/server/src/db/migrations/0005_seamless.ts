// Seamless-wallet schema: vendors and their signing secrets, launch tokens, the vendor operations
// we applied (idempotency by the vendor's transaction id), bets, rounds and rollback tombstones,
// plus one plpgsql function per money operation so a bet, win or rollback is a single round trip:
// the function records the operation and calls ledger_post (migration 0004) in the same statement.
// Business refusals are raised as `SEAMLESS:<CODE>`; ledger_post raises INSUFFICIENT_FUNDS itself.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vendors_seamless (
      code text primary key check (code ~ '^[A-Z0-9_]{1,32}$'),
      secret text not null check (length(secret) >= 32),
      enabled boolean not null default true,
      currency text not null default 'USD',
      created_at timestamptz not null default now()
    );
    create table seamless_launch_tokens (
      token_hash bytea primary key,
      member_id bigint not null references members(id),
      session_id bigint not null references sessions(id),
      vendor_code text not null references vendors_seamless(code),
      node_id integer,
      -- the catalogue game of node_id, copied at launch so a bet needs no catalogue look-up
      game_type text,
      catalogue_vendor text,
      created_at timestamptz not null default now()
    );
    create index seamless_launch_tokens_session_idx on seamless_launch_tokens (session_id);
    create table seamless_transactions (
      id bigserial primary key,
      vendor_code text not null,
      vendor_tx_id text not null,
      op text not null check (op in ('bet', 'win', 'rollback')),
      fingerprint text not null,
      member_id bigint not null,
      -- stored only for outcomes without a posting (refusals kept, zero wins); a posted
      -- operation's result is read back from its ledger transaction
      result jsonb,
      created_at timestamptz not null default now(),
      unique (vendor_code, vendor_tx_id)
    );
    create table seamless_bets (
      id bigserial primary key,
      vendor_code text not null,
      bet_tx_id text not null,
      member_id bigint not null references members(id),
      round_id text not null,
      game_code text not null,
      node_id integer,
      game_type text not null,
      catalogue_vendor text,
      amount bigint not null check (amount > 0),
      win_amount bigint not null default 0 check (win_amount >= 0),
      status text not null default 'open' check (status in ('open', 'settled', 'rolled_back')),
      closing_tx_id text,
      placed_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (vendor_code, bet_tx_id)
    );
    create index seamless_bets_member_idx on seamless_bets (member_id, placed_at desc);
    -- Closed rounds only: a bet checks that its round is not here, so open rounds cost no write.
    create table seamless_rounds (
      vendor_code text not null,
      member_id bigint not null,
      round_id text not null,
      closed_at timestamptz not null default now(),
      primary key (vendor_code, member_id, round_id)
    );
    create table seamless_tombstones (
      vendor_code text not null,
      bet_tx_id text not null,
      member_id bigint not null,
      created_at timestamptz not null default now(),
      primary key (vendor_code, bet_tx_id)
    );
  `.execute(db);
  await sql.raw(FUNCTIONS_SQL).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function if exists seamless_bet, seamless_win, seamless_rollback, seamless_end_round, seamless_replay, seamless_house_account;
    drop table if exists seamless_tombstones, seamless_rounds, seamless_bets, seamless_transactions, seamless_launch_tokens, vendors_seamless;
  `.execute(db);
}

// Locks: the seamless_transactions insert (ON CONFLICT DO NOTHING waits for an in-flight twin)
// makes each vendor transaction id apply once; bet and rollback take an advisory lock on the bet's
// id so a rollback that arrives first and the late bet cannot both miss each other; win and
// rollback lock the bet row. ledger_post comes last in each function: the house shard rows it
// locks are shared by every player, so they are held only from the posting to the commit.
// The house side is the member's 'games' sub-account (shard = member id mod 8).
const FUNCTIONS_SQL = `
create function seamless_house_account(p_member_id bigint) returns bigint language sql stable as $f$
  select id from ledger_accounts where owner_type = 'house' and purpose = 'games' and shard = (p_member_id % 8)::int
$f$;

-- The first result of a vendor transaction id: stored, or read back from its ledger posting.
create function seamless_replay(p_vendor text, p_tx_id text, p_op text, p_fingerprint text, p_member_id bigint)
returns jsonb language plpgsql as $f$
declare v record; v_tx bigint; v_balance bigint; v_currency text;
begin
  select op, fingerprint, result into v from seamless_transactions where vendor_code = p_vendor and vendor_tx_id = p_tx_id;
  if not found or v.op <> p_op or v.fingerprint <> p_fingerprint then
    raise exception 'SEAMLESS:DUPLICATE_TRANSACTION';
  end if;
  if v.result ? 'error' then
    return v.result;
  elsif v.result is not null then
    return v.result || '{"replayed": true}'::jsonb;
  end if;
  select t.id, e.balance_after, a.currency into v_tx, v_balance, v_currency from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.member_id = p_member_id and a.purpose = 'wallet'
    where t.idempotency_key = 'seamless:' || p_vendor || ':' || p_tx_id;
  if not found then
    raise exception 'SEAMLESS:DUPLICATE_TRANSACTION';
  end if;
  return jsonb_build_object('balance', v_balance, 'currency', v_currency, 'platformTransactionId', v_tx::text, 'replayed', true);
end $f$;

create function seamless_bet(p_vendor text, p_tx_id text, p_fingerprint text, p_member_id bigint, p_token_hash bytea,
  p_idle_cutoff timestamptz, p_round_id text, p_game_code text, p_amount bigint) returns jsonb language plpgsql as $f$
declare
  v_row bigint; v_play record; v_post record;
begin
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id)
    values (p_vendor, p_tx_id, 'bet', p_fingerprint, p_member_id)
    on conflict (vendor_code, vendor_tx_id) do nothing returning id into v_row;
  if v_row is null then
    return seamless_replay(p_vendor, p_tx_id, 'bet', p_fingerprint, p_member_id);
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_vendor || ':' || p_tx_id, 0));
  if exists (select 1 from seamless_tombstones where vendor_code = p_vendor and bet_tx_id = p_tx_id) then
    raise exception 'SEAMLESS:BET_ROLLED_BACK';
  end if;
  select t.node_id, t.game_type, t.catalogue_vendor, t.session_id, s.last_seen_at, a.id as wallet_id, a.currency into v_play
    from seamless_launch_tokens t
    join sessions s on s.id = t.session_id
    join ledger_accounts a on a.member_id = t.member_id and a.purpose = 'wallet'
    where t.token_hash = p_token_hash and t.member_id = p_member_id and t.vendor_code = p_vendor
      and s.revoked_at is null and s.expires_at > now() and s.last_seen_at > p_idle_cutoff;
  if not found then
    if not exists (select 1 from ledger_accounts where member_id = p_member_id and purpose = 'wallet') then
      raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
    end if;
    raise exception 'SEAMLESS:SESSION_EXPIRED';
  end if;
  -- Playing is activity: slide the session's idle clock, at most twice a minute.
  if v_play.last_seen_at < now() - interval '30 seconds' then
    update sessions set last_seen_at = now() where id = v_play.session_id;
  end if;
  if exists (select 1 from seamless_rounds where vendor_code = p_vendor and member_id = p_member_id and round_id = p_round_id) then
    raise exception 'SEAMLESS:ROUND_CLOSED';
  end if;
  insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, node_id, game_type, catalogue_vendor, amount)
    values (p_vendor, p_tx_id, p_member_id, p_round_id, p_game_code, v_play.node_id, coalesce(v_play.game_type, 'OTHER'), v_play.catalogue_vendor, p_amount);
  select * into v_post from ledger_post('seamless:' || p_vendor || ':' || p_tx_id, 'bet', array[v_play.wallet_id, seamless_house_account(p_member_id)],
    array[-p_amount, p_amount], 'Bet ' || p_game_code,
    jsonb_build_object('vendor', p_vendor, 'vendorTxId', p_tx_id, 'roundId', p_round_id, 'gameCode', p_game_code, 'nodeId', v_play.node_id));
  return jsonb_build_object('balance', v_post.balances[1], 'currency', v_play.currency,
    'platformTransactionId', v_post.transaction_id::text, 'replayed', false);
end $f$;

create function seamless_win(p_vendor text, p_tx_id text, p_fingerprint text, p_member_id bigint, p_bet_tx_id text,
  p_round_id text, p_amount bigint, p_end_round boolean) returns jsonb language plpgsql as $f$
declare
  v_row bigint; v_bet record; v_post record; v_result jsonb;
begin
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id)
    values (p_vendor, p_tx_id, 'win', p_fingerprint, p_member_id)
    on conflict (vendor_code, vendor_tx_id) do nothing returning id into v_row;
  if v_row is null then
    return seamless_replay(p_vendor, p_tx_id, 'win', p_fingerprint, p_member_id);
  end if;
  select b.id, b.member_id, b.round_id, b.status, a.id as wallet_id, a.currency into v_bet
    from seamless_bets b join ledger_accounts a on a.member_id = b.member_id and a.purpose = 'wallet'
    where b.vendor_code = p_vendor and b.bet_tx_id = p_bet_tx_id for update of b;
  if not found or v_bet.member_id <> p_member_id or v_bet.round_id <> p_round_id then
    if not exists (select 1 from ledger_accounts where member_id = p_member_id and purpose = 'wallet') then
      raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
    end if;
    raise exception 'SEAMLESS:BET_NOT_FOUND';
  elsif v_bet.status = 'rolled_back' then
    raise exception 'SEAMLESS:BET_ROLLED_BACK';
  elsif v_bet.status = 'settled' then
    raise exception 'SEAMLESS:BET_ALREADY_SETTLED';
  end if;
  update seamless_bets set status = 'settled', win_amount = p_amount, settled_at = now(), closing_tx_id = p_tx_id where id = v_bet.id;
  if p_end_round then
    insert into seamless_rounds (vendor_code, member_id, round_id) values (p_vendor, p_member_id, p_round_id) on conflict do nothing;
  end if;
  if p_amount = 0 then
    -- A losing settlement moves no money; its reply is kept for replays.
    v_result := jsonb_build_object('balance', (select balance from ledger_accounts where id = v_bet.wallet_id), 'currency', v_bet.currency);
    update seamless_transactions set result = v_result where id = v_row;
    return v_result || '{"replayed": false}'::jsonb;
  end if;
  select * into v_post from ledger_post('seamless:' || p_vendor || ':' || p_tx_id, 'win', array[seamless_house_account(p_member_id), v_bet.wallet_id],
    array[-p_amount, p_amount], 'Win ' || p_round_id,
    jsonb_build_object('vendor', p_vendor, 'vendorTxId', p_tx_id, 'betTxId', p_bet_tx_id, 'roundId', p_round_id));
  return jsonb_build_object('balance', v_post.balances[2], 'currency', v_bet.currency,
    'platformTransactionId', v_post.transaction_id::text, 'replayed', false);
end $f$;

create function seamless_rollback(p_vendor text, p_tx_id text, p_fingerprint text, p_member_id bigint, p_bet_tx_id text,
  p_round_id text) returns jsonb language plpgsql as $f$
declare
  v_row bigint; v_wallet record; v_bet record; v_post record; v_result jsonb;
begin
  select id, currency into v_wallet from ledger_accounts where owner_type = 'member' and member_id = p_member_id and purpose = 'wallet';
  if not found then
    raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
  end if;
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id)
    values (p_vendor, p_tx_id, 'rollback', p_fingerprint, p_member_id)
    on conflict (vendor_code, vendor_tx_id) do nothing returning id into v_row;
  if v_row is null then
    return seamless_replay(p_vendor, p_tx_id, 'rollback', p_fingerprint, p_member_id);
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_vendor || ':' || p_bet_tx_id, 0));
  select id, member_id, status, amount, closing_tx_id into v_bet from seamless_bets
    where vendor_code = p_vendor and bet_tx_id = p_bet_tx_id for update;
  if not found then
    -- The bet may still be on its way: remember the rollback so the late bet is refused.
    insert into seamless_tombstones (vendor_code, bet_tx_id, member_id) values (p_vendor, p_bet_tx_id, p_member_id)
      on conflict do nothing;
    v_result := jsonb_build_object('error', 'BET_NOT_FOUND',
      'balance', (select balance from ledger_accounts where id = v_wallet.id), 'currency', v_wallet.currency);
    update seamless_transactions set result = v_result where id = v_row;
    return v_result;
  elsif v_bet.member_id <> p_member_id then
    raise exception 'SEAMLESS:BET_NOT_FOUND';
  elsif v_bet.status = 'settled' then
    raise exception 'SEAMLESS:BET_ALREADY_SETTLED';
  elsif v_bet.status = 'rolled_back' then
    -- A second rollback of the same bet under another id: the first one's result, no second refund.
    v_result := seamless_replay(p_vendor, v_bet.closing_tx_id, 'rollback',
      (select fingerprint from seamless_transactions where vendor_code = p_vendor and vendor_tx_id = v_bet.closing_tx_id),
      p_member_id);
    update seamless_transactions set result = v_result - 'replayed' where id = v_row;
    return v_result;
  end if;
  update seamless_bets set status = 'rolled_back', settled_at = now(), closing_tx_id = p_tx_id where id = v_bet.id;
  select * into v_post from ledger_post('seamless:' || p_vendor || ':' || p_tx_id, 'rollback', array[seamless_house_account(p_member_id), v_wallet.id],
    array[-v_bet.amount, v_bet.amount], 'Rollback ' || p_bet_tx_id,
    jsonb_build_object('vendor', p_vendor, 'vendorTxId', p_tx_id, 'betTxId', p_bet_tx_id, 'roundId', p_round_id));
  return jsonb_build_object('balance', v_post.balances[2], 'currency', v_wallet.currency,
    'platformTransactionId', v_post.transaction_id::text, 'replayed', false);
end $f$;

create function seamless_end_round(p_vendor text, p_member_id bigint, p_round_id text) returns jsonb language plpgsql as $f$
declare v_wallet record;
begin
  select balance, currency into v_wallet from ledger_accounts where owner_type = 'member' and member_id = p_member_id and purpose = 'wallet';
  if not found then
    raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
  end if;
  insert into seamless_rounds (vendor_code, member_id, round_id) values (p_vendor, p_member_id, p_round_id) on conflict do nothing;
  return jsonb_build_object('balance', v_wallet.balance, 'currency', v_wallet.currency);
end $f$;
`;

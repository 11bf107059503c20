-- Current definition of ledger_post (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.ledger_post(p_key text, p_kind text, p_account_ids bigint[], p_amounts bigint[], p_description text, p_meta jsonb)
 RETURNS TABLE(transaction_id bigint, replayed boolean, balances bigint[])
 LANGUAGE plpgsql
AS $function$
declare
  v_n integer := coalesce(array_length(p_account_ids, 1), 0);
  v_ids bigint[] := p_account_ids;
  v_amounts bigint[] := p_amounts;
  v_entry_ids bigint[];
  v_prev bigint[];
  v_after bigint[];
  v_fp text;
  v_tx bigint;
  v_existing_fp text;
  v_currency text;
  v_first_currency text;
  v_new bigint;
  v_entry bigint;
  v_prev_entry bigint;
  v_current bigint;
  v_member bigint;
  v_refusal text;
  v_swap_id bigint;
  v_swap_amount bigint;
  v_sum numeric := 0;
  i integer;
  j integer;
begin
  -- Plain plpgsql expressions below (no queries) until the key is claimed: cheap and early.
  if v_n < 2 or v_n <> coalesce(array_length(p_amounts, 1), 0) then
    raise exception 'INVALID_LEGS:count' using errcode = 'P0001';
  end if;
  for i in 1..v_n loop
    if v_ids[i] is null then
      raise exception 'ACCOUNT_NOT_FOUND:null' using errcode = 'P0001';
    end if;
    if v_amounts[i] is null or v_amounts[i] = 0 then
      raise exception 'INVALID_LEGS:zero' using errcode = 'P0001';
    end if;
    v_sum := v_sum + v_amounts[i];
  end loop;
  if v_sum <> 0 then
    raise exception 'INVALID_LEGS:sum' using errcode = 'P0001';
  end if;
  -- Legs in ascending account id (insertion sort, postings have few legs): the lock order of
  -- every posting, so two postings never wait on each other in a cycle.
  for i in 2..v_n loop
    v_swap_id := v_ids[i];
    v_swap_amount := v_amounts[i];
    j := i - 1;
    while j >= 1 and v_ids[j] > v_swap_id loop
      v_ids[j + 1] := v_ids[j];
      v_amounts[j + 1] := v_amounts[j];
      j := j - 1;
    end loop;
    v_ids[j + 1] := v_swap_id;
    v_amounts[j + 1] := v_swap_amount;
  end loop;
  for i in 2..v_n loop
    if v_ids[i] = v_ids[i - 1] then
      raise exception 'INVALID_LEGS:repeated account' using errcode = 'P0001';
    end if;
  end loop;
  v_fp := md5(p_kind || '|' || array_to_string(v_ids, ',') || '|' || array_to_string(v_amounts, ','));

  -- The key is claimed first: a concurrent first post of the same key waits here for ours and
  -- then finds it committed (replay) or rolled back (it posts).
  insert into ledger_transactions as t (idempotency_key, kind, fingerprint, description, meta)
    values (p_key, p_kind, v_fp, coalesce(p_description, ''), coalesce(p_meta, '{}'::jsonb))
    on conflict (idempotency_key) do nothing
    returning t.id into v_tx;
  if v_tx is null then
    select t.id, t.fingerprint into v_tx, v_existing_fp from ledger_transactions t where t.idempotency_key = p_key;
    if v_existing_fp is distinct from v_fp then
      raise exception 'DUPLICATE_TRANSACTION' using errcode = 'P0001';
    end if;
    return query select v_tx, true,
      (select array_agg(a.balance order by l.ord) from unnest(p_account_ids) with ordinality as l(id, ord)
         join ledger_accounts a on a.id = l.id);
    return;
  end if;

  v_entry_ids := array_fill(null::bigint, array[v_n]);
  v_prev := v_entry_ids;
  v_after := v_entry_ids;
  for i in 1..v_n loop
    -- One statement per leg: lock the row (the FOR UPDATE subquery also yields the head of its
    -- entry chain as it was before this update), then the guarded update, so a member wallet
    -- never goes below zero; house accounts may.
    update ledger_accounts a
      set balance = a.balance + v_amounts[i], last_entry_id = nextval('ledger_entries_id_seq')
      from (select l.id, l.last_entry_id from ledger_accounts l where l.id = v_ids[i] for update) old
      where a.id = old.id and (a.owner_type <> 'member' or a.balance + v_amounts[i] >= 0)
      returning a.balance, a.last_entry_id, old.last_entry_id, a.currency, a.member_id
        into v_new, v_entry, v_prev_entry, v_currency, v_member;
    if not found then
      select a.balance into v_current from ledger_accounts a where a.id = v_ids[i];
      if not found then
        raise exception 'ACCOUNT_NOT_FOUND:%', v_ids[i] using errcode = 'P0001';
      end if;
      raise exception 'INSUFFICIENT_FUNDS:%:%', v_ids[i], v_current using errcode = 'P0001';
    end if;
    -- Player protection (decisions 074, 075): a member in a time-out or self-exclusion places no bet,
    -- in any vertical, and no bet above an operator's stake cap; checked here, under the wallet row's
    -- lock and in the posting's transaction, so no bet can race a starting exclusion. One posting is
    -- one bet, except for a caller that posts several bets together and has checked each one under
    -- the same lock (sports_place_tickets: `betsCheckedEach`). Wins, rollbacks and refunds pass.
    if p_kind = 'bet' and v_amounts[i] < 0 and v_member is not null and not (p_meta ? 'betsCheckedEach') then
      v_refusal := member_bet_refusal(v_member, -v_amounts[i]);
      if v_refusal is not null then
        raise exception '%', v_refusal using errcode = 'P0001';
      end if;
    end if;
    if i = 1 then
      v_first_currency := v_currency;
    elsif v_currency <> v_first_currency then
      raise exception 'CURRENCY_MISMATCH' using errcode = 'P0001';
    end if;
    v_after[i] := v_new;
    v_entry_ids[i] := v_entry;
    v_prev[i] := v_prev_entry;
  end loop;

  insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, prev_entry_id)
    select e, v_tx, a, m, b, p from unnest(v_entry_ids, v_ids, v_amounts, v_after, v_prev) as x(e, a, m, b, p);

  transaction_id := v_tx;
  replayed := false;
  balances := array_fill(null::bigint, array[v_n]);
  for i in 1..v_n loop
    balances[i] := v_after[array_position(v_ids, p_account_ids[i])];
  end loop;
  return next;
end
$function$;

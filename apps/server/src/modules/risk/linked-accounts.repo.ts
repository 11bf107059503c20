// SQL of linked accounts (decision 079): the other members who share a login IP (the known IPs every
// successful login records, one row per member and IP) or a successful login's device id with a
// member, a bank card number or payee name, or a direct referral. Each branch starts
// from the member's own rows (bounded, by index) and looks the shared values up by index
// (migration 0069), so one request never scans a table.
import { sql } from 'kysely';
import type { TLinkKind } from '@pavilion/contracts/risk';
import type { TDb } from '@/db/database.ts';

/** How many of the member's IPs and latest logins (for devices) are looked up. */
const OWN_LOGINS = 200;
/** At most this many link rows per member (a shared office IP can link hundreds). */
const MAX_LINKS = 500;

export type TLinkRow = { member_id: string; kind: TLinkKind; value: string };

export async function linksOf(db: TDb, memberId: number): Promise<TLinkRow[]> {
  const { rows } = await sql<TLinkRow>`
    with own_devices as (
      select device_id from login_attempts
      where member_id = ${memberId} and success
      order by created_at desc limit ${OWN_LOGINS}
    ),
    own_ips as (
      select ip from member_known_ips where member_id = ${memberId} limit ${OWN_LOGINS}
    ),
    own_cards as (
      select account_number, lower(btrim(payee_name)) as payee from cashier_bank_cards
      where member_id = ${memberId}
    )
    select * from (
      select k.member_id::text as member_id, 'ip' as kind, k.ip as value
      from member_known_ips k
      where k.ip in (select ip from own_ips) and k.member_id <> ${memberId}
      union
      select distinct l.member_id::text, 'device', l.device_id
      from login_attempts l
      where l.device_id in (select device_id from own_devices where device_id is not null)
        and l.device_id is not null and l.success and l.member_id <> ${memberId}
      union
      select distinct c.member_id::text, 'bank_card', c.account_number
      from cashier_bank_cards c
      where c.account_number in (select account_number from own_cards) and c.member_id <> ${memberId}
      union
      select distinct c.member_id::text, 'payee_name', c.payee_name
      from cashier_bank_cards c
      where lower(btrim(c.payee_name)) in (select payee from own_cards) and c.member_id <> ${memberId}
      union
      select r.referrer_id::text, 'referral', 'referrer' from referrals r where r.referee_id = ${memberId}
      union
      select r.referee_id::text, 'referral', 'referee' from referrals r where r.referrer_id = ${memberId}
    ) links
    order by member_id, kind, value
    limit ${MAX_LINKS}`.execute(db);
  return rows;
}

export async function membersByIds(db: TDb, ids: number[]) {
  if (ids.length === 0) {
    return [];
  }
  return db.selectFrom('members').select(['id', 'account', 'last_login_at']).where('id', 'in', ids).execute();
}

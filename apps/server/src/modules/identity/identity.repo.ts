// SQL of the identity-provider module: providers, linked identities, the one-time authorisation
// flows and the sign-up tickets of a first login. A provider's client secret is stored sealed
// (column client_secret_enc, decision 064) and answered opened as `client_secret`.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import { openOrNull, seal } from '@/modules/crypto/secret-box.ts';

type TStoredProvider = Selectable<TDatabase['identity_providers']>;
type TSecretless<T> = Omit<T, 'client_secret_enc'> & { client_secret?: string | null };

export type TProviderRow = Omit<TStoredProvider, 'client_secret_enc'> & { client_secret: string | null };

function opened(row: TStoredProvider): TProviderRow {
  const { client_secret_enc, ...rest } = row;
  return { ...rest, client_secret: openOrNull(client_secret_enc) };
}

function sealed<T extends { client_secret?: string | null }>(fields: T) {
  const { client_secret, ...rest } = fields;
  return client_secret === undefined
    ? rest
    : { ...rest, client_secret_enc: client_secret === null ? null : seal(client_secret) };
}

export async function findProviderBySlug(db: TDb, slug: string): Promise<TProviderRow | undefined> {
  const row = await db
    .selectFrom('identity_providers')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && opened(row);
}

export async function findProviderById(db: TDb, id: number): Promise<TProviderRow | undefined> {
  const row = await db.selectFrom('identity_providers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && opened(row);
}

export async function listProviders(db: TDb, opts: { enabledOnly: boolean }): Promise<TProviderRow[]> {
  let q = db.selectFrom('identity_providers').selectAll();
  if (opts.enabledOnly) {
    q = q.where('enabled', '=', true);
  }
  return (await q.orderBy('sort_order').orderBy('id').execute()).map(opened);
}

/** `client_secret` in plain text (sealed here); absent from `update`: the stored one stays. */
export async function upsertProvider(
  db: TDb,
  slug: string,
  row: TSecretless<Omit<Insertable<TDatabase['identity_providers']>, 'slug'>>,
  update: TSecretless<Updateable<TDatabase['identity_providers']>>,
): Promise<void> {
  const insert = sealed(row);
  const change = sealed(update);
  await db
    .insertInto('identity_providers')
    .values({ ...insert, slug })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ ...change, updated_at: new Date() }))
    .execute();
}

/** Deletes a provider no member identity points at: 'in-use' while any does. */
export async function deleteUnusedProvider(
  db: TDb,
  slug: string,
): Promise<'deleted' | 'not-found' | 'in-use'> {
  const r = await db
    .deleteFrom('identity_providers')
    .where('slug', '=', slug)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('member_identities')
            .select('member_identities.id')
            .whereRef('member_identities.provider_id', '=', 'identity_providers.id'),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(r.numDeletedRows) > 0) {
    return 'deleted';
  }
  return (await findProviderBySlug(db, slug)) ? 'in-use' : 'not-found';
}

export async function insertFlow(
  db: TDb,
  flow: {
    state: string;
    providerId: number;
    intent: 'login' | 'link';
    memberId: number | null;
    codeVerifier: string;
    nonce: string;
    browserKeyHash: string;
    affiliateCode: string | null;
    /** the return address the provider was given (the domain the member came from) */
    redirectUri: string;
  },
): Promise<void> {
  await db
    .insertInto('identity_flows')
    .values({
      state: flow.state,
      provider_id: flow.providerId,
      intent: flow.intent,
      member_id: flow.memberId,
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      browser_key_hash: flow.browserKeyHash,
      affiliate_code: flow.affiliateCode,
      redirect_uri: flow.redirectUri,
    })
    .execute();
}

/**
 * Marks a flow used and returns it, once: a second call (a replayed return) gets nothing, nor does a
 * return in another browser than the one that started (its key differs).
 */
export function takeFlow(db: TDb, state: string, browserKeyHash: string, notBefore: Date) {
  return db
    .updateTable('identity_flows')
    .set({ used_at: new Date() })
    .where('state', '=', state)
    .where('browser_key_hash', '=', browserKeyHash)
    .where('used_at', 'is', null)
    .where('created_at', '>', notBefore)
    .returningAll()
    .executeTakeFirst();
}

export async function pruneFlows(db: TDb, before: Date): Promise<void> {
  await db.deleteFrom('identity_flows').where('created_at', '<', before).execute();
  await db.deleteFrom('identity_signups').where('created_at', '<', before).execute();
}

export function findIdentity(db: TDb, providerId: number, subject: string) {
  return db
    .selectFrom('member_identities')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function listMemberIdentities(db: TDb, memberId: number) {
  return db
    .selectFrom('member_identities as i')
    .innerJoin('identity_providers as p', 'p.id', 'i.provider_id')
    .select(['p.slug', 'p.display_name', 'p.enabled', 'i.email', 'i.linked_at', 'i.provider_id'])
    .where('i.member_id', '=', memberId)
    .orderBy('i.linked_at')
    .execute();
}

export async function insertIdentity(
  db: TDb,
  row: { memberId: number; providerId: number; subject: string; email: string | null; name: string | null },
): Promise<void> {
  await db
    .insertInto('member_identities')
    .values({
      member_id: row.memberId,
      provider_id: row.providerId,
      subject: row.subject,
      email: row.email,
      display_name: row.name,
    })
    .execute();
}

export async function touchIdentity(db: TDb, providerId: number, subject: string): Promise<void> {
  await db
    .updateTable('member_identities')
    .set({ last_login_at: new Date() })
    .where('provider_id', '=', providerId)
    .where('subject', '=', subject)
    .execute();
}

/**
 * Unlinks unless it would leave the member without a way to log in: in one statement, so two
 * concurrent unlinks of a password-less member's last two identities cannot both succeed.
 */
export async function deleteIdentityKeepingLogin(
  db: TDb,
  memberId: number,
  providerId: number,
): Promise<'deleted' | 'not-linked' | 'last-method'> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('password_login')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const linked = await trx
      .selectFrom('member_identities')
      .select('provider_id')
      .where('member_id', '=', memberId)
      .execute();
    if (!linked.some((l) => l.provider_id === providerId)) {
      return 'not-linked';
    }
    if (!member.password_login && linked.length <= 1) {
      return 'last-method';
    }
    await trx
      .deleteFrom('member_identities')
      .where('member_id', '=', memberId)
      .where('provider_id', '=', providerId)
      .execute();
    return 'deleted';
  });
}

export async function insertSignup(
  db: TDb,
  row: {
    ticketHash: string;
    providerId: number;
    subject: string;
    email: string | null;
    name: string | null;
    affiliateCode: string | null;
  },
): Promise<void> {
  await db
    .insertInto('identity_signups')
    .values({
      ticket_hash: row.ticketHash,
      provider_id: row.providerId,
      subject: row.subject,
      email: row.email,
      display_name: row.name,
      affiliate_code: row.affiliateCode,
    })
    .execute();
}

export function findSignup(db: TDb, ticketHash: string, notBefore: Date) {
  return db
    .selectFrom('identity_signups')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('created_at', '>', notBefore)
    .executeTakeFirst();
}

export async function useSignup(db: TDb, ticketHash: string): Promise<boolean> {
  const r = await db
    .updateTable('identity_signups')
    .set({ used_at: new Date() })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

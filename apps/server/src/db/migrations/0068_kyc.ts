// Identity verification (issue 29 item 1, decision 076): the documents a member uploads (the image in
// the shared blob store, by key), their review by an operator, and the operator's withdrawal rules
// (a verification level required above one withdrawal's amount, or once the cumulative withdrawals
// pass an amount, per currency). A member's level is derived from their approved documents.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kyc_documents (
      id bigserial primary key,
      member_id bigint not null references members(id),
      kind text not null check (kind in ('id_front', 'id_back', 'selfie', 'proof_of_address')),
      blob_key text not null check (blob_key ~ '^[0-9a-f]{64}$'),
      mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
      size integer not null check (size > 0),
      -- superseded: the member uploaded the same kind again before a decision
      status text not null default 'pending'
        check (status in ('pending', 'approved', 'rejected', 'superseded')),
      reason_code text,
      note text check (length(note) <= 500),
      operator_id bigint references operators(id),
      uploaded_at timestamptz not null default now(),
      decided_at timestamptz,
      check ((status = 'rejected') = (reason_code is not null))
    );
    create index kyc_documents_member_idx on kyc_documents (member_id, kind, id desc);
    create index kyc_documents_pending_idx on kyc_documents (id) where status = 'pending';
    -- one approved document of a kind per member: the member cannot replace an approved one
    create unique index kyc_documents_approved_idx on kyc_documents (member_id, kind) where status = 'approved';
    create table kyc_rules (
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      kind text not null check (kind in ('single', 'cumulative')),
      -- single: a withdrawal above this amount; cumulative: once the total withdrawn passes it (minor units)
      amount bigint not null check (amount >= 0),
      level smallint not null check (level in (1, 2)),
      operator_id bigint not null references operators(id),
      updated_at timestamptz not null default now(),
      primary key (currency, kind, level)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table kyc_rules, kyc_documents`.execute(db);
}

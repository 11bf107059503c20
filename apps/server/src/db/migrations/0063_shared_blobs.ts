// Uploads every instance sees (decision 066): content-addressed blobs (key = sha256 hex of the bytes)
// kept in the database in 256 KiB chunks when STORAGE=postgres, or elsewhere (S3, local disk) with
// only the key in the rows that use them. Withdrawal proofs (bytea in the row since 0007) and activity
// images (files under UPLOADS_DIR since 0028) gain a blob key; the rows written before keep theirs
// and are still served from there.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table blobs (
      key text primary key check (key ~ '^[0-9a-f]{64}$'),
      content_type text not null check (length(content_type) between 1 and 200),
      size integer not null check (size >= 0),
      created_at timestamptz not null default now()
    );

    create table blob_chunks (
      key text not null references blobs(key) on delete cascade,
      seq integer not null check (seq >= 0),
      bytes bytea not null,
      primary key (key, seq)
    );

    -- no foreign key to blobs: under STORAGE=s3 or local the blob lives outside the database
    alter table cashier_withdrawal_proofs
      add column blob_key text check (blob_key ~ '^[0-9a-f]{64}$'),
      alter column bytes drop not null,
      add constraint cashier_withdrawal_proofs_one_source check ((bytes is null) <> (blob_key is null));

    alter table activity_application_images
      add column blob_key text check (blob_key ~ '^[0-9a-f]{64}$'),
      alter column file_name drop not null,
      add constraint activity_application_images_one_source check ((file_name is null) <> (blob_key is null));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from activity_application_images where file_name is null;
    alter table activity_application_images
      drop constraint activity_application_images_one_source,
      drop column blob_key,
      alter column file_name set not null;
    delete from cashier_withdrawal_proofs where bytes is null;
    alter table cashier_withdrawal_proofs
      drop constraint cashier_withdrawal_proofs_one_source,
      drop column blob_key,
      alter column bytes set not null;
    drop table if exists blob_chunks, blobs;
  `.execute(db);
}

// Engagement gaps of issue 13 (decisions 034, 035, 036, 037 amended):
// - activity applications keep the contact the member applied with (the Zalo id of the profile for a
//   Zalo bonus) and the amount the operator granted (at most the activity's `maxReward`);
// - platform messages gain the audience `vip_level`: members at or above `min_vip_level`;
// - loyalty rewards can be rejected by an operator (with a reason) before they are claimed;
// - the notification types of the reward and redemption decisions, as rows of notification_types.
import { sql, type Kysely } from 'kysely';

const TYPES = ['reward_claimed', 'reward_rejected', 'redemption_approved', 'redemption_rejected'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activity_applications
    add column contact text check (char_length(contact) <= 100),
    add column amount bigint check (amount > 0)`.execute(db);

  await sql`alter table platform_messages drop constraint platform_messages_audience_check`.execute(db);
  await sql`alter table platform_messages
    add constraint platform_messages_audience_check
      check (audience in ('all', 'member', 'agent_tree', 'vip_level')),
    add column min_vip_level integer check (min_vip_level between 1 and 20),
    add constraint platform_messages_vip_level_check
      check ((audience = 'vip_level') = (min_vip_level is not null))`.execute(db);

  await sql`alter table loyalty_rewards drop constraint loyalty_rewards_status_check`.execute(db);
  await sql`alter table loyalty_rewards
    add constraint loyalty_rewards_status_check check (status in ('claimable', 'claimed', 'rejected')),
    add column rejected_at timestamptz,
    add column reject_reason text check (char_length(reject_reason) <= 500),
    add constraint loyalty_rewards_rejected_check check ((status = 'rejected') = (rejected_at is not null))`.execute(
    db,
  );

  await sql`insert into notification_types (type) select unnest(${TYPES}::text[])
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notification_types where type = any(${TYPES}::text[])`.execute(db);
  await sql`alter table loyalty_rewards
    drop constraint loyalty_rewards_rejected_check,
    drop column reject_reason,
    drop column rejected_at,
    drop constraint loyalty_rewards_status_check,
    add constraint loyalty_rewards_status_check check (status in ('claimable', 'claimed'))`.execute(db);
  await sql`alter table platform_messages
    drop constraint platform_messages_vip_level_check,
    drop column min_vip_level,
    drop constraint platform_messages_audience_check,
    add constraint platform_messages_audience_check check (audience in ('all', 'member', 'agent_tree'))`.execute(
    db,
  );
  await sql`alter table activity_applications drop column amount, drop column contact`.execute(db);
}

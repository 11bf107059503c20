// Kysely row types of promotions (migration 0028_promotions), generated and narrowed: kinds, states
// and statuses from packages/contracts/src/promotions.ts; jsonb rules and translations as their shapes.
import type { Generated } from 'kysely';
import type { TPromotionKind, TPromotionRules } from '@pavilion/contracts/promotions';
import type { TPayoutMode } from '@pavilion/contracts/reward-payout';
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TStoredActivityState = 'joined' | 'process' | 'claimed' | 'applying' | 'issued' | 'rejected';
export type TActivityTranslations = Partial<Record<'CN' | 'KM', { title: string; description: string }>>;

export type TActivitiesTable = TNarrow<
  S.Activities,
  {
    kind: TPromotionKind;
    /** 0059: cash or locked bonus money (decision 063) */
    payout_mode: Generated<TPayoutMode>;
    rules: TJsonColumn<TPromotionRules>;
    translations: TJsonColumn<TActivityTranslations, string | undefined>;
  }
>;
export type TActivityParticipationsTable = TNarrow<S.ActivityParticipations, { state: TStoredActivityState }>;
export type TActivityBonusesTable = S.ActivityBonuses;
export type TActivityApplicationsTable = TNarrow<
  S.ActivityApplications,
  { status: Generated<'applying' | 'issued' | 'rejected'> }
>;
export type TActivityApplicationImagesTable = TNarrow<
  S.ActivityApplicationImages,
  { mime: 'image/png' | 'image/jpeg' }
>;
export type TRedEnvelopeEventsTable = S.RedEnvelopeEvents;
export type TRedEnvelopeSharesTable = S.RedEnvelopeShares;

export type TPromotionTables = {
  activities: TActivitiesTable;
  activity_participations: TActivityParticipationsTable;
  activity_bonuses: TActivityBonusesTable;
  activity_applications: TActivityApplicationsTable;
  activity_application_images: TActivityApplicationImagesTable;
  red_envelope_events: TRedEnvelopeEventsTable;
  red_envelope_shares: TRedEnvelopeSharesTable;
};

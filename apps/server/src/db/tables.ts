// Kysely row types of the foundation tables: aliases of the generated ones (schema.generated.ts),
// narrowed where the schema says less than we know (tables-narrow.ts). Later domains keep their
// own table files; TDatabase is the generated DB with every narrowed table put in.
import type { ColumnType, Generated } from 'kysely';
import type * as S from './schema.generated.ts';
import type { TCashierTables } from './tables-cashier.ts';
import type { TCatalogueTables } from './tables-catalogue.ts';
import type { TEngagementTables } from './tables-engagement.ts';
import type { TInhouseTables } from './tables-inhouse.ts';
import type { TLiveTables } from './tables-live.ts';
import type { TPvpTables } from './tables-pvp.ts';
import type { TLotteryTables } from './tables-lottery.ts';
import type { TNarrow } from './tables-narrow.ts';
import type { TPromotionTables } from './tables-promotions.ts';
import type { TSeamlessTables } from './tables-seamless.ts';
import type { TWalletTables } from './tables-wallet.ts';

export type TSiteSettingsTable = S.SiteSettings;
export type TSiteFlagsTable = S.SiteFlags;
export type TRegionRulesTable = TNarrow<S.RegionRules, { kind: 'ip_range' | 'country' }>;
export type TIpCountryRangesTable = S.IpCountryRanges;
export type TCountriesTable = S.Countries;
export type TRegistrationFieldsTable = S.RegistrationFields;
export type TMembersTable = TNarrow<
  S.Members,
  {
    status: Generated<'active' | 'disabled'>;
    /** 0009: a SQL date; written as yyyy-MM-dd text (profile.repo reads it back with to_char) */
    birthday: ColumnType<Date | null, string | null | undefined, string | null>;
    /** 0064: the language we write to them in */
    language: 'EN' | 'CN' | 'KM' | null;
  }
>;
export type TOperatorsTable = S.Operators;
export type TSessionsTable = TNarrow<S.Sessions, { kind: 'member' | 'trial' | 'operator' }>;
export type TLoginAttemptsTable = S.LoginAttempts;
export type TMemberKnownIpsTable = S.MemberKnownIps;
export type TLoginChallengesTable = S.LoginChallenges;
export type TVerificationCodesTable = TNarrow<
  S.VerificationCodes,
  { purpose: 'login' | 'register' | 'reset' }
>;
export type TOutboxMessagesTable = TNarrow<S.OutboxMessages, { channel: 'sms' | 'email' }>;
export type TMessageDeliveriesTable = TNarrow<
  S.MessageDeliveries,
  { channel: 'sms' | 'email'; status: Generated<'sending' | 'sent' | 'delivered' | 'failed'> }
>;
export type TCaptchasTable = S.Captchas;
export type TPasswordResetsTable = S.PasswordResets;

export type TFoundationTables = {
  site_settings: TSiteSettingsTable;
  site_flags: TSiteFlagsTable;
  region_rules: TRegionRulesTable;
  ip_country_ranges: TIpCountryRangesTable;
  countries: TCountriesTable;
  registration_fields: TRegistrationFieldsTable;
  members: TMembersTable;
  operators: TOperatorsTable;
  sessions: TSessionsTable;
  login_attempts: TLoginAttemptsTable;
  member_known_ips: TMemberKnownIpsTable;
  login_challenges: TLoginChallengesTable;
  verification_codes: TVerificationCodesTable;
  outbox_messages: TOutboxMessagesTable;
  message_deliveries: TMessageDeliveriesTable;
  captchas: TCaptchasTable;
  password_resets: TPasswordResetsTable;
};

type TNarrowedTables = TFoundationTables &
  TCatalogueTables &
  TWalletTables &
  TSeamlessTables &
  TInhouseTables &
  TEngagementTables &
  TCashierTables &
  TLotteryTables &
  TPromotionTables &
  TLiveTables &
  TPvpTables;

/** Every migrated table: a table added by a migration appears here through the generated file. */
export type TDatabase = Omit<S.DB, keyof TNarrowedTables> & TNarrowedTables;

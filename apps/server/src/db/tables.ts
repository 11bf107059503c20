// Kysely row types of the foundation tables. Later domains add their own table files and
// intersect them into TDatabase.
import type { ColumnType, Generated } from 'kysely';
import type { TCatalogueTables } from './tables-catalogue.ts';
import type { TInhouseTables } from './tables-inhouse.ts';
import type { TSeamlessTables } from './tables-seamless.ts';
import type { TWalletTables } from './tables-wallet.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TSiteSettingsTable = { key: string; value: unknown; updated_at: Generated<Date> };
export type TSiteFlagsTable = { mod_id: string; parent_mod_id: string | null; enabled: boolean; sort: number };
export type TRegionRulesTable = { id: Generated<number>; kind: 'ip_range' | 'country'; value: string; created_at: Generated<Date> };
export type TIpCountryRangesTable = { id: Generated<number>; cidr: string; country_code: string };
export type TCountriesTable = {
  country_code: string;
  dialing_code: string;
  name: string;
  mobile_min_digits: number;
  mobile_max_digits: number;
  sort: number;
};
export type TRegistrationFieldsTable = {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: string;
  accepted_pattern: string | null;
  min_length: number | null;
  max_length: number | null;
  sort: number;
};
export type TMembersTable = {
  id: Generated<number>;
  account: string;
  nickname: string;
  type: number;
  status: Generated<'active' | 'disabled'>;
  upline_id: number | null;
  password_hash: string;
  fund_password_hash: string | null;
  password_changed_at: Timestamp;
  must_change_password: Generated<boolean>;
  mobile: string | null;
  dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  telegram: string | null;
  id_number: string | null;
  recommender_id: string | null;
  affiliate_code: string | null;
  referral_code: string | null;
  totp_secret: string | null;
  register_ip: string | null;
  register_domain: string | null;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  last_login_at: NullableTimestamp;
  last_login_ip: string | null;
  login_count: Generated<number>;
  created_at: Generated<Date>;
  /** 0009: profile of the security centre; birthday is a SQL date, read back as yyyy-MM-dd text */
  full_name: string | null;
  birthday: ColumnType<Date | string | null, string | null | undefined, string | null>;
  zalo: string | null;
};
export type TOperatorsTable = { id: Generated<number>; username: string; password_hash: string; created_at: Generated<Date> };
export type TSessionsTable = {
  id: Generated<number>;
  token_hash: Buffer;
  member_id: number | null;
  operator_id: number | null;
  kind: 'member' | 'trial' | 'operator';
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
};
export type TLoginAttemptsTable = {
  id: Generated<number>;
  member_id: number | null;
  account: string | null;
  ip: string | null;
  method: string;
  success: boolean;
  reason: string | null;
  created_at: Generated<Date>;
};
export type TMemberKnownIpsTable = { member_id: number; ip: string; first_seen_at: Generated<Date> };
export type TLoginChallengesTable = {
  id: string;
  member_id: number;
  ip: string;
  methods: string[];
  code_hash: string | null;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  created_at: Generated<Date>;
};
export type TVerificationCodesTable = {
  id: Generated<number>;
  purpose: 'login' | 'register' | 'reset';
  dialing_code: string;
  mobile: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  ip: string | null;
  created_at: Generated<Date>;
};
export type TOutboxMessagesTable = {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
};
export type TCaptchasTable = { id: string; answer: string; expires_at: Timestamp; consumed_at: NullableTimestamp };
export type TPasswordResetsTable = {
  token_hash: Buffer;
  member_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
};

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
  captchas: TCaptchasTable;
  password_resets: TPasswordResetsTable;
};


export type TDatabase = TFoundationTables & TCatalogueTables & TWalletTables & TSeamlessTables & TInhouseTables &
  import('./tables-engagement.ts').TEngagementTables &
  import('./tables-cashier.ts').TCashierTables;

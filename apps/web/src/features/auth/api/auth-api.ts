// The identity calls of spec §7 as typed fetchers. Password fields are encrypted by the callers
// (encryptField) before they reach these functions.
import type {
  TCaptchaRequiredRequest,
  TCaptchaRequiredResult,
  TLoginRequest,
  TLoginResult,
  TOutboxMessage,
  TRegisterMode,
  TRegisterRequest,
  TSendCodeRequest,
  TSendCodeResult,
  TVerificationMethod,
} from '@pavilion/contracts/auth';
import type { TCountry, TRegistrationConfig } from '@pavilion/contracts/site';
import { api } from '@/shared/api/http';

export type TLoginOk = Extract<TLoginResult, { status: 'ok' }>;
export type TLoginChallenge = Extract<TLoginResult, { status: 'verify' }>;

export const login = (body: Omit<TLoginRequest, 'site'> & { site?: TLoginRequest['site'] }) =>
  api<TLoginResult>('/auth/login', { method: 'POST', body });

/** Whether this login (name or mobile number, from this IP) must carry a captcha. */
export const fetchCaptchaRequired = (body: TCaptchaRequiredRequest) =>
  api<TCaptchaRequiredResult>('/auth/login/captcha-required', { method: 'POST', body });

export const requestChallengeCode = (challengeId: string, method: 'sms' | 'email') =>
  api<TSendCodeResult>('/auth/login/challenge-code', { method: 'POST', body: { challengeId, method } });

export const verifyLogin = (challengeId: string, method: TVerificationMethod, answer: string) =>
  api<TLoginResult>('/auth/login/verify', { method: 'POST', body: { challengeId, method, answer } });

export const sendLoginCode = (body: TSendCodeRequest) =>
  api<TSendCodeResult>('/auth/login-code', { method: 'POST', body });

export const sendRegisterCode = (mode: TRegisterMode, body: TSendCodeRequest) =>
  api<TSendCodeResult>(`/auth/register-code/${mode === 'mobile' ? 'mobile' : 'username'}`, {
    method: 'POST',
    body,
  });

export const register = (mode: TRegisterMode, body: TRegisterRequest) =>
  api<TLoginResult | { status: 'registered'; account: string }>(
    mode === 'mobile' ? '/auth/register-mobile' : '/auth/register',
    { method: 'PUT', body },
  );

export const checkAffiliate = (code: string, domain: string) =>
  api<{ valid: true; agentNickname: string }>('/auth/affiliate', { query: { code, domain } });

export const changePassword = (body: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) => api<TLoginResult>('/auth/change-password', { method: 'POST', body });

export const forgotByEmail = (username: string, email: string) =>
  api<{ ok: true }>('/auth/forgot-password', { method: 'POST', body: { username, email } });

export const resetByEmail = (body: { resetToken: string; newPassword: string; confirmNewPassword: string }) =>
  api<{ ok: true }>('/auth/reset-password', { method: 'POST', body });

export const sendResetCode = (body: TSendCodeRequest) =>
  api<TSendCodeResult>('/auth/forgot-password/phone-code', { method: 'POST', body });

export const setPasswordByPhone = (body: {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode?: string;
  /** the third-party phone service's token instead of our code */
  firebaseIdToken?: string;
}) => api<TLoginResult>('/auth/set-password-by-phone', { method: 'POST', body });

export const freePlay = () =>
  api<TLoginResult>('/auth/free-play', {
    method: 'POST',
    body: { os: 'web', platform: 'W', gatewayVersion: 3 },
  });

export const fetchCountries = () => api<TCountry[]>('/site/countries');
export const fetchRegistrationConfig = () => api<TRegistrationConfig>('/site/registration-config');
export const fetchOutbox = (limit = 20) => api<TOutboxMessage[]>('/dev/outbox', { query: { limit } });

// The one error type services throw; codes come from the shared catalogue.
import { ERROR_CATALOGUE, type TErrorCode } from '@pavilion/contracts/errors';

export type TAppErrorDetails = {
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  captchaRequired?: boolean;
  message?: string;
  /** extra payload a client needs to handle the error (e.g. recommended games) */
  data?: Record<string, unknown>;
};

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly details: TAppErrorDetails;

  constructor(code: TErrorCode, details: TAppErrorDetails = {}, status?: number) {
    super(details.message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.status = status ?? ERROR_CATALOGUE[code].status;
    this.details = details;
  }
}

// Idempotency key of one transfer submission (contracts ZRequestIdSchema): a retry of the same
// submission sends the same key, so the server never books it twice.
export function newRequestId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 64);
}

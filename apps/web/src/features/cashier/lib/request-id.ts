// Idempotency keys of money-moving submissions: one per form submission, reused by a retry of the
// same submission so the server never books it twice (contracts ZRequestIdSchema).
export function newRequestId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 64);
}

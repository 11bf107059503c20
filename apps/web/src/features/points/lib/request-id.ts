// Idempotency keys of the points mall's submissions: one per submission, reused by a retry of the
// same submission so the server never applies it twice (contracts ZRequestIdSchema).
export function newRequestId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 64);
}

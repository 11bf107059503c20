// The agent's invite link: the registration popup with the agent's affiliate code, which the
// register form checks and pre-fills (spec §4 Registration).
export function inviteLink(origin: string, code: string): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

// Placeholder until the auth feature lands: renders nothing.
export function AuthModals() {
  return null;
}

export default function AgentLoginPage() {
  return null;
}

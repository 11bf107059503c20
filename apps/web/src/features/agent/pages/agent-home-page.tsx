export default function AgentHomePage() {
  return null;
}

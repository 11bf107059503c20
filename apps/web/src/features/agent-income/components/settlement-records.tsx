// Placeholder on the agent-contracts branch: the settlement helper builds this component (the
// settlement records of one kind shown under each salary / dividend page); the lead takes that file.
export function SettlementRecords(_props: { kind: 'dividend' | 'daily' | 'hourly' | 'realtime' }) {
  return null;
}

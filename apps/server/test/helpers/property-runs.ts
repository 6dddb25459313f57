// How many inputs a generated-input test draws. When CI runs the API suite on both databases
// (FC_SPLIT=1), each pass draws half of them from a seed of its own (scripts/test-setup/
// fast-check-seed.ts): together the two passes try as many different inputs as one full pass did,
// each at half the cost. Run alone (no FC_SPLIT), a pass draws them all.
export function propertyRuns(total: number): number {
  return process.env.FC_SPLIT === '1' ? Math.ceil(total / 2) : total;
}

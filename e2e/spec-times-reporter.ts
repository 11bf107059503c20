// Prints how long each spec file took, longest first, when a Playwright run ends: the figures e2e/run.mjs
// deals the shards by (SPEC_SECONDS) and the first place to look when the suite outgrows CI's budget.
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SpecTimesReporter implements Reporter {
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(): void {
    const rows = [...this.seconds].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, s]) => sum + s, 0);
    console.log(`spec seconds (tests only, ${total.toFixed(0)} s in all):`);
    for (const [file, s] of rows) {
      console.log(`  ${s.toFixed(1).padStart(6)}  ${file}`);
    }
  }
}

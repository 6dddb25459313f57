// The failures of `npm test`, read back from the JSON reports of the passes that ran side by side:
// their live output interleaves and a log shows only its end, so the end names what failed.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

export const reportDir = path.join(root, 'node_modules', '.cache', 'test-reports');

/** Where a pass writes its JSON report; an earlier run's report is removed first. */
export function reportFile(name) {
  fs.mkdirSync(reportDir, { recursive: true });
  const file = path.join(reportDir, `${name}.json`);
  fs.rmSync(file, { force: true });
  return file;
}

const firstLines = (text, n = 6) =>
  String(text ?? '')
    // Colour codes make the log harder to read where it is shown without a terminal.
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*at .*(node_modules|node:|<anonymous>)/.test(line))
    .slice(0, n)
    .map((line) => `      ${line}`)
    .join('\n');

/** Vitest's JSON report: the failed files and tests, each with the start of its message. */
function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      out.push(`    ${rel} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      out.push(`    ${rel}\n${firstLines(file.message)}`);
  }
  return out;
}

/** Playwright's JSON report: the specs whose last try failed, and errors outside any test. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') continue;
        const where = `${spec.file}:${spec.line}`;
        out.push(
          `    ${where} › ${spec.title} (${last.status})\n${firstLines(last.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? [])
    out.push(`    (outside a test)\n${firstLines(error.message)}`);
  return out;
}

/** Prints what failed in each named pass, from the reports that exist. */
export function printFailures(passes) {
  for (const { label, file, kind } of passes) {
    if (!fs.existsSync(file)) {
      console.error(`\n✖ ${label}: no report (the pass ended before writing one)`);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failures = kind === 'playwright' ? playwrightFailures(report) : vitestFailures(report);
    if (failures.length === 0) continue;
    console.error(`\n✖ ${label}: ${failures.length} failed`);
    for (const line of failures) console.error(line);
  }
}

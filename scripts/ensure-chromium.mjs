// Makes sure a Chromium for the end-to-end tests exists: Debian's package, installed when missing.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!hasApt) {
    console.warn(
      'No /usr/bin/chromium and no apt-get: Playwright will use its own browser if one is installed.',
    );
    return undefined;
  }
  const sudo = isRoot ? '' : 'sudo ';
  console.log('Installing Chromium from Debian packages…');
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    { stdio: 'inherit' },
  );
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();

/**
 * `npm test`'s pretest: the browser journeys drive Debian's Chromium at /usr/bin/chromium. Installs it with
 * apt when it is missing and we are root; otherwise stops at once and says how to get it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const HOW = 'Install it with: sudo apt-get update && sudo apt-get install -y chromium';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function main(): number {
  if (existsSync(CHROMIUM)) return 0;
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing at ${CHROMIUM}; the end-to-end tests need it. ${HOW}`);
    return 1;
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's package…`);
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    console.error(`apt-get could not install Chromium. ${HOW}`);
    return 1;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing. ${HOW}`);
    return 1;
  }
  return 0;
}

process.exitCode = main();

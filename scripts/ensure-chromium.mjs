// Browser tests drive Debian's Chromium. Install it when it is missing and this machine can (root + apt-get);
// elsewhere point CHROMIUM_PATH at a Chromium binary. Nothing here downloads a browser of its own.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = candidates.find((file) => fs.existsSync(file));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore' });
  hasApt = true;
} catch {
  hasApt = false;
}
if (!isRoot || !hasApt) {
  console.error(
    'Chromium is missing. Install Debian\'s "chromium" package or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests...");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});

// Browser tests drive Debian's Chromium (no browser downloads here). Installs it, with CJK fonts
// for readable screenshots, when it is missing and we are root; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const hasFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (!existsSync(CHROMIUM_PATH) || !hasFonts()) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it: sudo apt-get install -y chromium fonts-noto-cjk`,
    );
    process.exit(1);
  }
  console.log('Installing chromium and fonts-noto-cjk with apt-get ...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
    {
      stdio: 'inherit',
    },
  );
}

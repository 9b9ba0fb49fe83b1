// The browser the browser tests drive: Debian's Chromium through playwright-core. When it is not
// installed, those tests are skipped with a message saying so, and the rest of the suite runs.
import { existsSync } from 'node:fs';

/** BATON_TEST_CHROMIUM overrides where it is looked for. */
export const chromiumPath = process.env.BATON_TEST_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** For `describe(name, { skip: withoutChromium }, ...)`: false, or why the browser tests are skipped. */
export const withoutChromium: string | false = existsSync(chromiumPath)
  ? false
  : `no Chromium at ${chromiumPath}: browser tests skipped (apt-get install chromium, or .ci/run; BATON_TEST_CHROMIUM=<path> to use another)`;

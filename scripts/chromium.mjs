// Debian's Chromium and the flags it needs on this project's machines (no sandbox as root, no
// GPU, and none of the background connections a closed network refuses). Shared by the
// Playwright config and the benchmarks.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

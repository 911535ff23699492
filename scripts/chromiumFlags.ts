/**
 * How Debian's Chromium is launched headless here, for the end-to-end tests and the Lighthouse
 * bench alike (STACK.md): as root without a sandbox, and with no background networking, which
 * otherwise keeps retrying closed connections.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

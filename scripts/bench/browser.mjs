// @ts-check
// The browser the bench drives, for Lighthouse and the phone profile alike: the full Chromium, not the headless
// shell the end-to-end tests prefer (scripts/chromium-path.mjs).
export const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";

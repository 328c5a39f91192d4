// The phone the bench and the browser tests (e2e/tests/early-interactions.spec.ts) load pages on:
// Lighthouse's mobile screen and user agent, slow 4G and a CPU four times slower.
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

/** Playwright context options for Lighthouse's mobile screen and user agent. */
export function phoneContextOptions() {
  const screen = screenEmulationMetrics.mobile;
  return {
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  };
}

/**
 * Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and CPU × 4 for one page, through the DevTools
 * protocol (`cdp`: the page's CDPSession), as the browser tests set them: Chromium's own throttling,
 * so the page's timings are observed, not simulated as Lighthouse's are.
 */
export async function throttleLikeAPhone(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

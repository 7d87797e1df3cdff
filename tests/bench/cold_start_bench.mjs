// The cold start as a player on a slow phone sees it: serves the built app
// with `lobbykit serve` (a free port, a fresh database), opens home in Debian's
// Chromium at a phone's size under Chromium's "Slow 4G" preset (562.5 ms
// latency, 180,000 bytes/s down, 84,375 bytes/s up) with the CPU slowed 4x,
// from a cold cache (a new browser context each run, the cache disabled), three
// runs, and prints each run and the median of:
//   - first contentful paint (the 'paint' entry);
//   - first real content: when the first card of home's first row shows its
//     thumbnail, whether index.html's copy of the row (.boot-card, painted
//     before the app runs) or the app's card: the earlier Element Timing
//     renderTime of the two first images (each gets `elementtiming` as it
//     enters the document); a frame-by-frame check that one is complete and
//     visible is the fallback;
//   - largest contentful paint (the last 'largest-contentful-paint' entry);
//   - cumulative layout shift (every 'layout-shift' without recent input);
//   - bytes transferred (CDP's encodedDataLength of every response: headers and
//     body as sent), in all and for scripts, stylesheets, images and the rest.
// Targets (issue 23): first real content and LCP at most 2.5 s, CLS 0.
//
//   node tests/bench/cold_start_bench.mjs      (app/dist built; build/generated from lobbykit build)
// Environment: LOBBYKIT_BIN (default build/release/tools/lobbykit, else build/debug's),
// COLD_BENCH_SITE (default app/dist), COLD_BENCH_RUNS (default 3),
// CHROMIUM (default /usr/bin/chromium). The machine's load moves every figure:
// the load average is printed with each run.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "../../app/node_modules/playwright-core/index.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const lobbykit =
  process.env.LOBBYKIT_BIN ??
  [
    join(root, "build", "release", "tools", "lobbykit"),
    join(root, "build", "debug", "tools", "lobbykit"),
  ].find((path) => existsSync(path));
const site = process.env.COLD_BENCH_SITE ?? join(root, "app", "dist");
const catalogue = join(root, "build", "generated", "catalogue.json");
const runs = Number(process.env.COLD_BENCH_RUNS ?? 3);
const targetMs = 2500;

// Chromium's "Slow 4G" preset (DevTools' network throttling presets).
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180_000,
  uploadThroughput: 84_375,
};
const cpuSlowdown = 4;
// The app's Playwright flags: Debian's Chromium, kept off the network.
const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** A phone (the e2e phone viewport; two device pixels a CSS pixel, as most phones have at least). */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** The first card of home's first row, index.html's and the app's: its thumbnail is the first real content. */
const firstCardImages = [".boot-card img", ".lobby-row .game-card img"];
/** A run waits this long for the first real content before it counts as failed. */
const runTimeoutMs = 60_000;

/** Starts `lobbykit serve` on a free port with a fresh database; resolves to its address and a stop function. */
function startServer() {
  if (!lobbykit)
    throw new Error(
      "no lobbykit binary: build one (cmake --build --preset release) or set LOBBYKIT_BIN",
    );
  const work = mkdtempSync(join(tmpdir(), "cold-start-bench-"));
  const server = spawn(
    lobbykit,
    [
      "--root",
      root,
      "serve",
      "--port",
      "0",
      "--db",
      join(work, "sandbox.db"),
      "--site",
      site,
      "--catalogue",
      catalogue,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const stop = () => {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = "";
    server.on("exit", (code) =>
      reject(new Error(`lobbykit serve exited (${code}): ${output}`)),
    );
    server.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) resolve({ url: match[1], stop });
    });
  });
}

/** Runs in the page before its own scripts: records the paints and shifts this benchmark reports. */
function observePaints(selectors) {
  const seen = {
    fcp: null,
    lcp: null,
    cls: 0,
    firstCardElement: null,
    firstCardShown: null,
  };
  window.__coldStart = seen;
  const observe = (type, callback) =>
    new PerformanceObserver((list) =>
      list.getEntries().forEach(callback),
    ).observe({ type, buffered: true });
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  });
  observe("largest-contentful-paint", (entry) => {
    seen.lcp = entry.startTime;
  });
  observe("layout-shift", (entry) => {
    if (!entry.hadRecentInput) seen.cls += entry.value;
  });
  observe("element", (entry) => {
    if (entry.identifier === "first-card" && seen.firstCardElement === null)
      seen.firstCardElement = entry.renderTime || entry.loadTime;
  });
  // The attribute must be on the image before it paints: set as it enters the document.
  const firstImages = () =>
    selectors
      .map((selector) => document.querySelector(selector))
      .filter(Boolean);
  const mark = () => {
    for (const image of firstImages())
      if (!image.hasAttribute("elementtiming"))
        image.setAttribute("elementtiming", "first-card");
  };
  new MutationObserver(mark).observe(document, {
    childList: true,
    subtree: true,
  });
  // Fallback: the first frame in which the image has loaded and is shown over its placeholder.
  const poll = (now) => {
    const shown = firstImages().some(
      (image) =>
        image.complete &&
        image.naturalWidth > 0 &&
        getComputedStyle(image).visibility === "visible",
    );
    if (shown) {
      seen.firstCardShown = now;
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function measureOnce(browser, url) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", slow4g);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  const types = new Map();
  const bytes = { total: 0, Script: 0, Stylesheet: 0, Image: 0, other: 0 };
  cdp.on("Network.responseReceived", ({ requestId, type }) =>
    types.set(requestId, type),
  );
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId);
    bytes.total += encodedDataLength;
    bytes[type in bytes ? type : "other"] += encodedDataLength;
  });
  await page.addInitScript(observePaints, firstCardImages);
  const load = loadavg()[0].toFixed(1);
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    () =>
      window.__coldStart?.firstCardElement !== null ||
      window.__coldStart?.firstCardShown !== null,
    null,
    { timeout: runTimeoutMs, polling: 100 },
  );
  // Let the page settle (the largest paint and late shifts are reported after the fact).
  await page.waitForLoadState("load");
  await page.waitForTimeout(3000);
  const seen = await page.evaluate(() => window.__coldStart);
  await context.close();
  return {
    load,
    fcp: seen.fcp,
    firstRealContent: seen.firstCardElement ?? seen.firstCardShown,
    firstRealContentFrom: seen.firstCardElement !== null ? "element" : "frame",
    lcp: seen.lcp,
    cls: seen.cls,
    bytes,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const seconds = (ms) => (ms === null ? "-" : `${(ms / 1000).toFixed(2)} s`);
const kilobytes = (n) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: chromiumFlags,
});
try {
  console.log(
    `cold start of home: ${server.url} (${lobbykit}), Slow 4G (562.5 ms, 180,000 B/s down, ` +
      `84,375 B/s up), CPU ${cpuSlowdown}x slower, cold cache, ${phone.viewport.width}x${phone.viewport.height} @${phone.deviceScaleFactor}x`,
  );
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measureOnce(browser, server.url);
    results.push(result);
    const { bytes } = result;
    console.log(
      `  run ${run}: FCP ${seconds(result.fcp)}, first real content ${seconds(result.firstRealContent)} ` +
        `(${result.firstRealContentFrom}), LCP ${seconds(result.lcp)}, CLS ${result.cls.toFixed(3)}, ` +
        `${kilobytes(bytes.total)} (JS ${kilobytes(bytes.Script)}, CSS ${kilobytes(bytes.Stylesheet)}, ` +
        `images ${kilobytes(bytes.Image)}, other ${kilobytes(bytes.other)}); load average ${result.load}`,
    );
  }
  const pick = (get) => median(results.map(get));
  const rows = [
    ["first contentful paint", seconds(pick((r) => r.fcp)), ""],
    [
      "first real content (first card's thumbnail)",
      seconds(pick((r) => r.firstRealContent)),
      "<= 2.5 s",
    ],
    ["largest contentful paint", seconds(pick((r) => r.lcp)), "<= 2.5 s"],
    ["cumulative layout shift", pick((r) => r.cls).toFixed(3), "0"],
    ["bytes transferred", kilobytes(pick((r) => r.bytes.total)), ""],
    ["  of which JavaScript", kilobytes(pick((r) => r.bytes.Script)), ""],
    ["  of which CSS", kilobytes(pick((r) => r.bytes.Stylesheet)), ""],
    ["  of which images", kilobytes(pick((r) => r.bytes.Image)), ""],
  ];
  console.log(`\n  median of ${runs}:`);
  for (const [name, value, target] of rows)
    console.log(
      `  ${name.padEnd(46)} ${value.padStart(10)}  ${target && `target ${target}`}`,
    );
  const met =
    pick((r) => r.firstRealContent) <= targetMs &&
    pick((r) => r.lcp) <= targetMs;
  console.log(
    `  target (first real content and LCP <= 2.5 s): ${met ? "met" : "missed"}`,
  );
} finally {
  await browser.close();
  server.stop();
}

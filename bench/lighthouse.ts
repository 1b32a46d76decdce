// Lighthouse 12 through its node API in Debian's Chromium: mobile preset (Lighthouse's default
// config) with simulated throttling, the four categories the budget names.

import { writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { auditChromeFlags } from './chromiumFlags';
import { FONT_ENV, koreanFont } from './koreanFont';
import { ordinaryUserChromium, raisedThreads } from './ordinaryUser';
import { waitForQuietCpu } from './quietCpu';

/** Pages of the browser's own UI: none is left when the quiet features took effect. */
async function browserUiPages(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`);
  const targets = (await response.json()) as { type: string; url: string }[];
  return targets.filter((target) => target.type === 'browser_ui').map((target) => target.url);
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
  /** Audits below a perfect score in the non-performance categories, to say what to fix. */
  failing: string[];
}

export interface Browser {
  audit(url: string, htmlReport?: string): Promise<LighthouseFigures>;
  version: string;
  /** Browser UI pages still running beside the audited page (none when QUIET_FEATURES took effect). */
  browserUi: string[];
  /** Threads of the browser process above normal priority (none when run as an ordinary user). */
  raisedThreads: number;
  /** Audits so far, and how many of them began without the machine having gone quiet first. */
  audits: { total: number; notQuiet: number };
  /** A Korean system font Chromium has, which draws Korean text until Pretendard arrives. */
  koreanFont: string;
  close(): Promise<void>;
}

/** The elements a failing audit names (an audit that fails one run in ten needs them to be found). */
function failingNodes(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string } }[] } | undefined)?.items;
  const selectors = (items ?? []).flatMap((item) => item.node?.selector ?? []);
  return selectors.length > 0 ? ` (${selectors.slice(0, 3).join(', ')})` : '';
}

export async function openBrowser(): Promise<Browser> {
  const korean = koreanFont();
  const chromium = await ordinaryUserChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.executable,
    ignoreDefaultFlags: true,
    chromeFlags: auditChromeFlags(chromeLauncher.Launcher.defaultFlags()),
    envVars: FONT_ENV,
  });
  const versionResponse = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { Browser: version } = (await versionResponse.json()) as { Browser: string };
  const browserUi = await browserUiPages(chrome.port);
  const audits = { total: 0, notQuiet: 0 };
  return {
    version,
    browserUi,
    raisedThreads: await raisedThreads(chrome.pid),
    audits,
    koreanFont: korean,
    async audit(url, htmlReport) {
      // A trace occasionally fails to record (NO_NAVSTART) on a busy machine: try again.
      for (let attempt = 1; ; attempt++) {
        audits.total++;
        if (!(await waitForQuietCpu())) audits.notQuiet++;
        try {
          return await auditOnce(url, htmlReport);
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    },
    async close() {
      chrome.kill();
      await chromium.remove();
    },
  };

  async function auditOnce(url: string, htmlReport?: string): Promise<LighthouseFigures> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: htmlReport ? ['json', 'html'] : 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (htmlReport && Array.isArray(result.report)) {
      await writeFile(htmlReport, result.report[1] ?? '');
    }
    const score = (id: (typeof CATEGORIES)[number]) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}${failingNodes(lhr.audits[ref.id]?.details)}`),
    );
    // A metric Lighthouse could not compute (NaN) would sort anywhere in a median: run it again.
    const missing = [
      'largest-contentful-paint',
      'cumulative-layout-shift',
      'total-blocking-time',
    ].filter((id) => !Number.isFinite(numeric(id)));
    if (missing.length > 0) throw new Error(`${url}: no ${missing.join(', ')}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbt: numeric('total-blocking-time'),
      failing,
    };
  }
}

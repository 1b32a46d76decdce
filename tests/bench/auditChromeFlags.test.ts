import { describe, expect, it } from 'vitest';
import {
  auditChromeFlags,
  CHROME_FLAGS,
  CHROMIUM_FLAGS,
  QUIET_FEATURES,
} from '../../bench/chromiumFlags';

const disabledFeatures = (flags: string[]) => {
  const lists = flags.filter((flag) => flag.startsWith('--disable-features='));
  expect(lists).toHaveLength(1);
  return lists[0]?.slice('--disable-features='.length).split(',') ?? [];
};

describe('the audits’ Chromium flags', () => {
  it('keep chrome-launcher’s disabled features and add the quiet ones, in one switch', () => {
    const flags = auditChromeFlags([
      '--disable-extensions',
      '--disable-features=Translate,MediaRouter',
      '--mute-audio',
    ]);
    expect(disabledFeatures(flags)).toEqual(['Translate', 'MediaRouter', ...QUIET_FEATURES]);
    expect(flags).toContain('--disable-extensions');
    expect(flags).toContain('--mute-audio');
  });

  it('name each feature once, and add the quiet ones when chrome-launcher disables none', () => {
    const features = disabledFeatures(auditChromeFlags(['--disable-features=WebUIOmniboxPopup']));
    expect(features).toHaveLength(QUIET_FEATURES.length);
    expect(features).toEqual(expect.arrayContaining([...QUIET_FEATURES]));
    expect(disabledFeatures(auditChromeFlags([]))).toEqual([...QUIET_FEATURES]);
  });

  it('run headless with the switches the end-to-end tests use', () => {
    const flags = auditChromeFlags(['--disable-sync']);
    expect(flags.slice(-CHROME_FLAGS.length)).toEqual(CHROME_FLAGS);
    expect(flags).toContain('--headless=new');
  });

  it('switch off the spare renderer and both omnibox popups', () => {
    expect([...QUIET_FEATURES]).toEqual([
      'SpareRendererForSitePerProcess',
      'WebUIOmniboxPopup',
      'WebUIOmniboxAimPopup',
    ]);
  });

  it('merge every --disable-features the launcher passes, with no empty names', () => {
    const flags = auditChromeFlags([
      '--disable-features=Translate,,MediaRouter',
      '--disable-features=',
      '--disable-features=OptimizationHints',
      '--disable-feature-policy-check',
    ]);
    expect(disabledFeatures(flags)).toEqual([
      'Translate',
      'MediaRouter',
      'OptimizationHints',
      ...QUIET_FEATURES,
    ]);
    expect(flags).toContain('--disable-feature-policy-check');
  });

  it('are the end-to-end tests’ switches, headless', () => {
    expect(CHROMIUM_FLAGS).toEqual([
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ]);
    expect(CHROME_FLAGS).toEqual(['--headless=new', ...CHROMIUM_FLAGS]);
  });
});

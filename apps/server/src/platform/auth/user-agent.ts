import Bowser from 'bowser';

export interface ParsedUserAgent {
  os: string | null;
  osPlatform: string | null;
  deviceType: string | null;
  browser: string | null;
  browserFamily: string | null;
  browserVersion: string | null;
}

/** What an active-sessions list shows of a sign-in's device. */
export function parseUserAgent(userAgent: string | undefined): ParsedUserAgent {
  if (!userAgent) {
    return {
      os: null,
      osPlatform: null,
      deviceType: null,
      browser: null,
      browserFamily: null,
      browserVersion: null,
    };
  }
  const parsed = Bowser.parse(userAgent);
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const browserVersion = parsed.browser.version ?? null;
  return {
    os: os || null,
    osPlatform: parsed.os.name ?? null,
    deviceType: parsed.platform.type ?? null,
    browser: [parsed.browser.name, browserVersion?.split('.')[0]].filter(Boolean).join(' ') || null,
    browserFamily: parsed.engine.name ?? parsed.browser.name ?? null,
    browserVersion,
  };
}

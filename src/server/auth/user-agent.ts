/**
 * A readable name for the device of a session, from its user agent: 'Chrome no Android',
 * 'Safari no iPhone', 'Firefox no Windows'. A few rules for the browsers and systems people use,
 * in the order that tells them apart (Edge and Opera also say Chrome, Chrome also says Safari).
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const match = (rules: [RegExp, string][], userAgent: string) => rules.find(([re]) => re.test(userAgent))?.[1];

export function describeDevice(userAgent: string): string {
  const browser = match(BROWSERS, userAgent);
  const system = match(SYSTEMS, userAgent);
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador no ${system}`;
  return 'Navegador desconhecido';
}

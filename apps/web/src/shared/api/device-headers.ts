/** Spec §3 device headers: device-name, width, height, os, os-version (ASCII only, as HTTP headers must be). */
export function readDeviceHeaders(): Record<string, string> {
  const ua = globalThis.navigator?.userAgent ?? ''
  const { os, version, device } = parseUserAgent(ua)
  const screen = globalThis.screen
  return {
    'device-name': device,
    width: String(screen?.width || globalThis.innerWidth || 0),
    height: String(screen?.height || globalThis.innerHeight || 0),
    os,
    'os-version': version,
  }
}

const PATTERNS: ReadonlyArray<[RegExp, string, string]> = [
  [/\biPad\b.*? OS (\d+[_.\d]*)/, 'ios', 'iPad'],
  [/\b(?:iPhone|iPod)\b.*? OS (\d+[_.\d]*)/, 'ios', 'iPhone'],
  [/\bAndroid (\d+[.\d]*)/, 'android', 'Android'],
  [/\bWindows NT (\d+[.\d]*)/, 'windows', 'Windows'],
  [/\bMac OS X (\d+[_.\d]*)/, 'macos', 'Mac'],
  [/\bCrOS \S+ (\d+[.\d]*)/, 'chromeos', 'Chromebook'],
  [/\bLinux\b()/, 'linux', 'Linux'],
]

function parseUserAgent(ua: string): { os: string; version: string; device: string } {
  for (const [pattern, os, device] of PATTERNS) {
    const match = pattern.exec(ua)
    if (match) return { os, version: (match[1] ?? '').replaceAll('_', '.'), device }
  }
  return { os: 'unknown', version: '', device: 'web' }
}

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'] })
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
await chrome.kill()
const a = (id) => lhr.audits[id]
console.log('score', lhr.categories.performance.score, 'TBT', a('total-blocking-time').numericValue, 'TTI', a('interactive').numericValue)
for (const t of a('long-tasks')?.details?.items ?? []) console.log('long', Math.round(t.startTime), Math.round(t.duration), t.url)
for (const t of (a('bootup-time')?.details?.items ?? []).slice(0, 8)) console.log('boot', t.url, Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile))
for (const t of (a('mainthread-work-breakdown')?.details?.items ?? [])) console.log('main', t.groupLabel, Math.round(t.duration))

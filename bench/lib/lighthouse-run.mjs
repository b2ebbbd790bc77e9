// One Lighthouse run, in a process of its own (bench/lighthouse.mjs starts one per run): the Lighthouse run before it
// leaves a large trace for its process to collect, and on two cores that collection would fall into the next run.
//   node bench/lib/lighthouse-run.mjs <url> <chromium> <simulate|devtools> [webgl] [gpu-compositing]
// Prints the run's figures as one JSON line.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const [url, chromium, throttling, ...flags] = process.argv.slice(2)
const opts = { chromium, throttling, 'gpu-compositing': flags.includes('gpu-compositing') }

async function runOnce(url, webgl) {
  const chrome = await chromeLauncher.launch({
    chromePath: opts.chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      ...(webgl ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'] : []),
      ...(webgl && !opts['gpu-compositing'] ? ['--disable-gpu-compositing'] : []),
    ],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: opts.throttling,
    })
    const lhr = result.lhr
    const audit = (id) => lhr.audits[id]
    const value = (id, digits = 0) => {
      const v = audit(id)?.numericValue
      return typeof v === 'number' ? Number(v.toFixed(digits)) : null
    }
    const requests = audit('network-requests')?.details?.items ?? []
    const bytes = (type) =>
      requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
    const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift', 3),
      siMs: value('speed-index'),
      scriptKiB: Number((bytes('Script') / 1024).toFixed(1)),
      totalKiB: Number((bytes() / 1024).toFixed(1)),
      requests: requests.length,
      lcpElement: lcpElement ? (lcpElement.selector ?? lcpElement.snippet ?? null) : null,
      runtimeError: lhr.runtimeError?.code ?? null,
      warnings: lhr.runWarnings,
    }
  } finally {
    await chrome.kill()
  }
}

process.stdout.write(`${JSON.stringify(await runOnce(url, flags.includes('webgl')))}\n`)

import {
  APP_ROOT_ID,
  BOOT_PLAN_ID,
  type BootPlan,
  LOCALE_COOKIE,
  SERVER_LOCALE_ATTRIBUTE,
  TAKEN_OVER_EVENT,
} from '@maplenest/core'

/**
 * The start of a page the server drew (decision 0080). The screen is already on the page, so the app's scripts wait
 * until its picture has arrived (at most BOOT_WAIT_MS) and the page has painted: on a slow phone network the first
 * screen gets the bandwidth first, then the app loads and takes the screen over. This file is the only script such a
 * page loads before that: it imports only the page's marks (plain strings, written into it by the build).
 */
const BOOT_WAIT_MS = 1500

const plan = JSON.parse(document.getElementById(BOOT_PLAN_ID)?.textContent ?? 'null') as BootPlan | null

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * How many preload links go into the head per task. Each starts a fetch there and then, and a screen's thirty to fifty
 * at once made a task of 4–18 ms on a desktop (a long task on a phone); a few at a time, with a task between, keep
 * each short while every fetch still starts within a few milliseconds.
 */
const PRELOADS_PER_TASK = 8

async function loadApp(): Promise<void> {
  if (!plan) return
  for (let from = 0; from < plan.preload.length; from += PRELOADS_PER_TASK) {
    // one insertion per batch: each link added alone would have the page look at its head again
    const links = document.createDocumentFragment()
    for (const href of plan.preload.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      links.append(link)
    }
    document.head.append(links)
    await nextTask()
  }
  for (const stage of plan.stages) {
    await import(/* @vite-ignore */ stage)
    await nextTask()
  }
}

/** What a tap on the drawn screen does only once the app runs it; links work as they are (the server draws the next page). */
const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], label'

/**
 * A tap on a control before the app runs the screen is held, the app is asked for at once, and the tap is given
 * again to the same control once the app has taken the screen over — it is never lost. When the app has drawn that
 * part anew (the person's own state differs from the anonymous one drawn), the tap goes to the control that took its
 * place: the same kind, named the same.
 */
const held: Element[] = []
/**
 * The control a finger last went down on: when the page moves between press and release (a part drawn anew), the
 * click lands on what holds both, and it is still meant for that control.
 */
let pressed: Element | null = null
document.addEventListener(
  'pointerdown',
  (event) => {
    pressed = event.target instanceof Element ? event.target.closest(CONTROLS) : null
  },
  true,
)
const nameOf = (control: Element) =>
  `${control.tagName}|${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''}`
function current(control: Element): Element | null {
  if (control.isConnected) return control
  const name = nameOf(control)
  return [...document.querySelectorAll(CONTROLS)].find((other) => nameOf(other) === name) ?? null
}
function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null
  const control = target?.closest(CONTROLS) ?? (pressed && target?.contains(pressed) ? pressed : null)
  pressed = null
  if (!control) return
  event.preventDefault()
  event.stopPropagation()
  if (!held.includes(control)) held.push(control)
  start()
}
document.addEventListener('click', hold, true)
document.addEventListener(
  TAKEN_OVER_EVENT,
  () => {
    document.removeEventListener('click', hold, true)
    for (const control of held.splice(0)) (current(control) as HTMLElement | null)?.click()
  },
  { once: true },
)

/**
 * A link that names a language is the person's choice, remembered for every later page (spec §1, as the app's
 * chooseLocale does): at once, since the next page may be opened before the app has run on this one.
 */
const drawnIn = document.getElementById(APP_ROOT_ID)?.getAttribute(SERVER_LOCALE_ATTRIBUTE)
if (drawnIn && new URLSearchParams(location.search).get('language')) {
  try {
    localStorage.setItem('language', drawnIn)
    localStorage.setItem('language_state', '0')
    // and the server draws the next page in it (the app's applyLocale writes the same cookie)
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is missing in Firefox and older Safari
    document.cookie = `${LOCALE_COOKIE}=${drawnIn}; path=/; max-age=31536000; samesite=lax`
  } catch {
    // storage refused (a private window): the app tries again when it runs
  }
}

let started = false
function start(): void {
  if (started) return
  started = true
  // after the next paint, so the picture is on screen before the scripts compete for the network and the CPU
  requestAnimationFrame(() => setTimeout(() => void loadApp(), 0))
}

const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
if (picture && !picture.complete) {
  picture.addEventListener('load', start, { once: true })
  picture.addEventListener('error', start, { once: true })
  setTimeout(start, BOOT_WAIT_MS)
} else start()

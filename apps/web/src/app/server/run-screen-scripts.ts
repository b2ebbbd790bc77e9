import { BOOT_PLAN_ID, type BootPlan } from '@maplenest/core'
import { nextTask } from '../next-task.ts'

/**
 * Runs the scripts of the screen the server drew, which the boot script preloaded but did not run (its screen, the
 * screen's own imports, the language's catalogue), one file per task in the order they depend on each other: each
 * evaluates alone, rather than the whole screen's code in the one task that imports it. A file that cannot be
 * fetched ends this early; the screen's import then reports it as before.
 */
export async function runScreenScriptsInTasks(): Promise<void> {
  let plan: BootPlan | null
  try {
    plan = JSON.parse(document.getElementById(BOOT_PLAN_ID)?.textContent ?? 'null') as BootPlan | null
  } catch {
    return
  }
  if (!plan) return
  const staged = new Set(plan.stages)
  for (const href of plan.preload) {
    if (staged.has(href)) continue
    try {
      await import(/* @vite-ignore */ href)
    } catch {
      return
    }
    await nextTask()
  }
}

import { afterEach, describe, expect, it } from 'vitest'
import { runScreenScriptsInTasks } from './run-screen-scripts.ts'

declare global {
  var ranScreenScripts: string[] | undefined
}

/** A script that notes that it ran, and whether the task it ran in had already run another one. */
const script = (name: string) =>
  `data:text/javascript,${encodeURIComponent(
    `globalThis.ranScreenScripts.push('${name}' + (globalThis.sameTask ? ' (same task)' : '')); globalThis.sameTask = true; setTimeout(() => { globalThis.sameTask = false }, 0)`,
  )}`

function writePlan(plan: unknown) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = 'maplenest-boot'
  element.textContent = JSON.stringify(plan)
  document.body.append(element)
}

afterEach(() => {
  document.getElementById('maplenest-boot')?.remove()
  globalThis.ranScreenScripts = undefined
})

describe('running the drawn screen’s scripts', () => {
  it('runs each preloaded script the boot script left, in order, each in a task of its own', async () => {
    globalThis.ranScreenScripts = []
    const [entry, screen, card, catalogue] = ['entry', 'screen', 'card', 'catalogue'].map(script) as string[]
    writePlan({ stages: [entry], preload: [entry, card, screen, catalogue] })
    await runScreenScriptsInTasks()
    expect(globalThis.ranScreenScripts).toEqual(['card', 'screen', 'catalogue'])
  })

  it('does nothing on a page the server did not draw, or with a plan it cannot read', async () => {
    await expect(runScreenScriptsInTasks()).resolves.toBeUndefined()
    const element = document.createElement('script')
    element.type = 'application/json'
    element.id = 'maplenest-boot'
    element.textContent = '{'
    document.body.append(element)
    await expect(runScreenScriptsInTasks()).resolves.toBeUndefined()
  })

  it('stops at a script that cannot be fetched', async () => {
    globalThis.ranScreenScripts = []
    writePlan({
      stages: [],
      preload: [script('first'), 'data:text/javascript,throw new Error("gone")', script('after')],
    })
    await runScreenScriptsInTasks()
    expect(globalThis.ranScreenScripts).toEqual(['first'])
  })
})

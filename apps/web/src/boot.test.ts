import { afterEach, describe, expect, it, vi } from 'vitest'

describe('the boot script of a page the server drew', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.resetModules()
  })

  it('holds a tap on a control until the app has taken the screen over, then gives it back once', async () => {
    document.body.innerHTML =
      '<div id="root"><button type="button">Save to favourites</button><a href="#next">Next</a></div>'
    const button = document.querySelector('button')!
    const link = document.querySelector('a')!
    const taps = vi.fn()
    button.addEventListener('click', taps)
    await import('./boot.ts')

    button.click()
    button.click()
    expect(taps).not.toHaveBeenCalled()
    // links are not held: the server draws the page they open
    const followed = vi.fn((event: Event) => event.preventDefault())
    link.addEventListener('click', followed)
    link.click()
    expect(followed).toHaveBeenCalledTimes(1)

    document.dispatchEvent(new Event('maplenest:taken-over'))
    expect(taps).toHaveBeenCalledTimes(1)
    // from then on the app answers taps itself
    button.click()
    expect(taps).toHaveBeenCalledTimes(2)
  })

  it('gives a held tap to the control that took its place when the app drew that part anew', async () => {
    document.body.innerHTML = '<div id="root"><button type="button">Reserve</button></div>'
    await import('./boot.ts')
    document.querySelector('button')!.click()
    // the app draws the button again for the signed-in person
    document.body.innerHTML =
      '<div id="root"><button type="button">Share</button><button type="button">Reserve</button></div>'
    const [share, reserve] = [...document.querySelectorAll('button')]
    const shared = vi.fn()
    const reserved = vi.fn()
    share!.addEventListener('click', shared)
    reserve!.addEventListener('click', reserved)
    document.dispatchEvent(new Event('maplenest:taken-over'))
    expect(reserved).toHaveBeenCalledTimes(1)
    expect(shared).not.toHaveBeenCalled()
  })

  it('holds a tap the page moved under between press and release, for the control it was pressed on', async () => {
    document.body.innerHTML =
      '<div id="root"><section><a href="#pdf">Download PDF</a><button type="button">Book a showing</button></section></div>'
    const book = document.querySelector('button')!
    const booked = vi.fn()
    book.addEventListener('click', booked)
    await import('./boot.ts')

    book.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    // the release lands beside the moved button: the click goes to what holds both
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('section')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    document.dispatchEvent(new Event('maplenest:taken-over'))
    expect(booked).toHaveBeenCalledTimes(1)
  })

  it('remembers the language a link named at once, as the person’s choice', async () => {
    window.history.replaceState(null, '', '/h5/pages/home?language=zh')
    document.body.innerHTML = '<div id="root" data-server-locale="zh-Hans-CN"></div>'
    await import('./boot.ts')
    expect(localStorage.getItem('language')).toBe('zh-Hans-CN')
    expect(localStorage.getItem('language_state')).toBe('0')
    expect(document.cookie).toContain('maplenest_locale=zh-Hans-CN')
    window.history.replaceState(null, '', '/')
  })

  it('asks for every script the screen needs, a few per insertion', async () => {
    const preload = Array.from({ length: 19 }, (_, i) => `/h5/assets/part-${i}.js`)
    document.body.innerHTML = `<script type="application/json" id="maplenest-boot">${JSON.stringify({ stages: [], preload })}</script>`
    const insertions: number[] = []
    const watcher = new MutationObserver((records) => {
      for (const record of records) if (record.addedNodes.length) insertions.push(record.addedNodes.length)
    })
    watcher.observe(document.head, { childList: true })
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    await import('./boot.ts')
    await vi.waitFor(() => expect(links()).toHaveLength(preload.length))
    watcher.disconnect()
    expect(links().map((link) => link.getAttribute('href'))).toEqual(preload)
    expect(links().every((link) => link.crossOrigin === '')).toBe(true)
    expect(insertions).toEqual([8, 8, 3])
    for (const link of links()) link.remove()
  })
})

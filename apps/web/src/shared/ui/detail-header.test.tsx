import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderScreen } from '../../../test/render-screen.tsx'
import { useDetailCover } from './detail-cover.ts'
import { Page } from './page.tsx'
import { PhotoFrame } from './photo-frame.tsx'

/** An IntersectionObserver the test drives: it remembers what it watches and reports what the test says. */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0
  }
  takeRecords() {
    return []
  }
}

/** Tells every observer watching `target` whether it is still visible below the header. */
function scrollCover(target: Element, visible: boolean) {
  act(() => {
    for (const observer of FakeObserver.all.filter((o) => o.targets.includes(target))) {
      const entry = { target, isIntersecting: visible } as IntersectionObserverEntry
      observer.callback([entry], observer as unknown as IntersectionObserver)
    }
  })
}

// The test setup defines a writable, non-configurable no-op observer: swap it by assignment.
const original = window.IntersectionObserver
beforeEach(() => {
  FakeObserver.all = []
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
})

afterEach(() => {
  window.IntersectionObserver = original
})

function PhotoDetail() {
  return (
    <Page title="Condo for sale" transparent>
      <PhotoFrame label="Photos">
        <span>photo</span>
      </PhotoFrame>
      <p>Content</p>
    </Page>
  )
}

// The hook is called inside the page's content, where the header's context reaches.
function ColouredBlock() {
  return <header ref={useDetailCover()}>Coloured block</header>
}

function BlockDetail() {
  return (
    <Page title="Agent" transparent>
      <ColouredBlock />
    </Page>
  )
}

const banner = () => screen.getAllByRole('banner')[0] as HTMLElement

describe('Detail header', () => {
  it('floats over the photo and turns into a solid bar with the title once the photo has scrolled away', () => {
    renderScreen('/d', { '/d': <PhotoDetail /> })
    const photo = screen.getByRole('region', { name: 'Photos' })
    const title = screen.getByRole('heading', { level: 1, name: 'Condo for sale' })
    expect(banner().dataset.solid).toBe('false')
    expect(title.className).toContain('titleHidden')
    // The photo is watched below the header's own height, so "away" means "under the header".
    const watcher = FakeObserver.all.find((o) => o.targets.includes(photo))
    expect(watcher?.options.rootMargin).toMatch(/^-\d+px 0px 0px 0px$/)

    scrollCover(photo, false)
    expect(banner().dataset.solid).toBe('true')
    expect(title.className).not.toContain('titleHidden')

    scrollCover(photo, true)
    expect(banner().dataset.solid).toBe('false')
  })

  it('watches a coloured block when the screen has no photo', () => {
    renderScreen('/d', { '/d': <BlockDetail /> })
    const block = screen.getByText('Coloured block')
    scrollCover(block, false)
    expect(banner().dataset.solid).toBe('true')
  })

  it('shows back and share, and no favourite button while there is nothing to save to', () => {
    renderScreen('/d', { '/d': <PhotoDetail /> })
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save to favourites' })).toBeNull()
  })

  it('shows the favourite button once a screen gives it a state', () => {
    renderScreen('/d', {
      '/d': (
        <Page title="Condo" transparent favourite={{ active: true, onToggle: () => {} }}>
          <p>Content</p>
        </Page>
      ),
    })
    expect(screen.getByRole('button', { name: 'Remove from favourites', pressed: true })).toBeTruthy()
  })
})

import type { Banner } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import styles from './banners.module.css'
import { bannersQuery, viewBanner } from './banners-api.ts'

/** How long each banner stays before the carousel moves on by itself. */
const AUTOPLAY_MS = 5000

/** A banner's picture: rooftops drawn over its colour, so every banner looks made without an uploaded image. */
function Skyline() {
  return (
    <svg className={styles.art} viewBox="0 0 120 64" aria-hidden="true">
      <path
        d="M0 64 V40 h14 V28 h12 V40 h10 V20 l10 -8 l10 8 V40 h12 V30 h16 V44 h14 V34 h22 V64 Z"
        fill="rgb(255 255 255 / 0.18)"
      />
      <path d="M60 64 V46 l14 -10 l14 10 V64 Z" fill="rgb(255 255 255 / 0.28)" />
    </svg>
  )
}

/**
 * Moves the carousel on every few seconds, from the last banner back to the first, while nobody touches, points at or
 * focuses it, the page is shown and the person has not asked for reduced motion. Runs only in the browser, after the
 * screen is drawn.
 */
function useAutoplay(track: RefObject<HTMLDivElement | null>, count: number) {
  useEffect(() => {
    const element = track.current
    if (!element || count < 2) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)')
    let held = 0
    const hold = () => {
      held++
    }
    const release = () => {
      held = Math.max(0, held - 1)
      restart()
    }
    let timer: ReturnType<typeof setInterval> | undefined
    const next = () => {
      if (held > 0 || reduced?.matches || document.hidden || element.clientWidth === 0) return
      const index = Math.round(element.scrollLeft / element.clientWidth)
      const target = index + 1 >= count ? 0 : index + 1
      element.scrollTo?.({ left: target * element.clientWidth, behavior: 'smooth' })
    }
    const restart = () => {
      clearInterval(timer)
      timer = setInterval(next, AUTOPLAY_MS)
    }
    const holdEvents = ['touchstart', 'pointerenter', 'focusin'] as const
    const releaseEvents = ['touchend', 'touchcancel', 'pointerleave', 'focusout'] as const
    const options = { passive: true }
    for (const name of holdEvents) element.addEventListener(name, hold, options)
    for (const name of releaseEvents) element.addEventListener(name, release, options)
    restart()
    return () => {
      clearInterval(timer)
      for (const name of holdEvents) element.removeEventListener(name, hold)
      for (const name of releaseEvents) element.removeEventListener(name, release)
    }
  }, [track, count])
}

/**
 * The home banners (spec §2): a carousel of what administrators publish, swiped by the browser's own scrolling (so it
 * answers a finger before the app has taken the screen over) and moved on by itself every few seconds. A tap records
 * the advertisement view and opens where the banner's kind leads; when the call fails, the link the list gave is
 * opened all the same.
 */
export function HomeBanners() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const banners = useQuery(bannersQuery(i18n.language))
  const items = banners.data ?? []
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  useAutoplay(track, items.length)
  if (items.length === 0) return null

  const open = async (banner: Banner) => {
    let link = banner.link
    try {
      link = (await viewBanner(banner.id)).link
    } catch {
      // the tap still goes where the banner said
    }
    void navigate(link)
  }

  const onScroll = () => {
    const element = track.current
    if (!element || element.clientWidth === 0) return
    setCurrent(Math.min(items.length - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))))
  }

  return (
    <section className={styles.banners} aria-label={t('ui.banners.label')}>
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {items.map((banner) => (
          <div key={banner.id} className={styles.slide}>
            <button
              type="button"
              className={styles.card}
              style={{ backgroundColor: banner.tint }}
              onClick={() => void open(banner)}
            >
              <span className={styles.title}>{banner.title}</span>
              {banner.subtitle ? <span className={styles.subtitle}>{banner.subtitle}</span> : null}
              <Skyline />
            </button>
          </div>
        ))}
      </div>
      {items.length > 1 ? (
        <div className={styles.indicator} aria-hidden="true">
          {items.map((banner, index) => (
            <span key={banner.id} className={index === current ? styles.dotActive : styles.dot} />
          ))}
        </div>
      ) : null}
    </section>
  )
}

import type { Banner } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { Swiper } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import styles from './banners.module.css'
import { bannersQuery, viewBanner } from './banners-api.ts'

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
 * The home banners (spec §2): a carousel of what administrators publish. A tap records the advertisement view and
 * opens where the banner's kind leads; when the call fails, the link the list gave is opened all the same.
 */
export function HomeBanners() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const banners = useQuery(bannersQuery(i18n.language))
  const items = banners.data ?? []
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

  return (
    <section className={styles.banners} aria-label={t('ui.banners.label')}>
      <Swiper
        autoplay={items.length > 1}
        autoplayInterval={5000}
        loop={items.length > 1}
        indicatorProps={{ className: styles.indicator }}
      >
        {items.map((banner) => (
          <Swiper.Item key={banner.id}>
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
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  )
}

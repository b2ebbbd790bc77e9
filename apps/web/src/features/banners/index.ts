/** Home banners: the carousel with its taps recorded, and a banner's text for the text view. */
export { BannerText } from './banner-text.tsx'
export { HomeBanners } from './home-banners.tsx'

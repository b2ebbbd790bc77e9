import { mapAppFor, mapAppLinks, openLocationQuerySchema } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../shared/ui/empty-state.tsx'
import { Page } from '../shared/ui/page.tsx'
import styles from './open-location.module.css'

/**
 * /open-location?latitude&longitude&name&address (spec system page): a point handed to the person's map app — Apple
 * Maps on iPhone, the geo: handler on Android. A device with no map app we know says so ('no map app installed')
 * and offers the map in the browser.
 */
export default function OpenLocationPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const parsed = openLocationQuerySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) {
    return (
      <Page title={t('route.open-location')}>
        <EmptyState title={t('ui.location.open.invalid.title')} description={t('ui.location.open.invalid.text')} />
      </Page>
    )
  }
  const point = parsed.data
  const links = mapAppLinks(point)
  const app = mapAppFor(navigator.userAgent)
  const openApp = () => {
    if (!app) {
      Toast.show({ content: t('ui.location.open.noApp') })
      return
    }
    window.location.href = links[app]
  }
  return (
    <Page title={t('route.open-location')}>
      <section className={styles.card}>
        <h1 className={styles.name}>{point.name || t('ui.location.open.unnamed')}</h1>
        {point.address ? <p className={styles.address}>{point.address}</p> : null}
        <p className={styles.coords}>
          {t('ui.location.point', { latitude: point.latitude.toFixed(5), longitude: point.longitude.toFixed(5) })}
        </p>
        {app ? null : (
          <p className={styles.note} role="status">
            {t('ui.location.open.noApp')}
          </p>
        )}
        <div className={styles.actions}>
          <Button color="primary" shape="rounded" block onClick={openApp}>
            {t('ui.location.open.inApp')}
          </Button>
          <a className={styles.web} href={links.google} target="_blank" rel="noopener noreferrer">
            {t('ui.location.open.inBrowser')}
          </a>
        </div>
      </section>
    </Page>
  )
}

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AgentAppBrand } from '../features/agent-apps/index.ts'
import { HomeBanners } from '../features/banners/index.ts'
import { HomeHeader, HomeListingTabs, HomeMenu } from '../features/home/index.ts'
import { ListingPreview } from '../features/listings/index.ts'
import { PreconsPreview } from '../features/precons/index.ts'
import { useAgentApp } from '../shared/agent-app/agent-app-store.ts'
import { PullToRefresh } from '../shared/ui/pull-to-refresh.tsx'
import styles from './home.module.css'

/**
 * Home tab (/ and /pages/home): search entry, menu tiles, banners and the listing tabs, with pull-to-refresh; in an
 * agent's app, the agent's brand at the top.
 */
export default function HomePage() {
  const { t } = useTranslation()
  const [generation, setGeneration] = useState(0)
  const agentApp = useAgentApp()

  useEffect(() => {
    document.title = `${t('route.home')} · ${t('app.name')}`
  }, [t])

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <PullToRefresh
        onRefresh={async () => setGeneration((n) => n + 1)}
        texts={{
          pulling: t('ui.home.pull.pulling'),
          canRelease: t('ui.home.pull.canRelease'),
          refreshing: t('ui.home.pull.refreshing'),
          complete: t('ui.home.pull.complete'),
        }}
      >
        <div className={styles.column}>
          <HomeHeader brand={agentApp ? <AgentAppBrand app={agentApp} /> : undefined} />
          <HomeMenu />
          <HomeBanners />
          <HomeListingTabs
            key={generation}
            renderListings={(preview) => <ListingPreview {...preview} />}
            precons={<PreconsPreview />}
          />
        </div>
      </PullToRefresh>
    </main>
  )
}

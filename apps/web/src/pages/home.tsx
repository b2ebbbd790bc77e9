import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AgentAppBrand, AgentAppHomeListings, agentTileHref } from '../features/agent-apps/index.ts'
import { HomeBanners } from '../features/banners/index.ts'
import { HomeHeader, HomeListingTabs, HomeMenu } from '../features/home/index.ts'
import { ListingPreview } from '../features/listings/index.ts'
import { PreconsPreview } from '../features/precons/index.ts'
import { useAgentApp, useBrandName } from '../shared/agent-app/agent-app-store.ts'
import { PullToRefresh } from '../shared/ui/pull-to-refresh.tsx'
import styles from './home.module.css'

/**
 * Home tab (/ and /pages/home): search entry, menu tiles, banners and the listing tabs, with pull-to-refresh; in an
 * agent's app, the agent's brand at the top, her homes first and the Agent tile leading to her page.
 */
export default function HomePage() {
  const { t } = useTranslation()
  const [generation, setGeneration] = useState(0)
  const agentApp = useAgentApp()
  const brand = useBrandName()

  useEffect(() => {
    document.title = `${t('route.home')} · ${brand ?? t('app.name')}`
  }, [brand, t])

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
          <HomeMenu agentHref={agentTileHref(agentApp)} />
          {agentApp ? <AgentAppHomeListings app={agentApp} /> : null}
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

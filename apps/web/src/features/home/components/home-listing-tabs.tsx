import { Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { HOME_TABS } from '../menu-items.ts'
import styles from './home-listing-tabs.module.css'

/** Latest, buy, rent and pre-construction listings on the home screen. */
export function HomeListingTabs() {
  const { t } = useTranslation()
  return (
    <section className={styles.section} aria-labelledby="home-listings">
      <h2 id="home-listings" className={styles.heading}>
        {t('ui.home.listings')}
      </h2>
      <Tabs className={styles.tabs} defaultActiveKey="latest">
        {HOME_TABS.map((tab) => (
          <Tabs.Tab key={tab.key} title={t(tab.labelKey)}>
            <EmptyState
              title={t(tab.emptyTitleKey)}
              description={t(tab.emptyDescriptionKey)}
              action={
                tab.seeAll ? (
                  <Link to={tab.seeAll} className={styles.seeAll}>
                    {t('ui.home.seeAll')}
                  </Link>
                ) : null
              }
            />
          </Tabs.Tab>
        ))}
      </Tabs>
    </section>
  )
}

import type { MessageKey } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { BrandMark } from '../../../shared/ui/brand-mark.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import prose from '../../../shared/ui/prose.module.css'
import styles from './about-us.module.css'

const SECTIONS: readonly { heading: MessageKey; body: MessageKey }[] = [
  { heading: 'ui.about.who.heading', body: 'ui.about.who.body' },
  { heading: 'ui.about.what.heading', body: 'ui.about.what.body' },
  { heading: 'ui.about.data.heading', body: 'ui.about.data.body' },
  { heading: 'ui.about.contact.heading', body: 'ui.about.contact.body' },
]

/** /pages/my/about/about-us: who MapleNest is for and what it does. */
export default function AboutUsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Page title={t('route.about-us')}>
      <div className={styles.hero}>
        <BrandMark size={72} />
        <p className={styles.name}>{t('app.name')}</p>
        <p className={styles.tagline}>{t('app.tagline')}</p>
      </div>
      <article className={prose.prose}>
        <p className={prose.lead}>{t('ui.about.intro')}</p>
        {SECTIONS.map(({ heading, body }) => (
          <section key={heading}>
            <h2>{t(heading)}</h2>
            <p>{t(body)}</p>
          </section>
        ))}
      </article>
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" block onClick={() => navigate('/pages/my/feedback/feedback')}>
          {t('ui.about.feedback')}
        </Button>
        <Button shape="rounded" block onClick={() => navigate('/pages/my/agreement/agreement')}>
          {t('ui.about.readAgreement')}
        </Button>
      </div>
    </Page>
  )
}

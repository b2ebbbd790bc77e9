import { formatListingDate, type MessageKey, userAgreementDate } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { Page } from '../../../shared/ui/page.tsx'
import prose from '../../../shared/ui/prose.module.css'

const TERMS: readonly { heading: MessageKey; paragraphs: readonly MessageKey[] }[] = [
  { heading: 'ui.agreement.service.heading', paragraphs: ['ui.agreement.service.body'] },
  { heading: 'ui.agreement.account.heading', paragraphs: ['ui.agreement.account.body'] },
  {
    heading: 'ui.agreement.listings.heading',
    paragraphs: ['ui.agreement.listings.body', 'ui.agreement.accuracy.body', 'ui.agreement.trademarks.body'],
  },
  { heading: 'ui.agreement.use.heading', paragraphs: ['ui.agreement.use.body'] },
  { heading: 'ui.agreement.estimates.heading', paragraphs: ['ui.agreement.estimates.body'] },
  { heading: 'ui.agreement.liability.heading', paragraphs: ['ui.agreement.liability.body'] },
  { heading: 'ui.agreement.changes.heading', paragraphs: ['ui.agreement.changes.body'] },
]

const PRIVACY: readonly MessageKey[] = [
  'ui.agreement.privacy.law',
  'ui.agreement.privacy.collect',
  'ui.agreement.privacy.why',
  'ui.agreement.privacy.share',
  'ui.agreement.privacy.agentApp',
  'ui.agreement.privacy.rights',
  'ui.agreement.privacy.retention',
  'ui.agreement.privacy.contact',
]

/** /pages/my/agreement/agreement: terms of use and a privacy summary (PIPEDA, board data rules). */
export default function AgreementPage() {
  const { t } = useTranslation()
  const updated = formatListingDate(userAgreementDate(), currentLocale())
  return (
    <Page title={t('route.agreement')}>
      <article className={prose.prose}>
        <p className={prose.meta}>{t('ui.agreement.updated', { date: updated })}</p>
        <p className={prose.lead}>{t('ui.agreement.intro')}</p>
        <h2>{t('ui.agreement.terms.heading')}</h2>
        {TERMS.map(({ heading, paragraphs }) => (
          <section key={heading}>
            <h3>{t(heading)}</h3>
            {paragraphs.map((key) => (
              <p key={key}>{t(key)}</p>
            ))}
          </section>
        ))}
        <h2>{t('ui.agreement.privacy.heading')}</h2>
        {PRIVACY.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </article>
    </Page>
  )
}

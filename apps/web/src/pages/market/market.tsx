import { useTranslation } from 'react-i18next'
import { VowPrompt } from '../../features/listings/index.ts'
import { MarketScreen } from '../../features/market/index.ts'
import { Page } from '../../shared/ui/page.tsx'

/** /pages/market/market (the home page's Market tile): neighbourhood statistics from our own listings. */
export default function MarketPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.market')}>
      <MarketScreen
        vowPrompt={(need, onAccepted) => <VowPrompt need={need} onAccepted={onAccepted} layout="block" />}
      />
    </Page>
  )
}

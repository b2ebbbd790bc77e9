import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { BannerText } from '../../../features/banners/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/common/textview/index?banner=: a text an administrator wrote (a notice banner, or a kind with no screen). */
export default function TextViewPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const banner = params.get('banner')
  return (
    <Page title={t('route.textview')}>
      {banner ? (
        <BannerText id={banner} />
      ) : (
        <EmptyState title={t('ui.textview.gone.title')} description={t('ui.textview.gone.description')} />
      )}
    </Page>
  )
}

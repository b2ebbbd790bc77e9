import { useTranslation } from 'react-i18next'
import { InstallGuide } from '../../../features/device/index.ts'
import { Page } from '../../../shared/ui/page.tsx'

/** /pages/my/public/addhome: add the app to the home screen (the install prompt, or the steps with pictures). */
export default function AddHomePage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.addhome')}>
      <InstallGuide />
    </Page>
  )
}

import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import type { ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { i18n } from '../shared/i18n/i18n.ts'

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation()
  return <ConfigProvider locale={instance.language === 'zh-Hans-CN' ? zhCN : enUS}>{children}</ConfigProvider>
}

/** Translations and the antd-mobile locale around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AntdLocale>{children}</AntdLocale>
    </I18nextProvider>
  )
}

import type { uiAppLanguage as en } from '../en-GB/ui-app-language.ts'

export const uiAppLanguage: Record<keyof typeof en, string> = {
  'ui.appConfig.field.language': '应用的默认语言',
  'ui.appConfig.field.languageHint': '适用于尚未自行选择语言的客户；每位客户仍可在“设置”中更改。',
  'ui.qr.language.legend': '链接打开时的语言',
  'ui.qr.language.none': '不指定',
  'ui.qr.language.hint': '打开此链接的人会以这里选择的语言看到您的应用，直到他们自己改选其他语言。',
  'ui.qr.language.noneHint': '打开此链接的人会以自己选择的语言看到您的应用；未选择时，使用您应用的默认语言。',
  'ui.qr.linkFailed': '短链接未能生成，下面的完整链接同样可用。',
}

import {
  type AppConfigInput,
  type AppInfoVo,
  appConfigSchema,
  DEFAULT_AGENT_APP_COLOUR,
  type Locale,
  paletteColour,
  THEME_PALETTE,
} from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_DOMAINS_OF_PAGE } from '../../../shared/agent-app/product-domains.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useSaveAppConfig } from '../api/app-writes.ts'
import styles from './app-settings.module.css'

const FIELDS = ['appName', 'shortName', 'themeColor', 'subdomain', 'signatureSwitch', 'defaultLanguage'] as const
type Field = (typeof FIELDS)[number]

/** Each language in its own name, as Settings → Language shows them. */
const LANGUAGE_CHOICES: { locale: Locale; key: 'ui.account.setup.english' | 'ui.account.setup.chinese' }[] = [
  { locale: 'en-GB', key: 'ui.account.setup.english' },
  { locale: 'zh-Hans-CN', key: 'ui.account.setup.chinese' },
]

/**
 * The app's settings (appconfig): name, short name under the icon, colour, sub-domain (checked as the server checks
 * it: unique, 3 to 30 letters, digits and hyphens, no reserved word), whether shared PDFs carry the signature, and
 * the language the app opens in for clients who have chosen none (decision 0133). The colour is one of the palette's
 * sixteen or any other typed or picked.
 */
export function AppConfigForm({ app }: { app: AppInfoVo }) {
  const { t } = useTranslation()
  const form = useSchemaForm<Field>(FIELDS)
  const save = useSaveAppConfig()
  const ids = {
    appName: useId(),
    shortName: useId(),
    colour: useId(),
    palette: useId(),
    subdomain: useId(),
    signature: useId(),
    language: useId(),
  }
  const [values, setValues] = useState<AppConfigInput>({
    appName: app.appName,
    shortName: app.shortName,
    themeColor: app.themeColor,
    subdomain: app.subdomain ?? '',
    signatureSwitch: app.signatureSwitch,
    defaultLanguage: app.defaultLanguage,
  })
  const set = <K extends keyof AppConfigInput>(key: K, value: AppConfigInput[K]) => {
    form.clearField(key as Field)
    setValues((v) => ({ ...v, [key]: value }))
  }
  const domain = PRODUCT_DOMAINS_OF_PAGE[0] ?? 'maplenest.localhost'

  const submit = async () => {
    const parsed = form.parse(appConfigSchema, values)
    if (!parsed) return
    if (await form.run(() => save.mutateAsync(values))) Toast.show({ content: t('ui.appConfig.saved') })
  }

  const error = (field: Field) =>
    form.messages[field] ? (
      <p id={`${field}-error`} className={styles.error} role="alert">
        {form.messages[field]}
      </p>
    ) : null
  const described = (field: Field) =>
    form.messages[field] ? { 'aria-describedby': `${field}-error`, 'aria-invalid': true } : {}

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <h2 className={styles.cardTitle}>{t('ui.appConfig.settings')}</h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.appName}>
          {t('ui.appConfig.field.appName')}
        </label>
        <input
          id={ids.appName}
          className={styles.input}
          value={values.appName}
          maxLength={40}
          onChange={(e) => set('appName', e.currentTarget.value)}
          {...described('appName')}
        />
        {error('appName')}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.shortName}>
          {t('ui.appConfig.field.shortName')}
        </label>
        <input
          id={ids.shortName}
          className={styles.input}
          value={values.shortName ?? ''}
          maxLength={12}
          onChange={(e) => set('shortName', e.currentTarget.value)}
          {...described('shortName')}
        />
        <p className={styles.hint}>{t('ui.appConfig.field.shortNameHint')}</p>
        {error('shortName')}
      </div>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>{t('ui.appConfig.field.palette')}</legend>
        <div className={styles.palette}>
          {THEME_PALETTE.map(({ name, color }) => {
            const label = t(`agentApp.theme.${name}`)
            return (
              <label key={name} className={styles.swatch} style={{ background: color }}>
                <input
                  type="radio"
                  name={ids.palette}
                  value={color}
                  checked={paletteColour(values.themeColor)?.color === color}
                  aria-label={
                    color === DEFAULT_AGENT_APP_COLOUR ? t('ui.appConfig.field.paletteDefault', { name: label }) : label
                  }
                  onChange={() => set('themeColor', color)}
                />
              </label>
            )
          })}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.colour}>
          {t('ui.appConfig.field.colour')}
        </label>
        <div className={styles.suffixRow}>
          <input
            type="color"
            className={styles.colour}
            value={/^#[0-9a-f]{6}$/i.test(values.themeColor) ? values.themeColor : DEFAULT_AGENT_APP_COLOUR}
            aria-label={t('ui.appConfig.field.colourPicker')}
            onChange={(e) => set('themeColor', e.currentTarget.value)}
          />
          <input
            id={ids.colour}
            className={styles.input}
            value={values.themeColor}
            maxLength={7}
            onChange={(e) => set('themeColor', e.currentTarget.value)}
            {...described('themeColor')}
          />
        </div>
        {error('themeColor')}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.subdomain}>
          {t('ui.appConfig.field.subdomain')}
        </label>
        <div className={styles.suffixRow}>
          <input
            id={ids.subdomain}
            className={styles.input}
            value={values.subdomain}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={30}
            onChange={(e) => set('subdomain', e.currentTarget.value.toLowerCase())}
            {...described('subdomain')}
          />
          <span className={styles.suffix}>.{domain}</span>
        </div>
        <p className={styles.hint}>{t('ui.appConfig.field.subdomainHint')}</p>
        {error('subdomain')}
      </div>
      <div className={styles.switchRow}>
        <label className={styles.label} htmlFor={ids.signature}>
          {t('ui.appConfig.field.signature')}
        </label>
        <input
          id={ids.signature}
          type="checkbox"
          role="switch"
          aria-checked={values.signatureSwitch === 'true'}
          className={styles.switch}
          checked={values.signatureSwitch === 'true'}
          onChange={(e) => set('signatureSwitch', e.currentTarget.checked ? 'true' : 'false')}
        />
      </div>
      <p className={styles.hint}>{t('ui.appConfig.field.signatureHint')}</p>
      <fieldset className={styles.choices} aria-describedby={`${ids.language}-hint`}>
        <legend className={styles.label}>{t('ui.appConfig.field.language')}</legend>
        <div className={styles.choiceRow}>
          {LANGUAGE_CHOICES.map(({ locale, key }) => (
            <label key={locale} className={styles.choice}>
              <input
                type="radio"
                name={ids.language}
                value={locale}
                checked={values.defaultLanguage === locale}
                onChange={() => set('defaultLanguage', locale)}
              />
              <span lang={locale}>{t(key)}</span>
            </label>
          ))}
        </div>
        <p id={`${ids.language}-hint`} className={styles.hint}>
          {t('ui.appConfig.field.languageHint')}
        </p>
        {error('defaultLanguage')}
      </fieldset>
      {form.alert ? (
        <p className={styles.error} role="alert">
          {form.alert}
        </p>
      ) : null}
      <Button className={styles.save} type="submit" color="primary" shape="rounded" loading={form.busy}>
        {t('ui.appConfig.save')}
      </Button>
    </form>
  )
}

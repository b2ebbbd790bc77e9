import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { translate } from '../../../shared/i18n/i18n.ts'
import { useCatalogue } from '../../../shared/i18n/use-catalogue.ts'
import { Page } from '../../../shared/ui/page.tsx'
import styles from './ai-guide-screen.module.css'

const ABILITIES = [
  ['ui.ai.search', 'ui.ai.searchText'],
  ['ui.ai.area', 'ui.ai.areaText'],
  ['ui.ai.followUp', 'ui.ai.followUpText'],
  ['ui.ai.numbers', 'ui.ai.numbersText'],
  ['ui.ai.more', 'ui.ai.moreText'],
  ['ui.ai.fair', 'ui.ai.fairText'],
] as const

const EXAMPLES = ['ui.chat.suggest.1', 'ui.chat.suggest.2', 'ui.chat.suggest.3', 'ui.chat.suggest.4'] as const

/** ai/ai: what the assistant can do, with example questions in English and in Chinese. */
export function AiGuideScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // the examples are in both languages, so this screen holds both catalogues
  const english = useCatalogue('en-GB')
  const chinese = useCatalogue('zh-Hans-CN')
  const ready = { 'en-GB': english, 'zh-Hans-CN': chinese }
  return (
    <Page title={title}>
      <div className={styles.guide}>
        <h1 className={styles.heading}>{t('ui.ai.title')}</h1>
        <p className={styles.lead}>{t('ui.ai.lead')}</p>
        <ul className={styles.abilities}>
          {ABILITIES.map(([name, text]) => (
            <li key={name}>
              <h2 className={styles.name}>{t(name)}</h2>
              <p className={styles.text}>{t(text)}</p>
            </li>
          ))}
        </ul>
        <h2 className={styles.subheading}>{t('ui.ai.examples')}</h2>
        <div className={styles.examples}>
          {(['en-GB', 'zh-Hans-CN'] as const).map((lang) => (
            <section
              key={lang}
              lang={lang}
              aria-label={t(lang === 'en-GB' ? 'ui.ai.exampleEnglish' : 'ui.ai.exampleChinese')}
            >
              <h3 className={styles.lang}>{t(lang === 'en-GB' ? 'ui.ai.exampleEnglish' : 'ui.ai.exampleChinese')}</h3>
              <ul className={styles.exampleList}>
                {ready[lang] ? EXAMPLES.map((key) => <li key={key}>“{translate(lang, key)}”</li>) : null}
              </ul>
            </section>
          ))}
        </div>
        <div className={styles.buttons}>
          <Button color="primary" shape="rounded" block onClick={() => void navigate('/pages/chat/chat')}>
            {t('ui.ai.start')}
          </Button>
          <Button shape="rounded" block onClick={() => void navigate('/pages/map/map-chat')}>
            {t('ui.ai.openMap')}
          </Button>
        </div>
      </div>
    </Page>
  )
}

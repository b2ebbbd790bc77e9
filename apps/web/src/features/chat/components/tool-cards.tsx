import { cityTimeZone, formatCad, getShowingTimeCity, type Locale, type SearchListingsInput } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { ListingCard, StationWalkLine } from '../../../entities/listing/index.ts'
import { ProjectCard } from '../../../entities/project/index.ts'
import { SchoolRow } from '../../../entities/school/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { toLoginPath } from '../../../shared/session/return-path.ts'
import { useSavedSearchSlot } from '../../../shared/ui/saved-search-slot.ts'
import type { ChatPart } from '../chat-message.ts'
import styles from './chat.module.css'

export interface ToolCardProps {
  part: ChatPart
  /** Opens the conversation's last search on the map (not on the map itself). */
  onShowOnMap?: (() => void) | undefined
  onApprove?: ((approvalId: string, approved: boolean) => void) | undefined
  /** A narrow column (the map's sheet): listing cards with their photo above, one to a row. */
  stacked?: boolean | undefined
}

const money = (cents: number, locale: Locale) => formatCad(cents as never, locale)

/** "Save this search" under a search's cards: the search's criteria, and the area it was made in, if any. */
function SaveSearchChip({ input }: { input: SearchListingsInput }) {
  const { area, areaOf: _areaOf, ...query } = input
  return useSavedSearchSlot({ query, polygon: area ?? null }, 'chat')
}

/** The cards a tool's result carries inside an answer: listings, projects, schools, figures, a booking to confirm. */
export function ToolCard({ part, onShowOnMap, onApprove, stacked }: ToolCardProps) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const locale = currentLocale()
  switch (part.type) {
    case 'tool-searchListings': {
      if (part.state !== 'output-available') return null
      const { items, total, input } = part.output
      return (
        <section className={styles.cards} aria-label={t('ui.chat.found', { count: total })}>
          <ul className={styles.cardList}>
            {items.map((listing) => (
              <li key={listing.mlNum}>
                <ListingCard
                  listing={listing}
                  stacked={stacked}
                  notice={input.near === 'subway' ? <StationWalkLine listing={listing} /> : undefined}
                />
              </li>
            ))}
          </ul>
          <div className={styles.searchActions}>
            {onShowOnMap && total > 0 ? (
              <Button size="small" fill="outline" shape="rounded" className={styles.mapButton} onClick={onShowOnMap}>
                {t('ui.chat.showOnMap')}
              </Button>
            ) : null}
            <SaveSearchChip input={input} />
          </div>
        </section>
      )
    }
    case 'tool-getListing':
      return part.state === 'output-available' && part.output.listing ? (
        <div className={styles.cards}>
          <ListingCard listing={part.output.listing} stacked={stacked} />
        </div>
      ) : null
    case 'tool-findProjects':
      return part.state === 'output-available' ? (
        <section className={styles.cards} aria-label={t('ui.chat.projects')}>
          <ul className={styles.cardList}>
            {part.output.items.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      ) : null
    case 'tool-findSchools':
      if (part.state !== 'output-available') return null
      return part.output.universities.length > 0 ? (
        <section className={styles.facts} aria-label={t('ui.chat.universities')}>
          <ul className={styles.plainList}>
            {part.output.universities.map((u) => (
              <li key={u.id}>{locale === 'zh-Hans-CN' && u.nameZh ? u.nameZh : u.name}</li>
            ))}
          </ul>
        </section>
      ) : (
        <section className={styles.cards} aria-label={t('ui.chat.schools')}>
          <ul className={styles.cardList}>
            {part.output.schools.map((school) => (
              <li key={school.schoolNumber}>
                <SchoolRow school={school} />
              </li>
            ))}
          </ul>
        </section>
      )
    case 'tool-mortgage': {
      if (part.state !== 'output-available' || !part.output.ok) return null
      const o = part.output
      return (
        <dl className={styles.facts}>
          <div>
            <dt>{t('ui.chat.mortgage.monthly')}</dt>
            <dd className={styles.strong}>{money(o.monthlyPayment, locale)}</dd>
          </div>
          <div>
            <dt>{t('ui.chat.mortgage.loan')}</dt>
            <dd>{money(o.loan, locale)}</dd>
          </div>
          {o.insurancePremium > 0 ? (
            <div>
              <dt>{t('ui.chat.mortgage.insurance')}</dt>
              <dd>{money(o.insurancePremium, locale)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('ui.chat.mortgage.closing')}</dt>
            <dd>{money(o.closingCosts, locale)}</dd>
          </div>
          <div>
            <dt>{t('ui.chat.mortgage.cash')}</dt>
            <dd>{money(o.cashToClose, locale)}</dd>
          </div>
          <Link className={styles.inlineLink} to="/pages/my/calculate/calculate">
            {t('ui.chat.mortgage.open')}
          </Link>
        </dl>
      )
    }
    case 'tool-marketFacts': {
      if (part.state !== 'output-available') return null
      const o = part.output
      const figure = (n: number | null) => (n === null ? '–' : money(n * 100, locale))
      return (
        <dl className={styles.facts} aria-label={t('ui.chat.market.title')}>
          <div>
            <dt>{t('ui.chat.market.active')}</dt>
            <dd>
              {o.active.count} · {figure(o.active.medianPrice)}
            </dd>
          </div>
          {o.closed ? (
            <div>
              <dt>{t('ui.chat.market.closed', { months: o.input.months })}</dt>
              <dd>
                {o.closed.count} · {figure(o.closed.medianPrice)}
              </dd>
            </div>
          ) : (
            <Link className={styles.inlineLink} to={toLoginPath(`${pathname}${search}`)}>
              {t('ui.chat.market.signIn')}
            </Link>
          )}
        </dl>
      )
    }
    case 'tool-bookShowing': {
      const input = part.input
      if (!input?.time || !input.mlNum) return null
      // The time is written on the listing city's clock; a time in UTC is shown on the reader's own.
      const city = getShowingTimeCity(input.time)
      const when = new Date(input.time).toLocaleString(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: city ? cityTimeZone(city) : undefined,
      })
      if (part.state === 'approval-requested' && onApprove)
        return (
          <section className={styles.confirm} aria-label={t('ui.chat.book.title')}>
            <strong>{t('ui.chat.book.title')}</strong>
            <span>{t('ui.chat.book.listing', { mlNum: input.mlNum })}</span>
            <span>{t('ui.chat.book.time', { time: when })}</span>
            <span className={styles.actions}>
              <Button size="small" color="primary" shape="rounded" onClick={() => onApprove(part.approval.id, true)}>
                {t('ui.chat.book.confirm')}
              </Button>
              <Button size="small" shape="rounded" onClick={() => onApprove(part.approval.id, false)}>
                {t('ui.chat.book.cancel')}
              </Button>
            </span>
          </section>
        )
      if (part.state === 'output-denied') return <p className={styles.note}>{t('ui.chat.book.declined')}</p>
      if (part.state === 'output-available')
        return (
          <p className={styles.note}>
            {part.output.status === 'booked'
              ? t('ui.chat.book.booked')
              : t('ui.chat.book.failed', { message: part.output.message ?? '' })}
          </p>
        )
      return null
    }
    default:
      return null
  }
}

import type { City, RentalProvince } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../rentals.module.css'
import { LicenceRegister } from './licence-register.tsx'
import { ReportButton } from './report-button.tsx'

/** The province whose regulator licensed an agent: BCFSA numbers are BC's, else the first city they serve. */
function provinceOfAgent(registrationNumber: string, cities: readonly City[]): RentalProvince {
  if (/^BCFSA/i.test(registrationNumber)) return 'BC'
  if (/^RECO/i.test(registrationNumber)) return 'ON'
  return cities[0] === 'vancouver' ? 'BC' : 'ON'
}

/**
 * On an agent's profile: their registration number and where to check it (RECO in Ontario, BCFSA in BC), and a
 * way to report them as a suspected scam.
 */
export function AgentLicence({
  agentId,
  name,
  registrationNumber,
  serviceCities,
}: {
  agentId: string
  name: string
  registrationNumber: string
  serviceCities: readonly City[]
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <section className={`${styles.card} ${styles.safety}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('ui.rentals.licence.title')}
      </h2>
      <p className={styles.paragraph}>
        <LicenceRegister
          province={provinceOfAgent(registrationNumber, serviceCities)}
          registrationNumber={registrationNumber || null}
        />
      </p>
      <ReportButton targetType="agent" targetId={agentId} name={name} />
    </section>
  )
}

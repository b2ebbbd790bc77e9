import { LICENCE_REGISTERS, licenceCheckKey, type RentalProvince } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../rentals.module.css'

/**
 * An agent's registration number with its regulator ("RECO registration: RECO-4812345"), beside their name; how to
 * check it is said once on the page, by LicenceRegister.
 */
export function AgentRegistration({
  province,
  registrationNumber,
}: {
  province: RentalProvince
  registrationNumber: string | null | undefined
}) {
  const { t } = useTranslation()
  if (!registrationNumber) return null
  const { regulator } = LICENCE_REGISTERS[province]
  return (
    <p className={styles.hint}>
      <strong>{t('rental.safety.registration', { regulator, number: registrationNumber })}</strong>
    </p>
  )
}

/**
 * How to check an agent's licence in the province (one block a page): the regulator's public register, and the agent's registration
 * number to look up there when we know it.
 */
export function LicenceRegister({
  province,
  registrationNumber,
}: {
  province: RentalProvince
  registrationNumber?: string | null | undefined
}) {
  const { t } = useTranslation()
  const register = LICENCE_REGISTERS[province]
  return (
    <>
      {t(licenceCheckKey(province))}
      {registrationNumber ? (
        <>
          <br />
          <strong>
            {t('rental.safety.registration', { regulator: register.regulator, number: registrationNumber })}
          </strong>
        </>
      ) : null}
      <br />
      <a className={styles.register} href={register.url} target="_blank" rel="noreferrer">
        {t('rental.safety.checkRegister', { regulator: register.regulator })}
      </a>
    </>
  )
}

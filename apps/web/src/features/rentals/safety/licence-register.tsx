import { LICENCE_REGISTERS, licenceCheckKey, type RentalProvince } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../rentals.module.css'

/**
 * How to check an agent's licence in the province: the regulator's public register, and the agent's registration
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

import { awaitedSigner, type Contract, type ContractSignature, formatSignedAt } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { SectionCard } from '../../shared/ui/section-card.tsx'
import styles from './contracts.module.css'
import { SignContractSheet } from './sign-contract-sheet.tsx'

/** Where signing stands, as one line: not signed yet, waiting for a side, or signed by both. */
function useStatusLine(c: Contract): string {
  const { t } = useTranslation()
  if (c.signing.status === 'signed') return t('contract.sign.status.signed')
  const awaited = awaitedSigner(c.signatures.map((s) => s.role))
  return awaited ? t(`contract.sign.status.waiting.${awaited}`) : t('contract.sign.status.unsigned')
}

function SignatureRow({ signature: s, contract: c }: { signature: ContractSignature; contract: Contract }) {
  const { t } = useTranslation()
  const time = formatSignedAt(s.signedAt, currentLocale(), c.province)
  return (
    <li className={styles.signature}>
      <span className={styles.signatureName}>{s.name}</span>
      {s.drawing ? (
        <img className={styles.signatureDrawing} src={s.drawing} alt={t('contract.sign.drawnAlt', { name: s.name })} />
      ) : null}
      <span className={styles.signatureMeta}>{t(`contract.sign.role.${s.role}`)}</span>
      <span className={styles.signatureMeta}>
        <time dateTime={s.signedAt}>
          {t('contract.sign.signedAt', { time, city: t(`contract.sign.city.${c.province}`) })}
        </time>
      </span>
      {s.email ? <span className={styles.signatureMeta}>{s.email}</span> : null}
      {s.nameMatchesAccount ? null : <span className={styles.signatureNote}>{t('contract.sign.nameDiffers')}</span>}
    </li>
  )
}

/**
 * The lease's signatures: the status line, each signature with its time on the lease city's clock, "Sign the lease"
 * for a party who has still to sign, and, once both have, the fingerprint of the signed PDF (downloaded below).
 */
export function ContractSigningCard({ contract: c }: { contract: Contract }) {
  const { t } = useTranslation()
  const [signing, setSigning] = useState(false)
  const status = useStatusLine(c)
  return (
    <SectionCard title={t('contract.sign.heading')}>
      <p role="status" className={c.signing.status === 'signed' ? styles.statusDone : styles.statusWaiting}>
        {status}
      </p>
      {c.signatures.length > 0 ? (
        <ul className={styles.signatures}>
          {c.signatures.map((s) => (
            <SignatureRow key={s.role} signature={s} contract={c} />
          ))}
        </ul>
      ) : null}
      {c.signing.signedFileHash ? (
        <p className={styles.fingerprint}>
          <span>{t('contract.sign.fingerprint')}</span>
          <code>{c.signing.signedFileHash}</code>
        </p>
      ) : null}
      {c.signing.mySide ? (
        <>
          <Button block color="primary" shape="rounded" onClick={() => setSigning(true)}>
            {t('contract.sign.action')}
          </Button>
          {signing ? <SignContractSheet contract={c} open={signing} onClose={() => setSigning(false)} /> : null}
        </>
      ) : null}
    </SectionCard>
  )
}

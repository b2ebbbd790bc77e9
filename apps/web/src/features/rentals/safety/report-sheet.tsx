import { SCAM_REASONS, type ScamReason, type ScamTarget, scamReportSchema } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { FormSheet } from '../../../shared/ui/form-sheet.tsx'
import { useReportScam } from '../api/report-scam.ts'
import { ChipChoice, TextArea } from '../components/fields.tsx'

const FIELDS = ['reason', 'details'] as const

/** The report's form: what happened (one of the patterns that hit students) and details. */
export function ReportSheet({
  targetType,
  targetId,
  name,
  onClose,
}: {
  targetType: ScamTarget
  targetId: string
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState<ScamReason | ''>('')
  const [details, setDetails] = useState('')
  const form = useSchemaForm(FIELDS)
  const reporting = useReportScam()

  const submit = async () => {
    const body = { targetType, targetId, reason: reason || undefined, details }
    if (!form.parse(scamReportSchema, body)) return
    try {
      await reporting.mutateAsync({ targetType, targetId, reason: reason as ScamReason, details })
      Toast.show({ content: t('rental.api.reported') })
      onClose()
    } catch (error) {
      Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('error.submitFailed'), duration: 3000 })
    }
  }

  return (
    <FormSheet
      visible
      title={t('ui.rentals.report.title')}
      subtitle={name}
      closeLabel={t('ui.rentals.sheet.close')}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      footer={
        <Button type="submit" color="primary" shape="rounded" block loading={reporting.isPending}>
          {t('ui.rentals.report.submit')}
        </Button>
      }
    >
      <p>{t('ui.rentals.report.intro')}</p>
      <ChipChoice
        id={`${id}-reason`}
        label={t('ui.rentals.report.reason')}
        value={reason}
        error={form.messages.reason}
        onChange={(v) => {
          setReason(v)
          form.clearField('reason')
        }}
        options={SCAM_REASONS.map((r) => ({ value: r, label: t(`rental.report.reason.${r}`) }))}
      />
      <TextArea
        id={`${id}-details`}
        label={t('ui.rentals.report.details')}
        optional
        value={details}
        error={form.messages.details}
        placeholder={t('ui.rentals.report.detailsPlaceholder')}
        onChange={(v) => {
          setDetails(v)
          form.clearField('details')
        }}
      />
    </FormSheet>
  )
}

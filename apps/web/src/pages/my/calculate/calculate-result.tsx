import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import {
  MORTGAGE_PATHS,
  MortgageResultView,
  mortgagePath,
  useMortgageResult,
} from '../../../features/mortgage/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { Page } from '../../../shared/ui/page.tsx'

/**
 * /pages/my/calculate/calculate-result: the calculation its query describes (the calculator form writes it; see
 * `MORTGAGE_QUERY_PARAMS`), so the result is a link that can be shared and reloaded. A missing or invalid query
 * shows an empty state that leads back to the form, which shows what needs fixing.
 */
export default function CalculateResultPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { search } = useLocation()
  const result = useMortgageResult(search)
  const toForm = () => navigate(mortgagePath(MORTGAGE_PATHS.form, new URLSearchParams(search)))

  return (
    <Page title={t('route.calculate-result')}>
      {result ? (
        <MortgageResultView result={result} onEdit={toForm} />
      ) : (
        <EmptyState
          title={t('ui.mortgage.result.emptyTitle')}
          description={t('ui.mortgage.result.emptyDescription')}
          action={
            <Button color="primary" shape="rounded" onClick={toForm}>
              {t('ui.mortgage.openCalculator')}
            </Button>
          }
        />
      )}
    </Page>
  )
}

import { Checkbox, Form } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../auth.module.css'
import { AUTH_PATHS } from '../auth-paths.ts'

/** 'I have read and agree to the User Agreement': required before signing in or registering (spec §5). */
export function AgreementField() {
  const { t } = useTranslation()
  return (
    <Form.Item name="agreement" valuePropName="checked" className={styles.agreement}>
      <Checkbox className={styles.checkbox}>
        {t('ui.account.agreement.prefix')}{' '}
        <Link to={AUTH_PATHS.agreement} className={styles.link} onClick={(event) => event.stopPropagation()}>
          {t('ui.account.agreement.link')}
        </Link>
      </Checkbox>
    </Form.Item>
  )
}

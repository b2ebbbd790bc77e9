import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ChatIcon } from '../../../shared/ui/icons.tsx'
import styles from './map-screen.module.css'

/** The button over the map that opens the assistant. */
export function MapAssistantButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <button type="button" className={styles.chat} data-map-overlay="" onClick={() => void navigate('/pages/chat/chat')}>
      <ChatIcon size={20} />
      {t('ui.map.chat')}
    </button>
  )
}

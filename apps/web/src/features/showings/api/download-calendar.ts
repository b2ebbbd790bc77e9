import { api } from '../../../shared/api/api.ts'
import { SHOWINGS_PATH } from './showings-keys.ts'

/** GET /house/api/appointment/v1/{id}/calendar.ics: the showing as a calendar event, saved as a file. */
export async function downloadCalendar(id: string): Promise<void> {
  const blob = await api.download(`${SHOWINGS_PATH}/${encodeURIComponent(id)}/calendar.ics`, { toast: false })
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `showing-${id.slice(0, 8)}.ics`
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has the file once the click was handled; a moment later the address can go
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

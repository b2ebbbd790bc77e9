import { openAppLink } from '../../shared/ui/open-app-link.ts'

/** Opens a mailto: link and reports whether a mail app took it (see `openAppLink`). */
export const openEmail = (address: string, open?: (href: string) => void): Promise<boolean> =>
  openAppLink(`mailto:${address}`, open)

import { PublicQrScreen } from '../../../features/agent-apps/index.ts'

/** /pages/my/public/qrcodeh5 (and Subscribetonew/qrcodeh5): the web app's code. */
export default function QrCodeH5Page() {
  return <PublicQrScreen variant="qrcodeh5" />
}

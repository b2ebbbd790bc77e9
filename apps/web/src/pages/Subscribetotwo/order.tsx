import { OrderScreen } from '../../features/agent-apps/index.ts'

/** /pages/Subscribetotwo/order (and the older order addresses): plans, orders, invoices and receipts. */
export default function SubscribeOrderPage() {
  return <OrderScreen />
}

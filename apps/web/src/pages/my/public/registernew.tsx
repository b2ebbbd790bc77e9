import { RegisterScreen } from '../../../features/auth/index.ts'

/** The newer registration route: the same screen, full width (spec §2). */
export default function RegisterNewPage() {
  return <RegisterScreen fullWidth />
}

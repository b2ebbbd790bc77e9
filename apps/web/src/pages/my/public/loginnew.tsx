import { LoginScreen } from '../../../features/auth/index.ts'

/** The newer login route: the same screen, full width (spec §2). */
export default function LoginNewPage() {
  return <LoginScreen fullWidth />
}

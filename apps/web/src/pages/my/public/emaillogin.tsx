export default function EmailloginPage() {
  return null
}

export default function RegisternewPage() {
  return null
}

/** Up to two letters for an avatar without a photo: 'Mei Chen' → 'MC', '陈美' → '陈'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = Array.from(words[0]!)[0] ?? '?'
  if (/[\u3400-\u9fff]/.test(first)) return first
  const second = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : ''
  return `${first}${second}`.toUpperCase()
}

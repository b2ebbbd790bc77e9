import { hashText as hash } from '../../lib/rng.ts'

/**
 * Generated pictures for demo profiles: an illustrated portrait (head, hair, shoulders in colours derived from
 * the name) and a brokerage logo (a roof mark and the company's initials). Pure and deterministic.
 */
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const SKIN = ['#f3d2b3', '#e8b990', '#c98e62', '#a26a42', '#f7dcc4', '#d9a47a']
const HAIR = ['#2b2118', '#4a3222', '#1c1c1c', '#6b4a2f', '#8d6b48', '#3a2a20']

export function drawAvatar(name: string): string {
  const seed = hash(name)
  const bg = hsl(seed % 360, 55, 88)
  const shirt = hsl((seed >>> 8) % 360, 45, 45)
  const skin = SKIN[seed % SKIN.length]
  const hair = HAIR[(seed >>> 4) % HAIR.length]
  const longHair = (seed >>> 12) % 2 === 0
  const label = escapeXml(name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${label}">` +
    `<rect width="240" height="240" fill="${bg}"/>` +
    (longHair ? `<path d="M62 120 Q60 48 120 44 Q180 48 178 120 L178 170 L62 170 Z" fill="${hair}"/>` : '') +
    `<path d="M36 240 Q40 176 120 170 Q200 176 204 240 Z" fill="${shirt}"/>` +
    `<path d="M104 150 L136 150 L134 178 Q120 188 106 178 Z" fill="${skin}"/>` +
    `<ellipse cx="120" cy="112" rx="44" ry="50" fill="${skin}"/>` +
    (longHair
      ? `<path d="M76 104 Q84 60 120 58 Q158 60 164 104 Q140 84 120 82 Q98 84 76 104 Z" fill="${hair}"/>`
      : `<path d="M74 108 Q70 56 120 54 Q172 56 166 108 Q160 82 120 80 Q82 82 74 108 Z" fill="${hair}"/>`) +
    `<circle cx="104" cy="114" r="4" fill="#333"/><circle cx="136" cy="114" r="4" fill="#333"/>` +
    `<path d="M106 136 Q120 146 134 136" stroke="#8a4b3a" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    '</svg>'
  )
}

export function drawLogo(company: string): string {
  const seed = hash(company)
  const colour = hsl(seed % 360, 60, 38)
  const letters = escapeXml(
    company
      .split(/[\s&,.-]+/)
      .filter((w) => /^[A-Za-z\u3400-\u9fff]/.test(w) && !/^(inc|ltd|brokerage|realty|the)$/i.test(w))
      .slice(0, 3)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '?',
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(company)}">` +
    '<rect width="240" height="120" rx="16" fill="#fff"/>' +
    `<path d="M24 66 L60 30 L96 66 L86 66 L86 94 L34 94 L34 66 Z" fill="${colour}"/>` +
    '<rect x="52" y="72" width="16" height="22" fill="#fff"/>' +
    `<text x="112" y="76" font-family="sans-serif" font-size="34" font-weight="800" fill="${colour}">${letters}</text>` +
    '</svg>'
  )
}

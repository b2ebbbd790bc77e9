// Writes the import zones of zones.mjs into biome.json as its last overrides, keeping every other setting and
// any override that is not about imports. Run after changing zones.mjs:
//   node scripts/lint-zones/write-biome-config.mjs
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isImportOverride } from './biome-config.mjs'
import { zoneOverrides } from './zones.mjs'

const WIDTH = 120
const root = fileURLToPath(new URL('../..', import.meta.url))
const path = `${root}biome.json`
const config = JSON.parse(readFileSync(path, 'utf8'))
config.overrides = [...(config.overrides ?? []).filter((o) => !isImportOverride(o)), ...zoneOverrides()]
writeFileSync(path, `${compact(config, 0, 0)}\n`)
// Biome keeps a short object on one line when it was written so, and lays out the rest itself.
execFileSync(`${root}node_modules/.bin/biome`, ['format', '--write', path], { cwd: root, stdio: 'inherit' })

/** JSON with each object or array on one line when it fits in the width, else one entry a line. */
function compact(value, indent, lead) {
  const flat = inline(value)
  if (typeof value !== 'object' || value === null || indent + lead + flat.length <= WIDTH) return flat
  const pad = ' '.repeat(indent + 2)
  const entries = Array.isArray(value)
    ? value.map((v) => pad + compact(v, indent + 2, 0))
    : Object.entries(value).map(([k, v]) => `${pad}${JSON.stringify(k)}: ${compact(v, indent + 2, k.length + 4)}`)
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
  return `${open}\n${entries.join(',\n')}\n${' '.repeat(indent)}${close}`
}

function inline(value) {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
  return entries.length ? `{ ${entries.join(', ')} }` : '{}'
}

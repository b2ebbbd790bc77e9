import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locale } from '@maplenest/core'

/** One chunk of the client build's manifest (Vite's `.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

export type BuildManifest = Record<string, ManifestChunk>

/** Files a module needs before it runs: its script and the scripts it imports, and all their styles, in order. */
export interface ModuleFiles {
  scripts: string[]
  styles: string[]
}

export interface WebAssets {
  /** What the page's entry loads (index.html's scripts and styles). */
  entry: ModuleFiles
  /** The entry's own script (the first of `entry.scripts` to run), or null without a manifest. */
  entryScript: string | null
  /** The script that starts a page the server drew, or null without one in the build. */
  bootScript: string | null
  /** What a module of the build (its manifest key, e.g. src/pages/home.tsx) adds, entry files included. */
  module(key: string): ModuleFiles
  /** The catalogue chunk of a language, with what it imports. */
  catalogue(locale: Locale): ModuleFiles
  /** A style file's text, read once. */
  styleText(file: string): string
}

const NONE: ModuleFiles = { scripts: [], styles: [] }

/**
 * Reads the client build's manifest to tell which files a screen needs (none when the build has no manifest, as in
 * tests that serve a bare index.html).
 */
export function readWebAssets(root: string): WebAssets {
  const path = join(root, '.vite', 'manifest.json')
  const manifest: BuildManifest = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}
  const texts = new Map<string, string>()

  function collect(key: string, into: ModuleFiles, seen: Set<string>): ModuleFiles {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return into
    seen.add(key)
    for (const imported of chunk.imports ?? []) collect(imported, into, seen)
    if (!into.scripts.includes(chunk.file)) into.scripts.push(chunk.file)
    for (const style of chunk.css ?? []) if (!into.styles.includes(style)) into.styles.push(style)
    return into
  }
  const closure = (key: string): ModuleFiles => collect(key, { scripts: [], styles: [] }, new Set())
  const entry = manifest['index.html'] ? closure('index.html') : NONE
  // a catalogue is a chunk of its own, named after its language
  const catalogueKey = (locale: Locale) =>
    Object.keys(manifest).find((key) => manifest[key]?.name === locale && !manifest[key]?.isEntry) ?? null

  return {
    entry,
    entryScript: manifest['index.html']?.file ?? null,
    bootScript: manifest['src/boot.ts']?.file ?? null,
    module(key) {
      const own = closure(key)
      return {
        scripts: [...new Set([...entry.scripts, ...own.scripts])],
        styles: [...new Set([...entry.styles, ...own.styles])],
      }
    },
    catalogue(locale) {
      const key = catalogueKey(locale)
      return key ? closure(key) : NONE
    },
    styleText(file) {
      let text = texts.get(file)
      if (text === undefined) {
        const at = join(root, file)
        text = existsSync(at) ? readFileSync(at, 'utf8') : ''
        texts.set(file, text)
      }
      return text
    },
  }
}

/** An override that sets noRestrictedImports: the zones own these, and only the last match of them counts. */
export function isImportOverride(override) {
  return override?.linter?.rules?.style?.noRestrictedImports !== undefined
}

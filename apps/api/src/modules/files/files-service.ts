import type { UploadKind } from '@maplenest/core'
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.ts'
import type { Viewer } from '../../platform/access.ts'
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage.ts'
import type { UrlSigner } from '../../platform/storage/signed-url.ts'
import { type ProcessedUpload, processUpload, UploadRefusal } from '../../platform/storage/upload-pipeline.ts'
import { type FileKey, parseFileKey, toFileKey } from './file-keys.ts'

export const FILES_PATH = '/house/api/file/v1'

/**
 * Kinds anyone may fetch by their plain URL: they are shown to other people (a broker's clients, chat contacts,
 * an agent's branded app), and the URL carries a hash of the bytes, so it cannot be guessed or walked.
 * Every other kind is private unless a module vouches for a key (`allowPublic`): the owner and administrators
 * read it with their token, anyone else only through a signed URL.
 */
const PUBLIC_KINDS: ReadonlySet<UploadKind> = new Set(['avatar', 'agent-logo', 'agent-icon', 'agent-banner'])

/** A stored upload. */
interface SavedFile {
  key: string
  contentType: string
  size: number
}

/** How a file may be cached, by the way its reader was let in. */
type FileAccess = 'public' | 'signed' | 'owner'

/** What asks for a file: the signed-in caller (if any) and the signature parameters of the URL (if any). */
interface FileRequest {
  viewer: { userId: string; type: string } | null
  /** A token was sent (even one no longer valid), so a refusal should send the client to renew it. */
  sentToken: boolean
  expires?: string | undefined
  signature?: string | undefined
}

export interface OpenedFile extends StoredFile {
  key: FileKey
  access: FileAccess
  /** Unix seconds the signed URL stops working, for signed access. */
  expires?: number
}

export interface FilesService {
  /** One upload through the pipeline (limits, sniffing, re-encoding); refusals are `UploadRefusal`s. */
  process(kind: UploadKind, bytes: Buffer, opts?: { truncated?: boolean }): Promise<ProcessedUpload>
  /** Keeps a processed upload under its content key (storing the same bytes twice writes one file). */
  save(ownerId: string, upload: ProcessedUpload): Promise<SavedFile>
  /** `process` then `save`, refusing with 400 or 413 and the catalogue message. */
  store(kind: UploadKind, ownerId: string, bytes: Buffer): Promise<SavedFile>
  /** The plain URL of a file: works for public kinds, and for owners and administrators with their token. */
  url(key: string): string
  /** A URL anyone holding it can open until it expires (default an hour, at most a week). */
  signedUrl(key: string, ttlS?: number): string
  /** Lets a module say which keys of a private kind are public now (a broker photo once its broker is approved). */
  allowPublic(kind: UploadKind, isPublic: (key: string) => Promise<boolean>): void
  /**
   * Lets a module decide alone who reads a private kind in a preview (a lease PDF: its tenant and issuing agent, and
   * not administrators). The plain file route keeps its own rule for that kind.
   */
  allowReader(
    kind: UploadKind,
    mayRead: (key: string, viewer: { userId: string; type: string }) => Promise<boolean>,
  ): void
  /**
   * Lets a module answer for file URLs of its own in a preview (a contract's `/house/api/contract/v1/{id}/file`): the
   * stored key behind the path when the viewer may read it, null when there is no such file; a refusal is thrown.
   */
  addPreviewPath(
    pattern: RegExp,
    resolve: (match: RegExpExecArray, viewer: Viewer | null) => Promise<string | null>,
  ): void
  /** The stored key a preview's path names: a module's own path resolved, or the path itself. */
  previewKey(path: string, viewer: Viewer | null): Promise<string | null>
  /** The file, if this request may read it: 403 otherwise, 404 for no such file. */
  open(key: string, request: FileRequest): Promise<OpenedFile>
  /** The file for a preview (GET /file/preview): public kinds, a kind's own reader rule, else owner or admin. */
  openForPreview(key: string, request: Pick<FileRequest, 'viewer' | 'sentToken'>): Promise<OpenedFile>
  /**
   * A stored file by its key, with no access check: for a module that has decided who may read it (a lease PDF
   * its tenant reads through the contract). Null when there is no such file.
   */
  read(key: string): Promise<StoredFile | null>
  delete(key: string): Promise<void>
}

export function createFilesService(deps: { storage: FileStorage; signer: UrlSigner; now: () => Date }): FilesService {
  const { storage, signer, now } = deps
  const publicChecks = new Map<UploadKind, (key: string) => Promise<boolean>>()
  const previewPaths: Array<{
    pattern: RegExp
    resolve: (match: RegExpExecArray, viewer: Viewer | null) => Promise<string | null>
  }> = []
  const readerChecks = new Map<
    UploadKind,
    (key: string, viewer: { userId: string; type: string }) => Promise<boolean>
  >()

  const isPublic = async (key: FileKey) => {
    if (PUBLIC_KINDS.has(key.kind)) return true
    const check = publicChecks.get(key.kind)
    return check ? check(key.key) : false
  }

  /** How this request is let in, or why not. Decided before looking for the file, so a refusal says nothing of it. */
  const admit = async (key: FileKey, request: FileRequest): Promise<{ access: FileAccess; expires?: number }> => {
    if (request.expires !== undefined || request.signature !== undefined) {
      const check = signer.verify(key.key, request.expires ?? '', request.signature ?? '', now())
      if (check === 'expired') throw forbidden('file.api.linkExpired')
      if (check === 'invalid') throw forbidden('file.api.forbidden')
      return { access: 'signed', expires: Number(request.expires) }
    }
    if (await isPublic(key)) return { access: 'public' }
    const viewer = request.viewer
    if (viewer && (viewer.userId === key.ownerId || viewer.type === 'admin')) return { access: 'owner' }
    if (!viewer && request.sentToken) throw unauthorized()
    throw forbidden('file.api.forbidden')
  }

  const service: FilesService = {
    process: (kind, bytes, opts) => processUpload(kind, bytes, opts),

    async save(ownerId, upload) {
      const key = toFileKey(upload.kind, ownerId, upload.bytes, upload.extension)
      // Same key, same bytes: a file already there is the one we would write.
      const existing = await storage.head(key.key)
      if (!existing) await storage.put(key.key, upload.bytes, { contentType: upload.contentType })
      return { key: key.key, contentType: upload.contentType, size: upload.bytes.length }
    },

    async store(kind, ownerId, bytes) {
      try {
        return await service.save(ownerId, await processUpload(kind, bytes))
      } catch (err) {
        if (err instanceof UploadRefusal) throw new HttpError(err.status, err.key, err.params)
        throw err
      }
    },

    url: (key) => `${FILES_PATH}/${key}`,

    signedUrl(key, ttlS) {
      const { expires, signature } = signer.sign(key, now(), ttlS)
      return `${FILES_PATH}/${key}?expires=${expires}&signature=${signature}`
    },

    allowPublic(kind, check) {
      publicChecks.set(kind, check)
    },

    addPreviewPath(pattern, resolve) {
      previewPaths.push({ pattern, resolve })
    },

    async previewKey(path, viewer) {
      for (const { pattern, resolve } of previewPaths) {
        const match = pattern.exec(path)
        if (match) return resolve(match, viewer)
      }
      return path
    },

    allowReader(kind, mayRead) {
      readerChecks.set(kind, mayRead)
    },

    async openForPreview(rawKey, request) {
      const key = parseFileKey(rawKey)
      if (!key) throw notFound('file.api.notFound')
      const viewer = request.viewer
      const own = readerChecks.get(key.kind)
      let admitted = await isPublic(key)
      if (!admitted && viewer) {
        admitted = own ? await own(key.key, viewer) : viewer.userId === key.ownerId || viewer.type === 'admin'
      }
      if (!admitted) throw !viewer && request.sentToken ? unauthorized() : forbidden('file.api.forbidden')
      const file = await storage.get(key.key)
      if (!file) throw notFound('file.api.notFound')
      return { ...file, key, access: 'owner' }
    },

    async open(rawKey, request) {
      const key = parseFileKey(rawKey)
      if (!key) throw notFound('file.api.notFound')
      const admitted = await admit(key, request)
      const file = await storage.get(key.key)
      if (!file) throw notFound('file.api.notFound')
      return { ...file, key, ...admitted }
    },

    read: (key) => storage.get(key),

    delete: (key) => storage.delete(key),
  }
  return service
}

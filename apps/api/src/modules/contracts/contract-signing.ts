import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  CONTRACT_SIGN_CONSENT_KEY,
  CONTRACT_SIGN_CONSENT_VERSION,
  type ContractSignature,
  type ContractSignInput,
  type ContractSigning,
  type Locale,
  namesMatch,
  signerRoleOf,
  signingStatus,
  translate,
} from '@maplenest/core'
import sharp from 'sharp'
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { UploadRefusal } from '../../platform/storage/upload-pipeline.ts'
import { parseFileKey } from '../files/file-keys.ts'
import type { FilesService } from '../files/index.ts'
import type { NoticesService } from '../notices/index.ts'
import type { ContractRow, ContractsRepository, SignatureRow } from './contracts-repository.ts'
import { buildSignedLeasePdf } from './signed-lease-pdf.ts'

/** What the request tells about a signature, kept in its audit trail. */
export interface SignContext {
  locale: Locale
  ip: string | null
  userAgent: string | null
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** SHA-256 of a contract's original PDF: its stored key is named by it. */
export const documentHashOf = (row: Pick<ContractRow, 'fileKey'>) => parseFileKey(row.fileKey)?.hash ?? ''

/** The signatures as the parties read them: never the signer's network address or browser. */
export const toSignatures = (rows: readonly SignatureRow[], { drawings = false } = {}): ContractSignature[] =>
  rows.map((s) => ({
    role: s.role,
    name: s.typedName,
    nameMatchesAccount: namesMatch(s.typedName, s.accountName),
    email: s.email,
    signedAt: s.signedAt.toISOString(),
    documentHash: s.documentHash,
    consentVersion: s.consentVersion,
    drawn: s.drawingPng !== null,
    drawing: drawings && s.drawingPng ? `${PNG_DATA_URL_PREFIX}${s.drawingPng}` : null,
  }))

export function toSigning(row: ContractRow, rows: readonly SignatureRow[], party: 'tenant' | 'agent'): ContractSigning {
  const side = signerRoleOf(party)
  const locked = row.signedAt !== null
  return {
    status: locked ? 'signed' : signingStatus(rows.map((s) => s.role)),
    documentHash: documentHashOf(row),
    completedAt: row.signedAt?.toISOString() ?? null,
    signedFileHash: row.signedFileHash,
    mySide: locked || rows.some((s) => s.role === side) ? null : side,
  }
}

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,'
/** The largest drawing kept, in pixels a side: the sheet's pad is far smaller even on a high-density screen. */
const DRAWING_MAX_SIDE = 2400

/**
 * A drawn signature as the PNG to keep (base64): the data URL's bytes must decode whole as a PNG of a sensible size,
 * and what is kept is libvips' own encoding of it — the signed PDF embeds it later, and pdf-lib's PNG reader must only
 * ever meet a well-formed file (a damaged one can hang it). Anything else is refused beside the field, before the
 * signature is recorded.
 */
async function readDrawing(dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64')
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: DRAWING_MAX_SIDE * DRAWING_MAX_SIDE })
    const { format, width = 0, height = 0 } = await image.metadata()
    if (format !== 'png' || width < 1 || height < 1 || width > DRAWING_MAX_SIDE || height > DRAWING_MAX_SIDE)
      throw new Error('not a signature drawing')
    return (await image.png().toBuffer()).toString('base64')
  } catch {
    throw new HttpError(400, 'contract.validation.signDrawing', {}, { fields: [{ field: 'drawing' }] })
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/**
 * One signature, inside the caller's transaction: the contract's row is locked first (SELECT … FOR UPDATE), so two
 * signatures of one contract, from any two processes, take turns. The one that completes the pair makes the signed
 * PDF — once, as the other finds the contract locked — keeps it in file storage and its hash on the contract.
 */
export async function signContract(
  deps: {
    repository: ContractsRepository
    files: Pick<FilesService, 'save' | 'read' | 'process'>
    notices: Pick<NoticesService, 'notify'>
    now: () => Date
  },
  req: { userId: string; contractId: string; input: ContractSignInput; context: SignContext },
): Promise<ContractRow> {
  const { repository, files, notices, now } = deps
  const { userId, contractId, input, context } = req
  const row = await repository.findForUpdate(contractId)
  if (!row) throw notFound('contract.api.notFound')
  if (row.tenantId !== userId && row.agentId !== userId) throw forbidden('contract.api.forbidden')
  const side = signerRoleOf(row.agentId === userId ? 'agent' : 'tenant')
  const before = await repository.signatures([contractId])
  if (row.signedAt || before.some((s) => s.role === side)) throw new HttpError(409, 'contract.api.alreadySigned')
  const drawingPng = input.drawing ? await readDrawing(input.drawing) : null
  const account = (await repository.parties([userId])).get(userId)
  const at = now()
  const signature = await repository.insertSignature({
    contractId,
    userId,
    role: side,
    typedName: input.name,
    accountName: account?.userName ?? '',
    email: account?.email ?? null,
    documentHash: documentHashOf(row),
    consentVersion: CONTRACT_SIGN_CONSENT_VERSION,
    consentWording: translate(context.locale, CONTRACT_SIGN_CONSENT_KEY),
    consentLocale: context.locale,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 512) ?? null,
    signedAt: at,
    drawingPng,
  })
  const all = [...before, signature]
  const params = { contractId, address: row.address, endDate: row.endDate }
  if (signingStatus(all.map((s) => s.role)) !== 'signed') {
    await notices.notify(side === 'tenant' ? row.agentId : row.tenantId, 'contract.updated', {
      ...params,
      event: 'signed',
    })
    return row
  }
  const original = await files.read(row.fileKey)
  if (!original) throw notFound('file.api.notFound')
  const pdf = await buildSignedLeasePdf({
    original: await readAll(original.body),
    documentHash: documentHashOf(row),
    address: row.address,
    province: row.province,
    signatures: all.map((s) => ({
      role: s.role,
      name: s.typedName,
      email: s.email,
      signedAt: s.signedAt,
      consentWording: s.consentWording,
      consentVersion: s.consentVersion,
      drawingPng: s.drawingPng ? Buffer.from(s.drawingPng, 'base64') : null,
    })),
    completedAt: at,
  })
  let processed: Awaited<ReturnType<typeof files.process>>
  try {
    processed = await files.process('contract-pdf', pdf)
  } catch (err) {
    // A signed PDF over the lease limit: refused, and the signature rolls back with it.
    if (err instanceof UploadRefusal) throw new HttpError(err.status, err.key)
    throw err
  }
  const saved = await files.save(row.agentId, processed)
  const completed = await repository.complete(contractId, {
    signedFileKey: saved.key,
    signedFileSize: saved.size,
    signedFileHash: parseFileKey(saved.key)?.hash ?? sha256(pdf),
    signedAt: at,
    updatedAt: at,
  })
  for (const who of [row.tenantId, row.agentId])
    await notices.notify(who, 'contract.updated', { ...params, event: 'completed' })
  return completed
}

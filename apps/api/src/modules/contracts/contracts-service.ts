import {
  CONTRACT_REMINDER_DAYS,
  type Contract,
  type ContractInput,
  type ContractPage,
  type ContractParty,
  type ContractSignInput,
  type ContractUpdate,
  contractToday,
  dueContractReminder,
  type LeaseTerms,
  leaseTermsOf,
  normalizePhone,
  remindersAfterDateChange,
} from '@maplenest/core'
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, requireRole, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { StoredFile } from '../../platform/storage/file-storage.ts'
import type { ProcessedUpload } from '../../platform/storage/upload-pipeline.ts'
import type { FilesService } from '../files/index.ts'
import type { NoticesService } from '../notices/index.ts'
import type { UsersService } from '../users/index.ts'
import { type SignContext, signContract, toSignatures, toSigning } from './contract-signing.ts'
import type { ContractPartyRow, ContractRow, ContractsRepository, SignatureRow } from './contracts-repository.ts'

export const CONTRACTS_PATH = '/house/api/contract/v1'
const PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'listing.api.cursor' })
const AGENT_ONLY = { status: 403, key: 'contract.api.agentOnly' } as const

export interface ContractsService {
  /** An agent issues a contract with its PDF (already through the pipeline) to a registered tenant; the tenant is told. */
  issue(viewer: Viewer, input: ContractInput, pdf: ProcessedUpload): Promise<Contract>
  /** The caller's contracts: those issued, for an agent; those they are the tenant of, for everyone else. */
  list(viewer: Viewer, query: { cursor?: string | undefined; limit: number }): Promise<ContractPage>
  /** One contract, for its tenant or its issuing agent only: 403 for anyone else, 404 when there is none. */
  requireReadable(viewer: Viewer, id: string): Promise<Contract>
  /** Its PDF, for the same two people. */
  requireFile(viewer: Viewer, id: string): Promise<{ contract: Contract; file: StoredFile }>
  /** The stored key of a contract's PDF, for its tenant or issuing agent (403 for anyone else, 404 for none). */
  requireFileKey(viewer: Viewer, id: string): Promise<string>
  /** Whether this person may read this stored PDF: the tenant or the issuing agent of a contract that holds it. */
  mayReadFile(viewer: { userId: string }, fileKey: string): Promise<boolean>
  /** Refuses, before the input is read, anyone but the two parties of an existing contract (404 left to the handler). */
  assertParty(viewer: Viewer | null, id: string): Promise<void>
  /** Refuses, before the input is read, anyone but the issuing agent of an existing contract (404 left to the handler). */
  assertMayChange(viewer: Viewer | null, id: string): Promise<void>
  /**
   * The issuing agent changes the dates or the remarks; the tenant is told. Refused (409) once anyone has signed:
   * a signed lease is changed by issuing a new one.
   */
  update(viewer: Viewer, id: string, change: ContractUpdate): Promise<Contract>
  /**
   * A party signs for their side (the agent for the landlord), once; the second signature makes the signed PDF, once,
   * under the contract's row lock, and locks the contract. The other side is told.
   */
  sign(viewer: Viewer, id: string, input: ContractSignInput, context: SignContext): Promise<Contract>
  /** Sends the reminders due (60 and 30 days before the end date), each once; 'skipped' when another instance runs them. */
  sendReminders(now: Date): Promise<{ sent: number } | 'skipped'>
}

export function createContractsService(deps: {
  repository: ContractsRepository
  users: Pick<UsersService, 'findByEmail' | 'findByPhone'>
  files: Pick<FilesService, 'save' | 'read' | 'process'>
  notices: Pick<NoticesService, 'notify'>
  run: <T>(fn: () => Promise<T>) => Promise<T>
  now: () => Date
}): ContractsService {
  const { repository, users, files, notices, run, now } = deps

  const party = (row: ContractPartyRow | undefined, id: string): ContractParty => ({
    userId: id,
    name: row?.userName ?? '',
    phone: row?.phonenumber ?? null,
    email: row?.email ?? null,
    orgName: row?.orgName ?? '',
  })

  const termsOf = (r: ContractRow): LeaseTerms => ({
    termType: r.termType,
    rentDueDay: r.rentDueDay,
    rentPayableTo: r.rentPayableTo,
    parkingSpaces: r.parkingSpaces,
    electricityPaidBy: r.electricityPaidBy,
    heatPaidBy: r.heatPaidBy,
    waterPaidBy: r.waterPaidBy,
    gas: r.gas,
    airConditioning: r.airConditioning,
    extraStorage: r.extraStorage,
    laundry: r.laundry,
    guestParking: r.guestParking,
    noticeAddress: r.noticeAddress,
    noticesByEmail: r.noticesByEmail,
  })

  /** The contracts as their parties read them; a list leaves the drawn signatures out (one contract carries them). */
  const toContracts = async (
    rows: readonly ContractRow[],
    viewerId: string,
    { drawings = false } = {},
  ): Promise<Contract[]> => {
    const people = await repository.parties(rows.flatMap((r) => [r.agentId, r.tenantId]))
    const signed = new Map<string, SignatureRow[]>()
    for (const s of await repository.signatures(rows.map((r) => r.id)))
      signed.set(s.contractId, [...(signed.get(s.contractId) ?? []), s])
    return rows.map((r) => ({
      id: r.id,
      address: r.address,
      province: r.province,
      uploadDate: r.uploadDate,
      endDate: r.endDate,
      monthlyRentCents: r.monthlyRentCents,
      rentDepositCents: r.rentDepositCents,
      keyDepositCents: r.keyDepositCents,
      remarks: r.remarks,
      agentInfo: r.agentInfo,
      landlord: r.landlord,
      concierge: r.concierge,
      propertyManagement: r.propertyManagement,
      electricity: r.electricity,
      water: r.water,
      internet: r.internet,
      tenantInsurance: r.tenantInsurance,
      terms: termsOf(r),
      agent: party(people.get(r.agentId), r.agentId),
      tenant: party(people.get(r.tenantId), r.tenantId),
      role: r.agentId === viewerId ? 'agent' : 'tenant',
      signatures: toSignatures(signed.get(r.id) ?? [], { drawings }),
      signing: toSigning(r, signed.get(r.id) ?? [], r.agentId === viewerId ? 'agent' : 'tenant'),
      fileUrl: `${CONTRACTS_PATH}/${r.id}/file`,
      fileSize: r.signedFileSize ?? r.fileSize,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }))
  }
  const toContract = async (row: ContractRow, viewerId: string) =>
    (await toContracts([row], viewerId, { drawings: true }))[0]!

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

  /** The contract if the caller is on it; 403 when it is someone else's, 404 when there is none. */
  const requireOnContract = async (viewer: Viewer, id: string): Promise<ContractRow> => {
    const { userId } = requireRegistered(viewer)
    const row = await repository.find(id)
    if (!row) throw notFound('contract.api.notFound')
    if (row.tenantId !== userId && row.agentId !== userId) throw forbidden('contract.api.forbidden')
    return row
  }

  const findTenant = async (contact: string) => {
    const phone = contact.includes('@') ? null : normalizePhone(contact)
    const account = phone ? await users.findByPhone(phone) : await users.findByEmail(contact.toLowerCase())
    return account && account.type !== 'visitor' ? account : null
  }

  const notifyTenant = (row: ContractRow, event: 'issued' | 'changed') =>
    notices.notify(row.tenantId, 'contract.updated', {
      contractId: row.id,
      event,
      address: row.address,
      endDate: row.endDate,
    })

  return {
    async issue(viewer, input, pdf) {
      const agent = requireRole(viewer, 'agent', AGENT_ONLY)
      const tenant = await findTenant(input.tenant)
      const field = (key: 'contract.api.tenantUnknown' | 'contract.api.tenantIsAgent') =>
        badRequest(key, { field: 'tenant' }, { fields: [{ field: 'tenant' }] })
      if (!tenant) throw field('contract.api.tenantUnknown')
      if (tenant.id === agent.userId) throw field('contract.api.tenantIsAgent')
      // The PDF is kept under its content key before the row: a failed insert leaves at most an unreferenced file.
      const saved = await files.save(agent.userId, pdf)
      const at = now()
      const row = await run(async () => {
        const created = await repository.insert({
          address: input.address,
          province: input.province,
          uploadDate: input.uploadDate,
          endDate: input.endDate,
          monthlyRentCents: input.monthlyRent,
          rentDepositCents: input.rentDeposit,
          keyDepositCents: input.keyDeposit,
          remarks: input.remarks,
          agentInfo: input.agentInfo,
          landlord: input.landlord,
          concierge: input.concierge,
          propertyManagement: input.propertyManagement,
          electricity: input.electricity,
          water: input.water,
          internet: input.internet,
          tenantInsurance: input.tenantInsurance,
          ...leaseTermsOf(input),
          agentId: agent.userId,
          tenantId: tenant.id,
          fileKey: saved.key,
          fileSize: saved.size,
          createdAt: at,
          updatedAt: at,
        })
        await notifyTenant(created, 'issued')
        return created
      })
      return toContract(row, agent.userId)
    },

    async list(viewer, { cursor, limit }) {
      const { userId } = requireRegistered(viewer)
      const hash = hashQuery({ list: 'contracts', userId })
      const key = cursor ? PAGES.decode(cursor, hash) : null
      const rows = await repository.page(userId, key ? { createdAt: key.value, id: key.id } : null, limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        items: await toContracts(page, userId),
        nextCursor: rows.length > limit && last ? PAGES.encode({ value: last.createdAtKey, id: last.id }, hash) : null,
      }
    },

    async requireReadable(viewer, id) {
      return toContract(await requireOnContract(viewer, id), viewer.userId)
    },

    async requireFile(viewer, id) {
      const row = await requireOnContract(viewer, id)
      // Once both have signed, the signed PDF, the same bytes on every read; the original before.
      const file = await files.read(row.signedFileKey ?? row.fileKey)
      if (!file) throw notFound('file.api.notFound')
      return { contract: await toContract(row, viewer.userId), file }
    },

    requireFileKey: async (viewer, id) => {
      const row = await requireOnContract(viewer, id)
      return row.signedFileKey ?? row.fileKey
    },

    mayReadFile: (viewer, fileKey) => repository.isPartyToFile(viewer.userId, fileKey),

    async assertParty(viewer, id) {
      const caller = requireRegistered(viewer)
      if (!UUID.test(id)) return
      const row = await repository.find(id)
      if (row && row.agentId !== caller.userId && row.tenantId !== caller.userId)
        throw forbidden('contract.api.forbidden')
    },

    async assertMayChange(viewer, id) {
      const caller = requireRegistered(viewer)
      if (!UUID.test(id)) return
      const row = await repository.find(id)
      if (row && row.agentId !== caller.userId) {
        throw forbidden(row.tenantId === caller.userId ? 'contract.api.agentOnly' : 'contract.api.forbidden')
      }
    },

    async update(viewer, id, change) {
      const first = await requireOnContract(viewer, id)
      if (first.agentId !== viewer.userId) throw forbidden('contract.api.agentOnly')
      const updated = await run(async () => {
        // Read again under the row lock: a signature made meanwhile refuses the change rather than pass it.
        const row = await repository.findForUpdate(id)
        if (!row) throw notFound('contract.api.notFound')
        if (row.signedAt) throw new HttpError(409, 'contract.api.locked')
        if ((await repository.signatures([id])).length > 0) throw new HttpError(409, 'contract.api.signedNoChange')
        const uploadDate = change.uploadDate ?? row.uploadDate
        const endDate = change.endDate ?? row.endDate
        if (endDate <= uploadDate)
          throw badRequest('contract.validation.datesOrder', { field: 'endDate' }, { fields: [{ field: 'endDate' }] })
        const saved = await repository.update(id, {
          uploadDate,
          endDate,
          ...(change.remarks !== undefined ? { remarks: change.remarks || null } : {}),
          remindedDays: remindersAfterDateChange(row.endDate, endDate, row.remindedDays),
          updatedAt: now(),
        })
        if (!saved) throw notFound('contract.api.notFound')
        await notifyTenant(saved, 'changed')
        return saved
      })
      return toContract(updated, viewer.userId)
    },

    async sign(viewer, id, input, context) {
      const { userId } = requireRegistered(viewer)
      const row = await run(() =>
        signContract({ repository, files, notices, now }, { userId, contractId: id, input, context }),
      )
      return toContract(row, userId)
    },

    async sendReminders(at) {
      const furthest = Math.max(...CONTRACT_REMINDER_DAYS)
      const nearest = Math.min(...CONTRACT_REMINDER_DAYS)
      // A day either side of the UTC date covers both provinces' calendars; the rule decides with the local date.
      const day = (offset: number) => new Date(at.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
      return run(async () => {
        if (!(await repository.tryReminderLock())) return 'skipped' as const
        let sent = 0
        for (const row of await repository.reminderCandidates(day(-1), day(furthest + 1), nearest)) {
          const due = dueContractReminder(row.endDate, contractToday(at, row.province), row.remindedDays)
          if (due === null) continue
          const params = {
            contractId: row.id,
            event: 'reminder',
            days: due,
            address: row.address,
            endDate: row.endDate,
          }
          await notices.notify(row.tenantId, 'contract.updated', params)
          await notices.notify(row.agentId, 'contract.updated', params)
          await repository.update(row.id, { remindedDays: due })
          sent += 1
        }
        return { sent }
      })
    },
  }
}

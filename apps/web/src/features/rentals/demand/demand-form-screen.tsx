import {
  checkDemandDates,
  checkDemandDeposit,
  isMoveOutAfterMoveIn,
  type MessageKey,
  provinceOf,
  type RentalDemandField,
  type RentalProvince,
  rentalDemandShape,
  todayIn,
} from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { toFieldErrors } from '../../../shared/forms/schema-errors.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { toLoginPath, useSessionUser } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/storage.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useCreateDemand, useUpdateDemand } from '../api/demand-writes.ts'
import { useMyDemands } from '../api/get-my-demands.ts'
import { useRentalSchools } from '../api/get-schools.ts'
import { MY_DEMANDS_PATH, PUBLISH_RENTAL_PATH } from '../rental-paths.ts'
import styles from '../rentals.module.css'
import { StepAbout, StepContacts, StepLiving, type StepProps, StepWhere } from './demand-step-fields.tsx'
import {
  DEMAND_STEPS,
  type DemandValues,
  EMPTY_DEMAND,
  fromDemand,
  readDraft,
  toDemandRequest,
} from './demand-values.ts'

const ALL_FIELDS = DEMAND_STEPS.flatMap((s) => s.fields) as RentalDemandField[]
const STEP_BODIES = { where: StepWhere, you: StepAbout, living: StepLiving, contacts: StepContacts } as const

/**
 * The messages of one step's fields: the core schema's, the dates' rules on today's date, the move-out's order, and
 * the deposit the law of the school's province allows.
 */
function stepErrors(
  step: number,
  values: DemandValues,
  today: string,
  province: RentalProvince | null,
): Partial<Record<RentalDemandField, MessageKey>> {
  const fields = DEMAND_STEPS[step]?.fields ?? []
  const request = toDemandRequest(values)
  const part = Object.fromEntries(fields.map((f) => [f, request[f]]))
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as Record<RentalDemandField, true>
  const errors: Partial<Record<RentalDemandField, MessageKey>> = toFieldErrors(
    rentalDemandShape.pick(mask).safeParse(part),
  )
  const has = (f: RentalDemandField) => (fields as readonly string[]).includes(f)
  if (has('moveOut') && !errors.moveOut && !errors.moveIn && !isMoveOutAfterMoveIn(request)) {
    errors.moveOut = 'rental.validation.moveOutAfterMoveIn'
  }
  const dates = checkDemandDates(
    { moveIn: has('moveIn') ? request.moveIn : null, birthYear: has('birthYear') ? (request.birthYear ?? null) : null },
    today,
  )
  for (const [f, key] of Object.entries(dates) as [RentalDemandField, MessageKey][]) errors[f] ??= key
  const deposit = has('deposit') && province ? checkDemandDeposit(province, request) : null
  if (deposit) errors.deposit ??= deposit
  return errors
}

function DemandForm({ initial, editId, restored }: { initial: DemandValues; editId: string; restored: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const user = useSessionUser()
  const signedIn = user !== null
  const schools = useRentalSchools()
  const creating = useCreateDemand()
  const updating = useUpdateDemand()
  const form = useSchemaForm<RentalDemandField>(ALL_FIELDS)
  const [values, setValues] = useState(initial)
  const [step, setStep] = useState(0)
  const [draftShown, setDraftShown] = useState(restored)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const touched = useRef(false)
  const latest = useRef(form)
  latest.current = form

  const city = schools.data?.find((s) => s.id === values.school)?.city ?? null
  const province = city ? provinceOf(city) : null
  const today = todayIn(city ?? 'toronto', new Date())

  // Kept on this device once typed in (a new demand only), so nothing is lost to a closed tab or a sign-in.
  useEffect(() => {
    if (!editId && touched.current) void storage.set('rentalDemandDraft', values as unknown as Record<string, unknown>)
  }, [values, editId])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step moves the reader's focus to its heading
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])

  // Stable, so the area picker's proposal is applied once per school and commute.
  const patch = useCallback((p: Partial<DemandValues>) => {
    touched.current = true
    setValues((v) => ({ ...v, ...p }))
    for (const key of Object.keys(p)) {
      const field = ['neighbourhoods', 'commuteMode', 'commuteMinutes'].includes(key) ? 'location' : key
      latest.current.clearField(field as RentalDemandField)
    }
  }, [])
  const set = useCallback(
    <K extends keyof DemandValues>(field: K, value: DemandValues[K]) =>
      patch({ [field]: value } as Partial<DemandValues>),
    [patch],
  )

  /** Shows a step's messages; true when it has none, else focuses its first field with one. */
  const check = (n: number): boolean => {
    const errors = stepErrors(n, values, today, province)
    for (const f of DEMAND_STEPS[n]?.fields ?? []) form.setMessage(f, errors[f] ?? null)
    const first = (DEMAND_STEPS[n]?.fields ?? []).find((f) => errors[f])
    if (!first) return true
    if (n !== step) {
      moved.current = true
      setStep(n)
    }
    requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus())
    return false
  }

  const go = (n: number) => {
    moved.current = true
    setStep(n)
    window.scrollTo({ top: 0 })
  }

  const submit = async () => {
    for (let n = 0; n < DEMAND_STEPS.length; n++) if (!check(n)) return
    if (!signedIn) {
      void navigate(toLoginPath(PUBLISH_RENTAL_PATH))
      return
    }
    const body = toDemandRequest(values)
    const done = await form.run(() =>
      editId ? updating.mutateAsync({ id: editId, body }) : creating.mutateAsync(body),
    )
    if (!done) {
      // the server's message sits under its field: show the step that has it
      const wrong = DEMAND_STEPS.findIndex((s) => s.fields.some((f) => form.messages[f]))
      if (wrong >= 0 && wrong !== step) go(wrong)
      return
    }
    if (!editId) storage.remove('rentalDemandDraft')
    Toast.show({ content: t(editId ? 'rental.api.demandUpdated' : 'rental.api.demandSaved') })
    void navigate(MY_DEMANDS_PATH)
  }

  const startOver = () => {
    storage.remove('rentalDemandDraft')
    setValues({ ...EMPTY_DEMAND, name: user?.userName ?? '', phone: user?.phonenumber ?? '', email: user?.email ?? '' })
    form.clearMessages()
    setDraftShown(false)
    go(0)
  }

  const current = DEMAND_STEPS[step] ?? DEMAND_STEPS[0]
  const Body = STEP_BODIES[current.key]
  const props: StepProps = { id, values, set, patch, errors: form.messages, province }
  const last = step === DEMAND_STEPS.length - 1
  const busy = creating.isPending || updating.isPending

  return (
    <form
      className={styles.screen}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (last) void submit()
        else if (check(step)) go(step + 1)
      }}
      aria-labelledby={`${id}-step-title`}
    >
      <p className={styles.intro}>{t(editId ? 'ui.rentals.form.editIntro' : 'ui.rentals.form.intro')}</p>
      {!signedIn ? <p className={styles.hint}>{t('ui.rentals.form.visitor')}</p> : null}
      {draftShown ? (
        <div className={styles.draft}>
          <span>{t('ui.rentals.form.draftRestored')}</span>
          <button type="button" className={styles.linkButton} onClick={startOver}>
            {t('ui.rentals.form.startOver')}
          </button>
        </div>
      ) : null}
      <ol className={styles.steps} aria-label={t('ui.rentals.form.stepsLabel')}>
        {DEMAND_STEPS.map((s, n) => (
          <li
            key={s.key}
            className={styles.step}
            aria-current={n === step ? 'step' : undefined}
            data-done={n < step ? 'true' : undefined}
          >
            {t(`ui.rentals.step.${s.key}`)}
          </li>
        ))}
      </ol>
      <section className={styles.card}>
        <h2 id={`${id}-step-title`} ref={heading} tabIndex={-1} className={styles.cardTitle}>
          {t('ui.rentals.form.stepOf', {
            n: step + 1,
            total: DEMAND_STEPS.length,
            name: t(`ui.rentals.step.${current.key}`),
          })}
        </h2>
        <Body {...props} />
      </section>
      {form.alert ? (
        <p className={styles.error} role="alert">
          {form.alert}
        </p>
      ) : null}
      <div className={styles.stepNav}>
        {step > 0 ? (
          <Button type="button" shape="rounded" onClick={() => go(step - 1)}>
            {t('ui.rentals.form.back')}
          </Button>
        ) : null}
        <Button type="submit" color="primary" shape="rounded" loading={busy} disabled={busy}>
          {last ? t(editId ? 'ui.rentals.form.save' : 'ui.rentals.form.publish') : t('ui.rentals.form.next')}
        </Button>
      </div>
    </form>
  )
}

/**
 * univ/publishrental (?id= to change a published demand): the rental demand form of spec §3 in four steps, each
 * checked with the core schema before the next, kept on the device as a draft while typed, and sent once at the end.
 */
export function DemandFormScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const editId = params.get('id') ?? ''
  const user = useSessionUser()
  const mine = useMyDemands(editId !== '')

  if (editId) {
    return (
      <Page title={title}>
        <LoadState
          query={mine}
          loading={<PageLoading />}
          failed={{ title: t('ui.rentals.demands.failed'), retry: t('ui.rentals.retry') }}
        >
          {(demands) => {
            const found = demands.find((d) => d.id === editId)
            return found ? (
              <DemandForm key={editId} initial={fromDemand(found)} editId={editId} restored={false} />
            ) : (
              <EmptyState title={t('rental.api.demandNotFound')} />
            )
          }}
        </LoadState>
      </Page>
    )
  }
  const draft = readDraft(storage.get('rentalDemandDraft'))
  // `?school=` (from a campus's page) starts a new demand there, unless a draft names a school already
  const school = params.get('school') ?? ''
  const initial = draft
    ? { ...draft, school: draft.school || school }
    : { ...EMPTY_DEMAND, school, name: user?.userName ?? '', phone: user?.phonenumber ?? '', email: user?.email ?? '' }
  return (
    <Page title={title}>
      <DemandForm initial={initial} editId="" restored={draft !== null} />
    </Page>
  )
}

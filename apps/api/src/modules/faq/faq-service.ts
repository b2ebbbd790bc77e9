import {
  FAQ_TOPICS,
  type FaqEntry,
  type FaqInput,
  type FaqQuery,
  type FaqTopic,
  faqLanguage,
  type Locale,
} from '@maplenest/core'
import { notFound } from '../../lib/http-error.ts'
import type { FaqRepository, FaqRow, FaqValues } from './faq-repository.ts'

type FaqAdminEntry = FaqInput & { id: number }

export interface FaqService {
  /** The FAQ in the reader's language, by topic order then position; `q` keeps entries holding every word. */
  search(query: FaqQuery, locale: Locale): Promise<FaqEntry[]>
  require(id: number, locale: Locale): Promise<FaqEntry>
  create(input: FaqInput): Promise<FaqAdminEntry>
  update(id: number, input: FaqInput): Promise<FaqAdminEntry>
  remove(id: number): Promise<void>
  /** Fills an empty FAQ with these entries (the published content); a FAQ with any entry is left alone. */
  seedIfEmpty(entries: readonly FaqValues[]): Promise<number>
}

const topicOrder = (topic: string) => {
  const i = (FAQ_TOPICS as readonly string[]).indexOf(topic)
  return i < 0 ? FAQ_TOPICS.length : i
}

const isTopic = (topic: string): topic is FaqTopic => (FAQ_TOPICS as readonly string[]).includes(topic)

export function createFaqService(deps: { repository: FaqRepository; now: () => Date }): FaqService {
  const { repository, now } = deps

  const toEntry = (row: FaqRow & { topic: FaqTopic }, locale: Locale): FaqEntry => {
    const zh = faqLanguage(locale) === 'zh'
    return {
      id: row.id,
      topic: row.topic,
      question: zh ? row.questionZh : row.questionEn,
      answer: zh ? row.answerZh : row.answerEn,
    }
  }
  const toAdmin = (row: FaqRow): FaqAdminEntry => ({
    id: row.id,
    topic: row.topic as FaqTopic,
    position: row.position,
    questionEn: row.questionEn,
    answerEn: row.answerEn,
    questionZh: row.questionZh,
    answerZh: row.answerZh,
  })

  return {
    async search({ q, topic }, locale) {
      const terms = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)
      const rows = await repository.search(terms, topic)
      return rows
        .filter((r): r is FaqRow & { topic: FaqTopic } => isTopic(r.topic))
        .sort((a, b) => topicOrder(a.topic) - topicOrder(b.topic) || a.position - b.position || a.id - b.id)
        .map((r) => toEntry(r, locale))
    },

    async require(id, locale) {
      const row = await repository.find(id)
      if (!row || !isTopic(row.topic)) throw notFound('faq.api.notFound')
      return toEntry({ ...row, topic: row.topic }, locale)
    },

    async create(input) {
      const [row] = await repository.insert([input], now())
      return toAdmin(row!)
    },

    async update(id, input) {
      const row = await repository.update(id, input, now())
      if (!row) throw notFound('faq.api.notFound')
      return toAdmin(row)
    },

    async remove(id) {
      if (!(await repository.remove(id))) throw notFound('faq.api.notFound')
    },

    async seedIfEmpty(entries) {
      if ((await repository.count()) > 0) return 0
      return (await repository.insert([...entries], now())).length
    },
  }
}

import { DUPLICATE_CALL_WINDOW_MS, type FaqEntry } from '@maplenest/core'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import FaqListPage from './faq-list.tsx'

const PATH = '/pages/my/faq/faq-list'

const FAQ: Record<string, FaqEntry[]> = {
  'en-GB': [
    { id: 1, topic: 'sold', question: 'Why do I have to sign in to see sold prices?', answer: 'VOW rules.' },
    { id: 2, topic: 'students', question: 'I am a student: how do I find a room?', answer: 'Post your needs.' },
  ] as FaqEntry[],
  'zh-Hans-CN': [
    { id: 1, topic: 'sold', question: '为什么要登录才能看成交价？', answer: 'VOW 规则。' },
    { id: 2, topic: 'students', question: '我是留学生，怎样找房？', answer: '发布需求。' },
  ] as FaqEntry[],
}

let server: FakeApi
beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'GET /house/api/faq/v1': (req) => {
      const q = req.query.get('q') ?? ''
      const all = FAQ[req.headers.get('language') ?? 'en-GB'] ?? []
      return { code: 200, data: all.filter((e) => e.question.toLowerCase().includes(q.toLowerCase())) }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (query = '') =>
  renderScreen(`${PATH}${query}`, { [PATH]: <FaqListPage />, '/pages/my/faq/faq-detail': <WhereAmI /> })

describe('FAQ list', () => {
  it('searches in Chinese, shows the matches under their topic and opens one', async () => {
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByRole('link', { name: /我是留学生/ })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索问题' }), { target: { value: '成交价' } })
    expect(await screen.findByText('1 条结果')).toHaveProperty('className', 'results')
    expect(screen.queryByRole('link', { name: /我是留学生/ })).toBeNull()
    const match = screen.getByRole('link', { name: /为什么要登录才能看成交价/ })
    fireEvent.click(match)
    expect(await screen.findByText('Now at /pages/my/faq/faq-detail?id=1')).toBeTruthy()
    expect(server.requests.some((r) => r.query.get('q') === '成交价')).toBe(true)
  })

  it('says when nothing matches and offers to ask us', async () => {
    open('?q=mortgage%20on%20mars')
    expect(await screen.findByText('No question matches: mortgage on mars')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ask us' })).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveProperty('value', 'mortgage on mars')
  })
})

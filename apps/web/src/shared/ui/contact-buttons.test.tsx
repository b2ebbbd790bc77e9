import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '../i18n/i18n.ts'
import { ContactButtons } from './contact-buttons.tsx'
import { showToast } from './overlays.ts'

vi.mock('./overlays.ts', () => ({ showToast: vi.fn() }))

const person = { name: 'Mei Lin', phone: null, email: null, wechat: 'meilin88' }
let copied: string[]

beforeEach(() => {
  vi.mocked(showToast).mockClear()
  copied = []
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText: async (text: string) => void copied.push(text) },
  })
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await applyLocale('en-GB')
})

describe('Open WeChat beside a WeChat ID', () => {
  it('copies the ID and opens WeChat, saying nothing when WeChat takes over', async () => {
    const openLink = vi.fn(async () => true)
    render(<ContactButtons person={person} openLink={openLink} />)
    fireEvent.click(
      screen.getByRole('button', { name: 'Open WeChat to add Mei Lin, with the ID meilin88 copied to paste' }),
    )
    await waitFor(() => expect(openLink).toHaveBeenCalledWith('weixin://'))
    expect(copied).toEqual(['meilin88'])
    expect(showToast).not.toHaveBeenCalled()
  })

  it('says WeChat could not be opened on a device without it, in either language', async () => {
    render(<ContactButtons person={person} openLink={async () => false} />)
    fireEvent.click(screen.getByRole('button', { name: /^Open WeChat/ }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Could not open WeChat on this device'))
    await applyLocale('zh-Hans-CN')
    fireEvent.click(await screen.findByRole('button', { name: /^打开微信/ }))
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('无法在此设备上打开微信'))
  })
})

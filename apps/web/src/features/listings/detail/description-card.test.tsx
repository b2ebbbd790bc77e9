import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { DescriptionCard } from './description-card.tsx'

const TEXT = 'Bright corner suite with a view of the lake.'

describe('DescriptionCard', () => {
  it('in Chinese says the agent’s English text is the original, and marks it English', () => {
    applyLocale('zh-Hans-CN')
    render(<DescriptionCard text={TEXT} />)
    expect(screen.getByText('以下为挂牌经纪撰写的英文原文')).toBeTruthy()
    expect(screen.getByText(TEXT).getAttribute('lang')).toBe('en')
  })

  it('in English shows the text alone', () => {
    render(<DescriptionCard text={TEXT} />)
    expect(screen.getByText(TEXT)).toBeTruthy()
    expect(screen.queryByText('As the listing agent wrote it, in English')).toBeNull()
  })

  it('needs no note for a description written in Chinese', () => {
    applyLocale('zh-Hans-CN')
    render(<DescriptionCard text="近湖景观，采光充足。" />)
    expect(screen.queryByText('以下为挂牌经纪撰写的英文原文')).toBeNull()
  })
})

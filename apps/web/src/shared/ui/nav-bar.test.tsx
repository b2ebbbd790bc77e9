import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NavBar } from './nav-bar.tsx'

describe('NavBar', () => {
  it('puts the back button in the bar as the only control, with the title as the heading', () => {
    render(
      <NavBar left={<button type="button">Back</button>}>
        <h1>Schools</h1>
      </NavBar>,
    )
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back'])
    expect(screen.getByRole('heading', { level: 1, name: 'Schools' })).toBeTruthy()
  })
})

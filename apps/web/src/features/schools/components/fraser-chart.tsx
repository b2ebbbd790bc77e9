import type { FraserRanking } from '@maplenest/core'
import { formatRating } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../schools.module.css'

const WIDTH = 320
const HEIGHT = 160
const TOP = 18
const BOTTOM = 22

/** Ratings by year as bars (0 to 10), oldest on the left, each with its value above it. */
export function FraserChart({ rankings }: { rankings: readonly FraserRanking[] }) {
  const { t } = useTranslation()
  const years = [...rankings].sort((a, b) => a.year - b.year)
  const slot = WIDTH / Math.max(years.length, 1)
  const barWidth = Math.min(32, slot * 0.55)
  const plot = HEIGHT - TOP - BOTTOM
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${t('ui.schools.fraser.chart')}: ${years.map((r) => `${r.year} ${formatRating(r.rating)}`).join(', ')}`}
    >
      {[0, 5, 10].map((v) => (
        <line
          key={v}
          x1={0}
          x2={WIDTH}
          y1={TOP + plot - (v / 10) * plot}
          y2={TOP + plot - (v / 10) * plot}
          stroke="#eee"
          strokeWidth={1}
        />
      ))}
      {years.map((r, i) => {
        const h = (Math.max(0, Math.min(10, r.rating)) / 10) * plot
        const x = i * slot + (slot - barWidth) / 2
        const y = TOP + plot - h
        return (
          <g key={r.year}>
            <rect
              x={x}
              y={y}
              width={barWidth}
              height={h}
              rx={3}
              fill={r.rating >= 8 ? '#04D188' : r.rating >= 6 ? '#7fe3bd' : '#f5c26b'}
            />
            <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={11} fill="#333">
              {formatRating(r.rating)}
            </text>
            <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill="#666">
              {r.year}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

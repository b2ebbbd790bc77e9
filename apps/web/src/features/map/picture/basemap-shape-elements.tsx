import type { BasemapShape } from './basemap-shapes.ts'

/** The basemap's shapes as SVG: water and parks as filled paths, roads and lines as strokes, stations as circles. */
export function BasemapShapeElements({ shapes }: { shapes: readonly BasemapShape[] }) {
  return shapes.map((shape) =>
    shape.kind === 'circle' ? (
      <circle
        key={shape.key}
        cx={shape.x}
        cy={shape.y}
        r={shape.r}
        fill={shape.fill}
        stroke={shape.stroke}
        strokeWidth={shape.width}
      />
    ) : (
      <path
        key={shape.key}
        d={shape.d}
        fill={shape.fill ?? 'none'}
        fillRule="evenodd"
        stroke={shape.stroke}
        strokeWidth={shape.width}
        strokeLinejoin={shape.round ? 'round' : undefined}
        strokeLinecap={shape.round ? 'round' : undefined}
      />
    ),
  )
}

/** What other parts of the app may use from pre-construction; everything else stays inside the feature. */

export { BuilderDetailScreen } from './builder/builder-detail-screen.tsx'
export { PreconsPreview } from './components/precons-preview.tsx'
export { PreconsDetailScreen } from './detail/precons-detail-screen.tsx'
export { LayoutDetailScreen } from './layout/layout-detail-screen.tsx'
export { PreconsListScreen } from './list/precons-list-screen.tsx'

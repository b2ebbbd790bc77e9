/** File preview (spec §7): PDFs, images and text in the page, other documents for download. */
export { FilePreview } from './file-preview.tsx'

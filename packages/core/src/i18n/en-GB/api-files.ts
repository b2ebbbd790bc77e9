/** Upload refusals (worded as the spec's messages) and the file-serving answers. */
export const apiFiles = {
  'file.upload.tooLarge': 'File size exceeds limit',
  'file.upload.tooMany': 'Too many files: up to {{max}}',
  'file.upload.unsupportedType': 'unsupported file type',
  'file.upload.failed': 'Upload failed, please try again',
  'file.api.forbidden': 'You do not have access to this file',
  'file.api.linkExpired': 'This link has expired; open the file again from the app',
  'file.api.notFound': 'file not found',
} as const

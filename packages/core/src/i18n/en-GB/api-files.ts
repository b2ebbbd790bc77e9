/** Upload refusals (worded as the spec's messages) and the file-serving answers. */
export const apiFiles = {
  'file.upload.tooLarge': 'The file is too large',
  'file.upload.tooMany': 'Too many files: up to {{max}}',
  'file.upload.unsupportedType': 'This file type is not supported',
  'file.upload.failed': 'The upload failed. Please try again.',
  'file.api.forbidden': 'You do not have access to this file',
  'file.api.linkExpired': 'This link has expired; open the file again from the app',
  'file.api.notFound': 'File not found',
} as const

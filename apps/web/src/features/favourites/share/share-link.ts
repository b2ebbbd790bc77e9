/** The absolute address of a share page from the path the api answers (already under /h5). */
export const toShareUrl = (path: string, origin: string = window.location.origin) => `${origin}${path}`

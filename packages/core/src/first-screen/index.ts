/**
 * The first screens the server draws (decision 0080): the contract between the api server and the web app's server
 * render, and the marks the drawn page carries for the browser's scripts.
 */
export * from './page-marks.ts'
export * from './server-render.ts'

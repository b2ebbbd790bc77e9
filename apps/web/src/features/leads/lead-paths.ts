export { LEADS_PATH, leadPath } from '@maplenest/core'

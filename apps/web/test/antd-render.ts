// antd-mobile's Toast and Dialog render through the app's React 19 hook: a feature's tests set it up from here, as
// a feature's code never reaches into the app layer.
export { setUpAntdRender } from '../src/app/antd-render.ts'

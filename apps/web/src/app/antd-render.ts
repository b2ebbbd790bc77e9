import { unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'

const roots = new WeakMap<Element | DocumentFragment, Root>()

/** antd-mobile 5 draws Toast, Dialog and Modal with React 19's createRoot through this hook. */
export function setUpAntdRender(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container)
    if (!root) {
      root = createRoot(container)
      roots.set(container, root)
    }
    root.render(node)
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
      root.unmount()
      roots.delete(container)
    }
  })
}

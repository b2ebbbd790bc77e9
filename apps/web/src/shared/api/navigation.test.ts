import { afterEach, describe, expect, it } from 'vitest'
import { APP_BASE_PATH, currentAppPath, setCurrentPathReader } from './navigation.ts'

describe('currentAppPath', () => {
  let unregister = () => {}
  afterEach(() => unregister())

  it('reads the address without the base path when the app layer has not said more', () => {
    window.history.replaceState(null, '', `${APP_BASE_PATH}/pages/toronto/sale/sale-list?city=Toronto`)
    expect(currentAppPath()).toBe('/pages/toronto/sale/sale-list?city=Toronto')
  })

  it('gives the screen a person is headed to while it is still loading, so a relaunch does not undo the tap', () => {
    window.history.replaceState(null, '', `${APP_BASE_PATH}/pages/home`)
    unregister = setCurrentPathReader(() => '/pages/chat/chat')
    expect(currentAppPath()).toBe('/pages/chat/chat')
  })
})

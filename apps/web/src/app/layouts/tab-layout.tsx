import { Outlet } from 'react-router'
import { AppTabBar } from '../tab-bar/app-tab-bar.tsx'
import styles from './tab-layout.module.css'

/** The four tab pages: the screen, with the tab bar fixed below it. */
export function TabLayout() {
  return (
    <div className={styles.layout}>
      <Outlet />
      <AppTabBar />
    </div>
  )
}

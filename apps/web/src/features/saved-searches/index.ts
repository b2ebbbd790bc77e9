/** Saved searches: the save button and sheet of the list, the map and the assistant, the screen of them, and My's entry. */
export { SavedSearchesScreen } from './list/saved-searches-screen.tsx'
export { SavedSearchSlots } from './save/saved-search-slots.tsx'
export { SavedSearchesEntry } from './saved-searches-entry.tsx'

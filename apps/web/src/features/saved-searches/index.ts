/** Saved searches: the save button and sheet of the list, the map and the assistant. */
export { SavedSearchSlots } from './save/saved-search-slots.tsx'

/** What pages may use from the map feature. */
export { ListingMapScreen } from './components/listing-map-screen.tsx'
export { LocationPicker } from './location/location-picker.tsx'
export { PlacePictures } from './picture/place-pictures.tsx'
export { SchoolMapScreen } from './schools/school-map-screen.tsx'

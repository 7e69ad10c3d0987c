// The volume calculator's public face: the counting component and the catalogue it counts from.
export { useVolumeCatalogueQuery, type VolumeCatalogue } from './api.ts';
export { VolumeCalculator } from './components/volume-calculator.tsx';

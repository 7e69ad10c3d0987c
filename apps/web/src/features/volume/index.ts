// The volume calculator's public face: the counting component and the catalogue it counts from.
export { useVolumeCatalogueQuery, type VolumeCatalogue } from './api.ts';
export { InventoryList } from './components/inventory-list.tsx';
export { VolumeCalculator } from './components/volume-calculator.tsx';

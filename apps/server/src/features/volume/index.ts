/** What other features use of the volume calculator: a contract's inventory, read and replaced. */
export { findInventory, replaceInventory } from './volume.repo.ts';
export { inventoryOfCountedItems, type PublicVolumeRoom, publicVolumeCatalogue } from './volume.service.ts';

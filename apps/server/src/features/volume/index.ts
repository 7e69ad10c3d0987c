/** What other features use of the volume calculator: a contract's inventory, read and replaced. */
export { findInventory, replaceInventory } from './volume.repo.ts';

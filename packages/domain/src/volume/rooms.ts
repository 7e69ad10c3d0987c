/**
 * The rooms an inventory is counted by, in the order a walk through a home meets them (the
 * calculator and the contract PDF list them in this order). Their names are texts of the web app
 * and the PDF, not data: every company has the same rooms.
 */
export const VOLUME_ROOMS = [
  'livingRoom',
  'bedroom',
  'kitchen',
  'bathroom',
  'childrensRoom',
  'office',
  'cellarAttic',
  'garageGarden',
  'other',
] as const;
export type VolumeRoom = (typeof VOLUME_ROOMS)[number];

/** Room names for documents (the PDF is printed without the web app's catalogues). */
export const VOLUME_ROOM_NAMES: Record<VolumeRoom, { de: string; en: string }> = {
  livingRoom: { de: 'Wohnzimmer', en: 'Living room' },
  bedroom: { de: 'Schlafzimmer', en: 'Bedroom' },
  kitchen: { de: 'Küche', en: 'Kitchen' },
  bathroom: { de: 'Bad', en: 'Bathroom' },
  childrensRoom: { de: 'Kinderzimmer', en: "Children's room" },
  office: { de: 'Büro', en: 'Office' },
  cellarAttic: { de: 'Keller / Estrich', en: 'Cellar / attic' },
  garageGarden: { de: 'Garage / Garten', en: 'Garage / garden' },
  other: { de: 'Weiteres', en: 'Other' },
};

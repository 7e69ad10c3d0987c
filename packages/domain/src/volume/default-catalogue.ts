import type { VolumeRoom } from './rooms.ts';

export interface DefaultVolumeItem {
  room: VolumeRoom;
  nameDe: string;
  nameEn: string;
  /** Typical volume of one piece as loaded (with its padding), m³, at most two decimals. */
  volumeM3: number;
}

/**
 * The household items every company starts with (ADR 055): typical loaded volumes as Swiss moving
 * companies count them in their volume lists (Umzugsgutliste), rounded to 0.05 m³. Each company edits
 * its own copy; changing this list changes only companies seeded afterwards.
 */
export const DEFAULT_VOLUME_ITEMS: readonly DefaultVolumeItem[] = [
  { room: 'livingRoom', nameDe: 'Sofa, 3-plätzig', nameEn: 'Sofa, 3-seat', volumeM3: 2 },
  { room: 'livingRoom', nameDe: 'Sofa, 2-plätzig', nameEn: 'Sofa, 2-seat', volumeM3: 1.5 },
  { room: 'livingRoom', nameDe: 'Sessel', nameEn: 'Armchair', volumeM3: 0.8 },
  { room: 'livingRoom', nameDe: 'Salontisch', nameEn: 'Coffee table', volumeM3: 0.4 },
  { room: 'livingRoom', nameDe: 'Esstisch', nameEn: 'Dining table', volumeM3: 1 },
  { room: 'livingRoom', nameDe: 'Stuhl', nameEn: 'Chair', volumeM3: 0.2 },
  { room: 'livingRoom', nameDe: 'Bücherregal', nameEn: 'Bookshelf', volumeM3: 0.8 },
  { room: 'livingRoom', nameDe: 'TV-Möbel', nameEn: 'TV unit', volumeM3: 0.5 },
  { room: 'livingRoom', nameDe: 'Klavier', nameEn: 'Piano', volumeM3: 1.5 },
  { room: 'bedroom', nameDe: 'Doppelbett', nameEn: 'Double bed', volumeM3: 2 },
  { room: 'bedroom', nameDe: 'Einzelbett', nameEn: 'Single bed', volumeM3: 1 },
  { room: 'bedroom', nameDe: 'Schrank, pro Tür', nameEn: 'Wardrobe, per door', volumeM3: 0.6 },
  { room: 'bedroom', nameDe: 'Kommode', nameEn: 'Chest of drawers', volumeM3: 0.6 },
  { room: 'bedroom', nameDe: 'Nachttisch', nameEn: 'Bedside table', volumeM3: 0.15 },
  { room: 'kitchen', nameDe: 'Kühlschrank', nameEn: 'Fridge', volumeM3: 1 },
  { room: 'kitchen', nameDe: 'Küchentisch', nameEn: 'Kitchen table', volumeM3: 0.6 },
  { room: 'kitchen', nameDe: 'Mikrowelle', nameEn: 'Microwave', volumeM3: 0.1 },
  { room: 'kitchen', nameDe: 'Geschirr, pro Karton', nameEn: 'Dishes, per box', volumeM3: 0.1 },
  { room: 'bathroom', nameDe: 'Waschmaschine', nameEn: 'Washing machine', volumeM3: 0.5 },
  { room: 'bathroom', nameDe: 'Tumbler', nameEn: 'Tumble dryer', volumeM3: 0.5 },
  { room: 'bathroom', nameDe: 'Badezimmerschrank', nameEn: 'Bathroom cabinet', volumeM3: 0.3 },
  { room: 'childrensRoom', nameDe: 'Kinderbett', nameEn: "Child's bed", volumeM3: 0.8 },
  { room: 'childrensRoom', nameDe: 'Wickelkommode', nameEn: 'Changing table', volumeM3: 0.6 },
  { room: 'childrensRoom', nameDe: 'Spielzeugkiste', nameEn: 'Toy chest', volumeM3: 0.3 },
  { room: 'childrensRoom', nameDe: 'Kinderschreibtisch', nameEn: "Child's desk", volumeM3: 0.5 },
  { room: 'office', nameDe: 'Schreibtisch', nameEn: 'Desk', volumeM3: 1 },
  { room: 'office', nameDe: 'Bürostuhl', nameEn: 'Office chair', volumeM3: 0.3 },
  { room: 'office', nameDe: 'Aktenschrank', nameEn: 'Filing cabinet', volumeM3: 0.6 },
  { room: 'office', nameDe: 'Computer mit Bildschirm', nameEn: 'Computer with screen', volumeM3: 0.2 },
  { room: 'cellarAttic', nameDe: 'Umzugskarton', nameEn: 'Moving box', volumeM3: 0.1 },
  { room: 'cellarAttic', nameDe: 'Bücherkarton', nameEn: 'Book box', volumeM3: 0.05 },
  { room: 'cellarAttic', nameDe: 'Kellerregal', nameEn: 'Storage shelf', volumeM3: 0.5 },
  { room: 'cellarAttic', nameDe: 'Koffer', nameEn: 'Suitcase', volumeM3: 0.15 },
  { room: 'cellarAttic', nameDe: 'Ski / Snowboard', nameEn: 'Skis / snowboard', volumeM3: 0.1 },
  { room: 'garageGarden', nameDe: 'Velo', nameEn: 'Bicycle', volumeM3: 0.5 },
  { room: 'garageGarden', nameDe: 'Gartentisch', nameEn: 'Garden table', volumeM3: 0.8 },
  { room: 'garageGarden', nameDe: 'Gartenstuhl', nameEn: 'Garden chair', volumeM3: 0.2 },
  { room: 'garageGarden', nameDe: 'Rasenmäher', nameEn: 'Lawn mower', volumeM3: 0.4 },
  { room: 'garageGarden', nameDe: 'Grill', nameEn: 'Barbecue', volumeM3: 0.4 },
  { room: 'other', nameDe: 'Spiegel / Bild', nameEn: 'Mirror / picture', volumeM3: 0.1 },
  { room: 'other', nameDe: 'Stehlampe', nameEn: 'Floor lamp', volumeM3: 0.1 },
  { room: 'other', nameDe: 'Teppich', nameEn: 'Rug', volumeM3: 0.2 },
];

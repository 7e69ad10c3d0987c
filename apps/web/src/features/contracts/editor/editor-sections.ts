/** The editor's folding sections, in page order, and the form paths whose errors belong to each. */
export const EDITOR_SECTIONS = {
  customer: ['customerId', 'newCustomer', 'customerMode', 'customerName'],
  moveOut: ['moveOut'],
  moveIn: ['moveIn'],
  // The calculator shows and writes the relocation's volume and price type too.
  volume: ['inventory', 'relocation.volumeM3'],
  relocation: ['relocation', 'relocationDetails', 'discounts.relocation'],
  trash: ['trash', 'trashDetails', 'discounts.trash'],
  cleaning: ['cleaning', 'cleaningDetails', 'discounts.cleaning'],
  lines: ['specialProducts', 'packingMaterials'],
  items: ['items'],
  services: ['services'],
  questions: ['answers'],
  details: ['customStatusId', 'additionalDetails', 'includeVat'],
} as const;
export type EditorSection = keyof typeof EDITOR_SECTIONS;
export const SECTION_NAMES = Object.keys(EDITOR_SECTIONS) as EditorSection[];

/** How many of the errors fall into a section (shown on its folded header). */
export function sectionErrorCount(section: EditorSection, errorPaths: readonly string[]): number {
  const prefixes = EDITOR_SECTIONS[section];
  return errorPaths.filter((path) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  ).length;
}

/** The parts of the form values a section shows (top-level keys), for re-rendering only on change. */
export function sectionValueKeys(section: EditorSection): string[] {
  return [...new Set(EDITOR_SECTIONS[section].map((path) => path.split('.')[0] as string))];
}

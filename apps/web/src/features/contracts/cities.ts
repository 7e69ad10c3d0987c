/** "Zürich → Bern", or the one city known. */
export function citiesLine(moveOut: string | null | undefined, moveIn: string | null | undefined): string {
  if (moveOut && moveIn) return `${moveOut} → ${moveIn}`;
  return moveOut || moveIn || '—';
}

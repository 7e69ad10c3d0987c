import type { CSSProperties } from 'react';

/**
 * Amounts in a column or a sum: figures of equal width (`font-variant-numeric: tabular-nums`) in the
 * app's own font, so they line up without the look of a monospace font (issue 15).
 */
export const TABULAR: CSSProperties = { fontVariantNumeric: 'tabular-nums' };

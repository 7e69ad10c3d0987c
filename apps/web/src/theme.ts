import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** A calm petrol blue: trustworthy, readable on white, not the default blue of every other tool. */
const maxer: MantineColorsTuple = [
  '#e6f6f8',
  '#d4e9ed',
  '#a9d1da',
  '#7bb8c6',
  '#55a3b5',
  '#3d96ab',
  '#2e8fa6',
  '#1f7c92',
  '#116e83',
  '#005f73',
];

/**
 * Mantine's grays, with a darker 6: "dimmed" text is gray 6, and the default (#868e96) reaches only
 * 3.3:1 on white. #5c636a gives 6:1 on white and 5.8:1 on the gray page background (WCAG AA 4.5:1).
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5c636a',
  '#495057',
  '#343a40',
  '#212529',
];

/**
 * Light badges and buttons (status badges: "Angenommen", "Offerte versendet") write their colour on a
 * tint of it; Mantine's shade reaches 2–3:1 there. Their text takes the darkest shade, darkened
 * further, for at least 4.5:1 (WCAG AA), whatever the colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return defaults;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!shades) return defaults;
  const text = darken(shades[9], 0.35);
  return { ...defaults, color: text, hoverColor: text };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'maxer',
  primaryShade: 7,
  colors: { maxer, gray },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Someone who asked their system for less motion gets dialogs, menus and toasts without animation.
  respectReducedMotion: true,
});

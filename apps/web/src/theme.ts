import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'maxer',
  primaryShade: 7,
  colors: { maxer },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});

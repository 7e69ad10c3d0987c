import { Badge } from '@mantine/core';

interface StatusBadgeProps {
  name: string;
  /** `#rrggbb`. */
  color: string;
}

/** A custom status as it appears on jobs: its name on its colour, the text dark or light to stay readable. */
export function StatusBadge({ name, color }: StatusBadgeProps) {
  return (
    <Badge color={color} autoContrast variant="filled" size="lg" radius="sm" tt="none">
      {name}
    </Badge>
  );
}

import { useDraggable } from '@dnd-kit/core';
import { Badge } from '@mantine/core';
import { IconGripVertical, IconTruck, IconUser } from '@tabler/icons-react';

export interface ResourceChipProps {
  kind: 'person' | 'vehicle';
  id: string;
  name: string;
  note?: string;
}

/** A person or vehicle of the side list, to be dragged onto a job (by pointer or by keyboard). */
export function ResourceChip({ kind, id, name, note }: ResourceChipProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${kind}:${id}`,
    data: { kind, id, name },
  });
  const Icon = kind === 'person' ? IconUser : IconTruck;
  return (
    <Badge
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      size="lg"
      radius="sm"
      variant={kind === 'person' ? 'light' : 'outline'}
      color={kind === 'person' ? 'blue' : 'grape'}
      leftSection={<IconGripVertical size={14} />}
      rightSection={<Icon size={14} />}
      data-dragging={isDragging || undefined}
      style={{
        cursor: 'grab',
        textTransform: 'none',
        touchAction: 'none',
        opacity: isDragging ? 0.6 : 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 10 : undefined,
      }}
    >
      {name}
      {note ? ` · ${note}` : ''}
    </Badge>
  );
}

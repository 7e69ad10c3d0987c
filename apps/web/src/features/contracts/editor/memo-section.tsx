import { memo, type ReactNode } from 'react';

interface MemoSectionProps {
  render: () => ReactNode;
  /** What the section shows: its parts of the form values and its errors. */
  deps: readonly unknown[];
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * A section re-renders only when its own values or errors change. Typing in one field then redraws one
 * section and the price panel, not the whole page (a form of some hundred fields; each change keeps the
 * other sections' value objects as they were, see `setIn`).
 */
export const MemoSection = memo(
  function MemoSection({ render }: MemoSectionProps) {
    return render();
  },
  (previous, next) => same(previous.deps, next.deps),
);

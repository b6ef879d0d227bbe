import { type ReactNode } from 'react';

/** A list that loaded fine but has nothing in it yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="text-muted">{children}</div>}
    </div>
  );
}

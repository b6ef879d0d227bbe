import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { NavLinkList } from './nav-link-list';
import { type NavItem } from './nav-links';

/**
 * The links on small screens: a disclosure button and a list (the WAI-ARIA disclosure navigation
 * pattern, so Tab moves through the links). Escape closes it and returns focus to the button;
 * a click or focus outside, or following a link, closes it too.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // Server-rendered pages show the button before the app runs: until a click can open it, it says
  // so (aria-disabled, which keeps it in the Tab order, unlike disabled).
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative lg:hidden" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-square btn-ghost"
        aria-label={t('Open menu')}
        aria-expanded={open}
        aria-controls={listId}
        aria-disabled={hydrated ? undefined : true}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div id={listId} hidden={!open}>
        <NavLinkList
          items={items}
          onNavigate={() => setOpen(false)}
          className="menu absolute top-full left-0 z-50 mt-3 w-60 gap-1 rounded-box bg-base-100 p-2 text-base shadow-xl ring-1 ring-base-300"
        />
      </div>
    </div>
  );
}

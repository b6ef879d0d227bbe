import type { ReactNode, Ref } from 'react';

/*
 * The opening of a page or of a home page's section: a small coloured line that says where the
 * reader is ("Administration", "Gallery"), then the heading itself. The heading's size is one of
 * two: `large` for the public pages' titles, `medium` for the dashboard's pages and the home
 * page's sections.
 */
const HEADING_CLASS = {
  large: 'mt-2 text-4xl font-bold break-words',
  medium: 'mt-2 text-3xl font-bold break-words sm:text-4xl',
} as const;

export function EyebrowHeading({
  eyebrow,
  as: Heading = 'h1',
  size,
  id,
  headingRef,
  children,
}: {
  eyebrow: ReactNode;
  as?: 'h1' | 'h2';
  size: keyof typeof HEADING_CLASS;
  id?: string;
  /** For a page that moves the focus to its heading (tabIndex -1 then). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <>
      <p className="font-semibold tracking-wide text-secondary uppercase">{eyebrow}</p>
      <Heading
        id={id}
        ref={headingRef}
        {...(headingRef ? { tabIndex: -1 } : {})}
        className={HEADING_CLASS[size]}
      >
        {children}
      </Heading>
    </>
  );
}

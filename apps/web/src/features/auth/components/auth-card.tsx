import { type ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

/** The frame of every sign-in page: its title, a centred card with the heading, and what follows. */
export function AuthCard({
  title,
  heading,
  intro,
  children,
  footer,
}: {
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-base-200 px-4 py-10 sm:py-16">
      <PageTitle page={title} />
      <div className="card mx-auto w-full max-w-md bg-base-100 shadow-md ring-1 ring-base-300">
        <div className="card-body gap-5 p-6 sm:p-8">
          <div>
            <h1 className="text-center text-3xl font-bold tracking-wide">{heading}</h1>
            {intro && <div className="mt-3 text-center text-muted">{intro}</div>}
          </div>
          {children}
          {footer && <div className="border-t border-base-300 pt-4 text-center text-sm">{footer}</div>}
        </div>
      </div>
    </div>
  );
}

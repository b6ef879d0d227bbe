import { pages, pageHref } from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';
import { useCreateDestination } from './api/destinations';
import { DestinationForm } from './components/destination-form';

interface Added {
  id: string;
  name: string;
}

/**
 * Says which destination was just added, with the way to its public page and to its edit form. It
 * takes the focus (which brings it into view above the emptied form), so that keyboard and screen
 * reader users land on it too.
 */
function AddedNotice({ added }: { added: Added }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [added]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mb-6 flex flex-col gap-3 rounded-box bg-success/10 p-4 ring-1 ring-success/40 sm:p-5"
    >
      <p className="font-semibold break-words">
        {t('{name} was added to the catalogue. It is on sale now.', { name: added.name })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={pageHref('destinationDetail', { id: added.id })} className="btn btn-sm btn-primary">
          {t('See its page')}
          <span className="sr-only">: {added.name}</span>
        </Link>
        <Link
          to={pageHref('editDestination', { id: added.id })}
          className="btn btn-outline btn-sm btn-primary"
        >
          {t('Edit it')}
          <span className="sr-only">: {added.name}</span>
        </Link>
      </div>
      <p className="text-sm text-muted">{t('The form below is empty again for the next one.')}</p>
    </div>
  );
}

/** /dashboard/addDestination (admins). */
export function AddDestinationPage() {
  const { t, locale } = useT();
  const createDestination = useCreateDestination();
  // The last destination added on this page, until another one is.
  const [added, setAdded] = useState<Added | null>(null);
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageTitle page={pages.addDestination.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Add New Destinations')}</h1>
        <p className="mt-3 text-muted">
          {t('A new trip for the catalogue. It is on sale as soon as it is saved.')}
        </p>
      </header>
      {added && <AddedNotice added={added} />}
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <DestinationForm
            submitLabel={t('Add Destination')}
            failureToast={t('Failed to add this Destination')}
            onSave={async ({ img, ...fields }) => {
              // The form requires a picture when adding, so `img` is the new upload's address.
              const answer = await createDestination.mutateAsync({ ...fields, img: img ?? '' });
              const name = (locale === 'de' && fields.destinationNameDe) || fields.destinationName;
              setAdded({ id: answer.insertedId, name });
              return t('New Travel Destination Added Successfully');
            }}
          />
        </div>
      </div>
    </div>
  );
}

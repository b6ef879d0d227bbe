import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/i18n-context';

// The form brings react-hook-form and the zod schemas; they load right after the page instead of
// before it, which keeps the home page's first JavaScript small.
const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

function ContactDetail({ title, children }: { title: string; children: string }) {
  return (
    <div>
      <dt className="font-semibold">{title}</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

/** 'Stay connected with us': who we are on the left, the contact form on the right. */
export function ContactSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="contact-heading" className="bg-base-200 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="font-semibold tracking-wide text-secondary uppercase">{t('Contact')}</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t('Stay connected with us')}
          </h2>
          <p className="mt-3 text-lg text-muted">
            {t(
              'Planning a trip, or something we could do better? Send us a message and our team will get back to you by e-mail.',
            )}
          </p>
          <dl className="mt-8 space-y-4">
            <ContactDetail title={t('Replies')}>{t('Within two working days, by e-mail')}</ContactDetail>
            <ContactDetail title={t('Languages')}>{t('English and German')}</ContactDetail>
          </dl>
        </div>
        <div className="card bg-base-100 shadow-md ring-1 ring-base-300 lg:col-span-3">
          <div className="card-body">
            <Suspense fallback={<Spinner label={t('Loading the contact form')} />}>
              <ContactForm />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}

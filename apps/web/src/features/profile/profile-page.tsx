import { pages, pageHref } from '@tgde/contracts';
import { Link } from '../../lib/router';
import { useSession } from '../../session/session';
import { EmailText } from '../../components/ui/email-text';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { UserAvatar } from '../../components/ui/user-avatar';
import { formatDate } from '../../lib/format-date';
import { useT } from '../../i18n/i18n-context';
import { useProfile } from './api/get-profile';
import { DeleteAccount } from './components/delete-account';
import { MyData, SignedInDevices } from './components/my-account-sections';
import { PasskeysSection } from './components/passkeys-section';
import { TwoFactorSection } from './components/two-factor-section';
import { genderLabel } from './lib/gender-label';

function Detail({ term, value }: { term: string; value: string | null }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-0.5 border-b border-base-300 py-3 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="font-semibold sm:w-40">{term}</dt>
      <dd className={value ? '' : 'text-muted italic'}>{value ?? t('Not Specified')}</dd>
    </div>
  );
}

/** The dashboard's start: the profile card and the way to update it. */
export function ProfilePage() {
  const { t, locale } = useT();
  const { user } = useSession();
  const email = user?.email ?? '';
  const profile = useProfile(email);

  return (
    <section aria-labelledby="profile-heading" className="mx-auto w-full max-w-2xl">
      <PageTitle page={pages.profile.title} />
      <h1 id="profile-heading" className="mb-6 text-3xl font-bold">
        {t('My Profile')}
      </h1>
      <QueryState
        query={profile}
        loading={t('Loading your profile')}
        failure={t('We could not load your profile')}
      >
        {(p) => (
          <div className="card bg-base-100 shadow-md ring-1 ring-base-300">
            <div className="card-body gap-6 p-6 sm:p-8">
              <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
                <UserAvatar name={p.name} image={p.image} size="lg" />
                <div className="min-w-0">
                  <p className="text-2xl font-bold break-words">{p.name}</p>
                  <p className="text-muted">
                    <EmailText email={p.email} />
                  </p>
                </div>
              </div>
              <dl>
                <Detail term={t('Name')} value={p.name || null} />
                <Detail term={t('Date of birth')} value={p.dob ? formatDate(p.dob, locale) : null} />
                <Detail term={t('Gender')} value={p.gender ? genderLabel(p.gender, t) : null} />
                <Detail term={t('Phone')} value={p.phone} />
              </dl>
              <div className="card-actions justify-center sm:justify-start">
                <Link to={pageHref('profileUpdate')} className="btn btn-primary">
                  {t('Update Your Profile')}
                </Link>
              </div>
            </div>
          </div>
        )}
      </QueryState>
      <div className="mt-8 flex flex-col gap-8">
        <TwoFactorSection />
        <PasskeysSection />
        <SignedInDevices />
        <MyData />
        <DeleteAccount />
      </div>
    </section>
  );
}

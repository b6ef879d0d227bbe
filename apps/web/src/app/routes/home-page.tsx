import { pages } from '@tgde/contracts';
import { PageTitle } from '../../components/ui/page-title';
import { ContactSection } from '../../features/contact/components/contact-section';
import { DestinationsPreview } from '../../features/destinations/components/destinations-preview';
import { photosPreviewQueryOptions } from '../../features/gallery/api/get-photos';
import { PhotosPreview } from '../../features/gallery/components/photos-preview';
import { siteStatsQueryOptions } from '../../features/home/api/get-site-stats';
import { Hero } from '../../features/home/components/hero';
import { StatsSection } from '../../features/home/components/stats-section';
import { destinationsQueryOptions } from '../../queries/catalogue-queries';
import { type PageData } from '../../lib/page-data';
import { useSession } from '../../session/session';

/**
 * The catalogue (its first cards), the photos of the carousel and the figures, as a signed-out
 * visitor sees them.
 */
export const homePageData: PageData = (client) =>
  Promise.all([
    client.prefetchQuery(destinationsQueryOptions()),
    client.prefetchQuery(photosPreviewQueryOptions()),
    client.prefetchQuery(siteStatsQueryOptions()),
  ]);

/**
 * The home page is the one screen that shows several features together, so it is composed here in
 * the app layer: features never import each other, and only the app knows the session.
 */
export function HomePage() {
  const { user } = useSession();
  return (
    <>
      <PageTitle page={pages.home.title} />
      <Hero />
      <DestinationsPreview />
      <PhotosPreview signedIn={user !== null} />
      <StatsSection />
      <ContactSection />
    </>
  );
}

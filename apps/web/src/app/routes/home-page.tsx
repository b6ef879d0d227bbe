import { PageTitle } from '../../components/ui/page-title';
import { ContactSection } from '../../features/contact/components/contact-section';
import { DestinationsPreview } from '../../features/destinations/components/destinations-preview';
import { PhotosPreview } from '../../features/gallery/components/photos-preview';
import { Hero } from '../../features/home/components/hero';
import { StatsSection } from '../../features/home/components/stats-section';
import { useSession } from '../../session/session';

/**
 * The home page is the one screen that shows several features together, so it is composed here in
 * the app layer: features never import each other, and only the app knows the session.
 */
export function HomePage() {
  const { user } = useSession();
  return (
    <>
      <PageTitle page="Home" />
      <Hero />
      <DestinationsPreview />
      <PhotosPreview signedIn={user !== null} />
      <StatsSection />
      <ContactSection />
    </>
  );
}

/**
 * Called by a service after a change that the destination list shows: a destination added, edited
 * or archived, or a review that moves a rating. app.ts points it at the catalogue cache, which
 * drops its copy and tells the other servers sharing the database.
 */
export type AnnounceCatalogueChange = () => void;

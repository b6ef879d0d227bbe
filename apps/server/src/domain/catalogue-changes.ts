/**
 * Called by a service after a change that the destination list or a public page shows: a
 * destination added, edited or archived, a review written or removed, a gallery photo added or
 * removed, reviewers' names erased. app.ts points it at the change feed that the catalogue cache and
 * the page cache follow: both drop their copies, here and on the other servers sharing the database.
 */
export type AnnounceCatalogueChange = () => void;

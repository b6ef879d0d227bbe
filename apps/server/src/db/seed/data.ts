/** The demo catalogue: German destinations, gallery photos and reviews, all written by us. */

export interface DemoDestination {
  name: string;
  cost: number;
  description: string;
  /** Which scene of artwork.ts pictures it. */
  scene: string;
}

export const demoDestinations: DemoDestination[] = [
  { name: 'Berlin', cost: 500, scene: 'berlin', description: 'The capital.' },
  { name: 'Munich', cost: 688, scene: 'munich', description: 'Bavaria.' },
  { name: 'Frankfurt', cost: 299, scene: 'frankfurt', description: 'Skyline on the Main.' },
  { name: 'Stuttgart', cost: 199, scene: 'stuttgart', description: 'Cars and vineyards.' },
  { name: 'Cologne', cost: 250, scene: 'cologne', description: 'The cathedral on the Rhine.' },
  { name: 'Düsseldorf', cost: 150, scene: 'dusseldorf', description: 'Old town and Rhine promenade.' },
  { name: 'Hamburg', cost: 399, scene: 'hamburg', description: 'Harbour and canals.' },
  { name: 'Nuremberg', cost: 288, scene: 'nuremberg', description: 'Castle and old town.' },
];

export interface DemoPhoto {
  place: string;
  scene: string;
  variant: number;
  uploadedBy: string;
}

export const demoPhotos: DemoPhoto[] = demoDestinations.flatMap((d, i) => [
  { place: d.name, scene: d.scene, variant: 1, uploadedBy: 'Travel Guide DE' },
  ...(i < 4 ? [{ place: d.name, scene: d.scene, variant: 2, uploadedBy: 'Travel Guide DE' }] : []),
]);

export const demoReviews = [
  { name: 'Anna', comment: 'Lovely trip.', rating: 5 },
  { name: 'Ben', comment: 'Good.', rating: 4 },
  { name: 'Chloe', comment: 'Nice.', rating: 4 },
  { name: 'Dev', comment: 'Fine.', rating: 3 },
  { name: 'Emma', comment: 'Great.', rating: 5 },
  { name: 'Felix', comment: 'Okay.', rating: 3 },
];

/** The demo catalogue: German destinations, gallery photos and reviews, all written by us. */

export interface DemoDestination {
  name: string;
  cost: number;
  description: string;
  /** Which scene of artwork.ts pictures it. */
  scene: string;
}

export const demoDestinations: DemoDestination[] = [
  {
    name: 'Berlin',
    cost: 500,
    scene: 'berlin',
    description:
      'The capital mixes world-class museums with a restless art and club scene. Walk from the Brandenburg Gate along Unter den Linden to Museum Island, then ride the ring railway to see how different each district feels.',
  },
  {
    name: 'Munich',
    cost: 688,
    scene: 'munich',
    description:
      "Bavaria's capital pairs baroque churches and beer gardens with the Alps on the horizon. Climb the tower of St. Peter for a view over the Frauenkirche's twin domes, and keep an afternoon for the English Garden.",
  },
  {
    name: 'Frankfurt',
    cost: 299,
    scene: 'frankfurt',
    description:
      "Germany's banking city has the country's only real skyline, and a rebuilt old town in its shadow. Cross the Eiserner Steg footbridge at dusk and try apple wine in a Sachsenhausen tavern.",
  },
  {
    name: 'Stuttgart',
    cost: 199,
    scene: 'stuttgart',
    description:
      'A city of car museums set in a bowl of vineyards and wooded hills. The Mercedes-Benz and Porsche museums fill a rainy day; on a clear one, take the rack railway up and walk back down through the vines.',
  },
  {
    name: 'Cologne',
    cost: 250,
    scene: 'cologne',
    description:
      'The twin spires of the cathedral greet every train arriving over the Rhine. Climb its 533 steps, then walk across the Hohenzollern Bridge with its thousands of love locks for the classic view back.',
  },
  {
    name: 'Düsseldorf',
    cost: 150,
    scene: 'dusseldorf',
    description:
      'An elegant Rhine city of fashion, art and the long riverside promenade. See the crooked Gehry buildings in the Media Harbour, then order a dark Altbier in the old town, "the longest bar in the world".',
  },
  {
    name: 'Hamburg',
    cost: 399,
    scene: 'hamburg',
    description:
      "A port city of canals, red-brick warehouses and one of Europe's busiest harbours. Book a free ticket to the Elbphilharmonie's public plaza and take the ferry line 62 for a cheap harbour tour.",
  },
  {
    name: 'Nuremberg',
    cost: 288,
    scene: 'nuremberg',
    description:
      'An imperial castle watches over half-timbered houses and the best-known Christmas market in the country. Try the small Nuremberg sausages and leave time for the sobering Documentation Centre.',
  },
  {
    name: 'Dresden',
    cost: 320,
    scene: 'dresden',
    description:
      'The "Florence on the Elbe", rebuilt with great care after 1945. The restored Frauenkirche dome, the Zwinger palace and the Old Masters gallery are a short walk apart; see them from the Elbe meadows at sunset.',
  },
  {
    name: 'Heidelberg',
    cost: 260,
    scene: 'heidelberg',
    description:
      'A university town where a red sandstone castle ruin looks down on the Neckar. Take the funicular up to the castle, then cross the Old Bridge and climb the Philosophers\u2019 Walk for the view back.',
  },
  {
    name: 'Füssen',
    cost: 340,
    scene: 'fussen',
    description:
      "The gateway to Neuschwanstein, King Ludwig II's fairy-tale castle above an Alpine gorge. Book castle tickets online well ahead, and walk to the Marienbrücke for the famous view.",
  },
  {
    name: 'Lübeck',
    cost: 175,
    scene: 'lubeck',
    description:
      'The old queen of the Hanseatic League, on an island ringed by water. Walk in through the leaning Holstentor gate, taste the marzipan the city is known for, and take a day trip to the Baltic beach at Travemünde.',
  },
];

export interface DemoPhoto {
  place: string;
  scene: string;
  variant: number;
  uploadedBy: string;
}

/** The first six appear in the home page's carousel, so they show six different places. */
export const demoPhotos: DemoPhoto[] = [
  { place: 'Hamburg', scene: 'hamburg', variant: 2, uploadedBy: 'Lena' },
  { place: 'Munich', scene: 'munich', variant: 1, uploadedBy: 'Travel Guide DE' },
  { place: 'Cologne', scene: 'cologne', variant: 3, uploadedBy: 'Mateo' },
  { place: 'Füssen', scene: 'fussen', variant: 1, uploadedBy: 'Aiko' },
  { place: 'Berlin', scene: 'berlin', variant: 2, uploadedBy: 'Travel Guide DE' },
  { place: 'Dresden', scene: 'dresden', variant: 1, uploadedBy: 'Priya' },
  { place: 'Frankfurt', scene: 'frankfurt', variant: 3, uploadedBy: 'Jonas' },
  { place: 'Heidelberg', scene: 'heidelberg', variant: 2, uploadedBy: 'Sofia' },
  { place: 'Nuremberg', scene: 'nuremberg', variant: 4, uploadedBy: 'Travel Guide DE' },
  { place: 'Stuttgart', scene: 'stuttgart', variant: 1, uploadedBy: 'Omar' },
  { place: 'Lübeck', scene: 'lubeck', variant: 2, uploadedBy: 'Greta' },
  { place: 'Düsseldorf', scene: 'dusseldorf', variant: 1, uploadedBy: 'Travel Guide DE' },
  { place: 'Berlin', scene: 'berlin', variant: 3, uploadedBy: 'Noah' },
  { place: 'Hamburg', scene: 'hamburg', variant: 1, uploadedBy: 'Travel Guide DE' },
  { place: 'Munich', scene: 'munich', variant: 4, uploadedBy: 'Clara' },
  { place: 'Cologne', scene: 'cologne', variant: 1, uploadedBy: 'Travel Guide DE' },
  { place: 'Füssen', scene: 'fussen', variant: 4, uploadedBy: 'Ben' },
  { place: 'Dresden', scene: 'dresden', variant: 3, uploadedBy: 'Travel Guide DE' },
];

export const demoReviews = [
  {
    name: 'Hannah W.',
    comment:
      'Booked Hamburg for a long weekend and the harbour tour tip alone was worth it. Everything was easy to find on the site.',
    rating: 5,
  },
  {
    name: 'Carlos M.',
    comment: 'Munich in September was busy but wonderful. I wish I had booked the hotel part earlier.',
    rating: 4,
  },
  {
    name: 'Yuki T.',
    comment:
      'The photos of Neuschwanstein made me go, and the real view from the bridge was even better. Start early to beat the crowds.',
    rating: 5,
  },
  {
    name: 'Olivia R.',
    comment: 'Cologne cathedral is breathtaking. The booking was quick and the payment went through at once.',
    rating: 5,
  },
  {
    name: 'Ahmed K.',
    comment:
      'Berlin has so much to see that three days were not enough. Good prices compared with other sites I checked.',
    rating: 4,
  },
  {
    name: 'Elena S.',
    comment:
      'Dresden at sunset from the river meadows is a memory I will keep. The description here was spot on.',
    rating: 5,
  },
  {
    name: 'Tom B.',
    comment:
      'Frankfurt was fine for a stopover; the old town is small but pretty. I would pick Heidelberg next time.',
    rating: 3,
  },
  {
    name: 'Mei L.',
    comment: 'Nuremberg during the Christmas market was magical, if a little crowded on Saturday evening.',
    rating: 4,
  },
];

/** The demo catalogue: German destinations, gallery photos and reviews, all written by us. */

export interface DemoDestination {
  name: string;
  cost: number;
  description: string;
  /** The German name as German signs write it (München), and a German description of our own. */
  nameDe?: string;
  descriptionDe?: string;
  /** Which scene of the demo artwork (packages/demo-artwork) pictures it. */
  scene: string;
  /** Its landmark, WGS 84 degrees (migration 0004 gives installs made before locations the same). */
  latitude: number;
  longitude: number;
}

export const demoDestinations: DemoDestination[] = [
  {
    name: 'Berlin',
    nameDe: 'Berlin',
    latitude: 52.5163,
    longitude: 13.3777,
    cost: 500,
    scene: 'berlin',
    description:
      'Walk from the Brandenburg Gate to the Reichstag, whose glass dome is free to visit if you register online in advance, then ride up the 368-metre TV tower on Alexanderplatz. A day ticket for fare zones A and B reaches Museum Island, the East Side Gallery and nearly every other sight.',
    descriptionDe:
      'Vom Brandenburger Tor sind es nur ein paar Schritte zum Reichstag, dessen Glaskuppel Sie nach vorheriger Online-Anmeldung kostenlos besuchen können. Anschließend fahren Sie hinauf auf den 368 Meter hohen Fernsehturm am Alexanderplatz. Mit einer Tageskarte für die Tarifbereiche A und B erreichen Sie die Museumsinsel, die East Side Gallery und fast alle anderen Sehenswürdigkeiten.',
  },
  {
    name: 'Munich',
    nameDe: 'München',
    latitude: 48.1374,
    longitude: 11.5755,
    cost: 688,
    scene: 'munich',
    description:
      "Be on Marienplatz at 11 am or noon for the Glockenspiel, then find the twin domed towers of the Frauenkirche nearby. On a clear Föhn day the Alps seem close from the top of St. Peter's tower; spend the afternoon in the English Garden, where surfers ride the Eisbach wave.",
    descriptionDe:
      'Seien Sie um 11 oder 12 Uhr auf dem Marienplatz, wenn im Rathausturm das Glockenspiel einsetzt; gleich um die Ecke ragen die beiden Türme der Frauenkirche mit ihren welschen Hauben auf. An klaren Föhntagen scheinen die Alpen vom Alten Peter zum Greifen nah. Den Nachmittag verbringen Sie im Englischen Garten, wo Surfer auf der Eisbachwelle reiten.',
  },
  {
    name: 'Frankfurt',
    nameDe: 'Frankfurt',
    latitude: 50.1109,
    longitude: 8.6821,
    cost: 299,
    scene: 'frankfurt',
    description:
      "Germany's banking centre has the country's only real skyline: the Main Tower's open-air platform is about 200 metres up. Cross the Eiserner Steg footbridge to the museums on the south bank, then try apple wine and green sauce in a Sachsenhausen tavern.",
    descriptionDe:
      'Die Bankenmetropole hat die einzige echte Skyline Deutschlands: Die offene Aussichtsplattform des Main Tower liegt rund 200 Meter über der Stadt. Über den Eisernen Steg geht es hinüber zu den Museen am Südufer, und zum Abschluss gibt es Äppelwoi und Grüne Soße in einer Sachsenhäuser Apfelweinwirtschaft.',
  },
  {
    name: 'Stuttgart',
    nameDe: 'Stuttgart',
    latitude: 48.7784,
    longitude: 9.18,
    cost: 199,
    scene: 'stuttgart',
    description:
      "Home of the Mercedes-Benz and Porsche museums, Stuttgart lies in a green valley ringed by vineyards. Take the rack railway up to Degerloch, visit the TV tower (the first ever built of reinforced concrete) and taste Trollinger wine in a Besen, a growers' seasonal tavern.",
    descriptionDe:
      'Die Heimat des Mercedes-Benz- und des Porsche-Museums liegt in einem grünen Talkessel, umgeben von Weinbergen. Fahren Sie mit der Zahnradbahn, der „Zacke“, hinauf nach Degerloch, besuchen Sie den Fernsehturm – den ersten der Welt aus Stahlbeton – und probieren Sie einen Trollinger in einem Besen, der Straußwirtschaft der Wengerter.',
  },
  {
    name: 'Cologne',
    nameDe: 'Köln',
    latitude: 50.9413,
    longitude: 6.9583,
    cost: 250,
    scene: 'cologne',
    description:
      'The cathedral of Köln, as Germans call Cologne, took more than 600 years to finish; climb the 533 steps of its south tower for the view over the Rhine. Cross the Hohenzollern Bridge with its love locks, then drink Kölsch in an old-town brewery: the waiter brings fresh glasses until you cover yours with a beer mat.',
    descriptionDe:
      'Mehr als 600 Jahre dauerte es, bis der Kölner Dom fertig war; wer die 533 Stufen auf den Südturm steigt, wird mit dem Blick über den Rhein belohnt. Danach geht es über die Hohenzollernbrücke mit ihren Liebesschlössern zum Kölsch in ein Brauhaus der Altstadt: Der Köbes bringt so lange frische Stangen, bis Sie Ihr Glas mit dem Bierdeckel abdecken.',
  },
  {
    name: 'Düsseldorf',
    nameDe: 'Düsseldorf',
    latitude: 51.2254,
    longitude: 6.7763,
    cost: 150,
    scene: 'dusseldorf',
    description:
      "The Altstadt packs hundreds of pubs into a few lanes, 'the longest bar in the world', so order the local dark Altbier. Follow the Rhine promenade to the MedienHafen for Frank Gehry's crooked Neuer Zollhof and the Rheinturm, whose lights form a giant clock.",
    descriptionDe:
      'In der Altstadt drängen sich Hunderte Kneipen auf wenigen Gassen – nicht umsonst heißt sie „die längste Theke der Welt“. Bestellen Sie ein dunkles Altbier, das hier zu Hause ist. Über die Rheinuferpromenade geht es zum MedienHafen mit Frank Gehrys schiefem Neuen Zollhof und dem Rheinturm, dessen Lichter eine riesige Uhr bilden.',
  },
  {
    name: 'Hamburg',
    nameDe: 'Hamburg',
    latitude: 53.5413,
    longitude: 9.9841,
    cost: 399,
    scene: 'hamburg',
    description:
      "Ride ferry line 62 from the Landungsbrücken on an ordinary transport ticket for a cheap tour past cranes and container ships. The Elbphilharmonie's Plaza, 37 metres up, has a free panorama of the port, and the red-brick Speicherstadt is a UNESCO World Heritage Site.",
    descriptionDe:
      'Mit einem ganz normalen Fahrschein schippern Sie ab den Landungsbrücken mit der Hafenfähre 62 an Kränen und Containerschiffen vorbei – die günstigste Hafenrundfahrt der Stadt. Von der Plaza der Elbphilharmonie in 37 Metern Höhe genießen Sie kostenlos den Rundblick über den Hafen, und die Backsteinbauten der Speicherstadt gehören zum UNESCO-Welterbe.',
  },
  {
    name: 'Nuremberg',
    nameDe: 'Nürnberg',
    latitude: 49.4578,
    longitude: 11.0755,
    cost: 288,
    scene: 'nuremberg',
    description:
      "The Imperial Castle crowns a sandstone ridge; walk up past the half-timbered houses by the Tiergärtnertor and Albrecht Dürer's house for the view over the red roofs. Try the small grilled sausages, three in a bun, and come in December for the Christkindlesmarkt.",
    descriptionDe:
      'Die Kaiserburg thront auf einem Sandsteinfelsen; der Weg hinauf führt an den Fachwerkhäusern am Tiergärtnertor und am Albrecht-Dürer-Haus vorbei, und oben liegt Ihnen ein Meer roter Dächer zu Füßen. Probieren Sie die kleinen Rostbratwürste, „drei im Weggla“, und kommen Sie im Dezember zum Christkindlesmarkt.',
  },
  {
    name: 'Dresden',
    nameDe: 'Dresden',
    latitude: 51.0519,
    longitude: 13.7415,
    cost: 240,
    scene: 'dresden',
    description:
      "Rebuilt stone by stone and consecrated again in 2005, the Frauenkirche has a viewing platform at the top of its dome. See the Zwinger, the Semperoper and the Green Vault, then stroll along the Brühl Terrace above the Elbe, the 'Balcony of Europe'.",
    descriptionDe:
      'Stein für Stein wieder aufgebaut und 2005 neu geweiht, bietet die Frauenkirche oben auf ihrer Kuppel eine Aussichtsplattform. Besuchen Sie den Zwinger, die Semperoper und das Grüne Gewölbe und flanieren Sie dann über die Brühlsche Terrasse hoch über der Elbe, den „Balkon Europas“.',
  },
  {
    name: 'Heidelberg',
    nameDe: 'Heidelberg',
    latitude: 49.4106,
    longitude: 8.7153,
    cost: 210,
    scene: 'heidelberg',
    description:
      "The red sandstone castle ruins look down on Germany's oldest university town; take the funicular up to see the Great Tun, a giant wine barrel. Then cross the Old Bridge over the Neckar and climb the Philosophers' Walk for the classic view back.",
    descriptionDe:
      'Die Schlossruine aus rotem Sandstein blickt auf die älteste Universitätsstadt Deutschlands hinab; mit der Bergbahn geht es hinauf zum Großen Fass, einem gewaltigen Weinfass. Danach überqueren Sie die Alte Brücke über den Neckar und steigen zum Philosophenweg hinauf, von dem sich der klassische Blick zurück auf Stadt und Schloss bietet.',
  },
  {
    name: 'Neuschwanstein',
    nameDe: 'Neuschwanstein',
    latitude: 47.5576,
    longitude: 10.7498,
    cost: 320,
    scene: 'neuschwanstein',
    description:
      "King Ludwig II's fairy-tale castle stands on a crag above the Pöllat gorge near Füssen. Visits are by guided tour with a timed ticket, so book online well ahead in summer, and leave time for the view from the Marienbrücke and the Alpsee lake below.",
    descriptionDe:
      'Das Märchenschloss König Ludwigs II. thront bei Füssen auf einem Felsen über der Pöllatschlucht. Besichtigen lässt es sich nur bei einer Führung mit fester Einlasszeit – buchen Sie im Sommer also früh online – und nehmen Sie sich Zeit für den Blick von der Marienbrücke und für den Alpsee zu Füßen des Schlosses.',
  },
  {
    name: 'Lübeck',
    nameDe: 'Lübeck',
    latitude: 53.8663,
    longitude: 10.6797,
    cost: 180,
    scene: 'lubeck',
    description:
      "Enter the island old town through the Holstentor, a twin-towered brick gate from the 15th century, and explore the narrow passages behind the merchants' houses. Taste marzipan at Niederegger, then take the train to the Baltic beach at Travemünde.",
    descriptionDe:
      'Durch das Holstentor, ein doppeltürmiges Backsteintor aus dem 15. Jahrhundert, betreten Sie die Altstadtinsel und entdecken hinter den Kaufmannshäusern enge Gänge und versteckte Höfe. Probieren Sie Marzipan bei Niederegger und fahren Sie dann mit dem Zug an den Ostseestrand von Travemünde.',
  },
];

export interface DemoPhoto {
  place: string;
  scene: string;
  /** Which picture of the scene: the light (golden hour, night, winter, dusk, morning) and framing. */
  variant: number;
  uploadedBy: string;
}

/** The first six appear in the home page's carousel: six places, each in a different light. */
export const demoPhotos: DemoPhoto[] = [
  { place: 'Cologne', scene: 'cologne', variant: 4, uploadedBy: 'Sofia' },
  { place: 'Munich', scene: 'munich', variant: 1, uploadedBy: 'Travel Guide DE' },
  { place: 'Neuschwanstein', scene: 'neuschwanstein', variant: 3, uploadedBy: 'Yuki' },
  { place: 'Hamburg', scene: 'hamburg', variant: 2, uploadedBy: 'Liam' },
  { place: 'Heidelberg', scene: 'heidelberg', variant: 5, uploadedBy: 'Priya' },
  { place: 'Berlin', scene: 'berlin', variant: 1, uploadedBy: 'Travel Guide DE' },
  { place: 'Frankfurt', scene: 'frankfurt', variant: 2, uploadedBy: 'Jonas' },
  { place: 'Nuremberg', scene: 'nuremberg', variant: 3, uploadedBy: 'Hannah' },
  { place: 'Dresden', scene: 'dresden', variant: 2, uploadedBy: 'Mateo' },
  { place: 'Düsseldorf', scene: 'dusseldorf', variant: 4, uploadedBy: 'Travel Guide DE' },
  { place: 'Lübeck', scene: 'lubeck', variant: 5, uploadedBy: 'Greta' },
  { place: 'Stuttgart', scene: 'stuttgart', variant: 1, uploadedBy: 'Omar' },
  { place: 'Berlin', scene: 'berlin', variant: 2, uploadedBy: 'Aisha' },
  { place: 'Munich', scene: 'munich', variant: 3, uploadedBy: 'Clara' },
  { place: 'Cologne', scene: 'cologne', variant: 2, uploadedBy: 'Travel Guide DE' },
  { place: 'Hamburg', scene: 'hamburg', variant: 1, uploadedBy: 'Noah' },
  { place: 'Neuschwanstein', scene: 'neuschwanstein', variant: 5, uploadedBy: 'Travel Guide DE' },
  { place: 'Heidelberg', scene: 'heidelberg', variant: 1, uploadedBy: 'Ben' },
  { place: 'Frankfurt', scene: 'frankfurt', variant: 5, uploadedBy: 'Travel Guide DE' },
  { place: 'Nuremberg', scene: 'nuremberg', variant: 1, uploadedBy: 'Mei' },
  { place: 'Dresden', scene: 'dresden', variant: 5, uploadedBy: 'Travel Guide DE' },
  { place: 'Düsseldorf', scene: 'dusseldorf', variant: 1, uploadedBy: 'Carlos' },
  { place: 'Lübeck', scene: 'lubeck', variant: 4, uploadedBy: 'Tom' },
  { place: 'Stuttgart', scene: 'stuttgart', variant: 4, uploadedBy: 'Travel Guide DE' },
];

/** Each is about the destination it names (its `name` in demoDestinations). */
export const demoReviews: { name: string; destination: string; comment: string; rating: number }[] = [
  {
    name: 'Sarah K.',
    destination: 'Berlin',
    comment:
      'Three days in Berlin were not nearly enough. Booking the Reichstag dome in advance was the best tip we got, and the view at sunset was wonderful.',
    rating: 5,
  },
  {
    name: 'Daniel M.',
    destination: 'Munich',
    comment:
      'Munich in early October was busy, but the beer gardens and the old town were lovely. Next time I will book the hotel earlier.',
    rating: 4,
  },
  {
    name: 'Aiko T.',
    destination: 'Neuschwanstein',
    comment:
      'We booked timed tickets for Neuschwanstein weeks ahead and walked straight in while others queued. The view from the Marienbrücke is every bit as good as the pictures.',
    rating: 5,
  },
  {
    name: 'James O.',
    destination: 'Hamburg',
    comment:
      'The harbour ferry in Hamburg with a normal day ticket was a great way to see the port. It rained most of the weekend, so bring a jacket.',
    rating: 4,
  },
  {
    name: 'Lucía R.',
    destination: 'Cologne',
    comment:
      'Cologne cathedral took my breath away, and climbing the south tower was worth every one of the 533 steps.',
    rating: 5,
  },
  {
    name: 'Peter H.',
    destination: 'Frankfurt',
    comment:
      'Frankfurt was fine for a short stopover. The skyline from the Main bridges is impressive, though the city centre is quiet on Sundays.',
    rating: 3,
  },
  {
    name: 'Fatima B.',
    destination: 'Nuremberg',
    comment:
      'The Christmas market in Nuremberg was magical, if crowded on the Saturday evening. Go early in the day and try the gingerbread.',
    rating: 4,
  },
  {
    name: 'Oliver S.',
    destination: 'Heidelberg',
    comment:
      'Heidelberg and the Philosophers’ Walk made a perfect day trip from Frankfurt. The trains were on time both ways.',
    rating: 5,
  },
  {
    name: 'Chen W.',
    destination: 'Dresden',
    comment:
      'Dresden by night from the Elbe bank is unforgettable, and Lübeck marzipan made the best souvenir. A very smooth trip overall.',
    rating: 5,
  },
];

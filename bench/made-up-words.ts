/*
 * Words the benchmarks make German-looking destinations from: names put together from a beginning
 * and an ending, descriptions from a list of words.
 */

/** Beginnings of made-up place names; the scale part takes the first ten. */
export const NAME_STARTS = [
  'Ober',
  'Nieder',
  'Rosen',
  'Linden',
  'Eichen',
  'Stein',
  'Wald',
  'Bad ',
  'Alt',
  'Neu',
  'Groß',
  'Hohen',
  'Weiß',
  'Schön',
  'Lüne',
  'Mühl',
  'Bären',
  'Tann',
  'Kirch',
  'Fürsten',
];

/** Endings of made-up place names; the scale part takes the first ten. */
export const NAME_ENDS = [
  'burg',
  'berg',
  'dorf',
  'stadt',
  'hausen',
  'heim',
  'feld',
  'bach',
  'au',
  'furt',
  'brück',
  'ingen',
  'rode',
  'hagen',
  'kirchen',
];

const COMMON_WORDS =
  'river valley hill forest lake harbour market square church tower wall gate bridge old town hall ' +
  'museum garden park palace ruin abbey monastery vineyard brewery bakery festival spring summer ' +
  'autumn winter trail cycle path hike view terrace island shore beach dune meadow moor heath spa ' +
  'bath thermal mill quarter lane cobbled timber framed brick stone sandstone baroque gothic ' +
  'romanesque renaissance medieval roman fortress walls ramparts fountain statue opera theatre';
const MORE_WORDS =
  'concert organ choir gallery painter poet composer university student library archive bishop ' +
  'emperor duke prince count knight merchant guild salt silver coal iron railway steam ferry boat ' +
  'canal lock harbor lighthouse pier promenade cafe cake beer wine cider sausage bread cheese';
const GERMAN_WORDS =
  'Glühwein Brezel Fähre Brücke Straße Mühle Schloss Kloster Münster Rathaus Marktplatz Höhle';

/** The words of the search part's descriptions. */
export const DESCRIPTION_WORDS = [COMMON_WORDS, MORE_WORDS, GERMAN_WORDS].join(' ').split(' ');

/** The scale part's shorter list (its catalogue and figures were measured with it). */
export const SHORT_DESCRIPTION_WORDS = [COMMON_WORDS, GERMAN_WORDS].join(' ').split(' ');

/**
 * Named streets riders type, with their course as a few points along the road (the 2016 OpenStreetMap extract
 * the offline map draws has no street names). Each course was checked against that extract's road lines.
 * Searching a street gives its point nearest the rider; a pin dropped beside a street is named after it.
 */
export type Street = {
  name: string;
  aliases?: readonly string[];
  municipality: string;
  province: string;
  /** The street's course, [lat, lng] points in order. */
  path: readonly (readonly [number, number])[];
};

export const STREETS: readonly Street[] = [
  {
    name: 'Rizal Avenue',
    aliases: ['Rizal Ave', 'Rizal Street'],
    municipality: 'Puerto Princesa',
    province: 'Palawan',
    // From downtown by the bay to the airport gate, along the road line at about 9.741° N.
    path: [
      [9.7413, 118.73],
      [9.7414, 118.736],
      [9.7417, 118.738],
      [9.741, 118.74],
      [9.7408, 118.743],
      [9.7406, 118.746],
      [9.7405, 118.75],
      [9.7404, 118.754],
      [9.7402, 118.7565],
    ],
  },
];

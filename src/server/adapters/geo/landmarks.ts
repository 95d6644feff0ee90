/**
 * Well-known places riders name when they book, shipped with the product so the offline gazetteer
 * answers even without a places file. Coordinates are approximate (tens of metres), good enough to
 * start a search, price a trip or name a dropped pin.
 */
import { TOWN_LANDMARKS } from './landmarks-towns';

export type Landmark = {
  name: string;
  /** Other names people use; searched like the name. */
  aliases?: readonly string[];
  barangay?: string;
  municipality: string;
  province: string;
  lat: number;
  lng: number;
  /** A shop inside another landmark (a mall's Jollibee): found by search, never used to name a pin. */
  within?: string;
};

const PALAWAN = 'Palawan';
const PUERTO_PRINCESA = 'Puerto Princesa';

/** Places of Puerto Princesa, the first service area. */
const CITY_LANDMARKS: readonly Landmark[] = [
  // Puerto Princesa
  {
    name: 'Puerto Princesa International Airport',
    aliases: ['PPS Airport'],
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7419,
    lng: 118.7589,
  },
  {
    name: 'Puerto Princesa Port',
    aliases: ['Puerto Princesa Pier', 'Puerto Princesa Wharf'],
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7353,
    lng: 118.7283,
  },
  {
    name: 'New Public Market',
    aliases: ['New Market', 'San Jose Market'],
    barangay: 'San Jose',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7975,
    lng: 118.7505,
  },
  {
    name: 'San Jose Bus Terminal',
    aliases: ['Integrated Bus Terminal', 'Van Terminal'],
    barangay: 'San Jose',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.8,
    lng: 118.7478,
  },
  {
    name: 'Robinsons Place Palawan',
    aliases: ['Robinsons Mall'],
    barangay: 'San Miguel',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7565,
    lng: 118.7497,
  },
  {
    name: 'SM City Puerto Princesa',
    aliases: ['SM Mall'],
    barangay: 'San Pedro',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7515,
    lng: 118.7432,
  },
  // Fast-food branches riders name as meeting points, inside the malls above.
  {
    name: 'Jollibee Robinsons Place Palawan',
    aliases: ['Jollibee Robinsons', 'Jollibee San Miguel'],
    barangay: 'San Miguel',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7565,
    lng: 118.7497,
    within: 'Robinsons Place Palawan',
  },
  {
    name: 'Jollibee SM City Puerto Princesa',
    aliases: ['Jollibee SM', 'Jollibee San Pedro'],
    barangay: 'San Pedro',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7515,
    lng: 118.7432,
    within: 'SM City Puerto Princesa',
  },
  {
    name: 'Ospital ng Palawan',
    aliases: ['Palawan Provincial Hospital'],
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7443,
    lng: 118.735,
  },
  {
    name: 'Palawan Adventist Hospital',
    barangay: 'San Pedro',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.765,
    lng: 118.7505,
  },
  {
    name: 'Puerto Princesa Baywalk',
    aliases: ['Baywalk Park'],
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.745,
    lng: 118.737,
  },
  {
    name: 'Puerto Princesa City Hall',
    aliases: ['New City Hall'],
    barangay: 'Santa Monica',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.789,
    lng: 118.741,
  },
  {
    name: 'Plaza Cuartel',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7392,
    lng: 118.7296,
  },
  {
    name: 'Immaculate Conception Cathedral',
    aliases: ['Puerto Princesa Cathedral'],
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7398,
    lng: 118.7312,
  },
  {
    name: 'Palawan Provincial Capitol',
    aliases: ['Capitol'],
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.742,
    lng: 118.7345,
  },
  {
    name: 'Palawan State University',
    aliases: ['PSU Tiniguiban'],
    barangay: 'Tiniguiban',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.7745,
    lng: 118.7355,
  },
  {
    name: 'Santa Lourdes Wharf',
    aliases: ['Honda Bay'],
    barangay: 'Santa Lourdes',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.862,
    lng: 118.743,
  },
  {
    name: 'Puerto Princesa Underground River',
    aliases: ['Subterranean River'],
    barangay: 'Cabayugan',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 10.1926,
    lng: 118.9266,
  },
  {
    name: 'Sabang Wharf',
    aliases: ['Sabang Beach'],
    barangay: 'Cabayugan',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 10.2,
    lng: 118.8935,
  },
  {
    name: 'Palawan Wildlife Rescue and Conservation Center',
    aliases: ['Crocodile Farm'],
    barangay: 'Irawan',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.738,
    lng: 118.678,
  },
  {
    name: "Baker's Hill",
    barangay: 'Santa Monica',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.785,
    lng: 118.721,
  },
  {
    name: 'Iwahig Prison and Penal Farm',
    barangay: 'Iwahig',
    municipality: PUERTO_PRINCESA,
    province: PALAWAN,
    lat: 9.754,
    lng: 118.655,
  },
];

export const LANDMARKS: readonly Landmark[] = [...CITY_LANDMARKS, ...TOWN_LANDMARKS];

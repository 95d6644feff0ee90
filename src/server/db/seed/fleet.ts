import type pg from 'pg';
import { hashPassword } from '@/server/modules/accounts/passwords';
import { newReferralCode } from '@/server/modules/accounts/service';
import { transaction } from '../pool';
import { existingEmails } from './existing-emails';

/** The towns the demo fleet drives in, with the centre each simulated driver starts near. */
export const FLEET_TOWNS = [
  { branchId: 2, name: 'Puerto Princesa', center: { lat: 9.7392, lng: 118.7353 }, radiusKm: 3.5 },
  { branchId: 3, name: 'El Nido', center: { lat: 11.1956, lng: 119.4191 }, radiusKm: 1.8 },
  { branchId: 4, name: 'Coron', center: { lat: 11.9986, lng: 120.2043 }, radiusKm: 1.8 },
  { branchId: 8, name: 'San Vicente', center: { lat: 10.53, lng: 119.26 }, radiusKm: 1.5 },
] as const;
export type FleetTown = (typeof FLEET_TOWNS)[number];

/** Demo accounts seeded even when fewer simulated drivers run, so `npm run simulate` has accounts to use. */
export const FLEET_SEED_MIN = 60;

type VehicleSlug = 'motorcycle' | 'tricycle' | 'car';
const VEHICLE_TYPE_IDS: Record<VehicleSlug, number> = { motorcycle: 1, car: 2, tricycle: 3 };

// Half of the fleet in Puerto Princesa, the rest spread over the tourist towns.
const BRANCH_PATTERN = [2, 2, 3, 2, 4, 2, 8, 3, 2, 4];
const VEHICLE_PATTERN: VehicleSlug[] = [
  'motorcycle',
  'tricycle',
  'motorcycle',
  'motorcycle',
  'car',
  'tricycle',
  'motorcycle',
  'tricycle',
  'motorcycle',
  'car',
  'motorcycle',
  'motorcycle',
];

const FIRST_NAMES = [
  'Jomar',
  'Rodel',
  'Arnel',
  'Jerome',
  'Mark Anthony',
  'Reynaldo',
  'Ferdinand',
  'Christian',
  'Romeo',
  'Junrey',
  'Alvin',
  'Ronald',
  'Dennis',
  'Noel',
  'Rogelio',
  'Jayson',
  'Marvin',
  'Edwin',
  'Rico',
  'Danilo',
  'Ariel',
  'Joel',
  'Reymart',
  'Kristine',
  'Lorna',
  'Marites',
  'Jonel',
  'Bong',
  'Efren',
  'Nestor',
  'Ramil',
];
const SURNAMES = [
  'Dela Cruz',
  'Santos',
  'Reyes',
  'Garcia',
  'Mendoza',
  'Villanueva',
  'Ramos',
  'Castillo',
  'Bautista',
  'Aquino',
  'Fernandez',
  'Navarro',
  'Gonzales',
  'Manalo',
  'Lim',
  'Soriano',
  'Pascual',
  'Cabrera',
  'Dizon',
  'Magbanua',
  'Abrina',
  'Paredes',
  'Socrates',
  'Acosta',
  'Libres',
  'Rodriguez',
  'Ponce',
  'Alvarez',
  'Tan',
];
const VEHICLES: Record<VehicleSlug, { make: string; model: string }[]> = {
  motorcycle: [
    { make: 'Honda', model: 'Click 125i' },
    { make: 'Yamaha', model: 'Mio i 125' },
    { make: 'Honda', model: 'TMX Supremo 150' },
    { make: 'Suzuki', model: 'Raider R150 Fi' },
    { make: 'Yamaha', model: 'Sniper 155' },
    { make: 'Honda', model: 'Beat 110' },
  ],
  tricycle: [
    { make: 'Honda', model: 'TMX 155 (sidecar)' },
    { make: 'Kawasaki', model: 'Barako II 175' },
    { make: 'Suzuki', model: 'GD110 HU (sidecar)' },
    { make: 'Yamaha', model: 'YTX 125 (sidecar)' },
  ],
  car: [
    { make: 'Toyota', model: 'Vios' },
    { make: 'Mitsubishi', model: 'Mirage G4' },
    { make: 'Toyota', model: 'Innova' },
    { make: 'Honda', model: 'City' },
    { make: 'Suzuki', model: 'Ertiga' },
  ],
};
const BODY_COLORS = ['Red', 'Black', 'Blue', 'White', 'Gray', 'Silver', 'Matte Black', 'Pearl White'];
const TRIKE_COLORS = ['Blue', 'White', 'Green', 'Yellow'] as const;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const NOTES = [
  '',
  '',
  'Available for airport trips',
  'Can carry small luggage',
  '',
  'Knows the tourist spots',
];

export type FleetDriver = {
  n: number;
  email: string;
  phone: string;
  name: string;
  branchId: number;
  vehicle: VehicleSlug;
  vehicleTypeId: number;
  make: string;
  model: string;
  color: string;
  tricycleColor: (typeof TRIKE_COLORS)[number] | null;
  regNo: string;
  services: { ride: boolean; pautos: boolean; delivery: boolean };
  note: string;
};

export const fleetEmail = (n: number) => `sim-driver-${n}@example.com`;

function letters(seed: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += LETTERS[(seed * (7 + i * 5) + i * 11) % LETTERS.length];
  return out;
}

/** The n-th demo driver (n from 1), the same on every start so accounts and simulations line up. */
export function fleetDriver(n: number): FleetDriver {
  const i = n - 1;
  const vehicle = VEHICLE_PATTERN[i % VEHICLE_PATTERN.length];
  const models = VEHICLES[vehicle];
  const model = models[(i * 5 + Math.floor(i / models.length)) % models.length];
  const tricycleColor = vehicle === 'tricycle' ? TRIKE_COLORS[Math.floor(i / 2) % TRIKE_COLORS.length] : null;
  const digits = String(1000 + ((n * 7919) % 9000));
  const regNo =
    vehicle === 'car'
      ? `${letters(n, 3)} ${digits}`
      : vehicle === 'tricycle'
        ? `${letters(n, 2)} ${digits.slice(0, 3)}${letters(n + 3, 1)}`
        : `${digits.slice(0, 3)} ${letters(n, 3)}`;
  return {
    n,
    email: fleetEmail(n),
    phone: `+63917555${String(n).padStart(4, '0')}`,
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${SURNAMES[(i * 7 + Math.floor(i / FIRST_NAMES.length)) % SURNAMES.length]}`,
    branchId: BRANCH_PATTERN[i % BRANCH_PATTERN.length],
    vehicle,
    vehicleTypeId: VEHICLE_TYPE_IDS[vehicle],
    make: model.make,
    model: model.model,
    color: tricycleColor ?? BODY_COLORS[(i * 3) % BODY_COLORS.length],
    tricycleColor,
    regNo,
    services: {
      ride: true,
      pautos: vehicle !== 'car' && n % 3 === 0,
      delivery: vehicle === 'motorcycle' && n % 4 === 0,
    },
    note: NOTES[i % NOTES.length],
  };
}

/**
 * Demo driver accounts sim-driver-1..count@example.com (at least {@link FLEET_SEED_MIN}) with the driver
 * role and a vehicle. Idempotent: accounts that exist keep every change made to them.
 */
export async function seedFleet(db: pg.Pool, password: string, count: number): Promise<FleetDriver[]> {
  const total = Math.max(count, FLEET_SEED_MIN);
  const drivers = Array.from({ length: total }, (_, i) => fleetDriver(i + 1));
  const have = await existingEmails(
    db,
    drivers.map((d) => d.email),
  );
  const missing = drivers.filter((d) => !have.has(d.email));
  if (missing.length === 0) return drivers;
  const passwordHash = await hashPassword(password);
  await transaction(db, async (client) => {
    for (const driver of missing) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO users (code, name, email, phone, password_hash, branch_id, note, phone_verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now()) ON CONFLICT DO NOTHING RETURNING id`,
        [
          newReferralCode(),
          driver.name,
          driver.email,
          driver.phone,
          passwordHash,
          driver.branchId,
          driver.note,
        ],
      );
      const id = rows[0]?.id;
      if (!id) continue;
      await client.query(
        `INSERT INTO user_roles (user_id, role) VALUES ($1, 'driver') ON CONFLICT DO NOTHING`,
        [id],
      );
      await client.query(
        `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, vehicle_make, vehicle_model, color, reg_no,
                              tricycle_color, accepts_ride, accepts_pautos, accepts_delivery, sim_phone, rating)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
        [
          id,
          driver.branchId,
          driver.vehicleTypeId,
          driver.make,
          driver.model,
          driver.color,
          driver.regNo,
          driver.tricycleColor,
          driver.services.ride,
          driver.services.pautos,
          driver.services.delivery,
          driver.phone,
          4.5 + ((driver.n * 37) % 50) / 100,
        ],
      );
    }
  });
  return drivers;
}

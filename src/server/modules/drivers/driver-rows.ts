import { CONTACT_DRIVER_BRANCH_ID } from '@config/constants';
import type { OnlineDriver } from '@schemas/driver';
import type { DriverPosition } from '@/server/adapters/locations/port';
import { photoUrl } from '../accounts/account-view';
import type { Standing } from './standings';

/** A driver as the database holds it: the account, the vehicle, the services and the last row-kept position. */
export type DriverRow = {
  id: number;
  name: string;
  phone: string | null;
  sim_phone: string | null;
  upload_id: string | null;
  note: string;
  branch_id: number;
  branch_name: string | null;
  vehicle_type_id: number;
  vehicle_type: 'motorcycle' | 'tricycle' | 'car';
  vehicle_make: string;
  vehicle_model: string;
  color: string;
  tricycle_color: 'Blue' | 'White' | 'Green' | 'Yellow' | null;
  reg_no: string;
  rating: number;
  is_approved: boolean;
  is_online: boolean;
  accepts_ride: boolean;
  accepts_pautos: boolean;
  accepts_delivery: boolean;
  lat: number | null;
  lng: number | null;
  location_text: string;
  last_seen_at: Date | null;
};

export const DRIVER_SELECT = `
  SELECT u.id, u.name, u.phone, d.sim_phone, u.customizable_photo::text AS upload_id, u.note,
         d.branch_id, b.name AS branch_name, d.vehicle_type_id, vt.slug AS vehicle_type, d.vehicle_make,
         d.vehicle_model, d.color, d.tricycle_color, d.reg_no, d.rating, d.is_approved, d.is_online,
         d.accepts_ride, d.accepts_pautos, d.accepts_delivery, d.lat, d.lng, d.location_text, d.last_seen_at
    FROM drivers d
    JOIN users u ON u.id = d.user_id
    JOIN vehicle_types vt ON vt.id = d.vehicle_type_id
    LEFT JOIN branches b ON b.id = d.branch_id`;

export const servicesOf = (row: Pick<DriverRow, 'accepts_ride' | 'accepts_pautos' | 'accepts_delivery'>) => ({
  ride: row.accepts_ride,
  pautos: row.accepts_pautos,
  delivery: row.accepts_delivery,
});

export function vehicleIcon(slug: string): string {
  return `/vehicles/${slug}.svg`;
}

/** A driver as the public map shows it, at the live position, under the place name known for it. */
export function mapDriver(
  driver: DriverRow,
  position: DriverPosition,
  standing: Standing,
  location: string,
): OnlineDriver {
  return {
    id: driver.id,
    name: driver.name,
    // Only the branch whose drivers take calls from the map shows a number; nobody else's leaves the server.
    phone: driver.branch_id === CONTACT_DRIVER_BRANCH_ID ? (driver.sim_phone ?? driver.phone) : null,
    lat: position.lat,
    lng: position.lng,
    icon: vehicleIcon(driver.vehicle_type),
    vehicle_type: driver.vehicle_type,
    vehicle_make_model: [driver.vehicle_make, driver.vehicle_model].filter(Boolean).join(' '),
    color: driver.vehicle_type === 'tricycle' && driver.tricycle_color ? driver.tricycle_color : driver.color,
    customizable_photo: photoUrl(driver.upload_id),
    note: driver.note,
    branch_id: driver.branch_id,
    current_services: (['ride', 'pautos', 'delivery'] as const).filter((s) => servicesOf(driver)[s]),
    is_online: true,
    location: location || driver.location_text,
    rank: standing.rank ? { photo: standing.rank.photo, short_title: standing.rank.short_title } : null,
    leaderboardData: {
      ranking: standing.ranking,
      finished: standing.finished,
      photo: standing.rank?.photo ?? null,
      full_title: standing.rank?.full_title ?? null,
    },
  };
}

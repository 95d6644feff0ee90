/**
 * What the ride screens read from the API (money in centavos). Kept to the fields the screens use, with
 * optional fields where the server may leave them out, so a leaner answer never breaks a screen.
 */

import type { PricingResponse as ServerPricingResponse, VehiclePriceOption } from '@schemas/geo';

export type LatLng = { lat: number; lng: number };

/** The spec's Address object. */
export type Place = { text: string; subText: string; coords: LatLng };

export type GeoRoute = {
  distance_km: number;
  duration_min: number;
  polyline: LatLng[];
  /** The straight-line estimate: no road near an end. */
  estimated?: boolean;
};

/** One vehicle card: `fare` is the trip fare with markup, `total` is fare plus the web fee. */
export type PricingOption = VehiclePriceOption;
export type PricingResponse = ServerPricingResponse;

export type CouponCheck = { discount?: number; message?: string };

export type SavedAddress = {
  id: number;
  name: string;
  description?: string | null;
  address: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  latitude: number;
  longitude: number;
};

export type OrderRef = { id: number; code: string };

export type AvailabilityResult = {
  available_driver: boolean;
  pickup_charge_fee?: number | null;
  pickup_exceed_km?: number | null;
  pickup_distance_km?: number | null;
  message?: string | null;
};

export type BookingStatusEntry = { name: string; updated_at: string };

export type BookingVehicle = {
  reg_no?: string | null;
  color?: string | null;
  car_model?: { name?: string | null; car_make?: { name?: string | null } | null } | null;
  vehicle_type?: { name?: string | null; slug?: string | null } | null;
};

export type BookingDriver = {
  id: number;
  name: string;
  lat?: number | null;
  lng?: number | null;
  rating?: number | null;
  sim_phone?: string | null;
  customizable_photo?: string | null;
  vehicle?: BookingVehicle | null;
  vehicle_type?: { id?: number; name?: string | null; slug?: string | null } | null;
};

export type TripDetails = {
  eta?: number | string | null;
  km_distance?: number | null;
  pickup_distance?: number | null;
  pickup_exceed_km?: number | null;
  pickup_charge_fee?: number | null;
  original_pickup_latlng?: string | null;
  original_dropoff_latlng?: string | null;
};

export type TaxiOrder = {
  pickup_address: string;
  dropoff_address: string;
  pickup_latitude: number;
  pickup_longitude: number;
  dropoff_latitude: number;
  dropoff_longitude: number;
  driver_accept_latitude?: number | null;
  driver_accept_longitude?: number | null;
  is_quick_book?: boolean | number | null;
  note?: string | null;
  has_luggage?: boolean | number | null;
  luggage_fee?: number | null;
  web_fee?: number | null;
  vehicle_type?: { id?: number; name?: string | null; slug?: string | null } | null;
  trip_details?: TripDetails | null;
};

export type BookingDetails = {
  id: number;
  code: string;
  status: string;
  statuses?: BookingStatusEntry[];
  total: number;
  sub_total?: number | null;
  tip?: number | null;
  verification_code?: string | null;
  note?: string | null;
  cancelled_by_who?: string | null;
  reason?: string | null;
  created_at?: string;
  payment_method?: { id?: number; name?: string | null; photo?: string | null } | null;
  driver?: BookingDriver | null;
  user?: { id: number; name?: string | null } | null;
  taxi_order?: TaxiOrder | null;
  share_token?: string | null;
  /** Pending, and dispatch found nobody free at first: it keeps looking, and cancelling costs nothing. */
  still_looking?: boolean;
  is_pautos?: boolean;
  is_delivery?: boolean;
};

export type ChatMessage = {
  id: number;
  userId: number;
  text: string;
  timestamp: string;
  seenBy?: number[];
  client_id?: string | null;
  /** Set on messages this page sent and the server has not confirmed yet. */
  pending?: boolean;
  failed?: boolean;
};

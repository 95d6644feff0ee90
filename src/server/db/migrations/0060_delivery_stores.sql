-- Partner stores (the spec's partners / sub-affiliates), their terminals, menus with option groups and extras,
-- store staff, and delivery orders with their items. Money columns are whole centavos.

-- Store staff: a partner's own accounts, each scoped to one store (store_staff below).
ALTER TABLE user_roles DROP CONSTRAINT IF EXISTS user_roles_role_check;
ALTER TABLE user_roles ADD CONSTRAINT user_roles_role_check CHECK (role IN (
  'client', 'driver', 'admin', 'operations-manager', 'brp-partner-manager', 'area-operator', 'store-staff'));

CREATE TABLE stores (
  id serial PRIMARY KEY,
  branch_id integer NOT NULL DEFAULT 2 REFERENCES branches(id),
  public_name text NOT NULL CHECK (length(public_name) BETWEEN 1 AND 120),
  -- The store's handle (brp/delivery/store/@{handle}).
  username citext NOT NULL UNIQUE CHECK (username ~ '^[A-Za-z0-9_.-]{2,60}$'),
  category text NOT NULL DEFAULT 'Food' CHECK (length(category) BETWEEN 1 AND 60),
  description text NOT NULL DEFAULT '',
  logo_url text NOT NULL DEFAULT '',
  cover_url text NOT NULL DEFAULT '',
  hex_color text NOT NULL DEFAULT '#4c6c33' CHECK (hex_color ~ '^#[0-9a-fA-F]{6}$'),
  rating double precision NOT NULL DEFAULT 5 CHECK (rating BETWEEN 0 AND 5),
  eta text NOT NULL DEFAULT '20-30 mins',
  -- The store takes orders at all (a partner can pause); opening hours decide the rest.
  is_online boolean NOT NULL DEFAULT true,
  is_active boolean NOT NULL DEFAULT true,
  -- Opening hours, Asia/Manila: "HH:MM"; closes_at before opens_at means past midnight. open_days: 0 = Sunday.
  opens_at text NOT NULL DEFAULT '08:00' CHECK (opens_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  closes_at text NOT NULL DEFAULT '21:00' CHECK (closes_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  open_days integer[] NOT NULL DEFAULT '{0,1,2,3,4,5,6}',
  address_text text NOT NULL DEFAULT '',
  address_lat double precision NOT NULL CHECK (address_lat BETWEEN -90 AND 90),
  address_lng double precision NOT NULL CHECK (address_lng BETWEEN -180 AND 180),
  -- The partner's terminal (pickup point of its own riders): name, photo, phone, location.
  terminal_name text NOT NULL DEFAULT '',
  terminal_photo text NOT NULL DEFAULT '',
  terminal_phone text NOT NULL DEFAULT '',
  terminal_lat double precision CHECK (terminal_lat BETWEEN -90 AND 90),
  terminal_lng double precision CHECK (terminal_lng BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stores_branch ON stores (branch_id, id);

-- Every change to a partner: who (set with set_config('brp.actor_id', …, true) by the writer), when, before, after.
CREATE TABLE partner_changes (
  id bigserial PRIMARY KEY,
  store_id integer NOT NULL,
  actor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  before jsonb,
  after jsonb,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX partner_changes_store ON partner_changes (store_id, id);

CREATE FUNCTION partner_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('brp.actor_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO partner_changes (store_id, actor_user_id, action, after) VALUES (NEW.id, actor, 'create', to_jsonb(NEW));
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(OLD) - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at') THEN
      INSERT INTO partner_changes (store_id, actor_user_id, action, before, after)
      VALUES (NEW.id, actor, 'update', to_jsonb(OLD), to_jsonb(NEW));
    END IF;
    RETURN NEW;
  ELSE
    INSERT INTO partner_changes (store_id, actor_user_id, action, before) VALUES (OLD.id, actor, 'delete', to_jsonb(OLD));
    RETURN OLD;
  END IF;
END $$;
CREATE TRIGGER stores_changes AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION partner_changes_record();

-- The change log is append-only.
CREATE FUNCTION partner_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'partner_changes is append-only';
END $$;
CREATE TRIGGER partner_changes_no_edit BEFORE UPDATE OR DELETE ON partner_changes
  FOR EACH ROW EXECUTE FUNCTION partner_changes_append_only();

-- A store-staff account belongs to exactly one store.
CREATE TABLE store_staff (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_staff_store ON store_staff (store_id);

CREATE TABLE products (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '',
  image_url text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price >= 0),
  categories text[] NOT NULL DEFAULT '{}',
  -- How many extras a customer may tick at once ("Select up to N" when more than one).
  extras_max integer NOT NULL DEFAULT 1 CHECK (extras_max BETWEEN 1 AND 20),
  is_available boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_store ON products (store_id, sort_order, id);

-- Required option groups: the customer picks exactly one option of each.
CREATE TABLE product_option_groups (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX product_option_groups_product ON product_option_groups (product_id, sort_order, id);

CREATE TABLE product_options (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES product_option_groups(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX product_options_group ON product_options (group_id, sort_order, id);

-- Optional extras of a product, each with its own price.
CREATE TABLE product_extras (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX product_extras_product ON product_extras (product_id, sort_order, id);

-- A delivery booking's order at one store. The booking row holds the route, driver and booking status; the
-- delivery status (STORE-PARTNER-AGREE, …) and its history live in order_states and order_status_entries.
CREATE TABLE delivery_orders (
  booking_id integer PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id),
  order_sub_total integer NOT NULL CHECK (order_sub_total >= 0),
  delivery_fee integer NOT NULL CHECK (delivery_fee >= 0),
  total_budget integer NOT NULL CHECK (total_budget >= 0),
  payable_amount integer NOT NULL CHECK (payable_amount >= 0),
  payment_method text NOT NULL DEFAULT 'cash' CHECK (payment_method IN ('cash', 'e-wallet')),
  special_instructions text NOT NULL DEFAULT '',
  -- The flow asks the driver to check the customer's identity before going to the store.
  needs_identity_check boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_orders_store ON delivery_orders (store_id, booking_id DESC);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  product_id integer REFERENCES products(id) ON DELETE SET NULL,
  -- What the customer saw when ordering, kept even if the menu changes later.
  product_name text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  base_price integer NOT NULL CHECK (base_price >= 0),
  price_per_quantity integer NOT NULL CHECK (price_per_quantity >= 0),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  line_total integer NOT NULL CHECK (line_total >= 0),
  special_instructions text NOT NULL DEFAULT '',
  selected_required jsonb NOT NULL DEFAULT '[]',
  selected_extras jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX order_items_booking ON order_items (booking_id, position, id);


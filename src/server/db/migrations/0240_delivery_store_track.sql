-- A partner store accepts and prepares a delivery order as soon as it is placed, while a driver is found and
-- comes to the counter: the store's own progress (accepted, not enough cash, ready) is a second track beside
-- the driver's, kept in store_key. Orders of other services leave it empty.
ALTER TABLE order_states ADD COLUMN store_key text CHECK (store_key IS NULL OR length(store_key) BETWEEN 1 AND 60);

-- Orders under way when this arrives: the store's steps move to the store's track, and an order the driver
-- had handed over (STORE-DRIVER-SENT, a step that no longer exists) waits for the store at the counter.
UPDATE order_states
   SET store_key = CASE
         WHEN status_key IN ('STORE-PARTNER-AGREE', 'STORE-PARTNER-INSUFFICIENT', 'STORE-DRIVER-AGREE',
                             'STORE-PARTNER-READY', 'STORE-PARTNER-DISAGREE') THEN status_key
         WHEN status_key IN ('STORE-DRIVER-PURCHASED', 'DELIVERY-DRIVER-START', 'DELIVERY-DRIVER-ARRIVED',
                             'DELIVERY-DRIVER-COMPLETED') THEN 'STORE-PARTNER-READY'
         ELSE 'pending'
       END,
       status_key = CASE
         WHEN status_key IN ('STORE-DRIVER-SENT', 'STORE-PARTNER-AGREE', 'STORE-PARTNER-INSUFFICIENT',
                             'STORE-DRIVER-AGREE', 'STORE-PARTNER-READY', 'STORE-PARTNER-DISAGREE')
           THEN 'STORE-DRIVER-ARRIVED'
         ELSE status_key
       END
 WHERE service = 'delivery';

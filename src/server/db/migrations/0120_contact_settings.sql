-- The contact phone and the external forms were seeded with placeholders (a phone of zeros, the Facebook page
-- for every form). Placeholders that were never changed become empty: the Contact Us page leaves the line
-- out and the form addresses say "not available yet" until staff set them (demo mode fills sample values).
UPDATE app_settings SET value = ''
 WHERE (key = 'contact.phone' AND value = '+63 917 000 0000')
    OR (key IN ('external.coe', 'external.updateVehicle', 'external.raffle')
        AND value = 'https://www.facebook.com/brppalawan');

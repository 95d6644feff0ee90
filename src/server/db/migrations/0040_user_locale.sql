-- The language each account reads the product in: 'en' (English) or 'fil' (Filipino). Unset until the person
-- picks one; the browser's languages decide until then.

ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'fil'));

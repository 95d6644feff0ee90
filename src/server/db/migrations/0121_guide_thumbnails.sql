-- Every seeded guide showed its category's picture, so guides of one category looked alike. Each now has a
-- picture of its own (public/guides/{slug}.svg); guides whose picture staff changed keep theirs.
UPDATE guides SET thumbnail = '/guides/' || slug || '.svg'
 WHERE thumbnail = '/guides/' || lower(category) || '.svg'
   AND slug IN ('how-to-book-a-ride', 'how-to-book-pautos', 'how-to-order-delivery', 'how-to-cancel-a-booking',
                'how-to-call-or-text-a-driver', 'how-to-create-an-account', 'how-to-reset-your-password',
                'how-to-top-up-your-wallet', 'how-to-redeem-a-gift-code', 'how-to-earn-brp-points',
                'how-to-share-your-referral-code', 'how-to-become-a-brp-partner-driver', 'how-to-accept-a-booking',
                'how-to-generate-your-driver-id');

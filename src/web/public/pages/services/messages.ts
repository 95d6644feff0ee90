import { defineMessages } from '@/shared/i18n';

/** /services, /delivery and /pautos-delivery. */
export const serviceMessages = defineMessages(
  {
    SERVICES_TITLE: 'Our services',
    SERVICES_SUBTITLE: 'Rides, errands and deliveries across Palawan, from one app.',
    RIDE: 'Ride',
    RIDE_TEXT:
      'Motorcycle, tricycle and car rides in town and between barangays. Best rates in the app; booking on the website adds PHP {fee}.',
    BOOK_A_RIDE: 'Book a ride',
    SEE_PRICES: 'See prices',
    PAUTOS: 'Pautos',
    PAUTOS_TEXT:
      'Our driver buys what you need at the store of your choice with the budget you send, then brings it to you.',
    HOW_PAUTOS_WORKS: 'How Pautos works',
    BOOK_PAUTOS: 'Book Pautos',
    DELIVERY: 'Delivery',
    DELIVERY_TEXT:
      'Food and goods from BRP partner stores, prepared by the store and delivered by a BRP driver.',
    HOW_DELIVERY_WORKS: 'How delivery works',
    HOW_IT_WORKS: 'How it works',
    GOOD_TO_KNOW: 'Good to know',
    GET_THE_APP: 'Get the app',
    BECOME_PARTNER: 'Become a partner store',
    DELIVERY_INTRO:
      'Order food and goods from BRP partner stores near you. The store prepares your order and a BRP driver brings it to your door.',
    DELIVERY_STEP_1: 'Open the BRP app and tap Delivery.',
    DELIVERY_STEP_2: 'Choose a partner store and add products to your cart, with the options you like.',
    DELIVERY_STEP_3: 'Check your delivery address and the delivery fee, then place your order.',
    DELIVERY_STEP_4: 'The store prepares your order and the driver picks it up.',
    DELIVERY_STEP_5: 'Follow the driver on the map and pay in cash or from your wallet.',
    DELIVERY_FACT_1: 'The delivery fee is shown before you order.',
    DELIVERY_FACT_2: 'You can change the items while the store has not started preparing your order.',
    DELIVERY_FACT_3: 'Own a store? Partner with BRP and reach more customers: contact us.',
    PAUTOS_TITLE: 'Pautos & delivery',
    PAUTOS_INTRO:
      'Too busy to go out? Send a BRP driver to buy what you need at the store of your choice and deliver it to you.',
    PAUTOS_STEP_1: 'Book Pautos and enter the store address and your delivery address.',
    PAUTOS_STEP_2: 'List the items to buy, your estimated budget and any special instructions.',
    PAUTOS_STEP_3: 'Choose a vehicle: {vehicles}.',
    PAUTOS_STEP_4:
      'Send the budget when the driver asks, through one of the payment accounts shown, and upload your receipt.',
    PAUTOS_STEP_5: 'The driver buys your items and brings them to you with the receipt and your change.',
    PAUTOS_FACT_1: 'Pautos starts at {price} for each vehicle type; the fare depends on the distance.',
    PAUTOS_FACT_2:
      'If the store is closed or the item is out of stock, you choose another store, let the driver find one, or cancel.',
    PAUTOS_FACT_3: 'Chat with your driver in the app while they shop.',
  },
  {
    SERVICES_TITLE: 'Aming mga serbisyo',
    SERVICES_SUBTITLE: 'Sakay, pautos at delivery sa buong Palawan, sa iisang app.',
    RIDE: 'Ride',
    RIDE_TEXT:
      'Sakay sa motor, tricycle at kotse sa loob ng bayan at sa pagitan ng mga barangay. Pinakamura sa app; may dagdag na PHP {fee} kapag sa website nag-book.',
    BOOK_A_RIDE: 'Mag-book ng ride',
    SEE_PRICES: 'Tingnan ang presyo',
    PAUTOS: 'Pautos',
    PAUTOS_TEXT:
      'Bibilhin ng driver namin ang kailangan mo sa tindahang gusto mo gamit ang budget na ipinadala mo, tapos ihahatid niya sa iyo.',
    HOW_PAUTOS_WORKS: 'Paano gumagana ang Pautos',
    BOOK_PAUTOS: 'Mag-book ng Pautos',
    DELIVERY: 'Delivery',
    DELIVERY_TEXT:
      'Pagkain at paninda mula sa mga partner store ng BRP, inihahanda ng tindahan at inihahatid ng BRP driver.',
    HOW_DELIVERY_WORKS: 'Paano gumagana ang delivery',
    HOW_IT_WORKS: 'Paano ito gumagana',
    GOOD_TO_KNOW: 'Dapat mong malaman',
    GET_THE_APP: 'Kunin ang app',
    BECOME_PARTNER: 'Maging partner store',
    DELIVERY_INTRO:
      'Umorder ng pagkain at paninda sa mga partner store ng BRP na malapit sa iyo. Ihahanda ng tindahan ang order mo at ihahatid ito ng BRP driver hanggang pinto mo.',
    DELIVERY_STEP_1: 'Buksan ang BRP app at i-tap ang Delivery.',
    DELIVERY_STEP_2:
      'Pumili ng partner store at ilagay sa cart ang mga produkto, kasama ang mga option na gusto mo.',
    DELIVERY_STEP_3: 'Tingnan ang delivery address at delivery fee, tapos i-place ang order mo.',
    DELIVERY_STEP_4: 'Ihahanda ng tindahan ang order mo at kukunin ito ng driver.',
    DELIVERY_STEP_5: 'Sundan ang driver sa mapa at magbayad ng cash o gamit ang wallet mo.',
    DELIVERY_FACT_1: 'Makikita mo ang delivery fee bago ka umorder.',
    DELIVERY_FACT_2:
      'Puwede mo pang baguhin ang mga item habang hindi pa sinisimulang ihanda ng tindahan ang order mo.',
    DELIVERY_FACT_3: 'May tindahan ka? Mag-partner sa BRP para mas marami kang customer: kontakin kami.',
    PAUTOS_TITLE: 'Pautos at delivery',
    PAUTOS_INTRO:
      'Busy ka at hindi makalabas? Utusan ang BRP driver na bilhin ang kailangan mo sa tindahang gusto mo at ihatid ito sa iyo.',
    PAUTOS_STEP_1: 'Mag-book ng Pautos at ilagay ang address ng tindahan at ang delivery address mo.',
    PAUTOS_STEP_2: 'Ilista ang mga bibilhin, ang tantiyang budget mo at anumang bilin.',
    PAUTOS_STEP_3: 'Pumili ng sasakyan: {vehicles}.',
    PAUTOS_STEP_4:
      'Ipadala ang budget kapag hiningi ng driver, sa isa sa mga payment account na nakalista, at i-upload ang resibo mo.',
    PAUTOS_STEP_5: 'Bibilhin ng driver ang mga item mo at ihahatid sa iyo kasama ang resibo at sukli mo.',
    PAUTOS_FACT_1:
      'Nagsisimula ang Pautos sa {price} sa bawat uri ng sasakyan; nakadepende ang pasahe sa layo.',
    PAUTOS_FACT_2:
      'Kung sarado ang tindahan o ubos na ang item, puwede kang pumili ng ibang tindahan, hayaang maghanap ang driver, o i-cancel.',
    PAUTOS_FACT_3: 'Maka-chat mo ang driver sa app habang namimili siya.',
  },
);

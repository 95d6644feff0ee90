/**
 * Demo partner stores across the branches: eateries, grills, bakeries, coffee shops, sari-sari stores,
 * pharmacies and hardware stores, each with a menu of products with required option groups and extras.
 * Logos, covers and product photos are SVGs drawn by scripts/generate-store-art.ts from this same list.
 * Prices are in pesos here; the seed stores them in centavos.
 */

export type SeedOption = [name: string, pesos: number];
export type SeedProduct = {
  key: string;
  name: string;
  description: string;
  price: number;
  required?: { name: string; options: SeedOption[] }[];
  extras?: SeedOption[];
  extrasMax?: number;
};

export type StoreKind = 'eatery' | 'grill' | 'bakery' | 'coffee' | 'sari-sari' | 'pharmacy' | 'hardware';

export const KIND_LABELS: Record<StoreKind, string> = {
  eatery: 'Eatery',
  grill: 'Seafood & Grill',
  bakery: 'Bakery',
  coffee: 'Coffee & Milk Tea',
  'sari-sari': 'Sari-sari Store',
  pharmacy: 'Pharmacy',
  hardware: 'Hardware',
};

const RICE: { name: string; options: SeedOption[] } = {
  name: 'Rice',
  options: [
    ['Plain rice', 0],
    ['Garlic rice', 10],
  ],
};

export const MENUS: Record<StoreKind, SeedProduct[]> = {
  eatery: [
    {
      key: 'adobo',
      name: 'Chicken Adobo Rice Meal',
      description: 'Chicken braised in vinegar, soy sauce and garlic, with rice.',
      price: 95,
      required: [RICE],
      extras: [
        ['Extra rice', 15],
        ['Fried egg', 15],
        ['Lumpia (2 pcs)', 20],
      ],
      extrasMax: 2,
    },
    {
      key: 'sisig',
      name: 'Pork Sisig',
      description: 'Sizzling chopped pork with onions, chili and calamansi.',
      price: 120,
      required: [
        {
          name: 'Spice level',
          options: [
            ['Mild', 0],
            ['Spicy', 0],
            ['Extra spicy', 5],
          ],
        },
        RICE,
      ],
      extras: [['Fried egg on top', 15]],
    },
    {
      key: 'pancit',
      name: 'Pancit Canton',
      description: 'Stir-fried egg noodles with vegetables, pork and shrimp.',
      price: 80,
      required: [
        {
          name: 'Size',
          options: [
            ['Solo', 0],
            ['Bilao (good for 5)', 270],
          ],
        },
      ],
      extras: [
        ['Calamansi', 0],
        ['Extra shrimp', 35],
      ],
      extrasMax: 2,
    },
    {
      key: 'tinola',
      name: 'Tinolang Manok',
      description: 'Ginger chicken soup with green papaya and malunggay.',
      price: 110,
      required: [RICE],
    },
    {
      key: 'halo-halo',
      name: 'Halo-Halo',
      description: 'Shaved ice with sweet beans, fruits, milk and ube.',
      price: 75,
      required: [
        {
          name: 'Size',
          options: [
            ['Regular', 0],
            ['Large', 30],
          ],
        },
      ],
      extras: [
        ['Leche flan', 20],
        ['Ube ice cream', 25],
        ['Pinipig', 10],
      ],
      extrasMax: 3,
    },
  ],
  grill: [
    {
      key: 'tuna-panga',
      name: 'Grilled Tuna Panga',
      description: 'Tuna jaw grilled over coals, with soy-calamansi dip.',
      price: 260,
      required: [RICE],
      extras: [
        ['Atchara', 15],
        ['Extra dip', 10],
      ],
      extrasMax: 2,
    },
    {
      key: 'kinilaw',
      name: 'Kinilaw na Isda',
      description: 'Fresh fish cured in coconut vinegar with ginger and onion.',
      price: 180,
      required: [
        {
          name: 'Fish',
          options: [
            ['Tanigue', 0],
            ['Tuna', 20],
          ],
        },
      ],
    },
    {
      key: 'shrimp',
      name: 'Garlic Butter Shrimp',
      description: 'Local shrimp sautéed in garlic butter.',
      price: 240,
      required: [
        {
          name: 'Serving',
          options: [
            ['Half kilo', 0],
            ['One kilo', 220],
          ],
        },
      ],
      extras: [['Plain rice', 15]],
    },
    {
      key: 'liempo',
      name: 'Inihaw na Liempo',
      description: 'Grilled pork belly with vinegar dip.',
      price: 150,
      required: [RICE],
      extras: [
        ['Extra rice', 15],
        ['Ensaladang talong', 25],
      ],
      extrasMax: 2,
    },
  ],
  bakery: [
    {
      key: 'pandesal',
      name: 'Pandesal',
      description: 'Soft bread rolls, baked every morning.',
      price: 30,
      required: [
        {
          name: 'Pack',
          options: [
            ['10 pieces', 0],
            ['20 pieces', 28],
          ],
        },
      ],
      extras: [
        ['Kesong puti', 45],
        ['Peanut butter jar', 60],
      ],
      extrasMax: 2,
    },
    {
      key: 'ensaymada',
      name: 'Ensaymada',
      description: 'Brioche swirl with butter, sugar and cheese.',
      price: 35,
      required: [
        {
          name: 'Topping',
          options: [
            ['Classic cheese', 0],
            ['Ube', 10],
          ],
        },
      ],
    },
    {
      key: 'cassava-cake',
      name: 'Cassava Cake',
      description: 'Baked grated cassava with coconut milk custard.',
      price: 60,
      required: [
        {
          name: 'Size',
          options: [
            ['Slice', 0],
            ['Whole llanera', 140],
          ],
        },
      ],
    },
    {
      key: 'spanish-bread',
      name: 'Spanish Bread',
      description: 'Rolled bread with buttery sugar filling (5 pieces).',
      price: 40,
    },
  ],
  coffee: [
    {
      key: 'iced-coffee',
      name: 'Iced Spanish Latte',
      description: 'Espresso with milk and condensed milk over ice.',
      price: 110,
      required: [
        {
          name: 'Size',
          options: [
            ['Regular 16 oz', 0],
            ['Large 22 oz', 25],
          ],
        },
        {
          name: 'Sugar level',
          options: [
            ['25%', 0],
            ['50%', 0],
            ['100%', 0],
          ],
        },
      ],
      extras: [
        ['Extra shot', 30],
        ['Oat milk', 35],
      ],
      extrasMax: 2,
    },
    {
      key: 'milk-tea',
      name: 'Wintermelon Milk Tea',
      description: 'Black tea with milk and wintermelon syrup.',
      price: 95,
      required: [
        {
          name: 'Size',
          options: [
            ['Medio', 0],
            ['Grande', 20],
          ],
        },
        {
          name: 'Sugar level',
          options: [
            ['0%', 0],
            ['50%', 0],
            ['100%', 0],
          ],
        },
      ],
      extras: [
        ['Pearls', 15],
        ['Nata de coco', 15],
        ['Cream cheese', 25],
        ['Pudding', 20],
      ],
      extrasMax: 3,
    },
    {
      key: 'hot-chocolate',
      name: 'Tablea Hot Chocolate',
      description: 'Thick hot chocolate from local cacao tablea.',
      price: 90,
      extras: [['Marshmallows', 15]],
    },
    {
      key: 'turon',
      name: 'Turon',
      description: 'Banana and langka in crispy caramelised wrapper (2 pieces).',
      price: 45,
    },
  ],
  'sari-sari': [
    {
      key: 'rice-kilo',
      name: 'Rice, 1 kilo',
      description: 'Well-milled rice.',
      price: 52,
      required: [
        {
          name: 'Variety',
          options: [
            ['Sinandomeng', 0],
            ['Dinorado', 8],
          ],
        },
      ],
    },
    {
      key: 'eggs',
      name: 'Eggs',
      description: 'Fresh medium eggs.',
      price: 130,
      required: [
        {
          name: 'Pack',
          options: [
            ['Half tray (15)', 0],
            ['Full tray (30)', 120],
          ],
        },
      ],
    },
    {
      key: 'softdrink',
      name: 'Softdrink 1.5 L',
      description: 'Cold from the fridge.',
      price: 75,
      required: [
        {
          name: 'Flavour',
          options: [
            ['Cola', 0],
            ['Orange', 0],
            ['Lemon-lime', 0],
          ],
        },
      ],
      extras: [['Ice (1 bag)', 10]],
    },
    {
      key: 'noodles',
      name: 'Instant Pancit Canton',
      description: 'Instant noodles, pack of 6.',
      price: 96,
      required: [
        {
          name: 'Flavour',
          options: [
            ['Original', 0],
            ['Chilimansi', 0],
            ['Extra hot', 0],
          ],
        },
      ],
    },
    {
      key: 'water',
      name: 'Purified Water 6 L',
      description: 'Bottled purified drinking water.',
      price: 65,
    },
    {
      key: 'sardines',
      name: 'Sardines in Tomato Sauce',
      description: '155 g can.',
      price: 28,
      extras: [['Pandesal (5 pcs)', 15]],
    },
  ],
  pharmacy: [
    {
      key: 'paracetamol',
      name: 'Paracetamol 500 mg',
      description: 'For fever and mild pain. Read the label before use.',
      price: 25,
      required: [
        {
          name: 'Pack',
          options: [
            ['10 tablets', 0],
            ['20 tablets', 22],
          ],
        },
      ],
    },
    {
      key: 'vitamin-c',
      name: 'Vitamin C 500 mg',
      description: 'Ascorbic acid, 30 capsules.',
      price: 180,
    },
    {
      key: 'ors',
      name: 'Oral Rehydration Salts',
      description: 'Sachets to prepare oral rehydration solution (5 sachets).',
      price: 60,
    },
    {
      key: 'alcohol',
      name: 'Rubbing Alcohol 500 mL',
      description: '70% solution.',
      price: 85,
      required: [
        {
          name: 'Type',
          options: [
            ['Ethyl', 0],
            ['Isopropyl', 5],
          ],
        },
      ],
    },
    {
      key: 'face-mask',
      name: 'Face Masks',
      description: '3-ply disposable masks, box of 50.',
      price: 150,
    },
  ],
  hardware: [
    {
      key: 'nails',
      name: 'Common Wire Nails, 1 kilo',
      description: 'Galvanised nails for wood.',
      price: 90,
      required: [
        {
          name: 'Length',
          options: [
            ['2 inches', 0],
            ['3 inches', 5],
            ['4 inches', 10],
          ],
        },
      ],
    },
    {
      key: 'paint',
      name: 'Latex Paint 1 L',
      description: 'Water-based paint for walls.',
      price: 260,
      required: [
        {
          name: 'Colour',
          options: [
            ['White', 0],
            ['Sky blue', 15],
            ['Mint green', 15],
          ],
        },
      ],
      extras: [
        ['Paint brush 2"', 45],
        ['Roller set', 120],
      ],
      extrasMax: 2,
    },
    {
      key: 'bulb',
      name: 'LED Bulb',
      description: 'E27 base, daylight.',
      price: 95,
      required: [
        {
          name: 'Wattage',
          options: [
            ['9 W', 0],
            ['13 W', 30],
          ],
        },
      ],
    },
    {
      key: 'tape',
      name: 'Electrical Tape',
      description: 'PVC insulating tape, black.',
      price: 35,
    },
  ],
};

export type SeedStore = {
  username: string;
  name: string;
  kind: StoreKind;
  branchId: 2 | 3 | 4 | 7 | 8;
  /** Offset from the town centre in metres, east and north. */
  at: [east: number, north: number];
  address: string;
  hours: [opens: string, closes: string];
  color: string;
  rating: number;
  eta: string;
  terminal?: { name: string; phone: string; at: [number, number] };
};

/** Town centres the offsets start from (the branches' offices). */
export const TOWN_CENTRES: Record<SeedStore['branchId'], { lat: number; lng: number }> = {
  2: { lat: 9.7392, lng: 118.7353 },
  3: { lat: 11.1956, lng: 119.4191 },
  4: { lat: 11.9986, lng: 120.2043 },
  7: { lat: 9.2687, lng: 118.4067 },
  8: { lat: 10.53, lng: 119.26 },
};

const ALL_DAY: [string, string] = ['00:00', '00:00'];

export const SEED_STORES: SeedStore[] = [
  // Puerto Princesa
  {
    username: 'kusina-ni-lola-ising',
    name: 'Kusina ni Lola Ising',
    kind: 'eatery',
    branchId: 2,
    at: [120, 80],
    address: 'Rizal Avenue, Puerto Princesa',
    hours: ALL_DAY,
    color: '#4c6c33',
    rating: 4.8,
    eta: '20-30 mins',
    terminal: { name: 'Rizal Avenue terminal', phone: '+639171230001', at: [60, 40] },
  },
  {
    username: 'baywalk-grill',
    name: 'Baywalk Seafood Grill',
    kind: 'grill',
    branchId: 2,
    at: [-900, -350],
    address: 'Baywalk, Puerto Princesa',
    hours: ['10:00', '23:00'],
    color: '#246478',
    rating: 4.6,
    eta: '30-40 mins',
    terminal: { name: 'Baywalk terminal', phone: '+639171230002', at: [-850, -300] },
  },
  {
    username: 'panaderia-sta-monica',
    name: 'Panaderia Sta. Monica',
    kind: 'bakery',
    branchId: 2,
    at: [600, 1400],
    address: 'Sta. Monica, Puerto Princesa',
    hours: ['05:00', '20:00'],
    color: '#b5651d',
    rating: 4.7,
    eta: '15-25 mins',
  },
  {
    username: 'kape-palawenyo',
    name: 'Kape Palawenyo',
    kind: 'coffee',
    branchId: 2,
    at: [250, -150],
    address: 'Manalo Street, Puerto Princesa',
    hours: ['07:00', '22:00'],
    color: '#6f4e37',
    rating: 4.5,
    eta: '15-25 mins',
  },
  {
    username: 'aling-nenas-store',
    name: "Aling Nena's Sari-sari Store",
    kind: 'sari-sari',
    branchId: 2,
    at: [-300, 700],
    address: 'San Pedro, Puerto Princesa',
    hours: ['06:00', '22:00'],
    color: '#7cae41',
    rating: 4.4,
    eta: '15-20 mins',
  },
  {
    username: 'botika-ng-bayan-ppc',
    name: 'Botika ng Bayan Puerto',
    kind: 'pharmacy',
    branchId: 2,
    at: [40, -60],
    address: 'Valencia Street, Puerto Princesa',
    hours: ALL_DAY,
    color: '#2e7d32',
    rating: 4.9,
    eta: '20-30 mins',
    terminal: { name: 'Valencia Street terminal', phone: '+639171230007', at: [10, -20] },
  },
  {
    username: 'malvar-hardware',
    name: 'Malvar Hardware & Construction Supply',
    kind: 'hardware',
    branchId: 2,
    at: [-650, 150],
    address: 'Malvar Street, Puerto Princesa',
    hours: ['08:00', '17:00'],
    color: '#163042',
    rating: 4.3,
    eta: '30-45 mins',
  },
  {
    username: 'carinderia-san-jose',
    name: 'Carinderia San Jose',
    kind: 'eatery',
    branchId: 2,
    at: [1800, 3200],
    address: 'San Jose, Puerto Princesa',
    hours: ['06:00', '21:00'],
    color: '#8d6e63',
    rating: 4.5,
    eta: '25-35 mins',
  },
  {
    username: 'irawan-ihaw-ihaw',
    name: 'Irawan Ihaw-Ihaw',
    kind: 'grill',
    branchId: 2,
    at: [-2500, -2200],
    address: 'Irawan, Puerto Princesa',
    hours: ['16:00', '01:00'],
    color: '#c62828',
    rating: 4.6,
    eta: '30-40 mins',
  },
  {
    username: 'milktea-bancao',
    name: 'Bancao-Bancao Milk Tea Hub',
    kind: 'coffee',
    branchId: 2,
    at: [-1400, 400],
    address: 'Bancao-Bancao, Puerto Princesa',
    hours: ['10:00', '22:00'],
    color: '#9c27b0',
    rating: 4.2,
    eta: '20-30 mins',
  },
  {
    username: 'tiendesitas-mini-mart',
    name: 'Tiendesitas Mini Mart',
    kind: 'sari-sari',
    branchId: 2,
    at: [900, -900],
    address: 'Mandaragat, Puerto Princesa',
    hours: ALL_DAY,
    color: '#ef6c00',
    rating: 4.3,
    eta: '15-25 mins',
  },
  {
    username: 'farmacia-tiniguiban',
    name: 'Farmacia Tiniguiban',
    kind: 'pharmacy',
    branchId: 2,
    at: [2200, 1800],
    address: 'Tiniguiban, Puerto Princesa',
    hours: ['07:00', '21:00'],
    color: '#00897b',
    rating: 4.6,
    eta: '25-35 mins',
  },
  // El Nido
  {
    username: 'el-nido-lutong-bahay',
    name: 'El Nido Lutong Bahay',
    kind: 'eatery',
    branchId: 3,
    at: [80, 60],
    address: 'Calle Hama, El Nido',
    hours: ['06:00', '22:00'],
    color: '#4c6c33',
    rating: 4.7,
    eta: '20-30 mins',
    terminal: { name: 'Calle Hama terminal', phone: '+639171230013', at: [40, 20] },
  },
  {
    username: 'bacuit-bay-grill',
    name: 'Bacuit Bay Grill',
    kind: 'grill',
    branchId: 3,
    at: [-200, -120],
    address: 'Serena Street, El Nido',
    hours: ['11:00', '23:00'],
    color: '#246478',
    rating: 4.8,
    eta: '30-40 mins',
  },
  {
    username: 'corong-corong-bakery',
    name: 'Corong-Corong Bakery',
    kind: 'bakery',
    branchId: 3,
    at: [-900, -1300],
    address: 'Corong-Corong, El Nido',
    hours: ['05:30', '19:00'],
    color: '#b5651d',
    rating: 4.5,
    eta: '20-30 mins',
  },
  {
    username: 'lagoon-brew',
    name: 'Lagoon Brew Coffee',
    kind: 'coffee',
    branchId: 3,
    at: [150, -40],
    address: 'Rizal Street, El Nido',
    hours: ['07:00', '21:00'],
    color: '#6f4e37',
    rating: 4.6,
    eta: '15-25 mins',
  },
  {
    username: 'buena-suerte-store',
    name: 'Buena Suerte Sari-sari',
    kind: 'sari-sari',
    branchId: 3,
    at: [300, 250],
    address: 'Buena Suerte, El Nido',
    hours: ['06:00', '22:00'],
    color: '#7cae41',
    rating: 4.3,
    eta: '15-20 mins',
  },
  {
    username: 'el-nido-drugstore',
    name: 'El Nido Family Drugstore',
    kind: 'pharmacy',
    branchId: 3,
    at: [-60, 90],
    address: 'Real Street, El Nido',
    hours: ['07:00', '22:00'],
    color: '#2e7d32',
    rating: 4.7,
    eta: '20-30 mins',
  },
  {
    username: 'masagana-hardware-en',
    name: 'Masagana Hardware El Nido',
    kind: 'hardware',
    branchId: 3,
    at: [700, 900],
    address: 'Masagana, El Nido',
    hours: ['08:00', '17:00'],
    color: '#163042',
    rating: 4.2,
    eta: '30-45 mins',
  },
  // Coron
  {
    username: 'coron-kusina',
    name: 'Kusina sa Coron',
    kind: 'eatery',
    branchId: 4,
    at: [60, -40],
    address: 'Don Pedro Street, Coron',
    hours: ['06:00', '22:00'],
    color: '#4c6c33',
    rating: 4.6,
    eta: '20-30 mins',
    terminal: { name: 'Coron town terminal', phone: '+639171230020', at: [20, -10] },
  },
  {
    username: 'kayangan-grill',
    name: 'Kayangan Seafood Grill',
    kind: 'grill',
    branchId: 4,
    at: [-250, 100],
    address: 'Coron Public Market, Coron',
    hours: ['10:00', '22:00'],
    color: '#246478',
    rating: 4.7,
    eta: '30-40 mins',
  },
  {
    username: 'tapyas-bakeshop',
    name: 'Tapyas Bakeshop',
    kind: 'bakery',
    branchId: 4,
    at: [400, 350],
    address: 'Poblacion 3, Coron',
    hours: ['05:00', '20:00'],
    color: '#b5651d',
    rating: 4.4,
    eta: '20-25 mins',
  },
  {
    username: 'calamianes-cafe',
    name: 'Calamianes Café',
    kind: 'coffee',
    branchId: 4,
    at: [-120, -200],
    address: 'Real Street, Coron',
    hours: ['07:00', '21:00'],
    color: '#6f4e37',
    rating: 4.5,
    eta: '15-25 mins',
  },
  {
    username: 'tindahan-ni-mang-berto',
    name: 'Tindahan ni Mang Berto',
    kind: 'sari-sari',
    branchId: 4,
    at: [550, -450],
    address: 'Poblacion 5, Coron',
    hours: ['06:00', '21:00'],
    color: '#7cae41',
    rating: 4.3,
    eta: '15-20 mins',
  },
  {
    username: 'coron-botika',
    name: 'Coron Botika',
    kind: 'pharmacy',
    branchId: 4,
    at: [20, 130],
    address: 'National Highway, Coron',
    hours: ALL_DAY,
    color: '#2e7d32',
    rating: 4.8,
    eta: '20-30 mins',
  },
  {
    username: 'busuanga-builders',
    name: 'Busuanga Builders Depot',
    kind: 'hardware',
    branchId: 4,
    at: [-800, 600],
    address: 'Poblacion 6, Coron',
    hours: ['08:00', '17:00'],
    color: '#163042',
    rating: 4.1,
    eta: '30-45 mins',
  },
  // San Vicente
  {
    username: 'long-beach-eatery',
    name: 'Long Beach Eatery',
    kind: 'eatery',
    branchId: 8,
    at: [100, 50],
    address: 'Poblacion, San Vicente',
    hours: ['06:00', '21:00'],
    color: '#4c6c33',
    rating: 4.5,
    eta: '20-30 mins',
    terminal: { name: 'San Vicente port terminal', phone: '+639171230027', at: [50, 20] },
  },
  {
    username: 'port-barton-grill',
    name: 'Port Barton Grill',
    kind: 'grill',
    branchId: 8,
    at: [-300, -200],
    address: 'Port Barton Road, San Vicente',
    hours: ['10:00', '22:00'],
    color: '#246478',
    rating: 4.6,
    eta: '30-40 mins',
  },
  {
    username: 'sanvic-sari-sari',
    name: 'SanVic Sari-sari Store',
    kind: 'sari-sari',
    branchId: 8,
    at: [250, 300],
    address: 'New Agutaya, San Vicente',
    hours: ['06:00', '21:00'],
    color: '#7cae41',
    rating: 4.2,
    eta: '15-20 mins',
  },
  {
    username: 'san-vicente-pharmacy',
    name: 'San Vicente Pharmacy',
    kind: 'pharmacy',
    branchId: 8,
    at: [-80, 120],
    address: 'Poblacion, San Vicente',
    hours: ['07:00', '20:00'],
    color: '#2e7d32',
    rating: 4.6,
    eta: '20-30 mins',
  },
  // Narra
  {
    username: 'narra-home-cooking',
    name: 'Narra Home Cooking',
    kind: 'eatery',
    branchId: 7,
    at: [90, 70],
    address: 'Panacan, Narra',
    hours: ['06:00', '21:00'],
    color: '#4c6c33',
    rating: 4.5,
    eta: '20-30 mins',
    terminal: { name: 'Narra terminal', phone: '+639171230031', at: [40, 30] },
  },
  {
    username: 'narra-bakery',
    name: 'Panaderia de Narra',
    kind: 'bakery',
    branchId: 7,
    at: [-200, 150],
    address: 'Poblacion, Narra',
    hours: ['05:00', '19:00'],
    color: '#b5651d',
    rating: 4.4,
    eta: '20-25 mins',
  },
  {
    username: 'narra-agri-hardware',
    name: 'Narra Agri & Hardware',
    kind: 'hardware',
    branchId: 7,
    at: [400, -300],
    address: 'National Highway, Narra',
    hours: ['08:00', '17:00'],
    color: '#163042',
    rating: 4.3,
    eta: '30-45 mins',
  },
  {
    username: 'narra-botika',
    name: 'Botika ng Narra',
    kind: 'pharmacy',
    branchId: 7,
    at: [-60, -90],
    address: 'Poblacion, Narra',
    hours: ['07:00', '21:00'],
    color: '#2e7d32',
    rating: 4.7,
    eta: '20-30 mins',
  },
];

/** The demo store-staff account runs the first store (open all day, so the demo always has a store to order from). */
export const DEMO_STAFF_STORE = 'kusina-ni-lola-ising';

export function storeLogoUrl(username: string): string {
  return `/stores/logos/${username}.svg`;
}
export function storeCoverUrl(kind: StoreKind): string {
  return `/stores/covers/${kind}.svg`;
}
export function productImageUrl(key: string): string {
  return `/stores/products/${key}.svg`;
}

/** Metres east and north of a point, as latitude and longitude. */
export function offsetPoint(centre: { lat: number; lng: number }, [east, north]: [number, number]) {
  const lat = centre.lat + north / 111_320;
  const lng = centre.lng + east / (111_320 * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

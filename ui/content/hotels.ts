import type { Hotel, HotelDestinationKey } from '../../domain/hotels/hotel.js';

/**
 * docs/product.md §2 hotels block, §3 "Hotel": five hotels per destination key, best first (rank = position + 1).
 * Ratings and review counts are rounded editorial figures, not live review-site data.
 */

/**
 * The review site's search page for a hotel: its own page ids cannot be checked offline, and a search by name
 * and town always lands on the right hotel. The affiliate redirect wraps it (domain/affiliate/review-site-link.ts).
 */
const reviewPage = (query: string) => `https://www.tripadvisor.com/Search?q=${encodeURIComponent(query)}`;

type HotelInput = Omit<Hotel, 'reviewSiteUrl'>;

/** A hotel whose review page is found by its name and the town it is in. */
const hotelIn =
  (town: string) =>
  (fields: HotelInput): Hotel => ({ ...fields, reviewSiteUrl: reviewPage(`${fields.name} ${town}`) });

const laFortuna = hotelIn('La Fortuna');
const manuelAntonio = hotelIn('Manuel Antonio');
const monteverde = hotelIn('Monteverde');
const tamarindo = hotelIn('Tamarindo');
const uvita = hotelIn('Uvita');
const dominical = hotelIn('Dominical');
const jaco = hotelIn('Jaco');
const herradura = hotelIn('Herradura');
const puertoViejo = hotelIn('Puerto Viejo');
const papagayo = hotelIn('Papagayo');

export const HOTELS: Readonly<Record<HotelDestinationKey, readonly Hotel[]>> = {
  arenal: [
    laFortuna({
      name: 'Nayara Springs',
      rating: 5,
      reviewCount: 2140,
      priceRange: 'Luxury',
      description:
        'An adults-only retreat in the rainforest below Arenal Volcano, where every villa has its own plunge pool filled with natural hot-spring water.',
      features: ['Adults only', 'Private hot-spring plunge pools', 'Volcano views', 'Spa', 'Fine dining', 'Rainforest setting'],
      category: 'Resort',
    }),
    laFortuna({
      name: 'Tabacón Thermal Resort & Spa',
      rating: 4.5,
      reviewCount: 5310,
      priceRange: '$$$$',
      description:
        'A resort built around a naturally heated river flowing from Arenal Volcano, with cascades and pools set in tropical gardens.',
      features: ['Natural thermal river', 'Hot spring pools', 'Spa', 'Tropical gardens', 'Volcano views'],
      category: 'Resort',
    }),
    laFortuna({
      name: 'The Springs Resort & Spa',
      rating: 4.5,
      reviewCount: 3870,
      priceRange: '$$$$',
      description:
        'A hillside resort facing Arenal Volcano with a series of hot-spring pools, a spa and its own adventure centre on a private river.',
      features: ['Hot spring pools', 'Volcano views', 'Spa', 'Adventure centre', 'Wildlife sanctuary', 'Several restaurants'],
      category: 'Resort',
    }),
    laFortuna({
      name: 'Arenal Kioro Suites & Spa',
      rating: 4.5,
      reviewCount: 3420,
      priceRange: '$$$',
      description: 'Spacious suites with private balconies facing the volcano, a short drive from La Fortuna, with thermal pools on site.',
      features: ['Volcano-view suites', 'Thermal pools', 'Spa', 'Restaurant'],
      category: 'Resort',
    }),
    laFortuna({
      name: 'Hotel Lomas del Volcán',
      rating: 4.5,
      reviewCount: 2260,
      priceRange: '$$$',
      description: 'Wooden bungalows spread over gardens and pasture at the foot of Arenal Volcano, on the road to the national park.',
      features: ['Volcano-view bungalows', 'Gardens', 'Swimming pool', 'Restaurant'],
      category: 'Boutique Hotel',
    }),
  ],
  'manuel-antonio': [
    manuelAntonio({
      name: 'Arenas del Mar Beachfront & Rainforest Resort',
      rating: 5,
      reviewCount: 2870,
      priceRange: 'Luxury',
      description:
        'A rainforest resort that runs down to two beaches near Manuel Antonio National Park, known for its sustainability practices.',
      features: ['Beach access', 'Rainforest grounds', 'Wildlife on site', 'Spa', 'Two pools', 'Sustainable tourism certified'],
      category: 'Resort',
    }),
    manuelAntonio({
      name: 'Gaia Hotel & Reserve',
      rating: 5,
      reviewCount: 1960,
      priceRange: 'Luxury',
      description: 'An adults-only hotel with its own private nature reserve on the hill above Manuel Antonio, with ocean-view suites.',
      features: ['Adults only', 'Private nature reserve', 'Guided nature walks', 'Spa', 'Ocean views'],
      category: 'Boutique Hotel',
    }),
    manuelAntonio({
      name: 'Tulemar Resort',
      rating: 4.5,
      reviewCount: 2480,
      priceRange: '$$$$',
      description: 'Bungalows and villas scattered through a private rainforest that slopes down to a sheltered cove beach.',
      features: ['Private beach', 'Bungalows and villas', 'Kayaks and snorkel gear', 'Rainforest trails', 'Pools'],
      category: 'Villas',
    }),
    manuelAntonio({
      name: 'Hotel Sí Como No',
      rating: 4.5,
      reviewCount: 4120,
      priceRange: '$$$',
      description: 'A long-established eco-minded hotel on the Quepos–Manuel Antonio ridge, with an adults-only pool, a family pool and a small cinema.',
      features: ['Adults-only pool', 'Family pool', 'In-house cinema', 'Ocean views', 'Restaurants'],
      category: 'Boutique Hotel',
    }),
    manuelAntonio({
      name: 'Hotel Parador Resort & Spa',
      rating: 4.5,
      reviewCount: 3350,
      priceRange: '$$$',
      description: 'A large resort on its own headland between Quepos and Manuel Antonio, with wide views over the Pacific.',
      features: ['Ocean views', 'Spa', 'Several pools', 'Restaurants'],
      category: 'Resort',
    }),
  ],
  monteverde: [
    monteverde({
      name: 'Hotel Belmar',
      rating: 5,
      reviewCount: 2650,
      priceRange: '$$$$',
      description:
        'A chalet-style hotel on a hillside above Monteverde, looking west over the Gulf of Nicoya, with a kitchen supplied by its own farm.',
      features: ['Views over the Gulf of Nicoya', 'Farm-to-table restaurant', 'Spa', 'Bar'],
      category: 'Boutique Hotel',
    }),
    monteverde({
      name: 'Monteverde Lodge & Gardens',
      rating: 4.5,
      reviewCount: 1830,
      priceRange: '$$$$',
      description: 'A lodge in Santa Elena set in landscaped gardens and patches of forest, with guided walks through its grounds.',
      features: ['Gardens', 'Forest trails', 'Guided garden walks', 'Restaurant'],
      category: 'Eco-Lodge',
    }),
    monteverde({
      name: 'Senda Monteverde Hotel',
      rating: 4.5,
      reviewCount: 1240,
      priceRange: '$$$',
      description: 'A modern hotel with forest and valley views, within reach of Santa Elena and the cloud forest reserves.',
      features: ['Valley views', 'Forest trails', 'Restaurant', 'Bar'],
      category: 'Boutique Hotel',
    }),
    monteverde({
      name: 'Hotel Fonda Vela',
      rating: 4.5,
      reviewCount: 1510,
      priceRange: '$$$',
      description: 'A long-standing hotel on the road to the Monteverde Cloud Forest Reserve, one of the closest places to stay to its entrance.',
      features: ['Near the cloud forest reserve', 'Forest views', 'Restaurant'],
      category: 'Eco-Lodge',
    }),
    monteverde({
      name: 'Hotel Poco a Poco',
      rating: 4.5,
      reviewCount: 2930,
      priceRange: '$$$',
      description: 'A hotel on the edge of Santa Elena with a heated pool, a spa and an on-site restaurant.',
      features: ['Heated pool', 'Spa', 'Restaurant', 'Walk to Santa Elena'],
      category: 'Boutique Hotel',
    }),
  ],
  tamarindo: [
    tamarindo({
      name: 'Cala Luna Boutique Hotel & Villas',
      rating: 4.5,
      reviewCount: 1380,
      priceRange: '$$$$',
      description: 'Rooms and private-pool villas in gardens a short walk from Playa Langosta, just south of Tamarindo.',
      features: ['Villas with private pools', 'Near Playa Langosta', 'Spa', 'Restaurant', 'Gardens'],
      category: 'Boutique Hotel',
    }),
    tamarindo({
      name: 'Hotel Capitán Suizo',
      rating: 4.5,
      reviewCount: 1920,
      priceRange: '$$$',
      description: 'A beachfront hotel at the quiet south end of Tamarindo beach, whose gardens are often visited by howler monkeys.',
      features: ['Beachfront', 'Tropical gardens', 'Large pool', 'Spa', 'Restaurant'],
      category: 'Beach Hotel',
    }),
    tamarindo({
      name: 'Tamarindo Diria Beach Resort',
      rating: 4.5,
      reviewCount: 4870,
      priceRange: '$$$',
      description: 'A beachfront resort in the centre of Tamarindo, steps from the town’s restaurants and surf shops.',
      features: ['Beachfront', 'Several pools', 'Restaurants', 'Spa', 'Walk to town'],
      category: 'Resort',
    }),
    tamarindo({
      name: 'Witch’s Rock Surf Camp',
      rating: 4.5,
      reviewCount: 1640,
      priceRange: '$$',
      description: 'A surf hotel on Tamarindo beach offering lessons, board rental and surf packages for every level.',
      features: ['Beachfront', 'Surf lessons', 'Board rental', 'Pool', 'Bar and restaurant'],
      category: 'Surf Hotel',
    }),
    tamarindo({
      name: 'Hotel Jardín del Edén',
      rating: 4,
      reviewCount: 1150,
      priceRange: '$$$',
      description: 'A hillside hotel above Tamarindo with ocean-view rooms, a short walk down to the beach.',
      features: ['Ocean views', 'Pool', 'Restaurant'],
      category: 'Boutique Hotel',
    }),
  ],
  dominical: [
    uvita({
      name: 'Kurà Design Villas',
      rating: 5,
      reviewCount: 760,
      priceRange: 'Luxury',
      description:
        'An adults-only hotel of contemporary villas high in the hills above Uvita, looking over Marino Ballena National Park and its whale-tail sandbar.',
      features: ['Adults only', 'Ocean views', 'Infinity pool', 'Fine dining', 'Design architecture'],
      category: 'Villas',
    }),
    uvita({
      name: 'Oxygen Jungle Villas',
      rating: 5,
      reviewCount: 840,
      priceRange: '$$$$',
      description: 'Adults-only villas in the rainforest above Uvita, with ocean views and a pool looking out over the canopy.',
      features: ['Adults only', 'Jungle villas', 'Ocean views', 'Infinity pool', 'Restaurant'],
      category: 'Villas',
    }),
    dominical({
      name: 'Hotel Cuna del Angel',
      rating: 4.5,
      reviewCount: 1420,
      priceRange: '$$$',
      description: 'A boutique hotel in the hills between Dominical and Uvita, with ocean views, a spa and a restaurant.',
      features: ['Ocean views', 'Spa', 'Pool', 'Restaurant'],
      category: 'Boutique Hotel',
    }),
    uvita({
      name: 'Hotel Cristal Ballena',
      rating: 4.5,
      reviewCount: 980,
      priceRange: '$$$',
      description: 'A hillside boutique resort near Uvita with a large pool and views over the coast of Marino Ballena National Park.',
      features: ['Large pool', 'Ocean views', 'Spa', 'Restaurant'],
      category: 'Boutique Hotel',
    }),
    dominical({
      name: 'Hotel Roca Verde',
      rating: 4,
      reviewCount: 690,
      priceRange: '$$',
      description: 'A relaxed beachfront hotel just south of Dominical, with a pool, bar and restaurant facing the Pacific.',
      features: ['Beachfront', 'Pool', 'Bar and restaurant'],
      category: 'Beach Hotel',
    }),
  ],
  jaco: [
    herradura({
      name: 'Los Sueños Marriott Ocean & Golf Resort',
      rating: 4.5,
      reviewCount: 4530,
      priceRange: '$$$$',
      description:
        'A Spanish-colonial-style resort on Herradura Bay, a short drive north of Jacó, beside the Los Sueños marina and golf course.',
      features: ['Beachfront', 'Golf course', 'Marina', 'Large pool', 'Spa', 'Several restaurants'],
      category: 'Resort',
    }),
    jaco({
      name: 'Croc’s Casino Resort',
      rating: 4.5,
      reviewCount: 2980,
      priceRange: '$$$',
      description: 'A beachfront resort at the north end of Jacó with a casino, pools and ocean-view rooms.',
      features: ['Beachfront', 'Casino', 'Pools', 'Ocean views', 'Restaurants'],
      category: 'Resort',
    }),
    jaco({
      name: 'Hotel Club del Mar',
      rating: 4.5,
      reviewCount: 1370,
      priceRange: '$$$',
      description: 'Oceanfront rooms and condominium suites at the quiet south end of Jacó beach.',
      features: ['Oceanfront', 'Pool', 'Spa', 'Restaurant'],
      category: 'Beach Hotel',
    }),
    jaco({
      name: 'Hotel Pumilio',
      rating: 4.5,
      reviewCount: 720,
      priceRange: '$$$',
      description: 'A small, quiet hotel of suites set around a pool in Jacó.',
      features: ['Suites', 'Pool', 'Restaurant'],
      category: 'Boutique Hotel',
    }),
    jaco({
      name: 'Jaco Laguna Resort & Beach Club',
      rating: 4,
      reviewCount: 1180,
      priceRange: '$$$',
      description: 'A hillside resort above Jacó with ocean-view rooms and its own beach club.',
      features: ['Ocean views', 'Beach club', 'Pools', 'Restaurant'],
      category: 'Resort',
    }),
  ],
  'puerto-viejo': [
    puertoViejo({
      name: 'Le Cameleon Boutique Hotel',
      rating: 4.5,
      reviewCount: 1260,
      priceRange: '$$$$',
      description: 'An all-white design hotel across from Playa Cocles, with its own beach club on the Caribbean shore.',
      features: ['Beach club', 'Pool', 'Restaurant', 'Design rooms', 'Near Playa Cocles'],
      category: 'Boutique Hotel',
    }),
    puertoViejo({
      name: 'Hotel Aguas Claras',
      rating: 4.5,
      reviewCount: 690,
      priceRange: '$$$',
      description: 'Brightly painted Caribbean-style cottages in gardens at Playa Chiquita, between Puerto Viejo and Punta Uva.',
      features: ['Caribbean cottages', 'Near the beach', 'Gardens', 'Restaurant'],
      category: 'Boutique Hotel',
    }),
    puertoViejo({
      name: 'Cariblue Beach & Jungle Resort',
      rating: 4.5,
      reviewCount: 1730,
      priceRange: '$$$',
      description: 'Wooden bungalows in jungle gardens across the road from Playa Cocles, a short ride from Puerto Viejo.',
      features: ['Jungle bungalows', 'Near Playa Cocles', 'Pool', 'Gardens', 'Restaurant'],
      category: 'Resort',
    }),
    puertoViejo({
      name: 'Banana Azul',
      rating: 4.5,
      reviewCount: 1520,
      priceRange: '$$$',
      description: 'An adults-only beachfront hotel on Playa Negra, a walk along the shore from the centre of Puerto Viejo.',
      features: ['Adults only', 'Beachfront', 'Restaurant'],
      category: 'Beach Hotel',
    }),
    puertoViejo({
      name: 'Physis Caribbean Bed & Breakfast',
      rating: 4.5,
      reviewCount: 520,
      priceRange: '$$',
      description: 'A small bed and breakfast in the jungle near Playa Cocles, with a few rooms and a home-cooked breakfast.',
      features: ['Breakfast included', 'Jungle garden', 'Near Playa Cocles'],
      category: 'Bed & Breakfast',
    }),
  ],
  papagayo: [
    papagayo({
      name: 'Four Seasons Resort Costa Rica at Peninsula Papagayo',
      rating: 5,
      reviewCount: 2960,
      priceRange: 'Ultra-Luxury',
      description:
        'A resort on the tip of the Papagayo Peninsula between two beaches, with an Arnold Palmer-designed golf course and a large spa.',
      features: ['Two beaches', 'Arnold Palmer golf course', 'Spa', 'Several pools', 'Kids club', 'Fine dining', 'Private villas'],
      category: 'Resort',
    }),
    papagayo({
      name: 'Andaz Costa Rica Resort at Peninsula Papagayo',
      rating: 4.5,
      reviewCount: 2210,
      priceRange: 'Luxury',
      description: 'A Hyatt resort on the Papagayo Peninsula overlooking Culebra Bay, with a beach club, pools and a spa.',
      features: ['Bay views', 'Beach club', 'Spa', 'Pools', 'Restaurants'],
      category: 'Resort',
    }),
    papagayo({
      name: 'El Mangroove, Autograph Collection',
      rating: 4.5,
      reviewCount: 1890,
      priceRange: '$$$$',
      description: 'A contemporary beachfront hotel on Playa Panamá, in the calm waters of Culebra Bay.',
      features: ['Beachfront', 'Pools', 'Spa', 'Restaurants', 'Water sports'],
      category: 'Beach Hotel',
    }),
    papagayo({
      name: 'Secrets Papagayo Costa Rica',
      rating: 4.5,
      reviewCount: 5120,
      priceRange: '$$$$',
      description: 'An adults-only all-inclusive resort on Playa Arenilla in Culebra Bay.',
      features: ['Adults only', 'All-inclusive', 'Beachfront', 'Spa', 'Several restaurants'],
      category: 'Resort',
    }),
    papagayo({
      name: 'Hotel Riu Palace Costa Rica',
      rating: 4,
      reviewCount: 6840,
      priceRange: '$$$',
      description: 'A large all-inclusive beachfront resort on Playa Matapalo, on the Gulf of Papagayo.',
      features: ['All-inclusive', 'Beachfront', 'Pools', 'Restaurants'],
      category: 'Resort',
    }),
  ],
};

import type { PackageFormInput } from '@trip/shared/tour-packages/schemas';

/**
 * The demo catalogue: real places taken from the itinerary knowledge base (its attractions,
 * hotels and dishes), per-person rupee prices in line with what Indian agencies charge, and
 * day-wise plans. `imagePlaces` are drawn as the package's pictures, the first one featured.
 */
export type DemoPackage = PackageFormInput & {
  slug: string;
  imagePlaces: string[];
  views: number;
  ratingCount: number;
};

const day = (number: number, title: string, detail: string) => ({ day: number, title, detail });

export const demoPackages: DemoPackage[] = [
  {
    slug: 'goa-sun-sand-and-forts',
    title: 'Goa Sun, Sand & Forts',
    category: 'Beach',
    featured: true,
    shortDescription:
      'Four easy days in North Goa: Calangute and Baga beaches, Fort Aguada at sunset, the churches of Old Goa and a Mandovi river cruise.',
    description:
      '<p>Goa the way first-timers and returning fans both love it: beach mornings, <strong>Portuguese-era churches</strong>, forts on the cliffs and long seafood lunches.</p><h3>Why you will like it</h3><ul><li>Stay steps from Candolim beach</li><li>Old Goa heritage walk with a local guide</li><li>Sunset cruise on the Mandovi</li></ul>',
    pricing: { basePrice: 18_500, discountPercentage: 10 },
    travelDetails: { fromLocation: 'Mumbai', toLocation: 'Goa', duration: 4, maxTravelers: 12 },
    features: [
      'Beach-side resort in Candolim',
      'Private airport transfers',
      'Local guide in Old Goa',
    ],
    inclusions: [
      '3 nights at Lemon Tree Amarante Beach Resort, Candolim',
      'Daily breakfast',
      'Mandovi river sunset cruise',
      'All transfers and sightseeing by private car',
    ],
    exclusions: ['Flights or trains to Goa', 'Water sports', 'Lunches and dinners'],
    itinerary: [
      day(
        1,
        'Arrival and Candolim beach',
        'Pick-up from Goa airport (GOI) and check-in at Candolim. Evening on the sand, dinner of Goan Fish Curry Rice at a beach shack.',
      ),
      day(
        2,
        'North Goa beaches and forts',
        'Fort Aguada in the morning, then Calangute Beach and Baga Beach. Optional parasailing at Calangute/Baga. Sunset from Chapora Fort.',
      ),
      day(
        3,
        'Old Goa and Panaji',
        'Basilica of Bom Jesus and Se Cathedral in Old Goa, the Latin Quarter of Fontainhas and Our Lady of the Immaculate Conception Church in Panaji. Mandovi river sunset cruise.',
      ),
      day(
        4,
        'Anjuna and departure',
        'Browse the Anjuna Flea Market (Wednesdays) or relax at the resort, then drop at the airport.',
      ),
    ],
    tags: ['beach', 'goa', 'forts', 'nightlife'],
    metaTitle: 'Goa Beach Holiday Package: 4 Days',
    metaDescription:
      'Four days in North Goa with beach resort stay, Fort Aguada, Old Goa churches and a Mandovi sunset cruise. Breakfast and transfers included.',
    status: 'published',
    imagePlaces: ['Calangute Beach', 'Fort Aguada', 'Basilica of Bom Jesus'],
    views: 2140,
    ratingCount: 186,
  },
  {
    slug: 'kerala-backwaters-and-tea-hills',
    title: 'Kerala Backwaters & Tea Hills',
    category: 'Honeymoon',
    featured: true,
    shortDescription:
      'Fort Kochi, the tea hills of Munnar and a private overnight houseboat on Vembanad Lake: six unhurried days for couples.',
    description:
      '<p>From the Chinese fishing nets of Fort Kochi to the rolling tea estates of Munnar and a night afloat on the <strong>Alleppey backwaters</strong>, this is Kerala at its most romantic.</p><h3>Highlights</h3><ul><li>Private houseboat with all meals</li><li>Candle-lit dinner in Munnar</li><li>Kathakali performance in Kochi</li></ul>',
    pricing: { basePrice: 42_000, discountPercentage: 15 },
    travelDetails: {
      fromLocation: 'Kochi',
      toLocation: 'Alleppey',
      duration: 6,
      maxTravelers: 2,
      minTravelers: 2,
    },
    features: [
      'Private houseboat',
      'Honeymoon room decoration',
      'Private car with driver throughout',
    ],
    inclusions: [
      '2 nights at Forte Kochi, 2 nights at KTDC Tea County, Munnar',
      '1 night on a private houseboat (all meals)',
      'Daily breakfast',
      'Kathakali performance tickets',
    ],
    exclusions: ['Flights to Kochi', 'Entry to Eravikulam National Park', 'Personal expenses'],
    itinerary: [
      day(
        1,
        'Fort Kochi',
        'Arrive at Kochi (COK). Evening at the Chinese Fishing Nets and Fort Kochi Beach, dinner of Karimeen Pollichathu.',
      ),
      day(
        2,
        'Heritage Kochi',
        'St. Francis Church, Mattancherry Palace, the Paradesi Synagogue and Jew Town. Evening Kathakali performance at Kerala Kathakali Centre.',
      ),
      day(
        3,
        'Drive to Munnar',
        'Through spice country to Munnar, stopping at waterfalls on the way. Sunset at Pothamedu Viewpoint.',
      ),
      day(
        4,
        'Munnar tea country',
        'Eravikulam National Park (Rajamala), the Tata Tea Museum, Mattupetty Dam and Echo Point. Pedal boating at Kundala Lake.',
      ),
      day(
        5,
        'Houseboat on Vembanad Lake',
        'Drive to Alleppey and board your houseboat. Cruise the Kuttanad backwaters past paddy fields and villages; lunch, tea and dinner on board.',
      ),
      day(6, 'Departure', 'Breakfast on the houseboat, disembark and drive to Kochi airport.'),
    ],
    tags: ['kerala', 'houseboat', 'honeymoon', 'tea gardens'],
    metaTitle: 'Kerala Honeymoon: Kochi, Munnar, Alleppey',
    metaDescription:
      'Six-day Kerala honeymoon with Fort Kochi, Munnar tea estates and a private overnight houseboat on Vembanad Lake.',
    status: 'published',
    imagePlaces: ['Vembanad Lake', 'Munnar tea estates', 'Chinese Fishing Nets, Fort Kochi'],
    views: 1820,
    ratingCount: 142,
  },
  {
    slug: 'royal-rajasthan-jaipur-jodhpur-udaipur',
    title: 'Royal Rajasthan: Jaipur, Jodhpur & Udaipur',
    category: 'Cultural',
    featured: true,
    shortDescription:
      'The Pink City, the Blue City and the City of Lakes in eight days: Amber Fort, Mehrangarh, City Palace and a sunset boat on Lake Pichola.',
    description:
      '<p>Rajasthan’s three great royal cities in one journey, staying in <strong>heritage havelis</strong> and travelling by private car through the Aravallis.</p><h3>Included experiences</h3><ul><li>Jeep ride up to Amber Fort</li><li>Blue City walking tour in Jodhpur</li><li>Sunset boat ride on Lake Pichola</li></ul>',
    pricing: { basePrice: 56_000, discountPercentage: 12 },
    travelDetails: { fromLocation: 'Delhi', toLocation: 'Udaipur', duration: 8, maxTravelers: 8 },
    features: [
      'Heritage haveli stays',
      'Private air-conditioned car',
      'English-speaking guides in every city',
    ],
    inclusions: [
      '2 nights at Alsisar Haveli, Jaipur',
      '2 nights at Pal Haveli, Jodhpur',
      '3 nights at Jagat Niwas Palace, Udaipur',
      'Daily breakfast and one Rajasthani thali dinner',
      'Monument entry fees listed in the itinerary',
    ],
    exclusions: ['Flights or trains to Delhi', 'Camera fees at monuments', 'Tips'],
    itinerary: [
      day(
        1,
        'Delhi to Jaipur',
        'Drive from Delhi to Jaipur. Evening at Patrika Gate and a walk past Hawa Mahal.',
      ),
      day(
        2,
        'Jaipur forts and palaces',
        'Amber Fort, Jal Mahal, City Palace and Jantar Mantar. Dinner and folk show at Chokhi Dhani.',
      ),
      day(
        3,
        'Drive to Jodhpur',
        'Cross the Aravallis to Jodhpur. Sunset at the Clock Tower and Sardar Market.',
      ),
      day(
        4,
        'Jodhpur, the Blue City',
        'Mehrangarh Fort and Jaswant Thada in the morning, Blue City walking tour through Navchokiya and Brahmpuri, Toorji Ka Jhalra stepwell.',
      ),
      day(
        5,
        'Ranakpur on the way to Udaipur',
        'Drive to Udaipur via the Jain temples of Ranakpur. Evening at Ambrai Ghat.',
      ),
      day(
        6,
        'Udaipur palaces',
        'City Palace, Jagdish Temple and Bagore Ki Haveli, then a sunset boat ride on Lake Pichola to Jag Mandir.',
      ),
      day(
        7,
        'Lakes and gardens',
        'Saheliyon-ki-Bari, Fateh Sagar Lake and Sajjangarh (Monsoon) Palace. Dharohar folk dance show in the evening.',
      ),
      day(8, 'Departure', 'Drop at Udaipur airport (UDR) or railway station.'),
    ],
    tags: ['rajasthan', 'heritage', 'forts', 'palaces'],
    metaTitle: 'Royal Rajasthan Tour: Jaipur, Jodhpur, Udaipur',
    metaDescription:
      'Eight days across Jaipur, Jodhpur and Udaipur with heritage stays, private car, guides and a sunset boat ride on Lake Pichola.',
    status: 'published',
    imagePlaces: ['Amber Fort', 'Mehrangarh Fort', 'Lake Pichola'],
    views: 1675,
    ratingCount: 121,
  },
  {
    slug: 'ladakh-high-passes-adventure',
    title: 'Ladakh High Passes Adventure',
    category: 'Adventure',
    featured: true,
    shortDescription:
      'Seven days on the roof of India: Leh monasteries, Khardung La to the Nubra dunes, and a night by the blue waters of Pangong Tso.',
    description:
      '<p>Built around a slow start for <strong>acclimatisation</strong>, this trip climbs over Khardung La and Chang La to the Nubra Valley and Pangong Tso with an experienced Ladakhi driver.</p><h3>Good to know</h3><ul><li>Inner Line Permits arranged for you</li><li>Oxygen cylinder carried in the vehicle</li><li>Best from May to September</li></ul>',
    pricing: { basePrice: 48_500, discountPercentage: 8 },
    travelDetails: { fromLocation: 'Delhi', toLocation: 'Leh', duration: 7, maxTravelers: 6 },
    features: ['Acclimatisation day built in', 'Inner Line Permits', 'Local Ladakhi driver'],
    inclusions: [
      '4 nights at Hotel Lharimo, Leh',
      '1 night in a camp at Hunder, 1 night in a camp at Spangmik',
      'Breakfast and dinner daily',
      'SUV for all sightseeing',
    ],
    exclusions: ['Flights to Leh (IXL)', 'White-water rafting', 'Camel ride at Hunder'],
    itinerary: [
      day(
        1,
        'Arrive in Leh and rest',
        'Fly into Leh (IXL). Complete rest to acclimatise; short evening walk to Shanti Stupa if you feel well.',
      ),
      day(
        2,
        'Leh monasteries',
        'Shey Palace, Thiksey Monastery and Hemis Monastery. Evening in Leh market, dinner of Thukpa and Momos.',
      ),
      day(
        3,
        'Over Khardung La to Nubra',
        'Cross Khardung La to the Nubra Valley. Diskit Monastery and the Hunder Sand Dunes; optional double-humped Bactrian camel ride.',
      ),
      day(
        4,
        'Nubra to Pangong Tso',
        'Drive along the Shyok river to Pangong Tso. Sunset by the lake and overnight in a camp at Spangmik.',
      ),
      day(5, 'Back to Leh via Chang La', 'Morning at the lake, then over Chang La back to Leh.'),
      day(
        6,
        'Sham Valley',
        'Magnetic Hill, Gurudwara Pathar Sahib, the Indus–Zanskar confluence and Likir Monastery. Optional rafting on the Zanskar (Chilling to Nimmu).',
      ),
      day(7, 'Departure', 'Transfer to Leh airport for your flight home.'),
    ],
    tags: ['ladakh', 'mountains', 'road trip', 'monasteries'],
    metaTitle: 'Ladakh Adventure: Leh, Nubra, Pangong (7 Days)',
    metaDescription:
      'Seven days in Ladakh with acclimatisation, monasteries, Khardung La, Nubra Valley dunes and a night at Pangong Tso. Permits included.',
    status: 'published',
    imagePlaces: ['Pangong Tso', 'Thiksey Monastery', 'Hunder Sand Dunes'],
    views: 1540,
    ratingCount: 98,
  },
  {
    slug: 'andaman-islands-port-blair-havelock-neil',
    title: 'Andaman Islands: Port Blair, Havelock & Neil',
    category: 'Beach',
    shortDescription:
      'Turquoise water and white sand: Cellular Jail, Radhanagar Beach, snorkelling at Elephant Beach and the Natural Bridge at Neil Island.',
    description:
      '<p>Three islands, two ferry rides and some of India’s clearest water. Snorkel over coral, walk to the <strong>Natural Bridge</strong> and watch the sun go down over Radhanagar Beach.</p>',
    pricing: { basePrice: 52_000, discountPercentage: 10 },
    travelDetails: {
      fromLocation: 'Chennai',
      toLocation: 'Port Blair',
      duration: 6,
      maxTravelers: 10,
    },
    features: [
      'Private ferry tickets booked',
      'Snorkelling at Elephant Beach',
      'Beach-front stay on Havelock',
    ],
    inclusions: [
      '2 nights at Sinclairs Bayview Port Blair',
      '2 nights at Symphony Palms Beach Resort, Havelock',
      '1 night at Summer Sands Beach Resort, Neil Island',
      'Ferries between the islands',
      'Daily breakfast',
    ],
    exclusions: ['Flights to Port Blair', 'Scuba diving', 'Sea walk'],
    itinerary: [
      day(
        1,
        'Port Blair',
        'Arrive at Port Blair (IXZ). Corbyn’s Cove Beach, then the Cellular Jail light-and-sound show.',
      ),
      day(
        2,
        'Ross and North Bay islands',
        'Boat to Netaji Subhas Chandra Bose Dweep (Ross Island) and North Bay Island (Coral Island) for glass-bottom boats and snorkelling.',
      ),
      day(
        3,
        'Ferry to Havelock',
        'Morning ferry to Havelock Island. Afternoon and sunset at Radhanagar Beach (Beach No. 7).',
      ),
      day(
        4,
        'Elephant Beach',
        'Boat to Elephant Beach with snorkelling; evening at Kalapathar Beach.',
      ),
      day(
        5,
        'Neil Island',
        'Ferry to Neil Island. Natural Bridge at Laxmanpur Beach No. 2, sunset at Laxmanpur Beach No. 1.',
      ),
      day(
        6,
        'Back to Port Blair and home',
        'Sunrise at Sitapur Beach, ferry to Port Blair and transfer to the airport.',
      ),
    ],
    tags: ['andaman', 'islands', 'snorkelling', 'beach'],
    metaTitle: 'Andaman Package: Port Blair, Havelock, Neil',
    metaDescription:
      'Six days across Port Blair, Havelock and Neil Island with ferries, beach stays, snorkelling at Elephant Beach and the Cellular Jail show.',
    status: 'published',
    imagePlaces: [
      'Radhanagar Beach',
      'Natural Bridge, Neil Island',
      'Cellular Jail National Memorial',
    ],
    views: 1210,
    ratingCount: 87,
  },
  {
    slug: 'ranthambore-tiger-safari-weekend',
    title: 'Ranthambore Tiger Safari Weekend',
    category: 'Wildlife',
    shortDescription:
      'Three days, three jungle safaris in Ranthambore National Park, with the 10th-century Ranthambore Fort and the Trinetra Ganesh Temple.',
    description:
      '<p>Ranthambore is one of the best places in India to see a <strong>wild tiger</strong>. Three shared gypsy safaris across different zones give you the best odds.</p>',
    pricing: { basePrice: 16_500, discountPercentage: 0 },
    travelDetails: {
      fromLocation: 'Jaipur',
      toLocation: 'Ranthambore',
      duration: 3,
      maxTravelers: 6,
      travelClass: 'Economy',
    },
    features: ['Three gypsy safaris', 'Naturalist on every drive', 'Resort at the park edge'],
    inclusions: [
      '2 nights at Tiger Den Resort',
      'All meals',
      '3 gypsy safaris (per seat)',
      'Jaipur pick-up and drop',
    ],
    exclusions: ['Camera fees in the park', 'Canter upgrades'],
    itinerary: [
      day(
        1,
        'Jaipur to Ranthambore',
        'Drive from Jaipur (about 3.5 hours). Afternoon gypsy safari in Zones 1–5.',
      ),
      day(
        2,
        'Safari and fort',
        'Dawn safari, then Ranthambore Fort and the Trinetra Ganesh Temple. Evening visit to Dastkar Ranthambhore craft centre.',
      ),
      day(
        3,
        'Last safari and return',
        'Final morning safari in Zones 6–10, breakfast and drive back to Jaipur.',
      ),
    ],
    tags: ['tiger', 'safari', 'rajasthan', 'wildlife'],
    metaTitle: 'Ranthambore Tiger Safari: 3 Days from Jaipur',
    metaDescription:
      'A three-day Ranthambore weekend with three gypsy safaris, naturalists, all meals and a visit to Ranthambore Fort.',
    status: 'published',
    imagePlaces: ['Ranthambore National Park', 'Ranthambore Fort', 'Padam Talao'],
    views: 640,
    ratingCount: 44,
  },
  {
    slug: 'darjeeling-gangtok-family-holiday',
    title: 'Darjeeling & Gangtok Family Holiday',
    category: 'Family',
    shortDescription:
      'The toy train, Tiger Hill sunrise over Kanchenjunga, monasteries and Tsomgo Lake: a seven-day hill holiday for all ages.',
    description:
      '<p>A gentle-paced family trip through the Eastern Himalaya: the <strong>Darjeeling Himalayan Railway</strong>, tea gardens, monasteries and a snowy day at Tsomgo Lake.</p>',
    pricing: { basePrice: 38_000, discountPercentage: 10 },
    travelDetails: {
      fromLocation: 'Kolkata',
      toLocation: 'Gangtok',
      duration: 7,
      maxTravelers: 12,
    },
    features: ['Toy-train joy ride', 'Family rooms', 'Tsomgo Lake permits'],
    inclusions: [
      '3 nights at Dekeling Hotel, Darjeeling',
      '3 nights at Lemon Tree Hotel, Gangtok',
      'Daily breakfast and dinner',
      'All transfers from Bagdogra (IXB)',
    ],
    exclusions: [
      'Flights to Bagdogra',
      'Nathu La permit (Indian nationals only, extra)',
      'Yak ride',
    ],
    itinerary: [
      day(
        1,
        'Bagdogra to Darjeeling',
        'Pick-up from Bagdogra (IXB) and drive up to Darjeeling. Evening at Chowrasta and the Mall.',
      ),
      day(
        2,
        'Tiger Hill and the toy train',
        'Tiger Hill sunrise, Ghoom Monastery and Batasia Loop. Afternoon toy-train joy ride to Ghoom.',
      ),
      day(
        3,
        'Darjeeling sights',
        'Padmaja Naidu Himalayan Zoological Park, the Himalayan Mountaineering Institute and Happy Valley Tea Estate with a tea tasting.',
      ),
      day(
        4,
        'Darjeeling to Gangtok',
        'Drive along the Teesta to Gangtok. Evening stroll on MG Marg.',
      ),
      day(
        5,
        'Tsomgo Lake',
        'Day trip to Tsomgo Lake and Baba Mandir; optional yak ride at the lake.',
      ),
      day(
        6,
        'Gangtok monasteries',
        'Rumtek Monastery, Do Drul Chorten, the Namgyal Institute of Tibetology and the Gangtok Ropeway.',
      ),
      day(7, 'Departure', 'Drive back to Bagdogra for your flight.'),
    ],
    tags: ['darjeeling', 'sikkim', 'toy train', 'family'],
    metaTitle: 'Darjeeling Gangtok Family Package: 7 Days',
    metaDescription:
      'Seven days in Darjeeling and Gangtok with the toy train, Tiger Hill sunrise, tea estates, monasteries and a day at Tsomgo Lake.',
    status: 'published',
    imagePlaces: ['Tiger Hill', 'Batasia Loop', 'Tsomgo Lake'],
    views: 905,
    ratingCount: 63,
  },
  {
    slug: 'dubai-city-lights-and-desert-safari',
    title: 'Dubai City Lights & Desert Safari',
    category: 'International',
    featured: true,
    shortDescription:
      'Burj Khalifa at the top, the Dubai Fountain, a desert safari with BBQ dinner, a dhow cruise and a day in Abu Dhabi at the Grand Mosque.',
    description:
      '<p>Five days of skyline and sand. Stay in Downtown, ride to <strong>Burj Khalifa level 124</strong>, bash the dunes at dusk and see the Sheikh Zayed Grand Mosque in Abu Dhabi.</p><h3>Visa</h3><p>UAE tourist visa assistance included for Indian passport holders.</p>',
    pricing: { basePrice: 64_999, discountPercentage: 12 },
    travelDetails: { fromLocation: 'Mumbai', toLocation: 'Dubai', duration: 5, maxTravelers: 10 },
    features: ['Downtown hotel', 'UAE visa assistance', 'Shared transfers on every tour'],
    inclusions: [
      '4 nights at Rove Downtown',
      'Daily breakfast',
      'Burj Khalifa – At the Top tickets',
      'Desert safari with dune bashing and BBQ dinner',
      'Dhow dinner cruise, Dubai Marina',
      'Abu Dhabi day tour',
    ],
    exclusions: ['Return flights', 'UAE visa fee', 'Tourism Dirham fee paid at the hotel'],
    itinerary: [
      day(
        1,
        'Arrive in Dubai',
        'Transfer from Dubai airport (DXB) to Downtown. Evening at the Dubai Fountain show outside The Dubai Mall.',
      ),
      day(
        2,
        'Old and new Dubai',
        'Al Fahidi Historical Neighbourhood, an abra across the creek to the Deira Gold Souk, then Burj Khalifa – At the Top (Levels 124 & 125).',
      ),
      day(
        3,
        'Desert safari',
        'Morning free (Museum of the Future or Dubai Frame). Afternoon desert safari with dune bashing and BBQ dinner.',
      ),
      day(
        4,
        'Abu Dhabi',
        'Day tour to Abu Dhabi: Sheikh Zayed Grand Mosque, Louvre Abu Dhabi and the BAPS Hindu Mandir. Dhow dinner cruise at Dubai Marina.',
      ),
      day(5, 'Departure', 'Last-minute shopping and transfer to the airport.'),
    ],
    tags: ['dubai', 'uae', 'desert safari', 'shopping'],
    metaTitle: 'Dubai Package from Mumbai: 5 Days',
    metaDescription:
      'Five days in Dubai with Burj Khalifa, desert safari, dhow cruise and an Abu Dhabi day tour. Downtown hotel and visa assistance included.',
    status: 'published',
    imagePlaces: ['Burj Khalifa', 'Dubai desert safari', 'Dubai Fountain'],
    views: 1960,
    ratingCount: 154,
  },
  {
    slug: 'bali-honeymoon-ubud-and-seminyak',
    title: 'Bali Honeymoon: Ubud & Seminyak',
    category: 'Honeymoon',
    shortDescription:
      'Rice terraces and temples in Ubud, sunsets at Tanah Lot and Uluwatu, and beach days in Seminyak: six days in Bali for two.',
    description:
      '<p>Start among the jungle and rice fields of <strong>Ubud</strong>, then move to the beach in Seminyak. Includes a Kecak fire dance at Uluwatu and a floating breakfast.</p>',
    pricing: { basePrice: 78_000, discountPercentage: 15 },
    travelDetails: {
      fromLocation: 'Delhi',
      toLocation: 'Bali',
      duration: 6,
      maxTravelers: 2,
      minTravelers: 2,
    },
    features: ['Pool villa in Ubud', 'Floating breakfast', 'Private driver'],
    inclusions: [
      '3 nights at Alaya Resort Ubud',
      '2 nights at W Bali - Seminyak',
      'Daily breakfast',
      'Kecak fire dance tickets',
      'Private transfers and sightseeing',
    ],
    exclusions: ['Flights to Denpasar (DPS)', 'Visa on arrival fee', 'Bali tourist levy'],
    itinerary: [
      day(
        1,
        'Arrive in Bali',
        'Private transfer from Denpasar (DPS) to Ubud. Evening walk through the Ubud Art Market and Ubud Palace (Puri Saren Agung).',
      ),
      day(
        2,
        'Ubud',
        'Tegallalang Rice Terrace, the jungle swing, Tirta Empul Temple and the Sacred Monkey Forest Sanctuary.',
      ),
      day(
        3,
        'Slow morning, ridge walk',
        'Floating breakfast in your villa, then the Campuhan Ridge Walk. Balinese massage in the afternoon.',
      ),
      day(
        4,
        'Tanah Lot and Seminyak',
        'Move to Seminyak, stopping at Tanah Lot Temple for sunset.',
      ),
      day(
        5,
        'Uluwatu',
        'Beach morning at Seminyak Beach; evening at Uluwatu Temple for the Kecak fire dance.',
      ),
      day(6, 'Departure', 'Breakfast and transfer to the airport.'),
    ],
    tags: ['bali', 'honeymoon', 'indonesia', 'beach'],
    metaTitle: 'Bali Honeymoon Package: Ubud and Seminyak',
    metaDescription:
      'Six-day Bali honeymoon with a pool villa in Ubud, rice terraces, temples, a Kecak dance at Uluwatu and beach days in Seminyak.',
    status: 'published',
    imagePlaces: ['Tegallalang Rice Terrace', 'Tanah Lot Temple', 'Uluwatu Temple'],
    views: 1130,
    ratingCount: 76,
  },
  {
    slug: 'maldives-island-resort-escape',
    title: 'Maldives Island Resort Escape',
    category: 'Luxury',
    shortDescription:
      'Four nights at a North Malé Atoll resort with a water villa, all meals, a sunset dolphin cruise and a sandbank picnic.',
    description:
      '<p>Fly into Malé and take a speedboat to <strong>Centara Ras Fushi</strong>, with two nights in a beach villa and two in an over-water villa. All meals and selected drinks included.</p>',
    pricing: { basePrice: 1_45_000, discountPercentage: 10 },
    travelDetails: {
      fromLocation: 'Bengaluru',
      toLocation: 'Maldives',
      duration: 5,
      maxTravelers: 4,
      travelClass: 'Business',
    },
    features: ['Water villa', 'All-inclusive meals', 'Speedboat transfers'],
    inclusions: [
      '4 nights at Centara Ras Fushi Resort & Spa Maldives (2 beach villa, 2 water villa)',
      'All meals and selected drinks',
      'Return speedboat transfers from Malé',
      'Sunset dolphin cruise',
      'Sandbank picnic trip',
    ],
    exclusions: ['Return flights to Malé (MLE)', 'Green tax', 'Scuba diving'],
    itinerary: [
      day(
        1,
        'Malé to the resort',
        'Arrive at Malé (MLE) and cross to the resort by speedboat. Afternoon on the house reef.',
      ),
      day(2, 'Reef day', 'Guided snorkelling excursion; evening sunset dolphin cruise.'),
      day(
        3,
        'Water villa',
        'Move to your over-water villa. Spa afternoon and dinner on the jetty.',
      ),
      day(
        4,
        'Sandbank picnic',
        'Boat to a private sandbank for a picnic lunch; optional discover scuba dive.',
      ),
      day(5, 'Departure', 'Breakfast, speedboat to Malé and your flight home.'),
    ],
    tags: ['maldives', 'luxury', 'water villa', 'honeymoon'],
    metaTitle: 'Maldives Luxury Package: Water Villa, 5 Days',
    metaDescription:
      'Four nights at Centara Ras Fushi in the Maldives with a water villa, all meals, speedboat transfers, a dolphin cruise and a sandbank picnic.',
    status: 'published',
    imagePlaces: ['Maldives water villa', 'Banana Reef', 'Hulhumalé Beach'],
    views: 1385,
    ratingCount: 58,
  },
  {
    slug: 'varanasi-and-sarnath-spiritual-trail',
    title: 'Varanasi & Sarnath Spiritual Trail',
    category: 'Domestic',
    shortDescription:
      'Ganga aarti from a boat, a sunrise row past the ghats, Kashi Vishwanath and the Buddhist stupas of Sarnath in three days.',
    description:
      '<p>India’s oldest living city, seen from the river. Watch the evening <strong>Ganga aarti</strong> at Dashashwamedh Ghat, row past the ghats at dawn and visit Sarnath, where the Buddha first taught.</p>',
    pricing: { basePrice: 14_500, discountPercentage: 5 },
    travelDetails: { fromLocation: 'Delhi', toLocation: 'Varanasi', duration: 3, maxTravelers: 10 },
    features: ['Boat for the evening aarti', 'Sunrise rowing boat', 'Old city food walk'],
    inclusions: [
      '2 nights at Radisson Hotel Varanasi',
      'Daily breakfast',
      'Both boat rides',
      'Guide for Sarnath',
    ],
    exclusions: ['Trains or flights to Varanasi', 'Temple offerings'],
    itinerary: [
      day(
        1,
        'Arrive and evening aarti',
        'Arrive in Varanasi (VNS). Evening aarti viewed from a boat at Dashashwamedh Ghat.',
      ),
      day(
        2,
        'Ghats at dawn and the old city',
        'Sunrise rowing-boat ride from Assi Ghat past Manikarnika Ghat. Kashi Vishwanath Temple, then an old city food walk: Kachori Sabzi, Tamatar Chaat and Banarasi Paan.',
      ),
      day(
        3,
        'Sarnath',
        'Dhamek Stupa and the Sarnath Archaeological Museum, then transfer for your journey home.',
      ),
    ],
    tags: ['varanasi', 'ganga', 'spiritual', 'sarnath'],
    metaTitle: 'Varanasi and Sarnath Tour: 3 Days',
    metaDescription:
      'Three days in Varanasi with the Ganga aarti from a boat, a sunrise row past the ghats, Kashi Vishwanath, a food walk and Sarnath.',
    status: 'published',
    imagePlaces: ['Dashashwamedh Ghat', 'Dhamek Stupa, Sarnath', 'Assi Ghat'],
    views: 720,
    ratingCount: 51,
  },
  {
    slug: 'coorg-coffee-country-getaway',
    title: 'Coorg Coffee Country Getaway',
    category: 'Weekend Getaway',
    shortDescription:
      'A three-day weekend from Bengaluru among coffee estates: Abbey Falls, Raja’s Seat, Dubare Elephant Camp and the Golden Temple at Bylakuppe.',
    description:
      '<p>Swap the city for misty hills and the smell of coffee. Stay on a <strong>plantation resort</strong>, walk the estate and taste Kodava food.</p>',
    pricing: { basePrice: 12_999, discountPercentage: 5 },
    travelDetails: { fromLocation: 'Bengaluru', toLocation: 'Coorg', duration: 3, maxTravelers: 8 },
    features: ['Plantation stay', 'Coffee estate walk', 'Pick-up in Bengaluru'],
    inclusions: [
      '2 nights at Coorg International',
      'Breakfast and dinner',
      'Car from and to Bengaluru',
    ],
    exclusions: ['Lunches', 'River rafting'],
    itinerary: [
      day(
        1,
        'Bengaluru to Coorg',
        'Leave Bengaluru early; stop at Namdroling Monastery (Golden Temple), Bylakuppe and Dubare Elephant Camp. Sunset at Raja’s Seat.',
      ),
      day(
        2,
        'Falls and viewpoints',
        'Abbey Falls, Madikeri Fort and Omkareshwara Temple. Afternoon coffee plantation walk; dinner of Pandi Curry and Kadambuttu.',
      ),
      day(
        3,
        'Mandalpatti and home',
        'Early jeep safari to Mandalpatti Viewpoint, then drive back to Bengaluru.',
      ),
    ],
    tags: ['coorg', 'weekend', 'coffee', 'karnataka'],
    metaTitle: 'Coorg Weekend Getaway from Bengaluru',
    metaDescription:
      'A three-day Coorg weekend from Bengaluru with a plantation stay, Abbey Falls, Raja’s Seat, Dubare and a Mandalpatti jeep safari.',
    status: 'published',
    imagePlaces: ['Abbey Falls', 'Raja’s Seat', 'Coorg coffee plantation'],
    views: 860,
    ratingCount: 69,
  },
  {
    slug: 'rishikesh-rafting-and-yoga-break',
    title: 'Rishikesh Rafting & Yoga Break',
    category: 'Budget',
    shortDescription:
      'Rafting from Shivpuri, riverside camping, a morning yoga class and the Ganga aarti at Triveni Ghat, on a small budget.',
    description:
      '<p>A short, affordable break from Delhi: <strong>16 km of white water</strong>, a night in a riverside camp and a slower day of yoga, bridges and the evening aarti.</p>',
    pricing: { basePrice: 7_999, discountPercentage: 0 },
    travelDetails: {
      fromLocation: 'Delhi',
      toLocation: 'Rishikesh',
      duration: 3,
      maxTravelers: 15,
    },
    features: ['Rafting with certified guides', 'Riverside camp', 'Drop-in yoga class'],
    inclusions: [
      '1 night in a riverside camp, 1 night at GMVN Ganga Resort',
      'All meals at the camp, breakfast at the resort',
      'White-water rafting, Shivpuri to Rishikesh (16 km)',
      'Volvo bus from Delhi and back',
    ],
    exclusions: ['Bungee jump', 'Personal expenses'],
    itinerary: [
      day(
        1,
        'Delhi to the camp',
        'Overnight Volvo from Delhi, check in at the riverside camp near Shivpuri. Beach volleyball and a bonfire in the evening.',
      ),
      day(
        2,
        'Rafting and Rishikesh',
        'Morning rafting from Shivpuri to Rishikesh. Afternoon at Laxman Jhula, Ram Jhula and The Beatles Ashram; Ganga aarti at Triveni Ghat.',
      ),
      day(
        3,
        'Yoga and home',
        'Drop-in yoga class at an ashram, breakfast of Aloo Puri, then the bus back to Delhi.',
      ),
    ],
    tags: ['rishikesh', 'rafting', 'yoga', 'budget'],
    metaTitle: 'Rishikesh Rafting and Camping Package',
    metaDescription:
      'A three-day budget trip from Delhi to Rishikesh with 16 km rafting, a riverside camp, a yoga class and the Triveni Ghat aarti.',
    status: 'published',
    imagePlaces: ['Laxman Jhula', 'Triveni Ghat', 'Ganga rafting at Shivpuri'],
    views: 995,
    ratingCount: 112,
  },
  {
    slug: 'kaziranga-and-meghalaya-explorer',
    title: 'Kaziranga & Meghalaya Explorer',
    category: 'Wildlife',
    shortDescription:
      'One-horned rhinos in Kaziranga, Umiam Lake and Shillong, then the living root bridges and waterfalls of Cherrapunji: six days in the North-East.',
    description:
      '<p>Jeep and elephant safaris in <strong>Kaziranga</strong>, home of two-thirds of the world’s one-horned rhinos, followed by the clouds, caves and living root bridges of Meghalaya.</p>',
    pricing: { basePrice: 34_500, discountPercentage: 10 },
    travelDetails: {
      fromLocation: 'Guwahati',
      toLocation: 'Shillong',
      duration: 6,
      maxTravelers: 8,
    },
    features: [
      'Jeep and elephant safaris',
      'Local Khasi guide for the root bridge trek',
      'Private car from Guwahati',
    ],
    inclusions: [
      '2 nights at Wild Grass Lodge, Kaziranga',
      '2 nights at Hotel Polo Towers, Shillong',
      '1 night at Cherrapunjee Holiday Resort',
      'Breakfast and dinner daily',
      'Two safaris in Kaziranga',
    ],
    exclusions: ['Flights to Guwahati', 'Camera fees in the park'],
    itinerary: [
      day(
        1,
        'Guwahati to Kaziranga',
        'Drive from Guwahati to Kaziranga; evening tea-garden walk at Hatikhuli Tea Estate.',
      ),
      day(
        2,
        'Safaris',
        'Elephant safari at dawn in the Western (Bagori) Range, afternoon jeep safari in the Central (Kohora) Range.',
      ),
      day(
        3,
        'To Shillong',
        'Drive to Shillong via Umiam Lake. Evening at Police Bazaar; try Jadoh for dinner.',
      ),
      day(
        4,
        'Cherrapunji',
        'Elephant Falls and Shillong Peak, then Nohkalikai Falls, Seven Sisters Falls and Mawsmai Cave in Cherrapunji.',
      ),
      day(
        5,
        'Living root bridge',
        'Guided trek down to the Double Decker Living Root Bridge, Nongriat, and back; drive to Shillong.',
      ),
      day(
        6,
        'Departure',
        'Laitlum Canyons at sunrise if the sky is clear, then drive to Guwahati airport.',
      ),
    ],
    tags: ['kaziranga', 'meghalaya', 'rhino', 'north east'],
    metaTitle: 'Kaziranga and Meghalaya Tour: 6 Days',
    metaDescription:
      'Six days in Assam and Meghalaya with Kaziranga safaris, Shillong, Cherrapunji waterfalls and the Double Decker Living Root Bridge.',
    status: 'published',
    imagePlaces: [
      'Kaziranga one-horned rhino',
      'Double Decker Living Root Bridge, Nongriat',
      'Nohkalikai Falls',
    ],
    views: 580,
    ratingCount: 37,
  },
  {
    slug: 'singapore-family-fun',
    title: 'Singapore Family Fun',
    category: 'Family',
    shortDescription:
      'Universal Studios, Sentosa, the Night Safari and Gardens by the Bay: five days in Singapore that children and parents both enjoy.',
    description:
      '<p>Clean, safe and full of things to do: a day at <strong>Universal Studios Singapore</strong>, the Night Safari, Gardens by the Bay and Sentosa’s cable car and luge.</p>',
    pricing: { basePrice: 72_000, discountPercentage: 10 },
    travelDetails: {
      fromLocation: 'Chennai',
      toLocation: 'Singapore',
      duration: 5,
      maxTravelers: 8,
    },
    features: ['Family room', 'Theme-park tickets', 'Indian breakfast available'],
    inclusions: [
      '4 nights at Holiday Inn Express Singapore Clarke Quay',
      'Daily breakfast',
      'Universal Studios Singapore tickets',
      'Night Safari, Gardens by the Bay and Sentosa tickets',
      'Airport transfers',
    ],
    exclusions: ['Flights to Singapore', 'Singapore visa fee', 'Lunches and dinners'],
    itinerary: [
      day(
        1,
        'Arrive in Singapore',
        'Transfer from Changi to Clarke Quay. Evening Singapore River Cruise and Merlion Park.',
      ),
      day(
        2,
        'Gardens and the bay',
        'Gardens by the Bay (Flower Dome & Cloud Forest), Marina Bay Sands SkyPark Observation Deck; dinner in Little India.',
      ),
      day(3, 'Universal Studios', 'A full day at Universal Studios Singapore on Sentosa.'),
      day(
        4,
        'Sentosa and the Night Safari',
        'Singapore Cable Car Sky Network, Skyline Luge Sentosa and Siloso Beach. Evening at the Night Safari.',
      ),
      day(5, 'Departure', 'Chinatown & Buddha Tooth Relic Temple, then transfer to Changi.'),
    ],
    tags: ['singapore', 'family', 'theme parks', 'international'],
    metaTitle: 'Singapore Family Package: 5 Days',
    metaDescription:
      'Five days in Singapore for families with Universal Studios, Night Safari, Gardens by the Bay, Sentosa, breakfast and transfers.',
    status: 'published',
    imagePlaces: ['Gardens by the Bay', 'Marina Bay Sands', 'Sentosa'],
    views: 1090,
    ratingCount: 72,
  },
  {
    slug: 'bhutan-paro-thimphu-punakha',
    title: 'Bhutan: Paro, Thimphu & Punakha',
    category: 'International',
    shortDescription:
      'The Tiger’s Nest hike, the dzongs of Paro, Thimphu and Punakha and the Dochula Pass: six days in the Land of the Thunder Dragon.',
    description:
      '<p>Bhutan at a walking pace. Cross <strong>Dochula Pass</strong> to Punakha Dzong, see Buddha Dordenma over Thimphu and climb to Paro Taktsang on the last full day.</p><h3>Permits</h3><p>Entry permit for Indian nationals arranged; the Sustainable Development Fee is included.</p>',
    pricing: { basePrice: 58_000, discountPercentage: 8 },
    travelDetails: { fromLocation: 'Kolkata', toLocation: 'Paro', duration: 6, maxTravelers: 8 },
    features: ['Licensed Bhutanese guide', 'Entry permits', 'Farmhouse hot-stone bath'],
    inclusions: [
      '2 nights at Hotel Druk, Thimphu, 1 night in Punakha, 2 nights in Paro',
      'All meals',
      'Sustainable Development Fee',
      'Private vehicle and guide',
    ],
    exclusions: ['Flights to Paro (PBH)', 'Horse ride at Tiger’s Nest'],
    itinerary: [
      day(
        1,
        'Paro to Thimphu',
        'Fly into Paro (PBH), drive to Thimphu. Evening at the National Memorial Chorten.',
      ),
      day(
        2,
        'Thimphu',
        'Buddha Dordenma, Motithang Takin Preserve, Changangkha Lhakhang and Tashichho Dzong at dusk.',
      ),
      day(
        3,
        'Over Dochula to Punakha',
        'Dochula Pass with its 108 chortens, Punakha Dzong and the Punakha Suspension Bridge; walk to Chimi Lhakhang.',
      ),
      day(
        4,
        'Punakha to Paro',
        'Drive back to Paro. Rinpung Dzong, the National Museum of Bhutan (Ta Dzong) and Kyichu Lhakhang.',
      ),
      day(
        5,
        'Tiger’s Nest',
        'Hike to Paro Taktsang (Tiger’s Nest Monastery), about five hours return. Hot-stone bath (dotsho) at a farmhouse.',
      ),
      day(6, 'Departure', 'Transfer to Paro airport.'),
    ],
    tags: ['bhutan', 'himalaya', 'monasteries', 'international'],
    metaTitle: 'Bhutan Tour: Paro, Thimphu, Punakha (6 Days)',
    metaDescription:
      'Six days in Bhutan with Tiger’s Nest, Thimphu, Punakha Dzong and Dochula Pass. Permits, fees, guide and all meals included.',
    status: 'published',
    imagePlaces: ['Paro Taktsang (Tiger’s Nest Monastery)', 'Punakha Dzong', 'Buddha Dordenma'],
    views: 760,
    ratingCount: 41,
  },
];

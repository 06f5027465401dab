/** What a generated destination picture shows; derived from the words of a place name. */
export type TempleKind = 'shikhara' | 'gopuram' | 'stupa' | 'pagoda';

export type SceneFeatures = {
  mountains: boolean;
  snow: boolean;
  hills: boolean;
  desert: boolean;
  sea: boolean;
  lake: boolean;
  city: boolean;
  domes: boolean;
  fort: boolean;
  temple: TempleKind | undefined;
  palms: boolean;
  forest: boolean;
};

type Hint = Exclude<keyof SceneFeatures, 'temple'> | TempleKind;

function words(list: string): string[] {
  return list.split(',').map((word) => word.trim());
}

/*
 * Words that suggest a scene element: generic landscape words, then the destinations travellers
 * from India search most. A name can match several lists (Udaipur: lake and palace).
 */
const hintWords: Record<Hint, string[]> = {
  snow: words(
    'snow, ski, glacier, gulmarg, auli, leh, ladakh, spiti, manali, solang, rohtang, tawang, ' +
      'lachung, yumthang, zuluk, interlaken, switzerland, zermatt, kedarnath, badrinath, ' +
      'sonamarg, kashmir, everest, nubra, pangong, kufri',
  ),
  mountains: words(
    'mountain, mountains, mount, peak, himalaya, himalayas, himalayan, valley, pass, trek, ' +
      'shimla, kasol, pahalgam, srinagar, sikkim, gangtok, pelling, darjeeling, kalimpong, ' +
      'dharamshala, mcleodganj, kathmandu, pokhara, bhutan, thimphu, paro, uttarakhand, ' +
      'himachal, almaty, baku, mussoorie, chopta, bir, tirthan, kinnaur, chitkul, dalhousie',
  ),
  hills: words(
    'hill, hills, hillstation, munnar, ooty, kodaikanal, coorg, kodagu, chikmagalur, wayanad, ' +
      'mahabaleshwar, lonavala, matheran, shillong, cherrapunji, sohra, abu, saputara, ' +
      'pachmarhi, nilgiri, nilgiris, tea, estate, meghalaya, dawki, ziro, kandy, nainital, ' +
      'dehradun, kohima, aizawl, yercaud, araku, vagamon, ponmudi, lansdowne, kasauli, ' +
      'panchgani, sakleshpur, valparai, bhimtal, mirik',
  ),
  desert: words(
    'desert, dune, dunes, thar, jaisalmer, bikaner, kutch, rann, bhuj, dubai, abu dhabi, ' +
      'sharjah, oman, doha, qatar, pushkar, khuri, osian',
  ),
  sea: words(
    'beach, beaches, coast, coastal, sea, ocean, island, islands, bay, shore, cove, lagoon, ' +
      'marina, cruise, goa, kovalam, varkala, gokarna, puri, digha, diu, daman, alibaug, ' +
      'andaman, havelock, neil, port blair, lakshadweep, maldives, phuket, bali, krabi, ' +
      'pattaya, mauritius, seychelles, langkawi, kanyakumari, rameswaram, mahabalipuram, ' +
      'mamallapuram, pondicherry, puducherry, vizag, visakhapatnam, mumbai, chennai, kochi, ' +
      'cochin, mangaluru, mangalore, udupi, malpe, tarkarli, ganpatipule, dwarka, somnath, ' +
      'colombo, singapore, hong kong, gokarna, murudeshwar, marina, juhu, calangute, baga, ' +
      'palolem, anjuna, radhanagar, bentota, mirissa, boracay, zanzibar',
  ),
  lake: words(
    'lake, lakes, backwater, backwaters, river, ghat, ghats, dal lake, chilika, udaipur, ' +
      'nainital, bhimtal, kumarakom, alleppey, alappuzha, srinagar, bhopal, pokhara, pangong, ' +
      'tsomgo, loktak, varanasi, kashi, rishikesh, haridwar, ganga, ganges, prayagraj, sangam, ' +
      'majuli, brahmaputra, houseboat, waterfall, falls, dawki, umiam, vembanad, maheshwar, ' +
      'omkareshwar, hanoi, halong',
  ),
  city: words(
    'city, metro, downtown, skyline, market, bazaar, mall, mumbai, delhi, new delhi, ' +
      'bengaluru, bangalore, hyderabad, chennai, kolkata, pune, gurugram, gurgaon, noida, ' +
      'ahmedabad, dubai, singapore, hong kong, tokyo, kuala lumpur, bangkok, london, paris, new, ' +
      'york, chandigarh, indore, kochi, ho chi minh, shanghai, seoul, sydney, doha, colombo, ' +
      'nagpur, surat, vadodara, raipur',
  ),
  domes: words(
    'taj, mahal, mosque, masjid, dargah, dome, domes, tomb, minar, minaret, mughal, agra, ' +
      'lucknow, charminar, istanbul, bijapur, vijayapura, fatehpur, sikri, humayun, bibi, gol, ' +
      'gumbaz, abu dhabi, ajmer, aurangabad, bhopal, mandu, samarkand, golden temple, amritsar, ' +
      'delhi',
  ),
  fort: words(
    'fort, forts, fortress, qila, kila, palace, palaces, haveli, garh, jaipur, jodhpur, ' +
      'jaisalmer, chittorgarh, chittor, gwalior, orchha, golconda, amer, amber, mehrangarh, ' +
      'kumbhalgarh, rajasthan, ranthambore, bikaner, mysuru, mysore, udaipur, daulatabad, ' +
      'raigad, sinhagad, kolhapur, bundi, alwar, neemrana, jhansi, red fort, agra fort, datia, ' +
      'kangra, chanderi',
  ),
  shikhara: words(
    'temple, temples, mandir, shrine, khajuraho, konark, bhubaneswar, varanasi, kashi, ' +
      'somnath, dwarka, ujjain, mahakal, mathura, vrindavan, ayodhya, haridwar, rishikesh, ' +
      'kedarnath, badrinath, omkareshwar, deoghar, puri, jagannath, modhera, pushkar, nashik, ' +
      'shirdi, pandharpur, tirth, dham, char dham, vaishno, katra, kamakhya, guwahati, ' +
      'prayagraj, gaya',
  ),
  gopuram: words(
    'madurai, meenakshi, thanjavur, tanjore, rameswaram, kanchipuram, tirupati, tirumala, ' +
      'srirangam, tiruchirappalli, trichy, chidambaram, kumbakonam, tiruvannamalai, hampi, ' +
      'guruvayur, sabarimala, kovil, palani, mahabalipuram, mamallapuram, kanyakumari, belur, ' +
      'halebidu, udupi, murudeshwar, gokarna',
  ),
  stupa: words(
    'stupa, monastery, gompa, buddha, buddhist, bodh, sarnath, sanchi, rajgir, nalanda, leh, ' +
      'ladakh, hemis, thiksey, diskit, tabo, kaza, rumtek, pelling, tawang, mcleodganj, ' +
      'dharamshala, bylakuppe, kandy, lumbini',
  ),
  pagoda: words(
    'pagoda, wat, kathmandu, bhaktapur, patan, bhutan, thimphu, paro, punakha, tokyo, kyoto, ' +
      'japan, bangkok, chiang mai, hanoi, myanmar, yangon, bagan, seoul, ubud, china, beijing',
  ),
  palms: words(
    'palm, palms, coconut, tropical, kerala, goa, kovalam, varkala, alleppey, alappuzha, ' +
      'kumarakom, backwater, backwaters, kochi, cochin, andaman, havelock, lakshadweep, ' +
      'maldives, bali, phuket, krabi, mauritius, seychelles, langkawi, pondicherry, puducherry, ' +
      'gokarna, udupi, mangaluru, tarkarli, island, beach, beaches, kanyakumari, dubai, oasis, ' +
      'calangute, baga, palolem, bentota, mirissa, boracay, zanzibar, radhanagar',
  ),
  forest: words(
    'forest, forests, jungle, woods, national park, tiger, wildlife, safari, sanctuary, ' +
      'reserve, corbett, kanha, bandhavgarh, tadoba, pench, kaziranga, sundarbans, gir, sasan, ' +
      'periyar, thekkady, bandipur, nagarhole, silent valley, bastar, jagdalpur, satpura, ' +
      'dudhwa, manas, nameri, valley of flowers, chopta, munnar, coorg, wayanad, shillong, ' +
      'mawlynnong, trek, pine, deodar, cedar, bir, tirthan, chikmagalur, agumbe, dandeli, ' +
      'ranthambore',
  ),
};

const hints = Object.keys(hintWords) as Hint[];

/** Lower case, accents and punctuation gone, single spaces: "Mount  Abu!" → "mount abu". */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function emptyFeatures(): SceneFeatures {
  return {
    mountains: false,
    snow: false,
    hills: false,
    desert: false,
    sea: false,
    lake: false,
    city: false,
    domes: false,
    fort: false,
    temple: undefined,
    palms: false,
    forest: false,
  };
}

/** Scenes for names that carry no hint, so an unknown place still gets a pleasing picture. */
const fallbackScenes: Array<Partial<SceneFeatures>> = [
  { hills: true, forest: true, temple: 'shikhara' },
  { mountains: true, lake: true, forest: true },
  { sea: true, palms: true },
  { hills: true, fort: true },
  { mountains: true, snow: true, temple: 'stupa' },
  { lake: true, hills: true, domes: true },
  { desert: true, fort: true },
  { hills: true, lake: true, palms: true },
];

/** The scene for a name: its hints, reconciled so the layers compose into one landscape. */
export function findSceneFeatures(text: string, seed: number): SceneFeatures {
  const padded = ` ${normaliseName(text)} `;
  const found = new Set<Hint>(
    hints.filter((hint) => hintWords[hint].some((word) => padded.includes(` ${word} `))),
  );
  const features = emptyFeatures();
  for (const hint of found) {
    if (hint === 'shikhara' || hint === 'gopuram' || hint === 'stupa' || hint === 'pagoda') {
      features.temple ??= hint;
    } else {
      features[hint] = true;
    }
  }
  // A more specific temple style wins over the generic word "temple".
  for (const specific of ['gopuram', 'stupa', 'pagoda'] as const) {
    if (found.has(specific)) features.temple = specific;
  }
  if (found.size === 0) {
    Object.assign(features, fallbackScenes[seed % fallbackScenes.length]);
  }
  return reconcileFeatures(features);
}

function reconcileFeatures(features: SceneFeatures): SceneFeatures {
  const next = { ...features };
  if (next.snow) next.mountains = true;
  if (next.sea) next.lake = false;
  if (next.desert) {
    next.hills = false;
    next.forest = false;
    next.lake = false;
    next.snow = false;
    next.mountains = false;
  }
  if (next.palms && next.forest) {
    if (next.sea || next.lake) next.forest = false;
    else next.palms = false;
  }
  if (next.snow) next.palms = false;
  // Two landmarks at most, or the horizon turns into a catalogue.
  const landmarks = (['fort', 'temple', 'domes', 'city'] as const).filter((name) =>
    name === 'temple' ? next.temple !== undefined : next[name],
  );
  for (const extra of landmarks.slice(2)) {
    if (extra === 'temple') next.temple = undefined;
    else next[extra] = false;
  }
  return next;
}

const flagOrder = [
  'mountains',
  'snow',
  'hills',
  'desert',
  'sea',
  'lake',
  'city',
  'domes',
  'fort',
  'palms',
  'forest',
] as const;
const templeKinds: Array<TempleKind | undefined> = [
  undefined,
  'shikhara',
  'gopuram',
  'stupa',
  'pagoda',
];

/** 16 bits: one per element, three for the temple style. */
export function encodeSceneFeatures(features: SceneFeatures): number {
  let code = 0;
  flagOrder.forEach((flag, index) => {
    if (features[flag]) code |= 1 << index;
  });
  code |= templeKinds.indexOf(features.temple) << flagOrder.length;
  return code;
}

/** The features back from their code; undefined for a code no name could have produced. */
export function decodeSceneFeatures(code: number): SceneFeatures | undefined {
  if (!Number.isInteger(code) || code < 0 || code >= 1 << 16) return undefined;
  const temple = code >> flagOrder.length;
  if (temple >= templeKinds.length) return undefined;
  const features = emptyFeatures();
  flagOrder.forEach((flag, index) => {
    features[flag] = (code & (1 << index)) !== 0;
  });
  features.temple = templeKinds[temple];
  return features;
}

import type { BlogFormInput } from '@trip/shared/blog/schemas';

/**
 * The demo blog: six posts a traveller in India can use, with facts as they stood in 2025
 * (rules that change are dated and point to where to check them). `cover` is drawn as the
 * post's generated picture.
 */
export type DemoBlog = BlogFormInput & {
  slug: string;
  cover: { place: string; destination: string };
  createdAt: string;
};

export const DEMO_BLOG_AUTHOR = 'TripSutra Travel Desk';

export const demoBlogs: DemoBlog[] = [
  {
    slug: 'visa-free-and-e-visa-countries-for-indians-2025',
    title: 'Visa-free and e-visa countries for Indian passport holders (2025)',
    category: 'Travel News',
    cover: { place: 'Krabi island', destination: 'Thailand' },
    createdAt: '2025-06-20T05:30:00.000Z',
    excerpt:
      'Thailand, Malaysia, Mauritius, Nepal, Bhutan and more: where an Indian passport gets you in without a consulate visit, what each country still asks for, and the checks to do before you book.',
    tags: 'visa, international travel, passport, Thailand, Malaysia, budget trips',
    metaTitle: 'Visa-free and e-visa countries for Indians (2025)',
    metaDescription:
      'Where Indian passport holders can travel visa-free, on arrival or with an e-visa in 2025, and the arrival forms each country still asks for.',
    content: `
<p>An Indian passport opens more doors every year, and many of the most popular short-haul trips from India now need no embassy visit at all. Below is where things stood in mid-2025. Entry rules change often, sometimes with a few days' notice, so treat this as a starting list and confirm on the destination's official immigration site before you pay for tickets.</p>
<h2>No visa needed</h2>
<ul>
<li><strong>Nepal</strong>: Indian citizens need no visa or passport; a valid passport or a voter ID card is enough. Children can travel with school or birth documents.</li>
<li><strong>Bhutan</strong>: no visa, but you get an entry permit at the border or at Paro airport on showing a passport or voter ID. Indian visitors pay a Sustainable Development Fee of ₹1,200 per person per night.</li>
<li><strong>Thailand</strong>: visa-free stays of up to 60 days for tourism since July 2024. Since 1 May 2025 every arriving foreigner must fill in the online Thailand Digital Arrival Card (TDAC) within three days before arrival.</li>
<li><strong>Malaysia</strong>: visa-free stays of up to 30 days. Fill in the Malaysia Digital Arrival Card (MDAC) online within three days before you land.</li>
<li><strong>Mauritius</strong>: visa-free on arrival for tourists, with a return ticket and proof of where you are staying.</li>
<li><strong>Qatar</strong>: visa-free entry for up to 30 days, with a confirmed return ticket and a hotel booking.</li>
</ul>
<h2>Visa on arrival</h2>
<ul>
<li><strong>Maldives</strong>: a free 30-day visa on arrival for every nationality. Submit the IMUGA traveller declaration online within 96 hours before arrival and carry a confirmed resort or guesthouse booking.</li>
<li><strong>Indonesia (Bali)</strong>: a paid visa on arrival for 30 days, which can be bought online in advance as an e-VOA to skip the airport queue. Bali also charges a tourist levy, paid online or on arrival.</li>
</ul>
<h2>Apply online before you fly</h2>
<ul>
<li><strong>Sri Lanka</strong>: Indians get a free 30-day tourist visa; apply for the ETA online before travelling.</li>
<li><strong>Vietnam</strong>: an e-visa valid for up to 90 days, single or multiple entry, applied for on the official government portal. Beware look-alike agent sites that charge several times the fee.</li>
<li><strong>Kenya</strong>: an Electronic Travel Authorisation (ETA) for every visitor, applied for online.</li>
<li><strong>Singapore</strong>: Indians need a visa, issued as an e-visa through authorised agents, usually within a few working days.</li>
<li><strong>United Arab Emirates</strong>: an e-visa through airlines or agents; Indians holding a valid US visa or green card, or UK or EU residence, can get a visa on arrival instead.</li>
</ul>
<h2>Checks that apply everywhere</h2>
<ul>
<li>Your passport should be valid for at least <strong>six months</strong> after the day you land and have two blank pages. Renewals are booked on the <a href="https://www.passportindia.gov.in">Passport Seva</a> portal.</li>
<li>Carry a printed return ticket, your hotel bookings and a recent bank statement: visa-free does not mean questions-free.</li>
<li>Buy travel insurance with medical cover. It is mandatory for some countries and worth it for all of them.</li>
<li>Arrival cards are free on the official sites. Any site asking for a fee for the TDAC, MDAC or IMUGA is not the government.</li>
</ul>
<p>Want a trip planned around these rules? Browse our <a href="/packages">international packages</a> or ask the planner for an itinerary, and we will check the entry requirements again when you book.</p>`,
  },
  {
    slug: 'monsoon-proof-trips-india',
    title: 'Monsoon-proof trips: where to travel in India from June to September',
    category: 'Travel Tips',
    cover: { place: 'Valley of Flowers', destination: 'Uttarakhand' },
    createdAt: '2025-06-02T05:30:00.000Z',
    excerpt:
      'Rain-shadow deserts, flower valleys and lake palaces: the places that are at their best in the monsoon, and how to keep a rainy-season trip on track.',
    tags: 'monsoon, Ladakh, Spiti, Valley of Flowers, Udaipur, travel tips',
    metaTitle: 'Monsoon-proof trips in India (June to September)',
    metaDescription:
      'Where to travel in India during the monsoon, from Ladakh and Spiti to the Valley of Flowers and Udaipur, and how to plan around the rain.',
    content: `
<p>The south-west monsoon usually reaches Kerala around 1 June and covers the whole country by early July, before it starts withdrawing from Rajasthan in the second half of September. Four months is a long time to stay home. These trips are not just bearable in the rain: several of them are at their best.</p>
<h2>Go where the rain cannot reach</h2>
<h3>Ladakh and Spiti</h3>
<p>Both lie in the rain shadow of the Great Himalaya, so June to September is their main season: clear skies, open passes and lakes such as Pangong Tso and Chandratal at their bluest. The approach roads are the weak point. The Manali and Kinnaur routes cross monsoon country, so fly into Leh when you can, and keep a spare day for landslides if you drive.</p>
<h2>Go where the rain is the show</h2>
<h3>Valley of Flowers, Uttarakhand</h3>
<p>The national park, a UNESCO World Heritage Site together with Nanda Devi, is open from 1 June to 31 October, and the meadows are in full bloom in July and August. The walk starts near Govindghat, with a night at Ghangaria before the climb into the valley. Trails are muddy, so carry a rain jacket and shoes with grip.</p>
<h3>Udaipur, Rajasthan</h3>
<p>Rajasthan gets a short, gentle monsoon. Lake Pichola and Fateh Sagar fill up, the Aravalli hills turn green, and the Sajjangarh palace above the city, known as the Monsoon Palace, was built to watch the clouds roll in. Hotel rates are well below the winter peak.</p>
<h3>Kerala for Ayurveda</h3>
<p>The Malayalam month of Karkidakam (mid-July to mid-August) is the traditional season for Ayurvedic treatments, and many centres offer monsoon programmes. The backwaters are quiet and green, though houseboat cruising depends on the weather.</p>
<h2>Go where the rain comes later</h2>
<p>Pondicherry, Mahabalipuram and the Tamil Nadu coast receive most of their rain from the north-east monsoon in October to December, so July and August are relatively dry there: hot and humid, but good for temples, cafés and early-morning beaches.</p>
<h2>How to keep a monsoon trip on track</h2>
<ul>
<li>Check the colour-coded district warnings of the <a href="https://mausam.imd.gov.in">India Meteorological Department</a> before each travel day: yellow means be aware, orange be prepared, red take action.</li>
<li>The Konkan Railway runs a slower monsoon timetable, usually from 10 June to 31 October. Check your train's timings again if you booked before June.</li>
<li>Avoid driving in the hills after dark, and build one buffer day into any mountain itinerary.</li>
<li>Book refundable stays and buy travel insurance that covers cancellations caused by weather.</li>
<li>Pack a light rain jacket, quick-dry clothes, a dry bag for your phone and sandals that grip.</li>
<li>In Goa and along the west coast, stay out of the sea when lifeguards fly red flags: monsoon currents are strong.</li>
</ul>
<p>Tell our planner your dates and it will suggest routes that suit the season, or pick a ready-made <a href="/packages">package</a>.</p>`,
  },
  {
    slug: 'ladakh-permits-2025-guide',
    title: 'Ladakh permits in 2025: what Indian travellers actually need',
    category: 'Destination Guides',
    cover: { place: 'Pangong Tso', destination: 'Ladakh' },
    createdAt: '2025-05-12T05:30:00.000Z',
    excerpt:
      'No inner line permit for Indians since 2021, but there are still fees to pay, IDs to carry and rules for foreign friends. Plus the acclimatisation and SIM card advice nobody tells you.',
    tags: 'Ladakh, permits, Leh, Pangong Tso, Nubra Valley, road trips',
    metaTitle: 'Ladakh permits 2025: a guide for Indian travellers',
    metaDescription:
      'Do Indians need an inner line permit for Ladakh in 2025? The fees, IDs, foreigner permits, acclimatisation and SIM rules explained.',
    content: `
<p>Ladakh's permit rules changed in August 2021, yet old blog posts still tell travellers to queue at the Deputy Commissioner's office in Leh. Here is what applies now.</p>
<h2>Indian citizens: no inner line permit</h2>
<p>Since August 2021 Indian nationals no longer need an Inner Line Permit (ILP) to visit Ladakh's protected areas, which include Khardung La and the Nubra Valley, Turtuk, Pangong Tso, Tso Moriri and Hanle. What remains:</p>
<ul>
<li><strong>Fees</strong>: an environment fee of ₹300 and a Red Cross contribution of ₹100 per person, paid online through the Leh administration's portal (your hotel or taxi operator can do it for you). Carry the receipt.</li>
<li><strong>ID</strong>: every adult needs an original photo ID such as an Aadhaar card, passport or driving licence. Police check posts on the way to Nubra and Pangong note down your details.</li>
<li><strong>Off-limits areas</strong>: some villages right on the border remain closed to tourists. Your driver will know where the road ends for visitors.</li>
</ul>
<h2>Foreign nationals: protected area permit</h2>
<p>Foreign passport holders, including OCI cardholders, still need a Protected Area Permit (PAP) for the same areas. It is applied for through a registered travel agent in Leh and usually issued the same or the next day, so plan a day in Leh first. Keep several photocopies: check posts collect them.</p>
<h2>Acclimatise before you go higher</h2>
<p>Leh sits at about 3,500 m, Pangong Tso at about 4,250 m, and the road to Nubra crosses Khardung La at well over 5,000 m. Most altitude sickness in Ladakh comes from rushing.</p>
<ul>
<li>Spend your first <strong>48 hours</strong> in Leh resting, with only short walks.</li>
<li>Drink plenty of water and skip alcohol for the first days.</li>
<li>Headache, nausea or breathlessness at rest mean stop climbing. If symptoms get worse, go down.</li>
<li>Ask your doctor before the trip whether you should carry acetazolamide (Diamox).</li>
</ul>
<h2>Two practical surprises</h2>
<ul>
<li><strong>Phones</strong>: prepaid SIM cards from outside Jammu &amp; Kashmir and Ladakh do not work there. Carry a postpaid connection, and expect no signal in large parts of Nubra and Changthang.</li>
<li><strong>Vehicles</strong>: local taxi unions restrict sightseeing in rented vehicles from outside Ladakh. Rent your bike or car in Leh, or hire a local taxi for the circuits.</li>
</ul>
<h2>When to go</h2>
<p>June to September is the main season, when the high passes are open and the weather is settled. The Manali–Leh highway usually opens by June and closes with the first heavy snow in October or November; the Srinagar–Leh road over Zoji La opens earlier in spring. Check the Border Roads Organisation's updates before you drive.</p>
<p>See our <a href="/packages">Ladakh packages</a>, which include the fees and a paced itinerary with two nights in Leh before the high passes.</p>`,
  },
  {
    slug: 'packing-list-for-the-himalayas',
    title: 'Packing for the Himalayas: a layer-by-layer list',
    category: 'Travel Tips',
    cover: { place: 'Himalayan trek', destination: 'Manali' },
    createdAt: '2025-04-18T05:30:00.000Z',
    excerpt:
      'Mountain weather swings from sunburn to snow in an afternoon. What to wear, what to carry and what to leave at home for a road trip or a trek in the Himalayas.',
    tags: 'Himalayas, packing, trekking, Ladakh, Himachal, Uttarakhand',
    metaTitle: 'Himalayas packing list: layers, gear and health',
    metaDescription:
      'A practical packing list for Himalayan road trips and treks: clothing layers, footwear, sun protection, first aid and documents.',
    content: `
<p>Air cools by roughly 6.5 °C for every 1,000 m you climb, and the sun gets stronger at the same time. A day in the Himalayas can start frosty, turn into a sunburn by noon and end in sleet. The answer is not a bigger suitcase but layers you can add and remove.</p>
<h2>The three layers</h2>
<ul>
<li><strong>Base layer</strong>: thermal tops and leggings in merino wool or synthetic fabric. Avoid cotton, which stays wet and cold.</li>
<li><strong>Mid layer</strong>: a fleece jacket, plus a light down jacket for evenings and any trip above 3,000 m.</li>
<li><strong>Outer layer</strong>: a waterproof, windproof shell jacket with a hood, and rain trousers for treks.</li>
</ul>
<h2>Feet and hands</h2>
<ul>
<li>Ankle-high trekking shoes with a good grip, broken in before the trip. Never start a trek in new boots.</li>
<li>Three or four pairs of woollen or synthetic socks, and a pair of sandals for the evenings.</li>
<li>Gloves, a warm cap and a buff or scarf for dusty roads and cold wind.</li>
</ul>
<h2>Sun protection</h2>
<p>Ultraviolet radiation rises by about 10 percent with every 1,000 m of altitude, and snow reflects it back at you.</p>
<ul>
<li>Sunglasses with UV400 protection (glacier glasses for snow treks).</li>
<li>Sunscreen of SPF 50 and a lip balm with SPF.</li>
<li>A cap or a wide-brimmed hat.</li>
</ul>
<h2>Health kit</h2>
<ul>
<li>Your regular medicines for the whole trip, plus a few days extra in case roads close.</li>
<li>ORS sachets, paracetamol, an anti-allergy tablet, antiseptic cream and blister plasters.</li>
<li>Ask your doctor about acetazolamide (Diamox) if you are going above 3,000 m.</li>
<li>Above 3,000 m, avoid raising the altitude where you sleep by more than about 500 m a day, and take a rest day every three or four days.</li>
</ul>
<h2>Gadgets and documents</h2>
<ul>
<li>A power bank: cold drains batteries fast, so keep your phone in an inside pocket.</li>
<li>A head torch, because power cuts are common in mountain villages.</li>
<li>Photo ID and printed copies of permits and bookings. Carry cash, as ATMs are few beyond the district towns.</li>
<li>A postpaid SIM if you are heading to Ladakh, where prepaid cards from other states do not work.</li>
</ul>
<h2>Leave at home</h2>
<p>Jeans (heavy, cold once wet), more than one pair of heavy shoes, and single-use plastic. Carry a refillable bottle and bring your wrappers back down: the mountains have no rubbish collection.</p>
<p>Heading up soon? Our <a href="/packages">mountain packages</a> come with a paced itinerary and a checklist like this one.</p>`,
  },
  {
    slug: 'kerala-backwaters-first-timers-guide',
    title: "A first-timer's guide to the Kerala backwaters",
    category: 'Destination Guides',
    cover: { place: 'Alappuzha backwaters', destination: 'Kerala' },
    createdAt: '2025-03-05T05:30:00.000Z',
    excerpt:
      'Alappuzha or Kumarakom, overnight houseboat or day cruise, and when to go: everything you need to plan your first trip on the backwaters of Kerala.',
    tags: 'Kerala, backwaters, Alappuzha, Kumarakom, houseboat, family travel',
    metaTitle: "Kerala backwaters: a first-timer's guide",
    metaDescription:
      'Plan your first Kerala backwaters trip: Alappuzha or Kumarakom, choosing a houseboat, the best season, costs and what to eat.',
    content: `
<p>The backwaters are a web of lagoons, rivers and canals running parallel to the Kerala coast, with villages, paddy fields and coconut groves along their banks. At their heart is Vembanad, the longest lake in India. Here is how to see them well on your first visit.</p>
<h2>Alappuzha or Kumarakom?</h2>
<ul>
<li><strong>Alappuzha (Alleppey)</strong> is the houseboat capital, with the widest choice of boats and prices and easy access by train. Its main channels get busy in peak season.</li>
<li><strong>Kumarakom</strong>, on the eastern shore of Vembanad near Kottayam, is quieter and known for lakeside resorts and the Kumarakom Bird Sanctuary.</li>
</ul>
<p>Both are roughly a two-hour drive from Kochi airport.</p>
<h2>Choosing a houseboat</h2>
<p>A kettuvallam is a traditional rice barge rebuilt with bedrooms, a deck and a kitchen. An overnight cruise usually boards around noon, cruises through the afternoon, moors for the night by early evening (night cruising is not allowed) and ends after breakfast the next morning.</p>
<ul>
<li>Ask whether the air conditioning runs all night or only for set hours, which is common.</li>
<li>Check that lunch, dinner and breakfast are included, and ask for a local menu rather than a generic one.</li>
<li>Prefer boats with a valid Kerala Tourism registration, and look at recent photos of the actual boat.</li>
<li>A shared or day cruise costs far less if you are short of time.</li>
</ul>
<h2>Go smaller, too</h2>
<p>Big houseboats cannot enter the narrow village canals. Spend a morning in a shikara (a small canopied boat) or a kayak to see toddy tappers, ducks and village life up close. The state water transport ferries between Alappuzha and Kottayam are a wonderful way to travel like a local for a few rupees.</p>
<h2>When to go</h2>
<p>October to February brings the most comfortable weather. The monsoon, from June to September, is lush and green and cheaper, with some cruising interrupted by heavy rain. If you can, be in Alappuzha on the second Saturday of August for the Nehru Trophy Boat Race on Punnamada Lake, where snake boats with over a hundred rowers race each other.</p>
<h2>What to eat</h2>
<ul>
<li>Karimeen pollichathu: pearl spot fish, marinated and grilled in a banana leaf.</li>
<li>Appam with vegetable or chicken stew.</li>
<li>Duck roast and tapioca with fish curry at a roadside toddy shop.</li>
</ul>
<h2>Travel lightly</h2>
<p>The backwaters are a living landscape: do not throw anything overboard, carry a refillable bottle and choose operators that handle waste responsibly. Find more ideas on <a href="https://www.keralatourism.org">Kerala Tourism</a>, or browse our <a href="/packages">Kerala packages</a> with a houseboat night included.</p>`,
  },
  {
    slug: 'rajasthan-on-a-budget',
    title: 'Rajasthan on a budget: a week of forts, deserts and lakes',
    category: 'Travel Deals',
    cover: { place: 'Jaisalmer Fort', destination: 'Rajasthan' },
    createdAt: '2025-02-10T05:30:00.000Z',
    excerpt:
      'Jaipur, Jodhpur, Jaisalmer and Udaipur in seven days without overspending: trains, composite tickets, haveli stays and a realistic per-person budget.',
    tags: 'Rajasthan, budget travel, Jaipur, Jodhpur, Jaisalmer, Udaipur, trains',
    metaTitle: 'Rajasthan on a budget: 7 days, 4 cities',
    metaDescription:
      'A one-week budget route through Jaipur, Jodhpur, Jaisalmer and Udaipur, with trains, composite tickets, haveli stays and daily costs.',
    content: `
<p>Rajasthan looks like a luxury destination in the brochures, but its forts, deserts and lakes are just as grand from a ₹1,500 haveli room. This seven-day route covers the four classic cities.</p>
<h2>The route</h2>
<ul>
<li><strong>Days 1–2, Jaipur</strong>: Amber Fort early in the morning, Hawa Mahal, the City Palace and Jantar Mantar, with sunset from Nahargarh Fort.</li>
<li><strong>Days 3–4, Jodhpur</strong>: Mehrangarh Fort, the blue lanes of the old city, Jaswant Thada and the clock tower market.</li>
<li><strong>Days 5–6, Jaisalmer</strong>: the living Sonar Qila, the carved Patwon ki Haveli and a night in the dunes of Sam or Khuri.</li>
<li><strong>Day 7, Udaipur</strong>: the City Palace, a boat on Lake Pichola and sunset at Ambrai Ghat.</li>
</ul>
<h2>Save on getting around</h2>
<ul>
<li>Between the cities, take trains: sleeper class or 3AC on the overnight Jaisalmer runs, and chair car on day trains. Book on IRCTC as soon as your dates are fixed; the reservation window opens weeks ahead and popular trains fill fast in winter.</li>
<li>Rajasthan State Road Transport Corporation buses link every town on this route and cost a fraction of a private taxi.</li>
<li>Inside cities, use app-based autos or agree the fare before you get in.</li>
</ul>
<h2>Save on sights</h2>
<ul>
<li>In Jaipur, buy the composite ticket. One ticket, valid for two days, covers Amber Fort, Hawa Mahal, Jantar Mantar, Albert Hall, Nahargarh and several other monuments for much less than separate entries.</li>
<li>Students with a valid ID card get large discounts at state-run monuments.</li>
<li>Old-city walks, stepwells such as Jodhpur's Toorji ka Jhalra and the ghats of Udaipur are free.</li>
</ul>
<h2>Save on stays and food</h2>
<ul>
<li>Family-run havelis and guesthouses inside the old cities offer rooms from about ₹1,000 to ₹2,500 a night, often with rooftop views of the fort.</li>
<li>A vegetarian thali at a local bhojanalaya costs ₹150 to ₹300. Try dal baati churma, ker sangri, and a pyaaz kachori for breakfast in Jodhpur.</li>
<li>In Jaisalmer, compare desert camp packages: many include the jeep, the camel ride, dinner and a cultural show.</li>
</ul>
<h2>What it costs</h2>
<p>Expect roughly ₹20,000 to ₹25,000 per person for seven days on this plan, covering trains, mid-range guesthouses, food, entries and a desert night, sharing a room between two. Flights or trains to Jaipur and back are extra.</p>
<h2>When to go</h2>
<p>October to March is the season, with warm days and cool nights. Prices jump around Diwali, Christmas and New Year, and in Pushkar during the camel fair, so travel in November or February for the best value.</p>
<p>Prefer it arranged for you? Our <a href="/packages">budget packages</a> bundle trains, stays and a guide at group rates.</p>`,
  },
];

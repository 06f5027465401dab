/**
 * Mail/Express and Superfast trains that carry Sleeper class (SL) between railheads of the
 * knowledge base, with their scheduled time and rail distance between the two stations. The
 * per-km model (cost-model.ts) takes every train at 50 km/h on the road's distance, which makes
 * an overnight superfast a journey of more than a day (Delhi–Patna, about 1,000 km in 12–13
 * hours, came out at 23 hours) and sends budget cards by air. A train leg whose two stations
 * match an entry here, either way round, is timed by the quickest such train and priced by the
 * class fares of cost-model.ts on the train's own distance (decision 38). Every figure comes from
 * the source named beside it (COST_MODEL.md, "Express trains"). Named premium trains with
 * published fares (Rajdhani, Shatabdi, Vande Bharat) are in rail-corridors.ts.
 */
export type ExpressTrain = {
  /** "Howrah–Puri Superfast Express". */
  name: string;
  /**
   * The train number in the direction of `stations`. The train back is its pair, one number
   * up or down (odd and even, 12343 out and 12344 back): every return number our sources print
   * follows that, as Indian Railways numbers its up and down trains (COST_MODEL.md, "Train
   * numbers").
   */
  number: string;
  /** Station codes (Indian Railways), as the knowledge base's `railway.code`. */
  stations: readonly [string, string];
  /** Scheduled time from the first station to the second, in minutes. */
  minutes: number;
  /** Rail distance between the two stations, km. */
  km: number;
  /**
   * The station the train really uses at either end, where it is another terminal of the same
   * city than the knowledge base's railhead (Patna's Sampoorna Kranti leaves from Rajendra Nagar
   * Terminal, not Patna Junction); `minutes` and `km` are then the terminal's.
   */
  terminals?: readonly [Terminal | undefined, Terminal | undefined];
  /**
   * When it leaves ("HH:MM"): from the first station towards the second, and from the second
   * back, where a source gives it. A ride shorter than a night is taken only the way its hour
   * fits: out and on in the morning, home in the afternoon (decision 55).
   */
  departs?: readonly [string | undefined, string | undefined];
};

/** A station of a city other than its railhead in the knowledge base: "Rajendra Nagar Terminal". */
export type Terminal = { name: string; code: string };

/**
 * An express train the way a journey rides it: its stations in the journey's direction, and the
 * hour it leaves going that way, where known.
 */
export type ExpressRide = {
  train: ExpressTrain;
  /** The train's number going this way: its own, or its pair's on the way back. */
  number: string;
  board?: Terminal;
  alight?: Terminal;
  departs?: string;
};

export const EXPRESS_TRAINS: readonly ExpressTrain[] = [
  // 12393 Rajendra Nagar Terminal, Patna → New Delhi, 1,001 km in 12 h 10 min, daily, with
  // Sleeper class (Wikipedia, "Sampoorna Kranti Express": "operating between Rajendra Nagar
  // Terminal, Patna (Bihar) and (Delhi)", classes AC First, 2A, 3A, Sleeper; Zee News Hindi
  // gives 12394 New Delhi 17:30 → Patna Junction 06:35 the next morning). 12393 leaves Rajendra
  // Nagar at 19:25, Patna Junction 19:35, Ara 20:20, Pt. Deen Dayal Upadhyaya 22:20, Kanpur 02:25,
  // and is in New Delhi after 7 the next morning (Zee News Hindi web story, 21 May 2024, and
  // newsfatafat.com: the same hours), about 12 hours as above.
  {
    name: 'Sampoorna Kranti Express',
    number: '12393',
    stations: ['PNBE', 'NDLS'],
    minutes: 730,
    km: 1001,
    terminals: [{ name: 'Rajendra Nagar Terminal', code: 'RJPB' }, undefined],
    departs: ['19:25', '17:30'],
  },
  // 12837 Howrah 22:40 → Puri 07:10, 502 km in 8 h 30 min, daily, Sleeper class among its
  // coaches (Wikipedia, "Howrah–Puri Express", as copied by hyperlinked.wiki and friendlywiki.com:
  // 501–502 km, 8 h 30 min). 12838 Puri 20:10 → Howrah 04:45, 8 h 35 min (the same article, as
  // copied by hyperlinked.wiki: "12838 departs Puri at 08:10 PM and arrives Howrah at 04:45 AM").
  {
    name: 'Howrah–Puri Superfast Express',
    number: '12837',
    stations: ['HWH', 'PURI'],
    minutes: 510,
    km: 502,
    departs: ['22:40', '20:10'],
  },
  // 11039 Maharashtra Express Pune 23:20 → Nagpur 17:20, 888 km, 18 h 00 min overnight by Daund,
  // Ahmednagar, Manmad, Bhusaval, Akola and Wardha; 11040 back from Nagpur at 10:55, in Pune
  // 04:40, 889 km (the 2015 time table: Pune at 327 and Nagpur at 1,215 km from Kolhapur). Daily,
  // with Sleeper class (Wikipedia, "Maharashtra Express", en.wikipedia.org: 2A, 3A, SL, general;
  // Nagpur Today, 30 May 2025: seven Sleeper coaches in its LHB rake from 1 June 2025). The 2025
  // timetable has it leave Kolhapur at 14:45 (hellomaharashtra.in), not 15:30 as in 2015, so its
  // hours at Pune are not given here.
  {
    name: 'Maharashtra Express',
    number: '11039',
    stations: ['PUNE', 'NGP'],
    minutes: 1080,
    km: 888,
  },
  // 14674 Shaheed Express Kurukshetra 17:45 → Lucknow (Charbagh) 06:10, 642 km, 12 h 25 min
  // overnight by Panipat, Delhi, Moradabad and Bareilly; 14673 back from Lucknow at 01:15, in
  // Kurukshetra 17:00, 15 h 45 min (the 2015 time table: Kurukshetra at 291 and Lucknow at 933 km
  // from Amritsar). Four days a week, seven Sleeper class coaches (Wikipedia, "Shaheed Express",
  // January 2024 copy at home.cydlabs.com). Four days a week only.
  {
    name: 'Shaheed Express',
    number: '14674',
    stations: ['KKDE', 'LKO'],
    minutes: 745,
    km: 642,
    departs: ['17:45', '01:15'],
  },
  // 12346 Guwahati 12:15 → Howrah 05:30, 17 h 15 min (12345 Howrah 16:05 → Guwahati 09:50,
  // 17 h 45 min), 1,002 km, daily, Sleeper class among its coaches (Wikipedia, "Saraighat
  // Express"; its infobox gives 16 h 40 min, and PTI via newsdrum.in, 19 January 2026, calls it
  // the fastest train before the Vande Bharat sleeper at 16 h 23 min). Both hours are given
  // (decision 126).
  {
    name: 'Saraighat Superfast Express',
    number: '12346',
    stations: ['GHY', 'HWH'],
    minutes: 1035,
    km: 1002,
    departs: ['12:15', '16:05'],
  },
  // 12231 Lucknow Charbagh → Chandigarh, 666.8 km in 11 h 30 min (12232 back in 11 h 45 min),
  // daily, six Sleeper class coaches (Wikipedia, "Lucknow–Chandigarh Express"; the 2018 copy at
  // kiwix.casplantje.nl: 667 km).
  {
    name: 'Lucknow–Chandigarh Superfast Express',
    number: '12231',
    stations: ['LKO', 'CDG'],
    minutes: 690,
    km: 667,
  },
  // 12397 Gaya → New Delhi, 992 km in 14 h 15 min, daily, Sleeper class (Wikipedia, "Mahabodhi
  // Express", as copied by marybicycles.com; Hindustan via htsyndication.com, February 2025: it
  // leaves Gaya daily at 14:00). The other way 12398 New Delhi 14:10 → Gaya 06:20, 16 h 10 min
  // (buddhadarshan.com, "Trains from Delhi to Bodh Gaya").
  {
    name: 'Mahabodhi Express',
    number: '12397',
    stations: ['GAYA', 'NDLS'],
    minutes: 855,
    km: 992,
    departs: ['14:00', '14:10'],
  },
  // 12391 Rajgir 08:00 → New Delhi 04:45, 1,103 km in 20 h 45 min (12392 back in 21 h 20 min),
  // daily, Sleeper class (Wikipedia, "Shramjeevi Superfast Express"; its infobox: 1,102 km).
  {
    name: 'Shramjeevi Superfast Express',
    number: '12391',
    stations: ['RGD', 'NDLS'],
    minutes: 1245,
    km: 1103,
    departs: ['08:00', undefined],
  },
  // 12289 Mumbai CSMT → Nagpur, 835 km in 11 hours, daily (Wikipedia, "Mumbai CSMT–Nagpur
  // Duronto Express", as copied by profilpelajar.com: AC classes and Sleeper class); six
  // Sleeper coaches since 22 November 2023 (Lokmat Times, 18 August 2023). A Duronto, but one
  // that carries Sleeper class.
  {
    name: 'Mumbai CSMT–Nagpur Duronto Express',
    number: '12289',
    stations: ['CSMT', 'NGP'],
    minutes: 660,
    km: 835,
  },
  // 12417 Prayagraj Junction 22:10 → New Delhi 07:00 (12418 back on the same times), 635 km in
  // 8 h 50 min, daily, Sleeper class (Wikipedia, "Prayagraj Express").
  {
    name: 'Prayagraj Express',
    number: '12417',
    stations: ['PRYJ', 'NDLS'],
    minutes: 530,
    km: 635,
    departs: ['22:10', '22:10'],
  },
  // 12701 Mumbai CSMT → Hyderabad Deccan, 790 km in 13 h 45 min, daily, Sleeper class (Wikipedia,
  // "Hussainsagar Express", as copied by iiab.me, October 2023, and dweb.link).
  {
    name: 'Hussainsagar Superfast Express',
    number: '12701',
    stations: ['CSMT', 'HYB'],
    minutes: 825,
    km: 790,
  },
  // 12759 Tambaram 17:30 → Hyderabad Deccan 08:10, 818 km in 14 h 40 min, daily, Sleeper class;
  // it left Chennai Central for Tambaram in 2020 (Wikipedia, "Charminar Express", as copied by
  // friendlywiki.com and wikiclassic.com). 12760 back leaves Hyderabad Deccan at 18:00
  // (wikiclassic.com, the same article; the copy read breaks off before its hour at Tambaram);
  // Sakshi (english.sakshi.com, 14 December 2020): the Hyderabad–Tambaram daily special leaves
  // Hyderabad at 6 pm.
  {
    name: 'Charminar Express',
    number: '12759',
    stations: ['TBM', 'HYB'],
    minutes: 880,
    km: 818,
    departs: ['17:30', '18:00'],
  },
  // 12671 Chennai Central → Mettupalayam, 531 km in 9 h 10 min, daily, Sleeper class (Wikipedia,
  // "Nilgiri Express", as copied by cryer.org.uk; its stop list: Mettupalayam at 532 km).
  {
    name: 'Nilgiri Express',
    number: '12671',
    stations: ['MAS', 'MTP'],
    minutes: 550,
    km: 531,
  },
  // 12685 Chennai Central → Mangaluru Central, 889 km in 15 hours, daily, eight Sleeper class
  // coaches (Wikipedia, "Chennai Central–Mangaluru Central Superfast Express", as copied by
  // wikiclassic.com). The 12601 Mangalore Mail takes 16 hours over 901 km.
  {
    name: 'Chennai Central–Mangaluru Central Superfast Express',
    number: '12685',
    stations: ['MAS', 'MAQ'],
    minutes: 900,
    km: 889,
  },
  // 12623 Chennai Central → Thiruvananthapuram Central, 909 km in 16 h 00 min (12624 back in
  // 16 h 40 min), daily, Sleeper class (Wikipedia, "Thiruvananthapuram Mail", en.wikipedia.org;
  // a later copy at hessslslslsls.azureedge.net gives 926 km). 12623 leaves Chennai Central at
  // 19:45 and 12624 Thiruvananthapuram at 15:00 (Indian Express Tamil, tamil.indianexpress.com, on
  // its short-terminations at Thrissur of 25 and 26 February); the 02623/02624 specials on its
  // path: Chennai 19:45 → Thiruvananthapuram 11:45, 16 h 00 min, and Thiruvananthapuram 15:00 →
  // Chennai 07:40, 16 h 40 min (Deccan Herald, September 2020).
  {
    name: 'Chennai–Thiruvananthapuram Mail',
    number: '12623',
    stations: ['MAS', 'TVC'],
    minutes: 960,
    km: 909,
    departs: ['19:45', '15:00'],
  },
  // 16526 KSR Bengaluru → Kanniyakumari, 944 km in 19 h 15 min (16525 back in close to 21 hours),
  // daily, sleeper coaches (Wikipedia, "Island Express (train)", en.wikipedia.org and the 2020
  // copy at a.osmarks.net).
  {
    name: 'Island Express',
    number: '16526',
    stations: ['SBC', 'CAPE'],
    minutes: 1155,
    km: 944,
  },
  // 12343 Sealdah 22:05 → New Jalpaiguri 08:00, 573 km in 9 h 55 min, daily (naturediary.in,
  // "Darjeeling Mail Service Extended To Haldibari", 2022 timetable: NJP at 573 km; the train
  // runs on to Haldibari); Sleeper class among its coaches (Wikipedia, "Darjeeling Mail"). 12344
  // back leaves Haldibari at 18:00, is at New Jalpaiguri at 20:00 and in Sealdah at 06:00 the next
  // morning, 10 h from New Jalpaiguri (naturediary.in, the same 2022 page); the 2015 time table,
  // when the train started at New Jalpaiguri, has it leave there at 20:00 and reach Sealdah at
  // 05:55. The page prints 20:00 as its hour at New Jalpaiguri, not how long it stands there.
  {
    name: 'Darjeeling Mail',
    number: '12343',
    stations: ['SDAH', 'NJP'],
    minutes: 595,
    km: 573,
    departs: ['22:05', '20:00'],
  },
  // 12728 Hyderabad Deccan 17:30 → Visakhapatnam 05:55, 12 h 25 min (Deccan Chronicle, 11
  // November 2025); 710 km in 12 h 25 min, daily, Sleeper class (Wikipedia, "Godavari Express").
  // The hour 12727 leaves Visakhapatnam is not given: an old Hindi Wikipedia copy
  // (hiwiki.iiit.ac.in, train "2727") prints 17:25 → Hyderabad 06:15, Hindustan Times Telugu
  // 17:20 as its 1974 hour, and no dated page read prints today's.
  {
    name: 'Godavari Express',
    number: '12728',
    stations: ['HYB', 'VSKP'],
    minutes: 745,
    km: 710,
    departs: ['17:30', undefined],
  },
  // 22639 Chennai Central → Alappuzha, 746 km in 13 h 35 min, daily, Sleeper class (Wikipedia,
  // "Alappuzha–Chennai Express", January 2024 copy at alem.dynip.sapo.pt; en.wikipedia.org: the
  // same time; wikiclassic.com: 747 km, 13 h 40 min). The 02639 special on its path: Chennai
  // Central 20:55 → Alappuzha 10:45, 13 h 50 min; 02640 back Alappuzha 16:05 → Chennai Central
  // 05:50 (The Hindu, 30 September 2020).
  {
    name: 'Chennai Central–Alappuzha Superfast Express',
    number: '22639',
    stations: ['MAS', 'ALLP'],
    minutes: 815,
    km: 746,
    departs: ['20:55', '16:05'],
  },
  // 16629 Thiruvananthapuram Central → Mangaluru Central, 634 km in 14 h 40 min, daily (Telugu
  // Wikipedia, "Malabar Express"); it shares its rake, Sleeper class included, with the
  // Mangalore Mail (Wikipedia, "Mangalore Mail", as copied by wikipedia-on-ipfs.org).
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['TVC', 'MAQ'],
    minutes: 880,
    km: 634,
  },
  // 12673 Chennai Central → Coimbatore Junction, 496 km in 8 h 15 min, daily overnight, Sleeper
  // class (Wikipedia, "Cheran Superfast Express", as copied by friendlywiki.com).
  {
    name: 'Cheran Superfast Express',
    number: '12673',
    stations: ['MAS', 'CBE'],
    minutes: 495,
    km: 496,
  },
  // 12854 Bhopal → Durg, 893 km in 16 h 10 min, daily, six Sleeper coaches (Wikipedia,
  // "Amarkantak Express", en.wikipedia.org; the copy at en.m.wikipedia.org: 12854 Bhopal 16:00 →
  // Durg 08:05, 12853 Durg 18:25 → Bhopal 10:30).
  {
    name: 'Amarkantak Superfast Express',
    number: '12854',
    stations: ['BPL', 'DURG'],
    minutes: 970,
    km: 893,
    departs: ['16:00', '18:25'],
  },
  // 22995/22996 Old Delhi (DLI) – Jodhpur, 618.2 km in 10 h 40 min, daily, Sleeper class among
  // its classes (Wikipedia, "Mandore Express", as copied in Japanese by jmediawiki.org, which
  // names the Delhi terminal Old Delhi; the copy does not say which number runs which way).
  {
    name: 'Mandore Express',
    number: '22995',
    stations: ['JU', 'NDLS'],
    minutes: 640,
    km: 618,
    terminals: [undefined, { name: 'Delhi Junction (Old Delhi)', code: 'DLI' }],
  },
  // 12559 Banaras (BSBS) 22:15 → New Delhi 08:25, 755 km in 10 h 10 min, daily, Sleeper class
  // (Wikipedia, "Shiv Ganga Express", en.wikipedia.org and the June 2025 copy at wiki.av1.space:
  // it runs between Banaras and New Delhi and is "named after the two jewels of Varanasi").
  // 12560 back leaves New Delhi at 20:05 and is at Prayagraj 03:45 and Gyanpur Road 05:00 on its
  // way to Banaras (en.wikipedia.org, its time table "as of October 2025"; the copy read breaks
  // off before Banaras); Aaj Kal Samachar, December 2020: the 02560 special on its path, New Delhi
  // 20:05.
  {
    name: 'Shiv Ganga Superfast Express',
    number: '12559',
    stations: ['BSB', 'NDLS'],
    minutes: 610,
    km: 755,
    terminals: [{ name: 'Banaras', code: 'BSBS' }, undefined],
    departs: ['22:15', '20:05'],
  },
  // 14041 Old Delhi Junction → Dehradun, 339 km in 10 h 40 min (14042 back in 11 h 05 min),
  // daily overnight, eight Sleeper class coaches (Wikipedia, "Mussoorie Express",
  // en.wikipedia.org: between Old Delhi Junction and Dehradun via Haridwar). ETV Bharat (October
  // and November 2020) has it leave Delhi at 22:25 and reach Dehradun at 08:25, and leave Dehradun
  // at 21:20 for Delhi at 07:20: 10 hours, 40 minutes short of the time above, and the NDLS → HW
  // row's 2015 hour is 22:15, so no hour is given here.
  {
    name: 'Mussoorie Express',
    number: '14041',
    stations: ['NDLS', 'DDN'],
    minutes: 640,
    km: 339,
    terminals: [{ name: 'Delhi Junction (Old Delhi)', code: 'DLI' }, undefined],
  },
  // 12653 Chennai Egmore → Tiruchirappalli, 337 km in 5 h 20 min, daily overnight, Sleeper class
  // (Wikipedia, "Rockfort Express", as copied by wikizero.com and wikiclassic.com: it links
  // Tiruchirappalli with "the state capital Chennai city" at Chennai Egmore).
  {
    name: 'Rockfort Superfast Express',
    number: '12653',
    stations: ['MAS', 'TPJ'],
    minutes: 320,
    km: 337,
    terminals: [{ name: 'Chennai Egmore', code: 'MS' }, undefined],
  },
  // 12637 Chennai Egmore → Madurai, 495 km in 7 h 50 min since July 2019 (The New Indian
  // Express, 26 June 2019; its 1 October 2023 report: no change towards Madurai); daily
  // overnight, Sleeper class (Wikipedia, "Pandian Superfast Express", German copy at
  // de.mgwiki.top: 497 km, daily, 1A/2A/3A/SL).
  {
    name: 'Pandian Superfast Express',
    number: '12637',
    stations: ['MAS', 'MDU'],
    minutes: 470,
    km: 495,
    terminals: [{ name: 'Chennai Egmore', code: 'MS' }, undefined],
  },
  // 12902 Ahmedabad → Dadar Western, 487 km in 7 h 25 min, daily, Sleeper class (Wikipedia,
  // "Gujarat Mail", as copied by eymaps.com: infobox 487 km and 7 h 25 min, the Mumbai end at
  // Dadar; its service section, older, gives 491 km and 8 h 25–35 min). Western Railway's
  // timetable for the daily 09202 (hindimedia.in, December 2020): Ahmedabad 22:50 → Dadar
  // 06:15, 7 h 25 min. The same release has 09201 Dadar 21:40 → Ahmedabad 05:55, 8 h 15 min, 50
  // minutes over this row's time, so no hour is given that way.
  {
    name: 'Gujarat Mail',
    number: '12902',
    stations: ['ADI', 'CSMT'],
    minutes: 445,
    km: 487,
    departs: ['22:50', undefined],
    terminals: [undefined, { name: 'Dadar (Western)', code: 'DDR' }],
  },
  // 12955 Mumbai Central → Jaipur, 1,162 km in 16 h 50 min, daily, Sleeper class (Telugu
  // Wikipedia, "Jaipur Superfast Express": between Mumbai and Jaipur, from Mumbai Central, MMCT).
  {
    name: 'Mumbai Central–Jaipur Superfast Express',
    number: '12955',
    stations: ['CSMT', 'JP'],
    minutes: 1010,
    km: 1162,
    terminals: [{ name: 'Mumbai Central', code: 'MMCT' }, undefined],
  },
  // 20907 Dadar Western → Bhuj, 845 km in 15 h 15 min both ways, daily, seven Sleeper class
  // coaches; "one of 2 daily trains between Mumbai & Bhuj" (Wikipedia, "Sayajinagari Express",
  // as copied by friendlywiki.com and wiki.riteme.site; its service section: 839 km).
  {
    name: 'Sayajinagari Superfast Express',
    number: '20907',
    stations: ['CSMT', 'BHUJ'],
    minutes: 915,
    km: 845,
    terminals: [{ name: 'Dadar (Western)', code: 'DDR' }, undefined],
  },
  // 22472 Delhi Sarai Rohilla → Bikaner, 458 km in 8 h 00 min (22471 back in 8 h 10 min), daily,
  // eight Sleeper class coaches (Wikipedia, "Bikaner–Delhi Sarai Rohilla Intercity Express",
  // January 2024 copy at home.cydlabs.com: it serves Rajasthan, Haryana and Delhi).
  {
    name: 'Bikaner–Delhi Sarai Rohilla Intercity Express',
    number: '22472',
    stations: ['NDLS', 'BKN'],
    minutes: 480,
    km: 458,
    terminals: [{ name: 'Delhi Sarai Rohilla', code: 'DEE' }, undefined],
  },
  // Delhi Sarai Rohilla → Udaipur City, 673 km in 11 h 55 min (the other way 12 h 10 min),
  // daily, eight Sleeper class coaches (Wikipedia, "Chetak Express", as copied by
  // en.bharatpedia.org, numbers 12981/12982; renumbered 20473/20474 by 2024, UDZ 17:00 → DEE
  // 05:05 the next day: Udaipur Times, 7 August 2024, and theonlinepost.in). The 02993 special
  // of January 2021 left Sarai Rohilla at 19:35 and reached Udaipur at 07:30 (udaipurkiran.com).
  {
    name: 'Chetak Express',
    number: '20473',
    stations: ['NDLS', 'UDZ'],
    minutes: 715,
    km: 673,
    terminals: [{ name: 'Delhi Sarai Rohilla', code: 'DEE' }, undefined],
    departs: [undefined, '17:00'],
  },
  // 12915 Sabarmati → Old Delhi, 929.2 km in 14 h 45 min, daily, Sleeper class (Wikipedia,
  // "Ashram Express", as copied in Japanese by jmedia.wiki: termini Sabarmati (SBIB) and Old
  // Delhi (DLI)). Sabarmati Junction is six km from the main Ahmedabad station "in western part
  // of the city" (Wikipedia, "Sabarmati Junction railway station", copy at twiki.owiki.org);
  // Delhi-bound trains moved there during the Kalupur rebuild (DeshGujarat, 6 March 2024).
  {
    name: 'Ashram Superfast Express',
    number: '12915',
    stations: ['ADI', 'NDLS'],
    minutes: 885,
    km: 929,
    terminals: [
      { name: 'Sabarmati', code: 'SBIB' },
      { name: 'Delhi Junction (Old Delhi)', code: 'DLI' },
    ],
  },
  // 16021 Chennai Central → Ashokapuram, 502 km in 9 h 45 min, daily overnight, Sleeper class
  // (Wikipedia, "Kaveri Express", as copied by friendlywiki.com; wikiclassic.com: 500 km).
  // Ashokapuram is Mysuru's second terminal, 5.2 km from the city station; the Kaveri Express
  // ends there since April 2025 (The Hindu via webjosh.com; Star of Mysore, 4 March 2024). The
  // 06021 special on its path left Chennai Central at 21:15 and reached Mysuru at 06:40, 9 h 25
  // min (The News Minute, January 2021); its 06022 left Mysuru at 21:00, before the train began at
  // Ashokapuram, so no hour is given that way.
  {
    name: 'Kaveri Express',
    number: '16021',
    stations: ['MAS', 'MYS'],
    minutes: 585,
    km: 502,
    terminals: [undefined, { name: 'Ashokapuram', code: 'AP' }],
    departs: ['21:15', undefined],
  },
  // The Darjeeling Mail above, for Kolkata: Sealdah is its Kolkata end (Wikipedia, "Darjeeling
  // Mail": it "connects Kolkata with Haldibari" from Sealdah); 12343 Sealdah 22:05 → New
  // Jalpaiguri 08:00, 573 km; 12344 back at New Jalpaiguri 20:00, in Sealdah 06:00 (naturediary.in,
  // 2022 timetable, as the SDAH → NJP row).
  {
    name: 'Darjeeling Mail',
    number: '12343',
    stations: ['HWH', 'NJP'],
    minutes: 595,
    km: 573,
    terminals: [{ name: 'Sealdah', code: 'SDAH' }, undefined],
    departs: ['22:05', '20:00'],
  },
  // The Charminar Express above, for Chennai: Tambaram is "a city in Chennai metropolitan area"
  // and the train's terminal since 2020 (Wikipedia, "Charminar Express", as copied by
  // friendlywiki.com and wikiclassic.com: TBM 17:30 → HYB 08:10, 818 km; 12760 back from HYB at
  // 18:00, as the TBM → HYB row).
  {
    name: 'Charminar Express',
    number: '12759',
    stations: ['MAS', 'HYB'],
    minutes: 880,
    km: 818,
    terminals: [{ name: 'Tambaram', code: 'TBM' }, undefined],
    departs: ['17:30', '18:00'],
  },
  // 12904 Amritsar → Mumbai Central, 1,893 km in 31 h 40 min, daily, Sleeper class (Wikipedia,
  // "Golden Temple Mail", as copied by enwikipedia.net and wikiwand.com: between Mumbai Central
  // (MMCT) and Amritsar Junction; the 2018 copy at kiwix.casplantje.nl: 1,891 km, 31 h 55 min).
  {
    name: 'Golden Temple Mail',
    number: '12904',
    stations: ['ASR', 'CSMT'],
    minutes: 1900,
    km: 1893,
    terminals: [undefined, { name: 'Mumbai Central', code: 'MMCT' }],
  },
  // 16127 Chennai Egmore → Guruvayur, 1,111 km in 22 hours, daily, Sleeper class (Wikipedia,
  // "Chennai Egmore–Guruvayur Express", as copied by wiki.riteme.site).
  {
    name: 'Chennai Egmore–Guruvayur Express',
    number: '16127',
    stations: ['MAS', 'GUV'],
    minutes: 1320,
    km: 1111,
    terminals: [{ name: 'Chennai Egmore', code: 'MS' }, undefined],
  },
  // 16592 Mysuru → Hubballi, 678 km in 14 h 50 min, daily overnight via Hosapete, nine Sleeper
  // class coaches (Wikipedia, "Hampi Express", as copied by cryer.org.uk and profilpelajar.com;
  // the 2014 en.wikipedia.org text: 16592 Mysore 18:40 → Hubli 10:40).
  {
    name: 'Hampi Express',
    number: '16592',
    stations: ['MYS', 'UBL'],
    minutes: 890,
    km: 678,
  },
  // 12138 New Delhi 05:15 → Agra Cantt 08:50, 194 km (New Delhi at 386 km, Agra Cantt at 580 km
  // from Firozpur), 3 h 35 min; 12137 back from Agra Cantt 17:55 to New Delhi 21:15 (Indian
  // Railways' train time table of 3 August 2015, isl_wise_train_detail_03082015_v1.csv on
  // data.gov.in, as copied in the GitHub repository adityaazad79/Indian-Railway-Delay-Visualization).
  // Daily, Sleeper class, via Agra (Wikipedia, "Punjab Mail", en.wikipedia.org); ten sleeper
  // coaches, stopping at New Delhi, Agra Cantt and Gwalior (Financial Express, 3 June 2021).
  {
    name: 'Punjab Mail',
    number: '12138',
    stations: ['NDLS', 'AGC'],
    minutes: 215,
    km: 194,
    departs: ['05:15', '17:55'],
  },
  // The same train on to Gwalior: 12138 New Delhi 05:15 → Gwalior 10:28, 313 km (Gwalior at 699 km
  // from Firozpur), 5 h 13 min; 12137 Gwalior 16:00 → New Delhi 21:15 (the 2015 time table above).
  {
    name: 'Punjab Mail',
    number: '12138',
    stations: ['NDLS', 'GWL'],
    minutes: 313,
    km: 313,
    departs: ['05:15', '16:00'],
  },
  // 12230 New Delhi 22:05 → Lucknow Charbagh 06:45, 493 km via Moradabad, 8 h 40 min (12229 back
  // 22:15 → 07:10; the 2015 time table above). It leaves Lucknow daily at 22:00, from Charbagh
  // again since 15 August 2024 (News on AIR, newsonair.gov.in, 2 August 2024); Sleeper class among
  // its LHB coaches, 80 berths a coach from 26 October 2016 (the description of "Indian Railways
  // Premier Train LUCKNOW MAIL In A Brand NEW Avatar", as copied by ua-cam.com). From Charbagh it
  // was ready to leave platform 1 at 22:00 (Hindustan, via htsyndication.com, 3 September: the
  // night its engine failed); the 02229 special on its path reached New Delhi at 06:45 from 25
  // November 2020 (Hindustan Samachar via hindustandailynews.com), 8 h 45 min. The hour 12230
  // leaves New Delhi now is not printed in any page read, so only 12229's is given.
  {
    name: 'Lucknow Mail',
    number: '12230',
    stations: ['NDLS', 'LKO'],
    minutes: 520,
    km: 493,
    departs: [undefined, '22:00'],
  },
  // 17406 Secunderabad 06:05 → Vijayawada 12:55, 351 km (Secunderabad at 492 km, Vijayawada at
  // 843 km from Adilabad), 6 h 50 min by day; 17405 back Vijayawada 13:30 → Secunderabad 20:40
  // (the 2015 time table above). It runs daily between Adilabad and Tirupati with four Sleeper
  // coaches (aksharatoday.in, in Telugu, on the railway's plan to add more); it started in 1974 as
  // Secunderabad–Vijayawada's day express (Samayam Telugu, October 2024). The Godavari
  // Express is quicker from Hyderabad Deccan (17:15 → 23:05, 360 km) but leaves in the evening.
  {
    name: 'Krishna Express',
    number: '17406',
    stations: ['HYB', 'BZA'],
    minutes: 410,
    km: 351,
    terminals: [{ name: 'Secunderabad', code: 'SC' }, undefined],
    departs: ['06:05', '13:30'],
  },
  // 12839 Howrah 23:45 daily (Wikipedia, "Howrah–Chennai Mail", Spanish copy at es.knowledger.de)
  // → Bhubaneswar 06:15, 439 km (the 2015 time table above), 6 h 30 min; 12840 back Bhubaneswar
  // 20:45 → Howrah 04:10. Daily, Sleeper class (Wikipedia, "Howrah–Chennai Mail", copies at
  // enwiki.freddythechick.net and friendlywiki.com).
  {
    name: 'Howrah–Chennai Mail',
    number: '12839',
    stations: ['HWH', 'BBS'],
    minutes: 390,
    km: 439,
    departs: ['23:45', '20:45'],
  },
  // The same train, Chennai end: 12840 Chennai Central 23:40 → Vijayawada 06:25, 431 km, 6 h 45 min
  // overnight (the 2015 time table above; daily, Sleeper class as above).
  {
    name: 'Chennai–Howrah Mail',
    number: '12840',
    stations: ['MAS', 'BZA'],
    minutes: 405,
    km: 431,
    departs: ['23:40', undefined],
  },
  // The Golden Temple Mail above, between Amritsar and Delhi: 12904 Amritsar 21:25 → Hazrat
  // Nizamuddin 07:05, 515 km via Saharanpur and Meerut, 9 h 40 min overnight (12903 Hazrat
  // Nizamuddin 19:15 → Amritsar 05:45; the 2015 time table above). Daily, Sleeper class
  // (Wikipedia, "Golden Temple Mail", as copied by enwikipedia.net and wikiwand.com).
  {
    name: 'Golden Temple Mail',
    number: '12904',
    stations: ['ASR', 'NDLS'],
    minutes: 580,
    km: 515,
    terminals: [undefined, { name: 'Hazrat Nizamuddin', code: 'NZM' }],
    departs: ['21:25', '19:15'],
  },
  // 12351 Howrah → Rajendra Nagar Terminal, 529 km in 9 h 40 min, daily, twelve Sleeper coaches
  // (Wikipedia, "Howrah–Rajendra Nagar Express", as copied at dweb.link). Overnight: in the 2015
  // time table above, when it ran on to Danapur, it left Howrah at 20:35 and reached Rajendra
  // Nagar at 05:56 (529 km) and Patna Junction at 06:05.
  {
    name: 'Howrah–Rajendra Nagar Express',
    number: '12351',
    stations: ['HWH', 'PNBE'],
    minutes: 580,
    km: 529,
    terminals: [undefined, { name: 'Rajendra Nagar Terminal', code: 'RJPB' }],
  },
  // The Kaveri Express above, as far as Bengaluru: 16021 Chennai Central 21:00 → KSR Bengaluru
  // 03:30, 362 km, 6 h 30 min overnight; 16022 back KSR Bengaluru 23:45 → Chennai Central 07:00
  // (the 2015 time table above). Daily, Sleeper class as above.
  {
    name: 'Kaveri Express',
    number: '16021',
    stations: ['MAS', 'SBC'],
    minutes: 390,
    km: 362,
    departs: ['21:00', '23:45'],
  },
  // 12321 Howrah 22:00 → Gaya 05:22, 458 km by the Grand Chord, 7 h 22 min overnight (the 2015
  // time table above). Daily, Sleeper class, via Gaya (Wikipedia, "Howrah–Mumbai CSMT Mail (via
  // Gaya)", as copied by wiki.riteme.site).
  {
    name: 'Howrah–Mumbai CSMT Mail (via Gaya)',
    number: '12321',
    stations: ['HWH', 'GAYA'],
    minutes: 442,
    km: 458,
    departs: ['22:00', undefined],
  },
  // The Punjab Mail above, on to Jhansi: 12138 New Delhi 05:15 → Jhansi Junction 12:25, 410 km
  // (Jhansi at 796 km from Firozpur; JHS in the 2015 time table, the knowledge base's Virangana
  // Lakshmibai Jhansi, VGLJ), 7 h 10 min; 12137 back 14:30 → 21:15 (the 2015 time table above).
  {
    name: 'Punjab Mail',
    number: '12138',
    stations: ['NDLS', 'VGLJ'],
    minutes: 430,
    km: 410,
    departs: ['05:15', undefined],
  },
  // The Golden Temple Mail above, to Sawai Madhopur: 12904 Hazrat Nizamuddin 07:35 → Sawai
  // Madhopur 13:00, 349 km (at 515 and 864 km from Amritsar), 5 h 25 min; 12903 back 12:30 →
  // 18:45 (the 2015 time table above).
  {
    name: 'Golden Temple Mail',
    number: '12904',
    stations: ['NDLS', 'SWM'],
    minutes: 325,
    km: 349,
    terminals: [{ name: 'Hazrat Nizamuddin', code: 'NZM' }, undefined],
    departs: ['07:35', undefined],
  },
  // The Howrah–Chennai Mail above, to Balugaon on Chilika lake: 12839 Howrah 23:45 → Balugaon
  // 08:03, 529 km, 8 h 18 min overnight; 12840 back 18:42 → 04:10 (the 2015 time table above).
  {
    name: 'Howrah–Chennai Mail',
    number: '12839',
    stations: ['HWH', 'BALU'],
    minutes: 498,
    km: 529,
    departs: ['23:45', '18:42'],
  },
  // The Gujarat Mail above, as far as Vadodara: 12901 Dadar 22:15 → Vadodara 04:17, 386 km (Dadar
  // at 6 km, Vadodara at 392 km from Mumbai Central), 6 h 02 min overnight; 12902 back Vadodara
  // 00:11 → Dadar 05:58 (the 2015 time table above).
  {
    name: 'Gujarat Mail',
    number: '12901',
    stations: ['CSMT', 'BRC'],
    minutes: 362,
    km: 386,
    departs: ['22:15', '00:11'],
    terminals: [{ name: 'Dadar (Western)', code: 'DDR' }, undefined],
  },
  // The Island Express above, as far as Coimbatore: 16526 KSR Bengaluru 20:00 → Coimbatore
  // Junction 03:10, 432 km, 7 h 10 min overnight; 16525 back Coimbatore 22:55 → KSR Bengaluru
  // 07:20 (at 513 and 944 km from Kanniyakumari; the 2015 time table above). Daily, Sleeper class
  // as the SBC → CAPE row above.
  {
    name: 'Island Express',
    number: '16526',
    stations: ['SBC', 'CBE'],
    minutes: 430,
    km: 432,
    departs: ['20:00', '22:55'],
  },
  // The same train to Kochi, at Ernakulam Town: 16526 KSR Bengaluru 20:00 → Ernakulam Town 07:30,
  // 635 km, 11 h 30 min; 16525 back Ernakulam Town 17:35 → KSR Bengaluru 07:20 (at 310 km from
  // Kanniyakumari; the 2015 time table above).
  {
    name: 'Island Express',
    number: '16526',
    stations: ['SBC', 'ERS'],
    minutes: 690,
    km: 635,
    terminals: [undefined, { name: 'Ernakulam Town', code: 'ERN' }],
    departs: ['20:00', '17:35'],
  },
  // The same train to Kottayam: 16526 KSR Bengaluru 20:00 → Kottayam 08:55, 697 km, 12 h 55 min;
  // 16525 back Kottayam 16:00 → KSR Bengaluru 07:20 (the 2015 time table above).
  {
    name: 'Island Express',
    number: '16526',
    stations: ['SBC', 'KTYM'],
    minutes: 775,
    km: 697,
    departs: ['20:00', '16:00'],
  },
  // The same train to Varkala: 16526 KSR Bengaluru 20:00 → Varkala Sivagiri 11:27, 817 km,
  // 15 h 27 min; 16525 back Varkala 13:23 → KSR Bengaluru 07:20 (the 2015 time table above).
  {
    name: 'Island Express',
    number: '16526',
    stations: ['SBC', 'VAK'],
    minutes: 927,
    km: 817,
    departs: ['20:00', '13:23'],
  },
  // The same train to Thiruvananthapuram: 16526 KSR Bengaluru 20:00 → Thiruvananthapuram Central
  // 12:45, 858 km, 16 h 45 min; 16525 back Thiruvananthapuram 12:45 → KSR Bengaluru 07:20, 857 km
  // (the 2015 time table above).
  {
    name: 'Island Express',
    number: '16526',
    stations: ['SBC', 'TVC'],
    minutes: 1005,
    km: 858,
    departs: ['20:00', '12:45'],
  },
  // The Hussainsagar Express above, between Hyderabad and Pune: 12702 Hyderabad Deccan 14:45 →
  // Pune Junction 01:10, 598 km, 10 h 25 min; 12701 back Pune 01:25 → Hyderabad Deccan 12:10, 10 h
  // 45 min (Pune at 192 km from Mumbai CST; the 2015 time table above). Daily, Sleeper class as
  // the CSMT → HYB row above.
  {
    name: 'Hussainsagar Superfast Express',
    number: '12702',
    stations: ['HYB', 'PUNE'],
    minutes: 625,
    km: 598,
    departs: ['14:45', '01:25'],
  },
  // The Ashram Express above, between Delhi and Jaipur: 12916 Old Delhi 15:20 → Jaipur 20:25, 308
  // km, 5 h 05 min; 12915 back Jaipur 04:40 → Old Delhi 10:10, 5 h 30 min (Jaipur at 627 and Old
  // Delhi at 934 km from Ahmedabad; the 2015 time table above). Daily, Sleeper class as the
  // ADI → NDLS row above.
  {
    name: 'Ashram Superfast Express',
    number: '12916',
    stations: ['NDLS', 'JP'],
    minutes: 305,
    km: 308,
    terminals: [{ name: 'Delhi Junction (Old Delhi)', code: 'DLI' }, undefined],
    departs: ['15:20', '04:40'],
  },
  // The Hampi Express above, between Bengaluru and Hosapete: 16591 Hosapete 21:05 → KSR
  // Bengaluru 06:10, 406 km, 9 h 05 min overnight; 16592 KSR Bengaluru 22:00 → Hosapete 07:10,
  // 9 h 10 min (Hosapete at 144 and KSR Bengaluru at 550 km from Hubballi; the 2015 time table
  // above). Daily, Sleeper class as the MYS → UBL row above.
  {
    name: 'Hampi Express',
    number: '16591',
    stations: ['HPT', 'SBC'],
    minutes: 545,
    km: 406,
    departs: ['21:05', '22:00'],
  },
  // The Mussoorie Express above, as far as Haridwar: 14041 Old Delhi 22:15 → Haridwar 05:45, 282
  // km, 7 h 30 min overnight; 14042 back Haridwar 23:10 → Old Delhi 07:40, 8 h 30 min (Old Delhi
  // at 5 and Haridwar at 287 km from Delhi Sarai Rohilla; the 2015 time table above). Daily,
  // Sleeper class as the NDLS → DDN row above.
  {
    name: 'Mussoorie Express',
    number: '14041',
    stations: ['NDLS', 'HW'],
    minutes: 450,
    km: 282,
    departs: ['22:15', '23:10'],
    terminals: [{ name: 'Delhi Junction (Old Delhi)', code: 'DLI' }, undefined],
  },
  // The Ashram Express above, between Delhi and Ajmer (for Pushkar): 12916 Old Delhi 15:20 → Ajmer
  // 22:40, 442 km, 7 h 20 min; 12915 back Ajmer 02:30 → Old Delhi 10:10, 7 h 40 min (Ajmer at 492
  // and Old Delhi at 934 km from Ahmedabad; the 2015 time table above). Daily, Sleeper class as
  // the ADI → NDLS row above.
  {
    name: 'Ashram Superfast Express',
    number: '12916',
    stations: ['NDLS', 'AII'],
    minutes: 440,
    km: 442,
    terminals: [{ name: 'Delhi Junction (Old Delhi)', code: 'DLI' }, undefined],
    departs: ['15:20', '02:30'],
  },
  // The same train between Ahmedabad and Ajmer, from Sabarmati where it now starts (as the ADI →
  // NDLS row above): 12915 Sabarmati 18:47 → Ajmer 02:20, 485 km, 7 h 33 min overnight; 12916 back
  // Ajmer 22:50 → Sabarmati 07:05 (Sabarmati Junction at 7 km from Ahmedabad; the 2015 time table
  // above).
  {
    name: 'Ashram Superfast Express',
    number: '12915',
    stations: ['ADI', 'AII'],
    minutes: 453,
    km: 485,
    departs: ['18:47', '22:50'],
    terminals: [{ name: 'Sabarmati', code: 'SBIB' }, undefined],
  },
  // The Chennai Central–Mangaluru Central Superfast Express above, between Kozhikode and Chennai:
  // 12686 Kozhikode 20:15 → Chennai Central 08:00, 668 km, 11 h 45 min overnight (Kozhikode at 221
  // and Chennai at 889 km from Mangaluru Central; the 2015 time table above). Daily, Sleeper class
  // as the MAS → MAQ row above.
  {
    name: 'Chennai Central–Mangaluru Central Superfast Express',
    number: '12686',
    stations: ['CLT', 'MAS'],
    minutes: 705,
    km: 668,
    departs: ['20:15', undefined],
  },
  // The Shramjeevi Express above, between Lucknow and Varanasi: 12392 Lucknow 21:30 → Varanasi
  // 02:25, 283 km, 4 h 55 min by night (no hour given that way); 12391 Varanasi 15:12 → Lucknow
  // 20:20, 5 h 08 min by day (Lucknow at 493 and Varanasi at 776 km from New Delhi; the 2015 time
  // table above). Daily, Sleeper class as the RGD → NDLS row above.
  {
    name: 'Shramjeevi Superfast Express',
    number: '12392',
    stations: ['LKO', 'BSB'],
    minutes: 295,
    km: 283,
    departs: [undefined, '15:12'],
  },
  // The same train between Patna and Lucknow: 12391 Patna Junction 10:50 → Lucknow 20:20, 511 km,
  // 9 h 30 min; 12392 back Lucknow 21:30 → Patna 07:15 (the 2015 time table above).
  {
    name: 'Shramjeevi Superfast Express',
    number: '12391',
    stations: ['PNBE', 'LKO'],
    minutes: 570,
    km: 511,
    departs: ['10:50', '21:30'],
  },
  // The same train between Rajgir and Lucknow: 12391 Rajgir 08:10 → Lucknow 20:20, 610 km,
  // 12 h 10 min; 12392 back Lucknow 21:30 → Rajgir 10:10 (the 2015 time table above).
  {
    name: 'Shramjeevi Superfast Express',
    number: '12391',
    stations: ['RGD', 'LKO'],
    minutes: 730,
    km: 610,
    departs: ['08:10', '21:30'],
  },
  // 12920 Jammu Tawi 09:00 → New Delhi 19:00, 577 km, 10 hours; 12919 New Delhi 05:20 → Jammu
  // Tawi 16:10, 576 km, 10 h 50 min (New Delhi at 964 and Jammu Tawi at 1,540 km from Indore; the
  // 2015 time table above). Daily, six Sleeper class coaches (Wikipedia, "Malwa Express", as
  // copied at 5.180.24.3, now running on to Shri Mata Vaishno Devi Katra; Telugu Wikipedia:
  // daily, Sleeper class).
  {
    name: 'Malwa Superfast Express',
    number: '12920',
    stations: ['JAT', 'NDLS'],
    minutes: 600,
    km: 577,
    departs: ['09:00', '05:20'],
  },
  // The same train between Delhi and Kurukshetra: 12919 New Delhi 05:20 → Kurukshetra 08:02, 157
  // km, 2 h 42 min; 12920 back Kurukshetra 16:17 → New Delhi 19:00 (the 2015 time table above).
  {
    name: 'Malwa Superfast Express',
    number: '12919',
    stations: ['NDLS', 'KKDE'],
    minutes: 162,
    km: 157,
    departs: ['05:20', '16:17'],
  },
  // 10103 Mumbai CSMT 07:10 → Karmali 19:01, 725 km, 11 h 51 min; 10104 back Karmali 09:10 →
  // Mumbai CSMT 21:40 (the 2015 time table above, which puts Madgaon at 765 km where the train's
  // Wikipedia article gives 581 km; the row keeps the table's figure for Karmali, the only one
  // printed). The table's Konkan distances are the chargeable ones, the route south of Roha
  // counted 40% longer, on which the fare is charged (COST_MODEL.md, "Konkan Railway distances"). The Konkan Kanya, 10111 CSMT 23:05 → Karmali 11:10, is slower. The table's date
  // falls in the monsoon, when Konkan trains run slower (indiarailinfo.com FAQ, 2013: the Konkan
  // Kanya takes about 13.5 hours then, 11 h 40 min otherwise). Daily, Sleeper class, stopping at
  // Karmali (Wikipedia, "Mandovi Express", revision of 21 December 2024 as copied at talk.dob.jp,
  // and the copy at 5.180.24.3).
  {
    name: 'Mandovi Express',
    number: '10103',
    stations: ['CSMT', 'KRMI'],
    minutes: 711,
    km: 725,
    departs: ['07:10', '09:10'],
  },
  // The Mandore Express above, between Jodhpur and Jaipur: 12462 Jodhpur 20:00 → Jaipur 00:50, 313
  // km, 4 h 50 min by night; 12461 back Jaipur 02:45 → Jodhpur 07:45 (Jaipur at 308 and Jodhpur at
  // 620 km from Old Delhi; the 2015 time table above, when it ran as 12461/12462). Daily, Sleeper
  // class as the JU → NDLS row above.
  {
    name: 'Mandore Express',
    number: '12462',
    stations: ['JU', 'JP'],
    minutes: 290,
    km: 313,
    departs: ['20:00', '02:45'],
  },
  // The Chetak Express above, as far as Chittorgarh: 12981 Delhi Sarai Rohilla 19:40 →
  // Chittaurgarh 05:13, 559 km, 9 h 33 min overnight via Ajmer; 12982 back Chittaurgarh 19:30 →
  // Delhi Sarai Rohilla 05:10 (the 2015 time table above, when it ran as 12981/12982). Daily,
  // Sleeper class as the NDLS → UDZ row above.
  {
    name: 'Chetak Express',
    number: '12981',
    stations: ['NDLS', 'COR'],
    minutes: 573,
    km: 559,
    terminals: [{ name: 'Delhi Sarai Rohilla', code: 'DEE' }, undefined],
    departs: ['19:40', '19:30'],
  },
  // 16183 Chennai Egmore 23:30 → Thanjavur 07:15, 351 km, 7 h 45 min overnight; 16184 back
  // Thanjavur 20:45 → Chennai Egmore 04:55 (the 2015 time table above; the train now runs as
  // 16865/16866, and from 1 October 2023 left Egmore at 22:15 to reach Thanjavur at 04:30: The
  // Hindu, 5 October 2023). A 21-coach rake with 12 sleeper coaches, launched on 1 September 2013,
  // "fully occupied on all days" (The Hindu, 1 September 2023 and 5 October 2023). The hours given
  // are Egmore's of October 2023 and Thanjavur's of 2015.
  {
    name: 'Uzhavan Express',
    number: '16183',
    stations: ['MAS', 'TJ'],
    minutes: 465,
    km: 351,
    departs: ['22:15', '20:45'],
    terminals: [{ name: 'Chennai Egmore', code: 'MS' }, undefined],
  },
  // 16232 KSR Bengaluru 19:00 → Tiruchchirappalli 03:55, 421 km, 8 h 55 min; 16231 back
  // Tiruchchirappalli 20:35 → KSR Bengaluru 05:50 (Bengaluru at 139 and Tiruchchirappalli at 560
  // km from Mysuru; the 2015 time table above). Daily, with Sleeper class (twelve sleeper coaches)
  // via Thanjavur, Tiruchchirappalli and Bengaluru City (Wikipedia, "Mysore–Mayiladuthurai
  // Express", as copied by railroad.wikisort.org).
  {
    name: 'Mysuru–Mayiladuthurai Express',
    number: '16232',
    stations: ['SBC', 'TPJ'],
    minutes: 535,
    km: 421,
    departs: ['19:00', '20:35'],
  },
  // The same train on to Thanjavur: 16232 KSR Bengaluru 19:00 → Thanjavur 04:48, 471 km, 9 h 48 min;
  // 16231 back Thanjavur 19:15 → KSR Bengaluru 05:50 (the 2015 time table above).
  {
    name: 'Mysuru–Mayiladuthurai Express',
    number: '16232',
    stations: ['SBC', 'TJ'],
    minutes: 588,
    km: 471,
    departs: ['19:00', '19:15'],
  },
  // 12622 New Delhi 22:30 → Bhopal 07:50, 701 km, 9 h 20 min overnight; 12621 back Bhopal 20:20
  // → New Delhi 07:05 (Bhopal at 1,481 km from Chennai Central; the 2015 time table above). Daily,
  // Sleeper class among its coaches (Wikipedia, "Tamil Nadu Express", en.m.wikipedia.org). The
  // Telangana Express (12724, 17:25 → 03:20) takes 9 h 55 min.
  {
    name: 'Tamil Nadu Express',
    number: '12622',
    stations: ['NDLS', 'BPL'],
    minutes: 560,
    km: 701,
    departs: ['22:30', '20:20'],
  },
  // The same train, Chennai end: 12621 Chennai Central 22:00 → Warangal 07:03, 639 km, 9 h 03 min;
  // 12622 back Warangal 20:50 → Chennai Central 07:10 (the 2015 time table above).
  {
    name: 'Tamil Nadu Express',
    number: '12621',
    stations: ['MAS', 'WL'],
    minutes: 543,
    km: 639,
    departs: ['22:00', '20:50'],
  },
  // 12724 Nagpur 09:50 → Hyderabad Deccan 19:50, 587 km, 10 hours; 12723 back leaves Hyderabad in
  // the morning and is at Nagpur at 15:45 (Nagpur at 1,090 km from New Delhi; the 2015 time table
  // above, when it ran as the A.P. Express). Daily, Sleeper class (Wikipedia, "Telangana
  // Express", October 2023 copy at iiab.me: renamed from the Andhra Pradesh Express on 15
  // November 2015). The Dakshin Express (12721, 22:30 → 09:15) takes 10 h 45 min.
  {
    name: 'Telangana Express',
    number: '12724',
    stations: ['NGP', 'HYB'],
    minutes: 600,
    km: 587,
    departs: ['09:50', undefined],
  },
  // The same train from Bhopal: 12724 Bhopal 03:30 → Hyderabad Deccan 19:50, 976 km, 16 h 20 min;
  // 12723 back Hyderabad → Bhopal 21:50 (the 2015 time table above).
  {
    name: 'Telangana Express',
    number: '12724',
    stations: ['BPL', 'HYB'],
    minutes: 980,
    km: 976,
    departs: ['03:30', undefined],
  },
  // 12860 Howrah 13:50 → Raipur 02:15, 831 km, 12 h 25 min; 12859 back Raipur 23:35 → Howrah 12:30
  // (Raipur at 1,138 km from Mumbai CSMT; the 2015 time table above). Daily, Sleeper class
  // (Wikipedia, "Gitanjali Express", en.wikipedia.org; Navbharat, enavabharat.com, December 2020:
  // 13 sleeper coaches of 22, leaving Howrah at 14:00).
  {
    name: 'Gitanjali Express',
    number: '12860',
    stations: ['HWH', 'R'],
    minutes: 745,
    km: 831,
    departs: ['13:50', '23:35'],
  },
  // 12620 Mangaluru Central 14:25 → Lokmanya Tilak Terminus 06:35, 16 h 10 min, "the usual
  // timetable"; 12619 back LTT 15:20 → Mangaluru 07:30 (The Hindu, December 2020). The line is
  // 882.5 km long (The Hindu, 15 October 2024), but the fare is charged on 1,186 km, the 2015 time
  // table's distance: Konkan Railway charges on its section (Roha–Thokur) 40% more than the
  // route's length (COST_MODEL.md, "Konkan Railway distances"). That table prints 12:50 → 06:35, a
  // monsoon timetable (see the Mandovi Express above). Daily, Sleeper class (Wikipedia,
  // "Matsyagandha Express", en.wikipedia.org and wikiwand.com; Financial Express, June 2021: ten
  // Sleeper coaches of 22).
  {
    name: 'Matsyagandha Express',
    number: '12620',
    stations: ['MAQ', 'CSMT'],
    minutes: 970,
    km: 1186,
    terminals: [undefined, { name: 'Lokmanya Tilak Terminus', code: 'LTT' }],
    departs: ['14:25', '15:20'],
  },
  // The Chennai–Thiruvananthapuram Mail above, to Kochi: 12623 Chennai Central 19:45 → Ernakulam Town 06:50,
  // 700 km, 11 h 05 min; 12624 back Ernakulam Town 19:30 → Chennai Central 07:30 (the 2015 time
  // table above, which gives the whole run 922 km). Daily, Sleeper class as the MAS → TVC row.
  {
    name: 'Chennai–Thiruvananthapuram Mail',
    number: '12623',
    stations: ['MAS', 'ERS'],
    minutes: 665,
    km: 700,
    terminals: [undefined, { name: 'Ernakulam Town', code: 'ERN' }],
    departs: ['19:45', '19:30'],
  },
  // The same train to Kottayam: 12623 Chennai Central 19:45 → Kottayam 07:55, 762 km, 12 h 10 min;
  // 12624 back Kottayam 17:40 → Chennai Central 07:30 (the 2015 time table above).
  {
    name: 'Chennai–Thiruvananthapuram Mail',
    number: '12623',
    stations: ['MAS', 'KTYM'],
    minutes: 730,
    km: 762,
    departs: ['19:45', '17:40'],
  },
  // The same train to Varkala: 12623 Chennai Central 19:45 → Varkala Sivagiri 10:20, 881 km,
  // 14 h 35 min; 12624 back Varkala 15:25 → Chennai Central 07:30 (the 2015 time table above).
  {
    name: 'Chennai–Thiruvananthapuram Mail',
    number: '12623',
    stations: ['MAS', 'VAK'],
    minutes: 875,
    km: 881,
    departs: ['19:45', '15:25'],
  },
  // The Ashram Express above, to Abu Road (for Mount Abu): 12916 Old Delhi 15:20 → Abu Road 03:35,
  // 747 km, 12 h 15 min; 12915 back Abu Road 22:03 → Old Delhi 10:10 (Abu Road at 187 and Old
  // Delhi at 934 km from Ahmedabad; the 2015 time table above). Daily, Sleeper class as the
  // ADI → NDLS row above.
  {
    name: 'Ashram Superfast Express',
    number: '12916',
    stations: ['NDLS', 'ABR'],
    minutes: 735,
    km: 747,
    terminals: [{ name: 'Old Delhi', code: 'DLI' }, undefined],
    departs: ['15:20', '22:03'],
  },
  // The same train between Ahmedabad and Jaipur: 12915 Sabarmati Junction 18:47 → Jaipur 04:30,
  // 620 km, 9 h 43 min overnight; 12916 back Jaipur 20:35 → Sabarmati 07:03 (Sabarmati at 7 and
  // Jaipur at 627 km from Ahmedabad; the 2015 time table above). Daily, Sleeper class, from
  // Sabarmati, as the ADI → NDLS row above.
  {
    name: 'Ashram Superfast Express',
    number: '12915',
    stations: ['ADI', 'JP'],
    minutes: 583,
    km: 620,
    terminals: [{ name: 'Sabarmati Junction', code: 'SBIB' }, undefined],
    departs: ['18:47', '20:35'],
  },
  // The Malwa Express above, from Ujjain: 12919 Ujjain 14:10 → New Delhi 05:00, 884 km, 14 h 50 min;
  // 12920 back New Delhi 19:20 → Ujjain 11:10 (Ujjain at 80 and New Delhi at 964 km from Indore;
  // the 2015 time table above). Daily, Sleeper class as the JAT → NDLS row above.
  {
    name: 'Malwa Superfast Express',
    number: '12919',
    stations: ['UJN', 'NDLS'],
    minutes: 890,
    km: 884,
    departs: ['14:10', '19:20'],
  },
  // The same train from Indore: 12919 Indore 12:25 → New Delhi 05:00, 964 km, 16 h 35 min; 12920
  // back New Delhi 19:20 → Indore 12:50 (the 2015 time table above).
  {
    name: 'Malwa Superfast Express',
    number: '12919',
    stations: ['INDB', 'NDLS'],
    minutes: 995,
    km: 964,
    departs: ['12:25', '19:20'],
  },
  // 12311 Old Delhi 21:25 → Chandigarh 03:00, 265 km, 5 h 35 min by night; 12312 back Chandigarh
  // 01:10 → Old Delhi 06:30 (Old Delhi at 1,441 and Chandigarh at 1,706 km from Howrah; the 2015
  // time table above, when it ran as the Kalka Mail). Daily, Sleeper class (Wikipedia, "Netaji
  // Express", en.wikipedia.org: the Kalka Mail renamed in 2021, 12311 now leaving Howrah at 21:55).
  {
    name: 'Netaji Express',
    number: '12311',
    stations: ['NDLS', 'CDG'],
    minutes: 335,
    km: 265,
    terminals: [{ name: 'Old Delhi', code: 'DLI' }, undefined],
    departs: ['21:25', '01:10'],
  },
  // The Howrah–Mumbai Mail via Gaya above, to Prayagraj: 12321 Howrah 22:00 → Allahabad Junction
  // (now Prayagraj Junction) 11:07, 813 km, 13 h 07 min; 12322 back Prayagraj 20:55 → Howrah 11:45
  // (the 2015 time table above). The Kalka Mail takes 13 h 45 min. Daily, Sleeper class as the
  // HWH → GAYA row above.
  {
    name: 'Howrah–Mumbai CSMT Mail (via Gaya)',
    number: '12321',
    stations: ['HWH', 'PRYJ'],
    minutes: 787,
    km: 813,
    departs: ['22:00', '20:55'],
  },
  // The same train from Mumbai to Pipariya (for Pachmarhi): 12322 Mumbai CSMT 21:30 → Pipariya 10:31,
  // 819 km, 13 h 01 min; 12321 back Pipariya 20:32 → Mumbai CSMT 11:25 (the 2015 time table above).
  {
    name: 'Howrah–Mumbai CSMT Mail (via Gaya)',
    number: '12322',
    stations: ['CSMT', 'PPI'],
    minutes: 781,
    km: 819,
    departs: ['21:30', '20:32'],
  },
  // The Punjab Mail above, between Bhopal and Mumbai: 12138 Bhopal 16:55 → Mumbai CSMT 07:35,
  // 843 km, 14 h 40 min overnight (Bhopal at 1,087 and Mumbai CSMT at 1,930 km from Firozpur; the
  // 2015 time table above). Daily, Sleeper class as the NDLS → AGC row above.
  {
    name: 'Punjab Mail',
    number: '12138',
    stations: ['BPL', 'CSMT'],
    minutes: 880,
    km: 843,
    departs: ['16:55', undefined],
  },
  // 17064 Secunderabad 18:10 → Aurangabad 03:45, 508 km, 9 h 35 min overnight; 17063 back Aurangabad
  // 22:45 → Secunderabad 08:55 (Aurangabad at 114 km from Manmad; the 2015 time table above). Daily,
  // with Sleeper class, Secunderabad–Manmad via Nizamabad, Nanded and Aurangabad (Wikipedia, "Ajanta
  // Express", as copied at wiki-gateway.eudic.net). Lokmat, 5 October 2023: from 15 December 2023
  // 17064 leaves from Kacheguda at 18:40.
  {
    name: 'Ajanta Express',
    number: '17064',
    stations: ['HYB', 'AWB'],
    minutes: 575,
    km: 508,
    terminals: [{ name: 'Secunderabad', code: 'SC' }, undefined],
  },
  // The Mumbai Central–Jaipur Superfast Express above, between Jaipur and Vadodara: 12956 Jaipur 14:00
  // → Vadodara 01:38, 767 km, 11 h 38 min; 12955 back Vadodara 00:30 → Jaipur 12:40 (Vadodara at 392
  // and Jaipur at 1,159 km from Mumbai Central; the 2015 time table above). Daily, Sleeper class as
  // the CSMT → JP row above.
  {
    name: 'Mumbai Central–Jaipur Superfast Express',
    number: '12956',
    stations: ['JP', 'BRC'],
    minutes: 698,
    km: 767,
    departs: ['14:00', '00:30'],
  },
  // 19309 Ahmedabad 19:45 → Ujjain 04:05, 457 km, 8 h 20 min overnight; 19310 back Ujjain 00:30 →
  // Ahmedabad 08:45 (Ahmedabad at 34 and Ujjain at 491 km from Gandhinagar Capital; the 2015 time
  // table above). It runs every day with about eight Sleeper coaches; Gandhinagar 18:00, Ujjain 03:50,
  // Indore 05:55 (TV9 Gujarati, on the Gandhinagar Capital–Indore train 19309).
  {
    name: 'Gandhinagar Capital–Indore Express',
    number: '19309',
    stations: ['ADI', 'UJN'],
    minutes: 500,
    km: 457,
  },
  // The same train on to Indore: 19309 Ahmedabad 19:45 → Indore 06:30, 537 km, 10 h 45 min; 19310
  // back Indore 22:45 → Ahmedabad 08:45 (the 2015 time table above).
  {
    name: 'Gandhinagar Capital–Indore Express',
    number: '19309',
    stations: ['ADI', 'INDB'],
    minutes: 645,
    km: 537,
  },
  // 13009 Lucknow 18:35 → Haridwar 04:35, 493 km, 10 hours overnight; 13010 back Haridwar 22:30 →
  // Lucknow 08:35 (Lucknow at 1,013 and Haridwar at 1,506 km from Howrah; the 2015 time table
  // above). Daily, Sleeper class, nine Sleeper coaches (Wikipedia, "Doon Express", en.wikipedia.org;
  // its western end is now Yog Nagari Rishikesh).
  {
    name: 'Doon Express',
    number: '13009',
    stations: ['LKO', 'HW'],
    minutes: 600,
    km: 493,
    departs: ['18:35', '22:30'],
  },
  // The same train from Dehradun: 13010 Dehradun 20:30 → Lucknow 08:35, 545 km, 12 h 05 min; 13009
  // back Lucknow 18:35 → Dehradun 07:25 (the 2015 time table above).
  {
    name: 'Doon Express',
    number: '13010',
    stations: ['DDN', 'LKO'],
    minutes: 725,
    km: 545,
    departs: ['20:30', '18:35'],
  },
  // The same train from Lucknow to Gaya (for Bodh Gaya): 13010 Lucknow 08:45 → Gaya 21:17, 543 km,
  // 12 h 32 min via Ayodhya and Varanasi; 13009 back Gaya 05:00 → Lucknow 18:20 (the 2015 time table
  // above).
  {
    name: 'Doon Express',
    number: '13010',
    stations: ['LKO', 'GAYA'],
    minutes: 752,
    km: 543,
    departs: ['08:45', '05:00'],
  },
  // 12191 New Delhi 14:05 → Jabalpur 07:15, 1,038 km, 17 h 10 min overnight via Agra, Jhansi,
  // Bhopal and Itarsi; 12192 back Jabalpur 17:45 → New Delhi 11:50 (the 2015 time table above).
  // The Mahakaushal Express (12189, Jabalpur 18:10 → Hazrat Nizamuddin 11:40, 961 km) takes 17 h
  // 30 min. The Shridham Express: run daily as a festival special from 20 November 2020 with 24
  // coaches, eleven of them Sleeper class (Prabhasakshi, "special train from Jabalpur to Hazrat
  // Nizamuddin", and Madhya Pradesh Samachar, 18 November 2020, on Shridham and Vindhyachal
  // Express running as festival specials); Sandhya Bandhu, September 2024, names 12192
  // Jabalpur–Nizamuddin Shridham Superfast Express, so it now ends at Hazrat Nizamuddin.
  {
    name: 'Shridham Superfast Express',
    number: '12191',
    stations: ['NDLS', 'JBP'],
    minutes: 1030,
    km: 1038,
    departs: ['14:05', '17:45'],
  },
  // The same train to Pipariya (for Pachmarhi): 12191 New Delhi 14:05 → Pipariya 04:23, 860 km,
  // 14 h 18 min overnight; 12192 back Pipariya 20:22 → New Delhi 11:50 (Pipariya at 178 km from
  // Jabalpur; the 2015 time table above).
  {
    name: 'Shridham Superfast Express',
    number: '12191',
    stations: ['NDLS', 'PPI'],
    minutes: 858,
    km: 860,
    departs: ['14:05', '20:22'],
  },
  // 12533 Lucknow Junction 19:45 → Bhopal 05:55, 585 km, 10 h 10 min overnight via Kanpur and
  // Jhansi; 12534 back Bhopal 21:05 → Lucknow Junction 08:40 (Bhopal at 843 km from Mumbai CSMT;
  // the 2015 time table above). Daily, Sleeper class, between Lucknow Junction and Mumbai CSMT
  // (Telugu Wikipedia, "Pushpak Express": 1,428 km). Dainik Jagran: 12533 to leave from Gomti Nagar
  // at 20:45 from 26 January (year not given in the copy read), not Lucknow Junction.
  {
    name: 'Pushpak Express',
    number: '12533',
    stations: ['LKO', 'BPL'],
    minutes: 610,
    km: 585,
    terminals: [{ name: 'Lucknow Junction', code: 'LJN' }, undefined],
    departs: ['19:45', '21:05'],
  },
  // 12633 Chennai Egmore 17:30 → Kanyakumari 06:50, 742 km, 13 h 20 min overnight via Madurai
  // (Egmore 17:30 → Madurai 01:45 at 497 km); 12634 back Kanyakumari 17:20 → Chennai Egmore 06:50
  // (the 2015 time table above). Sleeper class: The Hindu (Madurai), "MLA seeks 12 sleeper class
  // coaches in Kanniyakumari Superfast Express train" (its Sleeper coaches cut from twelve to
  // seven); Bengali Wikipedia, "Kanyakumari Express": the overnight train between Chennai Egmore
  // and Kanyakumari. Neither says how often it runs.
  {
    name: 'Kanniyakumari Superfast Express',
    number: '12633',
    stations: ['MAS', 'CAPE'],
    minutes: 800,
    km: 742,
    terminals: [{ name: 'Chennai Egmore', code: 'MS' }, undefined],
    departs: ['17:30', '17:20'],
  },
  // The Matsyagandha Express above, from Udupi: 12620 Udupi 14:22 → Lokmanya Tilak Terminus 06:35,
  // 16 h 13 min; 12619 back from LTT (15:20 in The Hindu, December 2020) → Udupi 07:52 (Udupi at
  // 87 and LTT at 1,186 km from Mangaluru Central; the 2015 time table above, a monsoon timetable).
  // 1,099 km is the chargeable distance, on which the fare is charged (the Konkan section counted
  // 40% longer; COST_MODEL.md, "Konkan Railway distances"). Daily, Sleeper class as above.
  {
    name: 'Matsyagandha Express',
    number: '12620',
    stations: ['UD', 'CSMT'],
    minutes: 973,
    km: 1099,
    terminals: [undefined, { name: 'Lokmanya Tilak Terminus', code: 'LTT' }],
    departs: ['14:22', '15:20'],
  },
  // The same train from Gokarna Road: 12620 Gokarna Road 17:00 → Lokmanya Tilak Terminus 06:35,
  // 13 h 35 min overnight; 12619 back from LTT (15:20) → Gokarna Road 04:40 (Gokarna Road at 304 km
  // from Mangaluru Central; the 2015 time table above). 882 km chargeable, as above.
  {
    name: 'Matsyagandha Express',
    number: '12620',
    stations: ['GOK', 'CSMT'],
    minutes: 815,
    km: 882,
    terminals: [undefined, { name: 'Lokmanya Tilak Terminus', code: 'LTT' }],
    departs: ['17:00', '15:20'],
  },
  // 22945 Mumbai Central 20:25 → Dwarka 14:46, 961 km, 18 h 21 min via Ahmedabad and Rajkot; 22946
  // back Dwarka 12:58 → Mumbai Central 07:10 (Dwarka at 29 km from Okha; the 2015 time table
  // above, when it ran as 19005/19006). Daily, Sleeper class (eight coaches), Mumbai Central–Okha,
  // 990 km (Wikipedia, "Saurashtra Mail", October 2023 copy at iiab.me).
  {
    name: 'Saurashtra Mail',
    number: '22945',
    stations: ['CSMT', 'DWK'],
    minutes: 1101,
    km: 961,
    terminals: [{ name: 'Mumbai Central', code: 'MMCT' }, undefined],
    departs: ['20:25', '12:58'],
  },
  // The same train from Ahmedabad: 22945 Ahmedabad 05:05 → Dwarka 14:46, 470 km, 9 h 41 min; 22946
  // back Dwarka 12:58 → Ahmedabad 22:25 (the 2015 time table above).
  {
    name: 'Saurashtra Mail',
    number: '22945',
    stations: ['ADI', 'DWK'],
    minutes: 581,
    km: 470,
    departs: ['05:05', '12:58'],
  },
  // The same train between Ahmedabad and Vapi (for Daman): 22946 Ahmedabad 22:50 → Vapi 04:05,
  // 322 km, 5 h 15 min by night; 22945 back Vapi 23:07 → Ahmedabad 04:45 (the 2015 time table
  // above; Ahmedabad at 499 and Vapi at 821 km from Okha).
  {
    name: 'Saurashtra Mail',
    number: '22946',
    stations: ['ADI', 'VAPI'],
    minutes: 315,
    km: 322,
    departs: ['22:50', '23:07'],
  },
  // 16751 Chennai Egmore → Rameswaram, 665 km, 12 h 30 min overnight, daily, with 13 Sleeper
  // coaches (Wikipedia, "Boat Mail Express", en.wikipedia.org, and the October 2023 copy at
  // iiab.me); it "usually departs Chennai Egmore at 7:15pm" (the same article when the train ran as
  // 16851/16852, copy at zims-en.kiwix.campusafrica.gos.orange.com).
  {
    name: 'Rameswaram (Boat Mail) Express',
    number: '16751',
    stations: ['MAS', 'RMM'],
    minutes: 750,
    km: 665,
    terminals: [{ name: 'Chennai Egmore', code: 'MS' }, undefined],
    departs: ['19:15', undefined],
  },
  // 14853 Lucknow (Charbagh) 00:30 → Jaipur 12:05, 567 km, 11 h 35 min; 14854 back Jaipur 15:45 →
  // Lucknow 02:50 (Lucknow at 324 and Jaipur at 891 km from Varanasi; the 2015 time table above).
  // The Marudhar Express runs Varanasi–Jodhpur as three trains on different days, 14853/14854 via
  // Faizabad, 14863/14864 via Sultanpur and 14865/14866 via Pratapgarh, every one of them with
  // Sleeper class (Wikipedia, "Marudhar Express (via Faizabad)", as copied at
  // everything.explained.today); from Lucknow on they keep the same times (14863 and 14865 also
  // leave Lucknow at 00:30, 14864 Jaipur at 15:45), so one of them runs between Lucknow and Jaipur
  // every day of the week (tosnews.com, on the Marudhar trains from Charbagh).
  {
    name: 'Marudhar Express',
    number: '14853',
    stations: ['LKO', 'JP'],
    minutes: 695,
    km: 567,
    departs: ['00:30', '15:45'],
  },
  // The same trains from Lucknow to Agra Fort: 14853 Lucknow 00:30 → Agra Fort 06:10, 326 km,
  // 5 h 40 min by night; 14854 back Agra Fort 20:30 → Lucknow 02:50 (the 2015 time table above).
  {
    name: 'Marudhar Express',
    number: '14853',
    stations: ['LKO', 'AGC'],
    minutes: 340,
    km: 326,
    terminals: [undefined, { name: 'Agra Fort', code: 'AF' }],
    departs: ['00:30', '20:30'],
  },
  // The same trains from Jaipur to Agra Fort: 14854 Jaipur 15:45 → Agra Fort 20:05, 241 km,
  // 4 h 20 min; 14853 back Agra Fort 06:35 → Jaipur 12:05 (the 2015 time table above).
  {
    name: 'Marudhar Express',
    number: '14854',
    stations: ['JP', 'AGC'],
    minutes: 260,
    km: 241,
    terminals: [undefined, { name: 'Agra Fort', code: 'AF' }],
    departs: ['15:45', '06:35'],
  },
  // 14854 (the Faizabad train only) Jaipur 15:45 → Ayodhya 06:40, 702 km, 14 h 55 min overnight
  // (Jaipur at 313 and Ayodhya at 1,015 km from Jodhpur; the 2015 time table above). It runs three
  // days a week (Monday, Thursday and Saturday from Jodhpur), 14853 back on three days
  // (Wikipedia, "Marudhar Express (via Faizabad)", copy at everything.explained.today), with
  // Sleeper class.
  {
    name: 'Marudhar Express (via Faizabad)',
    number: '14854',
    stations: ['JP', 'AY'],
    minutes: 895,
    km: 702,
    departs: ['15:45', undefined],
  },
  // The Doon Express above, from Howrah to Varanasi: 13009 Howrah 20:30 → Varanasi 10:20, 690 km,
  // 13 h 50 min overnight via Gaya; 13010 back from Varanasi at 16:10 (Varanasi at 868 of the
  // 1,557 km from Dehradun; the 2015 time table above). Daily, Sleeper class as the LKO → HW row.
  {
    name: 'Doon Express',
    number: '13009',
    stations: ['HWH', 'BSB'],
    minutes: 830,
    km: 690,
    departs: ['20:30', '16:10'],
  },
  // The Howrah–Chennai Mail above, between Chennai and Visakhapatnam: 12839 Visakhapatnam 14:10 →
  // Chennai Central 03:50, 780 km, 13 h 40 min overnight; 12840 leaves Chennai Central at 23:40
  // (Visakhapatnam at 882 and Chennai at 1,662 km from Howrah; the 2015 time table above). Daily,
  // Sleeper class as the HWH → BBS row.
  {
    name: 'Howrah–Chennai Mail',
    number: '12840',
    stations: ['MAS', 'VSKP'],
    minutes: 820,
    km: 780,
    departs: ['23:40', '14:10'],
  },
  // 12303 Howrah 08:05 → Jasidih (for Deoghar) 12:10, 311 km, 4 h 05 min; 12304 back Jasidih 11:48
  // → Howrah 16:55 (Jasidih at 1,219 of the 1,529 km from New Delhi; the 2015 time table above).
  // Four days a week, with Sleeper class (Wikipedia, "Poorva Express (via Patna)",
  // en.wikipedia.org); the Poorva Express via Gaya (12381/12382) does not pass Jasidih.
  {
    name: 'Poorva Express (via Patna)',
    number: '12303',
    stations: ['HWH', 'JSME'],
    minutes: 245,
    km: 311,
    departs: ['08:05', '11:48'],
  },
  // 12864 Yesvantpur 19:35 → Tirupati 02:30, 345 km, 6 h 55 min overnight; 12863 back from
  // Tirupati at 23:25, in Yesvantpur 07:15 (Tirupati at 345 km from Yesvantpur and 1,618 of the
  // 1,963 km from Howrah; the 2015 time table above). Daily, with Sleeper class (Grokipedia,
  // "Howrah–SMVT Bengaluru Superfast Express", which has it now start from Sir M. Visvesvaraya
  // Terminal; ANI via devdiscourse.com, 21 October 2020: run daily as the 02873/02874 festival
  // special at the same Yesvantpur hours, with Sleeper coaches).
  {
    name: 'Howrah–Yesvantpur Superfast Express',
    number: '12864',
    stations: ['SBC', 'TPTY'],
    minutes: 415,
    km: 345,
    terminals: [{ name: 'Yesvantpur', code: 'YPR' }, undefined],
    departs: ['19:35', '23:25'],
  },
  // The same train to Vijayawada: 12864 Yesvantpur 19:35 → Vijayawada 09:25, 731 km, 13 h 50 min
  // overnight; 12863 back from Vijayawada at 17:00, in Yesvantpur 07:15 (Vijayawada at 1,232 of
  // the 1,963 km from Howrah; the 2015 time table above). Daily, Sleeper class as the row above.
  {
    name: 'Howrah–Yesvantpur Superfast Express',
    number: '12864',
    stations: ['SBC', 'BZA'],
    minutes: 830,
    km: 731,
    terminals: [{ name: 'Yesvantpur', code: 'YPR' }, undefined],
    departs: ['19:35', '17:00'],
  },
  // 17230 Sabari Express Hyderabad Deccan 11:25 → Tirupati 00:10, 671 km, 12 h 45 min overnight;
  // 17229 back from Tirupati at 00:35, in Hyderabad 13:40 (the 2015 time table above: Tirupati at
  // 671 of the 1,568 km to Thiruvananthapuram). Daily (malayalamnewslive.in: "the only daily
  // train from Kerala to Hyderabad"), with Sleeper class (media16.in, February 2025: twelve
  // sleeper coaches, eight on the LHB rake from April 2025). Renumbered 20629/20630 as a
  // superfast from 29 September 2025, about two hours quicker end to end (Deepika, July 2025;
  // feedman.me); no source read gives its new hours at Tirupati.
  {
    name: 'Sabari Express',
    number: '17230',
    stations: ['HYB', 'TPTY'],
    minutes: 765,
    km: 671,
    departs: ['11:25', '00:35'],
  },
  // The Sabari Express to Salem (for Yercaud): 17230 Hyderabad Deccan 11:25 → Salem 05:30, 979 km,
  // 18 h 05 min; 17229 back from Salem at 19:30, in Hyderabad 13:40 (the 2015 time table above).
  // Daily, Sleeper class as the HYB → TPTY row.
  {
    name: 'Sabari Express',
    number: '17230',
    stations: ['HYB', 'SA'],
    minutes: 1085,
    km: 979,
    departs: ['11:25', '19:30'],
  },
  // The Sabari Express to Coimbatore: 17230 Hyderabad Deccan 11:25 → Coimbatore 08:40, 1,142 km,
  // 21 h 15 min; 17229 back from Coimbatore at 16:35, in Hyderabad 13:40 (the 2015 time table
  // above). Daily, Sleeper class as the HYB → TPTY row.
  {
    name: 'Sabari Express',
    number: '17230',
    stations: ['HYB', 'CBE'],
    minutes: 1275,
    km: 1142,
    departs: ['11:25', '16:35'],
  },
  // 18477 Kalinga Utkal Express Umaria (for Bandhavgarh) 20:57 → Hazrat Nizamuddin 14:40, 871 km,
  // 17 h 43 min overnight; 18478 leaves Hazrat Nizamuddin at 12:10 (Umaria at 1,244 and
  // Nizamuddin at 2,115 km from Puri; the 2015 time table above). Daily, with Sleeper class, by
  // Katni, Saugor, Jhansi, Gwalior, Agra and Mathura (Wikipedia, "Kalinga Utkal Express", copies at
  // wikimili.com and en-two.iwiki.icu).
  {
    name: 'Kalinga Utkal Express',
    number: '18477',
    stations: ['UMR', 'NDLS'],
    minutes: 1063,
    km: 871,
    terminals: [undefined, { name: 'Hazrat Nizamuddin', code: 'NZM' }],
    departs: ['20:57', '12:10'],
  },
  // The Sayajinagari Express above, from Ahmedabad to Bhuj: Ahmedabad 23:59 → Bhuj 07:25, 358 km,
  // 7 h 26 min overnight; back from Bhuj at 22:15, in Ahmedabad 05:05 (Ahmedabad at 481 of the 839
  // km from Bandra Terminus; the 2015 time table above, when it ran as 19115/19116). Daily, Sleeper
  // class as the CSMT → BHUJ row.
  {
    name: 'Sayajinagari Superfast Express',
    number: '20907',
    stations: ['ADI', 'BHUJ'],
    minutes: 446,
    km: 358,
    departs: ['23:59', '22:15'],
  },
  // 11019 Konark Express Mumbai CST 15:10 → Warangal 10:28, 930 km, 19 h 18 min by Pune, Solapur,
  // Wadi and Secunderabad; 11020 back from Warangal at 08:10 (Warangal at 1,002 of the 1,932 km
  // from Bhubaneswar; the 2015 time table above). Daily, with Sleeper class (Wikipedia, "Konark
  // Express", en.wikipedia.org and a dweb.link copy).
  {
    name: 'Konark Express',
    number: '11019',
    stations: ['CSMT', 'WL'],
    minutes: 1158,
    km: 930,
    departs: ['15:10', '08:10'],
  },
  // The Konark Express from Pune to Warangal: 11019 Pune 19:05 → Warangal 10:28, 738 km, 15 h 23
  // min overnight; 11020 back from Warangal at 08:10, in Pune 23:45 (Pune at 192 km from Mumbai;
  // the 2015 time table above). Daily, Sleeper class as the CSMT → WL row.
  {
    name: 'Konark Express',
    number: '11019',
    stations: ['PUNE', 'WL'],
    minutes: 923,
    km: 738,
    departs: ['19:05', '08:10'],
  },
  // 11029 Koyna Express Mumbai CST 08:40 → Kolhapur (Chhatrapati Shahu Maharaj Terminus) 20:25,
  // 518 km, 11 h 45 min by day through Pune, Satara and Miraj; 11030 back from Kolhapur at 07:55,
  // in Mumbai 20:15 (the 2015 time table above). Daily, with Sleeper class: the 2020 Covid-era
  // "Mumbai–Kolhapur daily special" ran at the Koyna's hours with two Sleeper coaches (mid-day and
  // Financial Express, October 2020); Times of India, June 2022: four sleeper coaches once it was
  // linked with the Mumbai–Gadag Express.
  {
    name: 'Koyna Express',
    number: '11029',
    stations: ['CSMT', 'KOP'],
    minutes: 705,
    km: 518,
    departs: ['08:40', '07:55'],
  },
  // The Koyna Express from Pune: 11029 Pune 12:45 → Kolhapur 20:25, 326 km, 7 h 40 min; 11030
  // back from Kolhapur at 07:55, in Pune 15:40 (Pune at 192 km from Mumbai; the 2015 time table
  // above). Daily, Sleeper class as the CSMT → KOP row.
  {
    name: 'Koyna Express',
    number: '11029',
    stations: ['PUNE', 'KOP'],
    minutes: 460,
    km: 326,
    departs: ['12:45', '07:55'],
  },
  // 11057 Mumbai CST–Amritsar Express Mumbai CST 23:30 → Sanchi 15:41, 887 km, 16 h 11 min by
  // Nashik, Bhusaval, Itarsi and Bhopal; 11058 back from Sanchi at 10:30, in Mumbai 04:05 (the
  // 2015 time table above: Sanchi at 887 and 1,159 km from either end of the 2,046 km run). Daily,
  // with Sleeper class (Wikipedia, "Mumbai CST–Amritsar Express", copies at hmong.in.th and
  // de.wikial.top).
  {
    name: 'Mumbai CST–Amritsar Express',
    number: '11057',
    stations: ['CSMT', 'SCI'],
    minutes: 971,
    km: 887,
    departs: ['23:30', '10:30'],
  },
  // The same train between New Delhi and Sanchi: 11058 New Delhi 20:50 → Sanchi 10:28, 657 km,
  // 13 h 38 min overnight; 11057 back from Sanchi at 15:43, in New Delhi 04:15 (New Delhi at 502
  // and Sanchi at 1,159 km from Amritsar; the 2015 time table above). Daily, Sleeper class as the
  // CSMT → SCI row.
  {
    name: 'Mumbai CST–Amritsar Express',
    number: '11058',
    stations: ['NDLS', 'SCI'],
    minutes: 818,
    km: 657,
    departs: ['20:50', '15:43'],
  },
  // 11123 Barauni–Gwalior Mail Lucknow 11:50 → Gwalior 21:00, 390 km, 9 h 10 min by Kanpur and
  // Jhansi; 11124 back from Gwalior at 11:45, in Lucknow 20:15 (Lucknow at 667 of the 1,057 km
  // from Barauni; the 2015 time table above). Daily, ten Sleeper class coaches (Wikipedia,
  // "Barauni–Gwalior Mail", en.wikipedia.org: 11124 leaves Gwalior daily at 11:45, 11123 reaches
  // it at 21:00).
  {
    name: 'Barauni–Gwalior Mail',
    number: '11123',
    stations: ['LKO', 'GWL'],
    minutes: 550,
    km: 390,
    departs: ['11:50', '11:45'],
  },
  // 16527 Yesvantpur–Kannur Express Yesvantpur 20:00 → Kozhikode 07:25, 573 km, 11 h 25 min
  // overnight by Salem, Coimbatore and Palakkad; 16528 back from Kozhikode at 19:35, in
  // Yesvantpur 08:00 (the 2015 time table above). Daily (New Indian Express, 30 January 2024:
  // "Yeshwantpur–Kannur–Yeshwantpur Daily" via Palakkad and Shoranur), with Sleeper class (Janta
  // Se Rishta, from Kerala: the pair's sleeper coaches cut from nine to eight).
  {
    name: 'Yesvantpur–Kannur Express',
    number: '16527',
    stations: ['SBC', 'CLT'],
    minutes: 685,
    km: 573,
    terminals: [{ name: 'Yesvantpur', code: 'YPR' }, undefined],
    departs: ['20:00', '19:35'],
  },
  // 11077 Jhelum Express Pune 17:20 → Bhopal 08:50, 895 km, 15 h 30 min overnight by Daund,
  // Manmad, Bhusaval and Itarsi; 11078 back from Bhopal at 22:20, in Pune 15:10 (Patrika, 23
  // November 2020: the daily 01077 special at the Jhelum's hours, Pune 17:20 → Bhopal 08:50; the
  // 2015 time table: Bhopal at 895 km from Pune, 11078 leaving it at 22:20). Daily, with Sleeper
  // class (Wikipedia, "Jhelum Express", copies at nzt-eth.ipns.dweb.link and
  // hessslslslsls.azureedge.net).
  {
    name: 'Jhelum Express',
    number: '11077',
    stations: ['PUNE', 'BPL'],
    minutes: 930,
    km: 895,
    departs: ['17:20', '22:20'],
  },
  // 12295 Sanghamitra Express Bengaluru City 09:00 → Warangal 01:11, 1,000 km, 16 h 11 min by
  // Chennai Central and Vijayawada; 12296 back from Warangal at 01:40, in Bengaluru 20:20 (the
  // 2015 time table: Warangal at 1,000 km from Bengaluru City and 1,727 of 2,727 km from Patna).
  // Daily, with Sleeper class (Wikipedia, "Sanghamitra Superfast Express", copies at
  // friendlywiki.com and pinocchiopedia.com). The article now has it start from SMVT Bengaluru, a
  // few km from Bengaluru City; the time and distance here are Bengaluru City's of 2015.
  {
    name: 'Sanghamitra Superfast Express',
    number: '12295',
    stations: ['SBC', 'WL'],
    minutes: 971,
    km: 1000,
    departs: ['09:00', '01:40'],
  },
  // 19167 Sabarmati Express Ujjain 05:50 → Lucknow 00:50, 819 km, 19 h 00 min by Guna, Bina,
  // Jhansi and Kanpur; 19168 back from Lucknow at 23:20 (the 2015 time table: Ujjain at 458 and
  // Lucknow at 1,277 km from Ahmedabad). Four days a week (Wikipedia in Tamil, "சபர்மதி விரைவு
  // வண்டி", copy at artikel.siakadpt.com: from Ahmedabad on Mondays, Tuesdays, Thursdays and
  // Saturdays), with thirteen Sleeper coaches (Wikipedia, "Sabarmati Express", German copy at
  // de.knowledgr.com). Four days a week only.
  {
    name: 'Sabarmati Express',
    number: '19167',
    stations: ['UJN', 'LKO'],
    minutes: 1140,
    km: 819,
    departs: ['05:50', '23:20'],
  },
  // The Sabarmati Express from Ahmedabad to Jhansi (for Orchha): 19167 Ahmedabad 20:50 → Jhansi
  // 17:25, 984 km, 20 h 35 min (the 2015 time table). Four days a week, with Sleeper coaches, as
  // the UJN → LKO row; the Tamil article has it leave Ahmedabad at 23:10 now, which this row does
  // not time.
  {
    name: 'Sabarmati Express',
    number: '19167',
    stations: ['ADI', 'VGLJ'],
    minutes: 1235,
    km: 984,
    departs: ['20:50', undefined],
  },
  // 19715 Jaipur–Lucknow Express Jaipur 21:45 → Mathura 02:45, 250 km, 5 h 00 min by Bharatpur;
  // 19716 back from Mathura at 20:20, in Jaipur 01:45 (the 2015 time table: Mathura at 250 of the
  // 676 km from Jaipur to Lucknow Junction). Three days a week, six Sleeper coaches (JNI Live,
  // 2013, at its launch as a 2013–14 budget train: 19716 from Lucknow Junction on Mondays,
  // Wednesdays and Saturdays at 12:30, 19715 from Jaipur at 21:35; six sleeper and six AC
  // three-tier coaches). Three days a week only.
  {
    name: 'Jaipur–Lucknow Express',
    number: '19715',
    stations: ['JP', 'MTJ'],
    minutes: 300,
    km: 250,
    departs: ['21:45', '20:20'],
  },
  // The same train from Lucknow Junction to Mathura: 19716 Lucknow Junction 12:10 → Mathura 20:15,
  // 426 km, 8 h 05 min by Kanpur, Farrukhabad and Kasganj; 19715 back from Mathura at 02:50, in
  // Lucknow Junction 10:25 (the 2015 time table: Mathura at 426 and 250 km from either end).
  // Three days a week, with Sleeper coaches, as the JP → MTJ row.
  {
    name: 'Jaipur–Lucknow Express',
    number: '19716',
    stations: ['LKO', 'MTJ'],
    minutes: 485,
    km: 426,
    terminals: [{ name: 'Lucknow Junction', code: 'LJN' }, undefined],
    departs: ['12:10', '02:50'],
  },
  // 17235 Bengaluru–Nagercoil Express Bengaluru City 17:00 → Madurai 02:45, 443 km, 9 h 45 min
  // overnight by Hosur, Salem, Karur and Dindigul; 17236 back from Madurai at 23:50, in Bengaluru
  // City 09:05 (the 2015 time table). Daily, with Sleeper class (Wikipedia, "Bangalore
  // City–Nagercoil Express", copy at enwikipedia.net: 2A, 3A, SL; from SMVT Bengaluru since 2
  // October 2022, which this row, on Bengaluru City's 2015 hours, does not time).
  {
    name: 'Bengaluru–Nagercoil Express',
    number: '17235',
    stations: ['SBC', 'MDU'],
    minutes: 585,
    km: 443,
    departs: ['17:00', '23:50'],
  },
  // 14511 Nauchandi Express Allahabad Junction 17:40 → Lucknow 22:50, 201 km, 5 h 10 min by Rae
  // Bareli (the 2015 time table: Lucknow at 201 km from Allahabad). Daily, with seven Sleeper
  // coaches (Wikipedia, "Nauchandi Express", en.wikipedia.org: now 14241/14242 from Prayagraj
  // Sangam, the Daraganj station of the same city, to Saharanpur; Apradhnama, December 2020: the
  // 04511 special leaving Prayagraj Sangam at 17:20). The hour the other way is not given.
  {
    name: 'Nauchandi Express',
    number: '14511',
    stations: ['PRYJ', 'LKO'],
    minutes: 310,
    km: 201,
    departs: ['17:40', undefined],
  },
  // 12182 Dayodaya Express Jaipur 17:35 → Jabalpur 08:45, 893 km, 15 h 10 min overnight by Sawai
  // Madhopur, Kota, Guna and Katni; 12181 back from Jabalpur at 20:25, in Jaipur 11:50 (the 2015
  // time table: Jaipur at 135 of the 1,028 km from Ajmer). Daily, with Sleeper class (Wikipedia,
  // "Dayodaya Express", copy at friendlywiki.com, which has 12181 leave Jabalpur at 21:00 and 12182
  // leave Ajmer at 15:25 now; their Jaipur hours are not given there).
  {
    name: 'Dayodaya Express',
    number: '12182',
    stations: ['JP', 'JBP'],
    minutes: 910,
    km: 893,
    departs: ['17:35', '20:25'],
  },
  // 12403 Allahabad (Prayagraj) Junction 23:30 → Jaipur 12:50, 780 km, 13 h 20 min overnight by
  // Kanpur, Tundla, Agra, Mathura and Alwar; 12404 back from Jaipur at 15:20, in Prayagraj 04:55
  // (the 2015 time table). Sleeper class (Wikipedia, "Prayagraj–Jaipur Express", en.wikipedia.org:
  // a daily service, 782 km in 13 h 20 min, classes 1A, 2A, 3A, Sleeper). It now runs on beyond
  // Jaipur to Lalgarh, four days a week by Fatehpur Shekhawati and three by Loharu (24x7 India
  // News), so every day between Prayagraj and Jaipur; the article's infobox gives the four days.
  {
    name: 'Prayagraj–Jaipur Express',
    number: '12403',
    stations: ['PRYJ', 'JP'],
    minutes: 800,
    km: 780,
    departs: ['23:30', '15:20'],
  },
  // 12226 Kaifiyat Express Old Delhi 19:15 → Ayodhya 05:52, 650 km, 10 h 37 min overnight by
  // Aligarh, Kanpur, Lucknow and Faizabad (Ayodhya Cantt); 12225 back from Ayodhya at 19:26, in
  // Old Delhi 07:05 (the 2015 time table: Ayodhya at 650 of the 805 km from Delhi to Azamgarh).
  // Sleeper class (Hindusthan Post: an AC 3-tier economy coach put in place of one of its sleeper
  // coaches). It runs every day: ETV Bharat, December 2021, names the Wednesday and Saturday trains
  // from Delhi and the Thursday and Sunday trains from Azamgarh as the ones cancelled for the fog
  // from 2 December to 28 February, and the loss per day.
  {
    name: 'Kaifiyat Express',
    number: '12226',
    stations: ['NDLS', 'AY'],
    minutes: 637,
    km: 650,
    terminals: [{ name: 'Delhi Junction (Old Delhi)', code: 'DLI' }, undefined],
    departs: ['19:15', '19:26'],
  },
  // 12791 Secunderabad 10:00 → Jabalpur 04:05, 1,120 km, 18 h 05 min by Kazipet, Balharshah, Nagpur
  // and Itarsi (the 2015 time table: Jabalpur at 1,120 km from Secunderabad). Daily, with Sleeper
  // class (Wikipedia, "Secunderabad–Danapur Express", 2023 copy at iiab.me: 12791/12792, daily,
  // 1,829 km, Sleeper and AC coaches). The hour of 12792 from Jabalpur is not given there.
  {
    name: 'Secunderabad–Danapur Superfast Express',
    number: '12791',
    stations: ['HYB', 'JBP'],
    minutes: 1085,
    km: 1120,
    terminals: [{ name: 'Secunderabad', code: 'SC' }, undefined],
    departs: ['10:00', undefined],
  },
  // The Saraighat Express above, between Guwahati and New Jalpaiguri: 12346 Guwahati 12:35 → New
  // Jalpaiguri 19:10, 460 km, 6 h 35 min; 12345 back New Jalpaiguri 02:05 → Guwahati 09:30, 7 h 25
  // min (New Jalpaiguri at 561 and Guwahati at 1,020 km from Howrah; the 2015 time table above).
  // Daily, Sleeper class as the GHY → HWH row. Its Wikipedia infobox has 12346 leave Guwahati at
  // 12:15 now, the hour given here; the 2015 hour back from New Jalpaiguri is given all the same,
  // for the part of the day it falls in (decision 95).
  {
    name: 'Saraighat Superfast Express',
    number: '12346',
    stations: ['GHY', 'NJP'],
    minutes: 395,
    km: 460,
    departs: ['12:15', '02:05'],
  },
  // 12505 North East Express New Jalpaiguri 17:15 → Patna Junction 02:40, 473 km, 9 h 25 min by
  // Katihar, Barauni and Patna Sahib; 12506 back Patna 22:20 → New Jalpaiguri 08:20, 10 h (New
  // Jalpaiguri at 409 and Patna at 882 km from Guwahati, and at 1,458 and 985 km from Anand Vihar;
  // the 2015 time table above). Daily, with Sleeper class (Wikipedia, "North East Express",
  // en.wikipedia.org: daily; AC First, 2A, 3A, Sleeper, general). It now starts from Kamakhya, so
  // the 2015 hours are not given.
  {
    name: 'North East Superfast Express',
    number: '12505',
    stations: ['NJP', 'PNBE'],
    minutes: 565,
    km: 473,
  },
  // 12834 Howrah–Ahmedabad Superfast Express Nagpur 19:10 → Vadodara 11:02, 857 km, 15 h 52 min by
  // Wardha, Akola, Bhusaval, Jalgaon, Nandurbar and Surat; 12833 back Vadodara 01:55 → Nagpur
  // 17:50, 15 h 55 min (Nagpur at 1,131 and Vadodara at 1,988 km from Howrah; Vadodara at 100 and
  // Nagpur at 957 km from Ahmedabad; the 2015 time table above). Daily: Navjivan Times, 6 October
  // 2020 (02834 from Howrah daily from 7 October 2020 and 02833 from Ahmedabad daily from 10
  // October, as the special that replaced it after the lockdown); Western Times News, July 2020
  // (the same special: second class, Sleeper, AC 3-tier and AC 2-tier coaches; Howrah 23:55,
  // Ahmedabad 00:15, where the 2015 table has 23:55, so its hours at Nagpur and Vadodara are not
  // given). It does not stop at Vapi.
  {
    name: 'Howrah–Ahmedabad Superfast Express',
    number: '12834',
    stations: ['NGP', 'BRC'],
    minutes: 952,
    km: 857,
  },
  // 12863 Howrah–Yesvantpur Superfast Express Visakhapatnam 10:55 → Tirupati 23:00, 12 h 05 min,
  // daily (yovizag.com, 24 June 2021, "Here's how you can travel from Vizag to Tirupati by
  // trains"); 736 km (Visakhapatnam at 882 and Tirupati at 1,618 km from Howrah, the 2015 time
  // table above: 11:00 → 23:20 then, and 12864 back Tirupati 02:35 → Visakhapatnam 15:55, 13 h 20
  // min). Sleeper class: the daily Howrah–Yesvantpur festival special run in its place in 2020,
  // by Visakhapatnam and Tirupati, "will consist of AC II Tier, AC III Tier, Sleeper and Reserved
  // Second Class Sitting Coaches" (ANI on devdiscourse.com, 21 October 2020; eastcoastdaily.in,
  // 22 October 2020). The train now runs to SMVT Bengaluru at other hours, so none is given here.
  {
    name: 'Howrah–SMVT Bengaluru Superfast Express',
    number: '12863',
    stations: ['VSKP', 'TPTY'],
    minutes: 725,
    km: 736,
  },
  // The Malwa Express above, between Indore and Mathura: 12919 Indore 12:25 → Mathura 02:12, 823
  // km, 13 h 47 min by Ujjain, Bhopal, Jhansi, Gwalior and Agra Cantt; 12920 back Mathura 21:40 →
  // Indore 12:50, 15 h 10 min (the 2015 time table above). Daily, Sleeper class as the JAT → NDLS
  // row above.
  {
    name: 'Malwa Superfast Express',
    number: '12919',
    stations: ['INDB', 'MTJ'],
    minutes: 827,
    km: 823,
    departs: ['12:25', '21:40'],
  },
  // 12785 Kacheguda 19:05 → KSR Bengaluru 06:25, 623 km, 11 h 20 min; 12786 back KSR Bengaluru
  // 18:20 → Kacheguda 05:40, 11 h 20 min (Indian Railways' train time table of 22 December 2017,
  // `Train_details_22122017.csv`, as copied in the GitHub repository vishal-192k/TrainDelayProject,
  // "the 2017 time table"; the 2015 time table gives the same hours at 625 km). Extended to Mysuru
  // as the "Mysuru–Kacheguda 'Super Fast' train", whose passengers ask for more sleeper coaches
  // (Star of Mysore, letter of 5 November 2019); Sakshi (english.sakshi.com, 14 December 2020):
  // the Kacheguda–Mysore daily special leaves Kacheguda at 19:05. The KSR Bengaluru hour back is
  // not given, the train now starting at Mysuru.
  {
    name: 'Kacheguda–Mysuru Superfast Express',
    number: '12785',
    stations: ['HYB', 'SBC'],
    minutes: 680,
    km: 623,
    terminals: [{ name: 'Kacheguda', code: 'KCG' }, undefined],
    departs: ['19:05', undefined],
  },
  // The Malwa Express above, between Indore and Bhopal: 12919 Indore 12:25 → Bhopal 17:25, 263 km,
  // 5 h 00 min; 12920 back Bhopal 07:40 → Indore 12:50, 5 h 10 min (the 2015 time table above).
  // Daily, Sleeper class as the JAT → NDLS row above; Naidunia, 31 October 2020: the Mhow–Indore–
  // Katra Malwa Express runs with 2A, 3A, Sleeper and general coaches.
  {
    name: 'Malwa Superfast Express',
    number: '12919',
    stations: ['INDB', 'BPL'],
    minutes: 300,
    km: 263,
    departs: ['12:25', '07:40'],
  },
  // The Tamil Nadu Express above, between Nagpur and Bhopal: 12621 Nagpur 14:20 → Bhopal 20:15,
  // 388 km (1,093 and 1,481 km from Chennai Central), 5 h 55 min; 12622 back Bhopal 08:00 → Nagpur
  // 14:15, 389 km, 6 h 15 min (the 2015 time table above). Daily, Sleeper class as the NDLS → BPL
  // row above (Wikipedia, "Tamil Nadu Express": daily; AC First, 2A, 3A, Sleeper, unreserved);
  // Raftaar (news.raftaar.in), 22 November 2020: the 02621 special runs daily from Chennai Central
  // at 22:00, halting at Itarsi and Bhopal, as in the 2015 time table.
  {
    name: 'Tamil Nadu Express',
    number: '12621',
    stations: ['NGP', 'BPL'],
    minutes: 355,
    km: 388,
    departs: ['14:20', '08:00'],
  },
  // 22943 Pune 15:35 → Indore 08:30, 963 km by Lonavala, Kalyan, Vasai Road, Surat, Vadodara and
  // Ratlam, 16 h 55 min; 22944 back Indore 14:35 → Pune 08:05, 17 h 30 min (the 2017 time table
  // above). Free Press Journal, 11 August 2020 ("Indore-Pune train on track"): runs on all seven
  // days, may be extended to Daund; hindimedia.in and ghamasan.com, 2020: the 02944/02943 special
  // on the same hours (Indore 14:35 → Pune 08:05, Pune 15:30 → Indore 08:30) with one 2A, five 3A,
  // eleven Sleeper and four general coaches; MP News and Bansal News, January 2026: 22944 is now
  // the Indore–Daund Superfast Express, so its hours are not given.
  {
    name: 'Indore–Daund Superfast Express',
    number: '22943',
    stations: ['PUNE', 'INDB'],
    minutes: 1015,
    km: 963,
  },
  // The same train between Pune and Vadodara: 22943 Pune 15:35 → Vadodara 00:50, 523 km, 9 h 15
  // min; 22944 back Vadodara 22:10 (440 km from Indore) → Pune 08:05, 9 h 55 min (the 2017 time
  // table above). Near-daily, Sleeper class as the PUNE → INDB row above.
  {
    name: 'Indore–Daund Superfast Express',
    number: '22943',
    stations: ['PUNE', 'BRC'],
    minutes: 555,
    km: 523,
  },
  // 16344 Madurai 15:45 → Ernakulam Town 01:45, 390 km by Palakkad, 10 h 00 min; 16343 back
  // Ernakulam Town 03:00 → Madurai 13:10, 10 h 10 min (the 2017 time table above). Wikipedia,
  // "Amritha Express", as copied by chaos.owiki.org (daily, overnight, Sleeper coaches S1–S14,
  // extended from Palakkad to Madurai on 1 November 2017; since 5 May 2019 it bypasses Shoranur)
  // and the Swedish copy at swiki.se (daily; 2A, 3A, Sleeper, general). Kerala Kaumudi, October
  // 2025: now Thiruvananthapuram 20:30 → Madurai 09:50 and on to Rameswaram, so the hours are not
  // given and the time and distance since 2019 may differ a little.
  {
    name: 'Amritha Express',
    number: '16344',
    stations: ['MDU', 'ERS'],
    minutes: 600,
    km: 390,
    terminals: [undefined, { name: 'Ernakulam Town', code: 'ERN' }],
  },
  // The Shramjeevi Express above, between Patna and Varanasi: 12391 Patna Junction 10:50 → Varanasi
  // 15:02, 228 km, 4 h 12 min by Ara, Buxar and Mughal Sarai; 12392 back Varanasi 02:40 → Patna
  // Junction 07:15, 4 h 35 min (Patna at 99 and Varanasi at 327 km from Rajgir; Varanasi at 776 and
  // Patna at 1,004 km from New Delhi; the 2015 time table above). Daily, Sleeper class as the RGD →
  // NDLS row (Wikipedia, "Shramjeevi Superfast Express", en.wikipedia.org). It now leaves Rajgir at
  // 08:00, not 08:10 as in 2015, and reaches Rajgir at 10:30, not 10:10, but the 2015 hours at
  // Patna and Varanasi are given all the same, for the part of the day they fall in (decision 95).
  {
    name: 'Shramjeevi Superfast Express',
    number: '12391',
    stations: ['PNBE', 'BSB'],
    minutes: 252,
    km: 228,
    departs: ['10:50', '02:40'],
  },
  // 18626 Kosi Express Ranchi 06:35 → Patna Junction 15:40, 408 km, 9 h 05 min by Muri, Bokaro,
  // Gomoh, Koderma and Gaya; 18625 back Patna Junction 11:40 → Ranchi 20:40, 411 km, 9 h 00 min
  // (Ranchi at 7 and Patna at 415 km from Hatia; the 2015 time table above, when 18625/18626 ran
  // Patna–Hatia). Daily, with Sleeper class: Wikipedia, "Kosi Express", en.wikipedia.org (18625/
  // 18626 Purnea Court–Hatia, daily; AC 2-tier, AC 3-tier, Sleeper, second sitting, general; Patna
  // Junction at 308 and Ranchi at 718 km from Purnea Court, 410 km); Hindustan
  // (m.livehindustan.com, 16 March 2020: three AC 3-tier, one AC 2-tier, two Sleeper and 15 general
  // coaches); kishanganjbihar.com, 22 May 2018 (the Hatia–Patna 18626/18625 runs on to Purnea from
  // 13 June 2018); railpost.in, November 2020 (the 08626/08625 festival specials run to
  // 18626/18625's timetable, Hatia 06:00). Since 1 October 2023 the train towards Hatia leaves
  // Patna at 10:00 and reaches Gomoh at 16:00 (kosibihartoday.blogspot.com, September 2023), six
  // hours where the 2015 table has 5 h 10 min, so that way may now take up to an hour longer; no
  // hours are given.
  {
    name: 'Kosi Express',
    number: '18626',
    stations: ['RNC', 'PNBE'],
    minutes: 545,
    km: 408,
  },
  // The Poorva Express (via Patna) above, from Jasidih (for Deoghar) to Patna: 12303 Jasidih 12:14
  // → Patna Junction 16:05, 221 km, 3 h 51 min by Jhajha, Kiul and Mokama; 12304 back Patna
  // Junction 08:05 → Jasidih 11:44, 3 h 39 min (Jasidih at 311 and Patna at 532 km from Howrah;
  // Patna at 998 and Jasidih at 1,219 km from New Delhi; the 2015 time table above). Four days a
  // week, with Sleeper class (Wikipedia, "Poorva Express (via Patna)", en.wikipedia.org;
  // wiki.meramaal.com: still leaves Howrah at 08:05). 12304 now leaves New Delhi at 17:40, not
  // 16:15 as in 2015 (videofiree.com: Wednesday, Thursday, Saturday and Sunday), so its hour at
  // Patna is not given. The daily Vibhuti Express (12333 Jasidih 00:13 → Patna 04:25, 4 h 12 min;
  // same table) is slower. Four days a week only.
  {
    name: 'Poorva Express (via Patna)',
    number: '12303',
    stations: ['JSME', 'PNBE'],
    minutes: 231,
    km: 221,
    departs: ['12:14', undefined],
  },
  // 12841 Coromandel Express Bhubaneswar 21:25 → Visakhapatnam 04:25, 443 km, 7 h 00 min overnight
  // by Khurda Road and Brahmapur; 12842 back Visakhapatnam 22:10 → Bhubaneswar 04:35, 442 km, 6 h
  // 25 min (Bhubaneswar at 439 and Visakhapatnam at 882 km from Howrah; Visakhapatnam at 781 and
  // Bhubaneswar at 1,223 km from Chennai Central; the 2015 time table above). Daily, with Sleeper
  // class and halts at Bhubaneswar and Visakhapatnam (Wikipedia, "Coromandel Express", copy at
  // hessslslslsls.azureedge.net: Shalimar–Chennai Central, daily, Sleeper class; Financial Express,
  // 24 June 2023: daily, halts include Bhubaneswar and Visakhapatnam). It now leaves Shalimar at
  // 15:20 (the same Financial Express), where the 2015 table has Howrah at 14:50; the 2015 hours
  // are given all the same, for the part of the day they fall in (decision 95). The Howrah–Chennai
  // Mail (12839 Bhubaneswar 06:20 → Visakhapatnam 13:50, 7 h 30 min; same table) is slower.
  {
    name: 'Coromandel Express',
    number: '12841',
    stations: ['BBS', 'VSKP'],
    minutes: 420,
    km: 443,
    departs: ['21:25', '22:10'],
  },
  // 15960 Kamrup Express Dimapur 02:33 → Guwahati 07:35, 250 km, 5 h 02 min by Diphu, Lumding and
  // Hojai; 15959 back Guwahati 16:05 → Dimapur 21:25, 5 h 20 min (Dimapur at 307 and Guwahati at
  // 557 km from Dibrugarh; Guwahati at 972 and Dimapur at 1,222 km from Howrah; the 2015 time table
  // above). Five days a week by Guwahati, with Sleeper class (Wikipedia, "Kamrup Express", copy at
  // bahnsport-info.de: 15959/15960 via Guwahati, 15959 from Howrah except Monday and Friday at
  // 18:30, 15960 from Dibrugarh except Monday and Thursday, the other days as 15961/15962 by
  // Rangapara North; AC 2-tier, AC 3-tier, Sleeper, unreserved; Bengali Wikipedia,
  // bn.m.wikipedia.org: the same classes). It left Howrah at 17:35 in 2015; the 2015 hours are
  // given all the same, for the part of the day they fall in (decision 95). The daily Avadh Assam
  // Express (15909 Dimapur 16:00 → Guwahati 21:40, 250 km, 5 h 40 min; same table; Wikipedia,
  // "Avadh Assam Express", en.wikipedia.org: daily, Sleeper class) is slower. Five days a week
  // only.
  {
    name: 'Kamrup Express',
    number: '15960',
    stations: ['DMV', 'GHY'],
    minutes: 302,
    km: 250,
    departs: ['02:33', '16:05'],
  },
  // 11072 Kamayani Express Varanasi Junction 15:50 → Bhopal 07:35, 812 km, 15 h 45 min overnight by
  // Prayagraj (Allahabad), Manikpur, Satna, Katni, Damoh, Saugor and Bina; 11071 back from Bhopal at
  // 02:35, in Varanasi 19:25, 16 h 50 min (Bhopal at 827 and Varanasi at 1,639 km from Lokmanya
  // Tilak Terminus; the 2015 time table above). Daily, with Sleeper class: News18 (as carried by
  // trends.glance.com) has it run daily from Lokmanya Tilak Terminus to Ballia by Itarsi, Bhopal,
  // Prayagraj and Varanasi with Sleeper, AC 3-tier and AC 2-tier coaches; Kisan Tak, 8 December
  // 2023: its daily run extended from Varanasi Junction to Ballia. 11072 now leaves Varanasi Cantt
  // (Varanasi Junction) at 16:00 and 11071 leaves it at 19:55 (journalistcafe.com, December 2023),
  // so the 2015 hours are not given; 11072's 16:00 from Varanasi is (decision 126).
  {
    name: 'Kamayani Express',
    number: '11072',
    stations: ['BSB', 'BPL'],
    minutes: 945,
    km: 812,
    departs: ['16:00', undefined],
  },
  // 15014 Ranikhet Express Old Delhi 04:40 → Jaisalmer 23:05, 978 km, 18 h 25 min by Rewari,
  // Jaipur, Ajmer, Marwar and Jodhpur; 15013 back from Jaisalmer at 01:20, in Old Delhi 21:10,
  // 19 h 50 min, 979 km (Old Delhi at 278 and Jaisalmer at 1,256 km from Kathgodam; the 2015 time
  // table above). Still Kathgodam–Delhi–Jaipur–Ajmer–Jodhpur–Jaisalmer (ETV Bharat and
  // pahaadreview.net.in, November 2020; shabddoot.com), running regularly to Delhi and Rajasthan
  // (Dainik Jagran, 1 January 2026), with Sleeper class (Amrit Vichar: its Sleeper waiting list at
  // Kathgodam; Live Hindustan: Sleeper waiting lists at Diwali). The 2020 special ran Delhi 03:50
  // (arrival) → Jaisalmer 22:15 and Jaisalmer 02:55 → Delhi 21:15, so the 2015 hours are not
  // given. The daily Swarna Nagari Express 12249 (Shakur Basti 17:10 → Jaisalmer 09:00 from 1
  // December 2025: Patrika, ETV Bharat) is quicker, but no page read gives its distance or classes.
  {
    name: 'Ranikhet Express',
    number: '15014',
    stations: ['NDLS', 'JSM'],
    minutes: 1105,
    km: 978,
    terminals: [{ name: 'Delhi Junction (Old Delhi)', code: 'DLI' }, undefined],
  },
  // 15909 Avadh Assam Express Dimapur 16:00 → New Jalpaiguri 06:00, 658 km, 14 h 00 min overnight
  // by Lumding, Guwahati, New Bongaigaon and New Cooch Behar; 15910 back New Jalpaiguri 18:10 →
  // Dimapur 09:00, 657 km, 14 h 50 min (Dimapur at 265 and New Jalpaiguri at 923 km from New
  // Tinsukia; New Jalpaiguri at 2,151 and Dimapur at 2,808 km from Lalgarh; the 2015 time table
  // above). Daily, Dibrugarh–Lalgarh, with Sleeper class (Wikipedia, "Avadh Assam Express",
  // en.wikipedia.org: daily; AC First, 2A, 3A, six Sleeper coaches, general; Patrika, 22 January
  // 2026: runs daily). It started at New Tinsukia in 2015 and starts at Dibrugarh now, so no hours
  // are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['DMV', 'NJP'],
    minutes: 840,
    km: 658,
  },
  // The Doon Express above, for the towns whose railhead is Sealdah: Howrah is "one of the five
  // large intercity railway stations serving the Kolkata metropolitan area, the others being
  // Sealdah, Santragachi, Shalimar and Kolkata railway station" (Wikipedia, "Howrah railway
  // station", June 2025 copy at wiki.av1.space); 13009 Howrah 20:30 → Varanasi 10:20, 690 km,
  // 13 h 50 min overnight via Gaya, 13010 back from Varanasi at 16:10 (as the HWH → BSB row).
  {
    name: 'Doon Express',
    number: '13009',
    stations: ['SDAH', 'BSB'],
    minutes: 830,
    km: 690,
    terminals: [{ name: 'Howrah Junction', code: 'HWH' }, undefined],
    departs: ['20:30', '16:10'],
  },
  // The Howrah–Puri Superfast Express above, for the towns whose railhead is Sealdah (Howrah as a
  // Kolkata terminal, as the SDAH → BSB row): 12837 Howrah 22:40 → Puri 07:10, 502 km, 8 h 30 min;
  // 12838 Puri 20:10 → Howrah 04:45 (hyperlinked.wiki, as the HWH → PURI row).
  {
    name: 'Howrah–Puri Superfast Express',
    number: '12837',
    stations: ['SDAH', 'PURI'],
    minutes: 510,
    km: 502,
    terminals: [{ name: 'Howrah Junction', code: 'HWH' }, undefined],
    departs: ['22:40', '20:10'],
  },
  // The Howrah–Chennai Mail above, for the towns whose railhead is Sealdah (Howrah as a Kolkata
  // terminal, as the SDAH → BSB row): 12839 Howrah 23:45 → Bhubaneswar 06:15, 439 km, 6 h 30 min;
  // 12840 back Bhubaneswar 20:45 → Howrah 04:10 (the HWH → BBS row).
  {
    name: 'Howrah–Chennai Mail',
    number: '12839',
    stations: ['SDAH', 'BBS'],
    minutes: 390,
    km: 439,
    departs: ['23:45', '20:45'],
    terminals: [{ name: 'Howrah Junction', code: 'HWH' }, undefined],
  },
  // The Howrah–Chennai Mail above, to Balugaon for the towns whose railhead is Sealdah (Howrah as a
  // Kolkata terminal, as the SDAH → BSB row): 12839 Howrah 23:45 → Balugaon 08:03, 529 km, 8 h
  // 18 min.
  {
    name: 'Howrah–Chennai Mail',
    number: '12839',
    stations: ['SDAH', 'BALU'],
    minutes: 498,
    km: 529,
    terminals: [{ name: 'Howrah Junction', code: 'HWH' }, undefined],
    departs: ['23:45', '18:42'],
  },
  // The Howrah–Rajendra Nagar Express above, for the towns whose railhead is Sealdah (Howrah as a
  // Kolkata terminal, as the SDAH → BSB row): Howrah → Rajendra Nagar Terminal, 529 km, 9 h 40 min.
  {
    name: 'Howrah–Rajendra Nagar Express',
    number: '12351',
    stations: ['SDAH', 'PNBE'],
    minutes: 580,
    km: 529,
    terminals: [
      { name: 'Howrah Junction', code: 'HWH' },
      { name: 'Rajendra Nagar Terminal', code: 'RJPB' },
    ],
  },
  // The Howrah–Mumbai CSMT Mail (via Gaya) above, for the towns whose railhead is Sealdah (Howrah
  // as a Kolkata terminal, as the SDAH → BSB row): 12321 Howrah 22:00 → Gaya 05:22, 458 km, 7 h
  // 22 min.
  {
    name: 'Howrah–Mumbai CSMT Mail (via Gaya)',
    number: '12321',
    stations: ['SDAH', 'GAYA'],
    minutes: 442,
    km: 458,
    departs: ['22:00', undefined],
    terminals: [{ name: 'Howrah Junction', code: 'HWH' }, undefined],
  },
  // The Malabar Express above, to Kasaragod (for Bekal): 16629 Thiruvananthapuram Central 18:30 →
  // Kasaragod 08:39, 588 km, 14 h 09 min overnight by Kollam, Kottayam, Ernakulam Town, Shoranur,
  // Kozhikode and Kannur; 16630 back Kasaragod 19:15 → Thiruvananthapuram Central 09:05, 588 km,
  // 13 h 50 min (Kasaragod at 588 km from Thiruvananthapuram Central and 46 km from Mangaluru
  // Central; the 2015 time table above). Daily, Sleeper class as the TVC → MAQ row. Its hours
  // now are not checked, so none are given.
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['TVC', 'KGQ'],
    minutes: 849,
    km: 588,
  },
  // The Chennai Central–Mangaluru Central Superfast Express above, to Kasaragod (for Bekal): 12685
  // Chennai Central 17:00 → Kasaragod 07:29, 843 km, 14 h 29 min overnight by Salem, Palakkad,
  // Shoranur, Kozhikode and Kannur; 12686 back Kasaragod 17:00 → Chennai Central 08:00, 843 km,
  // 15 h 00 min (Kasaragod at 843 of the 889 km from Chennai Central; the 2015 time table above).
  // Daily, Sleeper class as the MAS → MAQ row. Its hours now are not checked, so none are given.
  {
    name: 'Chennai Central–Mangaluru Central Superfast Express',
    number: '12685',
    stations: ['MAS', 'KGQ'],
    minutes: 869,
    km: 843,
  },
  // The Darjeeling Mail above, from Bolpur (for Shantiniketan): 12343 Bolpur Shantiniketan 00:31 →
  // New Jalpaiguri 08:00, 414 km, 7 h 29 min overnight by Malda Town; 12344 back New Jalpaiguri
  // 20:00 → Bolpur 03:12, 415 km, 7 h 12 min (Bolpur at 153 and New Jalpaiguri at 567 km from
  // Sealdah; New Jalpaiguri at 57 and Bolpur at 472 km from Haldibari; the 2015 time table above).
  // Daily, Sleeper class as the SDAH → NJP row. The Saraighat Express (12345 Bolpur 17:58 → New
  // Jalpaiguri 01:45, 415 km, 7 h 47 min; same table) is slower.
  {
    name: 'Darjeeling Mail',
    number: '12343',
    stations: ['BHP', 'NJP'],
    minutes: 449,
    km: 414,
    departs: ['00:31', '20:00'],
  },
  // The Hussainsagar Express above, from Kalyan: 12701 Kalyan 22:40 → Hyderabad Deccan 12:10, 736
  // km, 13 h 30 min overnight by Pune, Solapur and Wadi; 12702 back Hyderabad Deccan 14:45 →
  // Kalyan 03:43, 737 km, 12 h 58 min (Kalyan at 54 and Hyderabad at 790 km from Mumbai CSMT; the
  // 2015 time table above). Daily, Sleeper class as the CSMT → HYB row. Its hours now are not
  // checked, so none are given.
  {
    name: 'Hussainsagar Superfast Express',
    number: '12701',
    stations: ['KYN', 'HYB'],
    minutes: 810,
    km: 736,
  },
  // The Gitanjali Express above, between Nagpur and Kalyan: 12860 Nagpur 07:30 → Kalyan 20:02, 784
  // km, 12 h 32 min by Wardha, Akola, Bhusaval, Nashik Road and Igatpuri; 12859 back reaches Nagpur
  // at 18:55 (Nagpur at 1,131 and Kalyan at 1,915 km from Howrah; Nagpur at 837 km from Mumbai
  // CSMT; the 2015 time table above). Daily, Sleeper class as the HWH → R row. The Sewagram Express
  // (12140 Nagpur 21:00 → Kalyan 10:37, same table) is slower. Its hours now are not checked, so
  // none are given.
  {
    name: 'Gitanjali Express',
    number: '12860',
    stations: ['NGP', 'KYN'],
    minutes: 752,
    km: 784,
  },
  // The Punjab Mail above, between Kalyan and Bhopal: 12137 Kalyan 20:40 → Bhopal 09:35, 789 km,
  // 12 h 55 min overnight by Igatpuri, Nashik Road, Bhusaval, Khandwa and Itarsi; 12138 back Bhopal
  // 16:55 → Kalyan 06:20, 13 h 25 min (Kalyan at 54 and Bhopal at 843 km from Mumbai CSMT; Bhopal
  // at 1,087 and Kalyan at 1,876 km from Firozpur; the 2015 time table above). Daily, Sleeper class
  // as the NDLS → AGC row. Its hours now are not checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['KYN', 'BPL'],
    minutes: 775,
    km: 789,
  },
  // The Saurashtra Mail above, between Dwarka and Vapi (for Daman and Silvassa): 22946 Dwarka 12:58
  // → Vapi 04:05, 792 km, 15 h 07 min overnight by Rajkot, Ahmedabad, Vadodara and Surat; 22945 back
  // Vapi 23:07 → Dwarka 14:46, 15 h 39 min (Dwarka at 29 and Vapi at 821 km from Okha; the 2015
  // time table above). Daily, Sleeper class as the CSMT → DWK row.
  {
    name: 'Saurashtra Mail',
    number: '22946',
    stations: ['DWK', 'VAPI'],
    minutes: 907,
    km: 792,
    departs: ['12:58', '23:07'],
  },
  // The Avadh Assam Express above, between Dimapur and Kishanganj: 15909 Dimapur 16:00 → Kishanganj
  // 07:32, 745 km, 15 h 32 min; 15910 back Kishanganj 15:50 → Dimapur 09:00, 745 km, 17 h 10 min
  // (Dimapur at 265 and Kishanganj at 1,010 km from New Tinsukia; Kishanganj at 2,063 and Dimapur
  // at 2,808 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the DMV → NJP
  // row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['DMV', 'KNE'],
    minutes: 932,
    km: 745,
  },
  // The Avadh Assam Express above, between Furkating and New Jalpaiguri: 15909 Furkating 14:47 →
  // New Jalpaiguri 06:00, 728 km, 15 h 13 min; 15910 back New Jalpaiguri 18:10 → Furkating 11:00,
  // 727 km, 16 h 50 min (Furkating at 195 and New Jalpaiguri at 923 km from New Tinsukia; New
  // Jalpaiguri at 2,151 and Furkating at 2,878 km from Lalgarh; the 2015 time table above). Daily,
  // Sleeper class as the DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['FKG', 'NJP'],
    minutes: 913,
    km: 728,
  },
  // The Avadh Assam Express above, between Guwahati and Begusarai: 15909 Guwahati 22:00 → Begusarai
  // 13:19, 773 km, 15 h 19 min; 15910 back Begusarai 09:27 → Guwahati 03:00, 773 km, 17 h 33 min
  // (Guwahati at 515 and Begusarai at 1,288 km from New Tinsukia; Begusarai at 1,786 and Guwahati
  // at 2,559 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the DMV → NJP
  // row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['GHY', 'BGS'],
    minutes: 919,
    km: 773,
  },
  // The Avadh Assam Express above, between Guwahati and Barauni: 15909 Guwahati 22:00 → Barauni
  // 14:15, 788 km, 16 h 15 min; 15910 back Barauni 09:05 → Guwahati 03:00, 789 km, 17 h 55 min
  // (Guwahati at 515 and Barauni at 1,303 km from New Tinsukia; Barauni at 1,770 and Guwahati at
  // 2,559 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the DMV → NJP row.
  // Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['GHY', 'BJU'],
    minutes: 975,
    km: 788,
  },
  // The Avadh Assam Express above, between Guwahati and Samastipur: 15909 Guwahati 22:00 →
  // Samastipur 15:25, 839 km, 17 h 25 min; 15910 back Samastipur 07:45 → Guwahati 03:00, 840 km, 19
  // h 15 min (Guwahati at 515 and Samastipur at 1,354 km from New Tinsukia; Samastipur at 1,719 and
  // Guwahati at 2,559 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the DMV
  // → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['GHY', 'SPJ'],
    minutes: 1045,
    km: 839,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Begusarai: 15909 New Jalpaiguri 06:20
  // → Begusarai 13:19, 365 km, 6 h 59 min; 15910 back Begusarai 09:27 → New Jalpaiguri 17:55, 365
  // km, 8 h 28 min (New Jalpaiguri at 923 and Begusarai at 1,288 km from New Tinsukia; Begusarai at
  // 1,786 and New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper
  // class as the DMV → NJP row. Its hours now are not checked; the 2015 ones are given all the
  // same, for the part of the day they fall in (decision 95).
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'BGS'],
    minutes: 419,
    km: 365,
    departs: ['06:20', '09:27'],
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Barauni: 15909 New Jalpaiguri 06:20 →
  // Barauni 14:15, 380 km, 7 h 55 min; 15910 back Barauni 09:05 → New Jalpaiguri 17:55, 381 km, 8 h
  // 50 min (New Jalpaiguri at 923 and Barauni at 1,303 km from New Tinsukia; Barauni at 1,770 and
  // New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as
  // the DMV → NJP row. Its hours now are not checked; the 2015 ones are given all the same, for the
  // part of the day they fall in (decision 95).
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'BJU'],
    minutes: 475,
    km: 380,
    departs: ['06:20', '09:05'],
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Gonda: 15909 New Jalpaiguri 06:20 →
  // Gonda 02:40, 930 km, 20 h 20 min; 15910 back Gonda 20:50 → New Jalpaiguri 17:55, 930 km, 21 h
  // 05 min (New Jalpaiguri at 923 and Gonda at 1,853 km from New Tinsukia; Gonda at 1,221 and New
  // Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the
  // DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'GD'],
    minutes: 1220,
    km: 930,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Gorakhpur: 15909 New Jalpaiguri 06:20
  // → Gorakhpur 23:35, 776 km, 17 h 15 min; 15910 back Gorakhpur 23:50 → New Jalpaiguri 17:55, 776
  // km, 18 h 05 min (New Jalpaiguri at 923 and Gorakhpur at 1,699 km from New Tinsukia; Gorakhpur
  // at 1,375 and New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily,
  // Sleeper class as the DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'GKP'],
    minutes: 1035,
    km: 776,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Samastipur: 15909 New Jalpaiguri
  // 06:20 → Samastipur 15:25, 431 km, 9 h 05 min; 15910 back Samastipur 07:45 → New Jalpaiguri
  // 17:55, 432 km, 10 h 10 min (New Jalpaiguri at 923 and Samastipur at 1,354 km from New Tinsukia;
  // Samastipur at 1,719 and New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above).
  // Daily, Sleeper class as the DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'SPJ'],
    minutes: 545,
    km: 431,
  },
  // The Saraighat Superfast Express above, between New Bongaigaon and New Jalpaiguri: 12346 New
  // Bongaigaon 15:25 → New Jalpaiguri 19:10, 251 km, 3 h 45 min; 12345 back New Jalpaiguri 02:05 →
  // New Bongaigaon 06:25, 251 km, 4 h 20 min (New Bongaigaon at 209 and New Jalpaiguri at 460 km
  // from Guwahati; New Jalpaiguri at 561 and New Bongaigaon at 812 km from Howrah; the 2015 time
  // table above). Daily, Sleeper class as the GHY → HWH row. Its hours now are not checked; the
  // 2015 ones are given all the same, for the part of the day they fall in (decision 95). The Avadh
  // Assam Express (15909 New Bongaigaon 01:15 → New Jalpaiguri 06:00, 251 km, same table) is
  // slower.
  {
    name: 'Saraighat Superfast Express',
    number: '12346',
    stations: ['NBQ', 'NJP'],
    minutes: 225,
    km: 251,
    departs: ['15:25', '02:05'],
  },
  // The Malabar Express above, between Thiruvananthapuram Central and Kozhikode: 16629
  // Thiruvananthapuram Central 18:30 → Kozhikode 04:55, 413 km, 10 h 25 min; 16630 back Kozhikode
  // 23:10 → Thiruvananthapuram Central 09:05, 413 km, 9 h 55 min (Kozhikode at 413 km from
  // Thiruvananthapuram Central; Kozhikode at 221 and Thiruvananthapuram Central at 634 km from
  // Mangaluru Central; the 2015 time table above). Daily, Sleeper class as the TVC → MAQ row. Its
  // hours now are not checked, so none are given.
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['TVC', 'CLT'],
    minutes: 625,
    km: 413,
  },
  // The Malabar Express above, between Varkala Sivagiri and Kasaragod: 16629 Varkala Sivagiri 19:12
  // → Kasaragod 08:39, 547 km, 13 h 27 min; 16630 back Kasaragod 19:15 → Varkala Sivagiri 07:29,
  // 547 km, 12 h 14 min (Varkala Sivagiri at 41 and Kasaragod at 588 km from Thiruvananthapuram
  // Central; Kasaragod at 46 and Varkala Sivagiri at 593 km from Mangaluru Central; the 2015 time
  // table above). Daily, Sleeper class as the TVC → MAQ row. Its hours now are not checked, so none
  // are given.
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['VAK', 'KGQ'],
    minutes: 807,
    km: 547,
  },
  // The Malabar Express above, between Kottayam and Mangaluru Central: 16629 Kottayam 22:00 →
  // Mangaluru Central 10:05, 473 km, 12 h 05 min; 16630 back Mangaluru Central 18:20 → Kottayam
  // 04:45, 474 km, 10 h 25 min (Kottayam at 161 and Mangaluru Central at 634 km from
  // Thiruvananthapuram Central; Kottayam at 474 km from Mangaluru Central; the 2015 time table
  // above). Daily, Sleeper class as the TVC → MAQ row. Its hours now are not checked, so none are
  // given.
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['KTYM', 'MAQ'],
    minutes: 725,
    km: 473,
  },
  // The Malabar Express above, between Kozhikode and Kottayam: 16630 Kozhikode 23:10 → Kottayam
  // 04:45, 253 km, 5 h 35 min; 16629 back Kottayam 22:00 → Kozhikode 04:55, 252 km, 6 h 55 min
  // (Kozhikode at 221 and Kottayam at 474 km from Mangaluru Central; Kottayam at 161 and Kozhikode
  // at 413 km from Thiruvananthapuram Central; the 2015 time table above). Daily, Sleeper class as
  // the TVC → MAQ row. Its hours now are not checked; the 2015 ones are given all the same, for the
  // part of the day they fall in (decision 95).
  {
    name: 'Malabar Express',
    number: '16630',
    stations: ['CLT', 'KTYM'],
    minutes: 335,
    km: 253,
    departs: ['23:10', '22:00'],
  },
  // The Malabar Express above, between Ernakulam Town and Mangaluru Central: 16629 Ernakulam Town
  // 23:50 → Mangaluru Central 10:05, 411 km, 10 h 15 min; 16630 back Mangaluru Central 18:20 →
  // Ernakulam Town 03:30, 411 km, 9 h 10 min (Ernakulam Town at 223 and Mangaluru Central at 634 km
  // from Thiruvananthapuram Central; Ernakulam Town at 411 km from Mangaluru Central; the 2015 time
  // table above). Daily, Sleeper class as the TVC → MAQ row. Its hours now are not checked, so none
  // are given.
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['ERS', 'MAQ'],
    minutes: 615,
    km: 411,
    terminals: [{ name: 'Ernakulam Town', code: 'ERN' }, undefined],
  },
  // The Malabar Express above, between Mangaluru Central and Varkala Sivagiri: 16630 Mangaluru
  // Central 18:20 → Varkala Sivagiri 07:29, 593 km, 13 h 09 min; 16629 back Varkala Sivagiri 19:12
  // → Mangaluru Central 10:05, 593 km, 14 h 53 min (Varkala Sivagiri at 593 km from Mangaluru
  // Central; Varkala Sivagiri at 41 and Mangaluru Central at 634 km from Thiruvananthapuram
  // Central; the 2015 time table above). Daily, Sleeper class as the TVC → MAQ row. Its hours now
  // are not checked, so none are given.
  {
    name: 'Malabar Express',
    number: '16630',
    stations: ['MAQ', 'VAK'],
    minutes: 789,
    km: 593,
  },
  // The Malabar Express above, between Thiruvananthapuram Central and Ernakulam Town: 16629
  // Thiruvananthapuram Central 18:30 → Ernakulam Town 23:45, 223 km, 5 h 15 min; 16630 back
  // Ernakulam Town 03:35 → Thiruvananthapuram Central 09:05, 223 km, 5 h 30 min (Ernakulam Town at
  // 223 km from Thiruvananthapuram Central; Ernakulam Town at 411 and Thiruvananthapuram Central at
  // 634 km from Mangaluru Central; the 2015 time table above). Daily, Sleeper class as the TVC →
  // MAQ row. Its hours now are not checked; the 2015 ones are given all the same, for the part of
  // the day they fall in (decision 95).
  {
    name: 'Malabar Express',
    number: '16629',
    stations: ['TVC', 'ERS'],
    minutes: 315,
    km: 223,
    departs: ['18:30', '03:35'],
    terminals: [undefined, { name: 'Ernakulam Town', code: 'ERN' }],
  },
  // The Malabar Express above, between Kozhikode and Ernakulam Town: 16630 Kozhikode 23:10 →
  // Ernakulam Town 03:30, 190 km, 4 h 20 min; 16629 back Ernakulam Town 23:50 → Kozhikode 04:55,
  // 190 km, 5 h 05 min (Kozhikode at 221 and Ernakulam Town at 411 km from Mangaluru Central;
  // Ernakulam Town at 223 and Kozhikode at 413 km from Thiruvananthapuram Central; the 2015 time
  // table above). Daily, Sleeper class as the TVC → MAQ row. Its hours now are not checked; the
  // 2015 ones are given all the same, for the part of the day they fall in (decision 95).
  {
    name: 'Malabar Express',
    number: '16630',
    stations: ['CLT', 'ERS'],
    minutes: 260,
    km: 190,
    departs: ['23:10', '23:50'],
    terminals: [undefined, { name: 'Ernakulam Town', code: 'ERN' }],
  },
  // The Malabar Express above, between Kozhikode and Varkala Sivagiri: 16630 Kozhikode 23:10 →
  // Varkala Sivagiri 07:29, 372 km, 8 h 19 min; 16629 back Varkala Sivagiri 19:12 → Kozhikode
  // 04:55, 372 km, 9 h 43 min (Kozhikode at 221 and Varkala Sivagiri at 593 km from Mangaluru
  // Central; Varkala Sivagiri at 41 and Kozhikode at 413 km from Thiruvananthapuram Central; the
  // 2015 time table above). Daily, Sleeper class as the TVC → MAQ row. Its hours now are not
  // checked, so none are given.
  {
    name: 'Malabar Express',
    number: '16630',
    stations: ['CLT', 'VAK'],
    minutes: 499,
    km: 372,
  },
  // The Malabar Express above, between Kasaragod and Kottayam: 16630 Kasaragod 19:15 → Kottayam
  // 04:45, 428 km, 9 h 30 min; 16629 back Kottayam 22:00 → Kasaragod 08:39, 427 km, 10 h 39 min
  // (Kasaragod at 46 and Kottayam at 474 km from Mangaluru Central; Kottayam at 161 and Kasaragod
  // at 588 km from Thiruvananthapuram Central; the 2015 time table above). Daily, Sleeper class as
  // the TVC → MAQ row. Its hours now are not checked, so none are given.
  {
    name: 'Malabar Express',
    number: '16630',
    stations: ['KGQ', 'KTYM'],
    minutes: 570,
    km: 428,
  },
  // The Malabar Express above, between Kannur and Thiruvananthapuram Central: 16630 Kannur 21:20 →
  // Thiruvananthapuram Central 09:05, 502 km, 11 h 45 min; 16629 back Thiruvananthapuram Central
  // 18:30 → Kannur 06:40, 502 km, 12 h 10 min (Kannur at 132 and Thiruvananthapuram Central at 634
  // km from Mangaluru Central; Kannur at 502 km from Thiruvananthapuram Central; the 2015 time
  // table above). Daily, Sleeper class as the TVC → MAQ row. Its hours now are not checked, so none
  // are given.
  {
    name: 'Malabar Express',
    number: '16630',
    stations: ['CAN', 'TVC'],
    minutes: 705,
    km: 502,
  },
  // The Chennai Central–Mangaluru Central Superfast Express above, between Mangaluru Central and
  // Kozhikode: 12686 Mangaluru Central 16:20 → Kozhikode 20:10, 221 km, 3 h 50 min; 12685 back
  // Kozhikode 04:35 → Mangaluru Central 09:05, 221 km, 4 h 30 min (Kozhikode at 221 km from
  // Mangaluru Central; Kozhikode at 668 and Mangaluru Central at 889 km from Chennai Central; the
  // 2015 time table above). Daily, Sleeper class as the MAS → MAQ row. Its hours now are not
  // checked; the 2015 ones are given all the same, for the part of the day they fall in (decision
  // 95). The Malabar Express (16630 Mangaluru Central 18:20 → Kozhikode 23:05, same table) is
  // slower.
  {
    name: 'Chennai Central–Mangaluru Central Superfast Express',
    number: '12686',
    stations: ['MAQ', 'CLT'],
    minutes: 230,
    km: 221,
    departs: ['16:20', '04:35'],
  },
  // The Punjab Mail above, between Igatpuri and Bhopal: 12137 Igatpuri 22:30 → Bhopal 09:35, 706
  // km, 11 h 05 min; 12138 back Bhopal 16:55 → Igatpuri 04:28, 706 km, 11 h 33 min (Igatpuri at 137
  // and Bhopal at 843 km from Mumbai CSMT; Bhopal at 1,087 and Igatpuri at 1,793 km from Firozpur;
  // the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now are not
  // checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['IGP', 'BPL'],
    minutes: 665,
    km: 706,
  },
  // The Punjab Mail above, between Nashik Road and Bhopal: 12137 Nashik Road 23:25 → Bhopal 09:35,
  // 655 km, 10 h 10 min; 12138 back Bhopal 16:55 → Nashik Road 02:48, 656 km, 9 h 53 min (Nashik
  // Road at 188 and Bhopal at 843 km from Mumbai CSMT; Bhopal at 1,087 and Nashik Road at 1,743 km
  // from Firozpur; the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its
  // hours now are not checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['NK', 'BPL'],
    minutes: 610,
    km: 655,
  },
  // The Punjab Mail above, between Bhopal and Mathura: 12137 Bhopal 09:40 → Mathura 18:42, 560 km,
  // 9 h 02 min; 12138 back Mathura 07:40 → Bhopal 16:50, 560 km, 9 h 10 min (Bhopal at 843 and
  // Mathura at 1,403 km from Mumbai CSMT; Mathura at 527 and Bhopal at 1,087 km from Firozpur; the
  // 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now are not
  // checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['BPL', 'MTJ'],
    minutes: 542,
    km: 560,
  },
  // The Punjab Mail above, between Bhopal and Agra Cantt: 12137 Bhopal 09:40 → Agra Cantt 17:50,
  // 507 km, 8 h 10 min; 12138 back Agra Cantt 08:55 → Bhopal 16:50, 507 km, 7 h 55 min (Bhopal at
  // 843 and Agra Cantt at 1,350 km from Mumbai CSMT; Agra Cantt at 580 and Bhopal at 1,087 km from
  // Firozpur; the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now
  // are not checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['BPL', 'AGC'],
    minutes: 490,
    km: 507,
  },
  // The Punjab Mail above, between Bhopal and Gwalior: 12137 Bhopal 09:40 → Gwalior 15:55, 388 km,
  // 6 h 15 min; 12138 back Gwalior 10:33 → Bhopal 16:50, 388 km, 6 h 17 min (Bhopal at 843 and
  // Gwalior at 1,231 km from Mumbai CSMT; Gwalior at 699 and Bhopal at 1,087 km from Firozpur; the
  // 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now are not
  // checked; the 2015 ones are given all the same, for the part of the day they fall in (decision
  // 95).
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['BPL', 'GWL'],
    minutes: 375,
    km: 388,
    departs: ['09:40', '10:33'],
  },
  // The Punjab Mail above, between Gwalior and Mathura: 12137 Gwalior 16:00 → Mathura 18:42, 172
  // km, 2 h 42 min; 12138 back Mathura 07:40 → Gwalior 10:28, 172 km, 2 h 48 min (Gwalior at 1,231
  // and Mathura at 1,403 km from Mumbai CSMT; Mathura at 527 and Gwalior at 699 km from Firozpur;
  // the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now are not
  // checked; the 2015 ones are given all the same, for the part of the day they fall in (decision
  // 95).
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['GWL', 'MTJ'],
    minutes: 162,
    km: 172,
    departs: ['16:00', '07:40'],
  },
  // The Punjab Mail above, between Bathinda and Gwalior: 12138 Bathinda 23:35 → Gwalior 10:28, 611
  // km, 10 h 53 min; 12137 back Gwalior 16:00 → Bathinda 03:40, 611 km, 11 h 40 min (Bathinda at 88
  // and Gwalior at 699 km from Firozpur; Gwalior at 1,231 and Bathinda at 1,842 km from Mumbai
  // CSMT; the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now are
  // not checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12138',
    stations: ['BTI', 'GWL'],
    minutes: 653,
    km: 611,
  },
  // The Punjab Mail above, between Khandwa and Agra Cantt: 12137 Khandwa 05:00 → Agra Cantt 17:50,
  // 782 km, 12 h 50 min; 12138 back Agra Cantt 08:55 → Khandwa 21:40, 782 km, 12 h 45 min (Khandwa
  // at 568 and Agra Cantt at 1,350 km from Mumbai CSMT; Agra Cantt at 580 and Khandwa at 1,362 km
  // from Firozpur; the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its
  // hours now are not checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['KNW', 'AGC'],
    minutes: 770,
    km: 782,
  },
  // The Punjab Mail above, between Khandwa and Mathura: 12137 Khandwa 05:00 → Mathura 18:42, 835
  // km, 13 h 42 min; 12138 back Mathura 07:40 → Khandwa 21:40, 835 km, 14 h 00 min (Khandwa at 568
  // and Mathura at 1,403 km from Mumbai CSMT; Mathura at 527 and Khandwa at 1,362 km from Firozpur;
  // the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now are not
  // checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['KNW', 'MTJ'],
    minutes: 822,
    km: 835,
  },
  // The Punjab Mail above, between Bina and Nashik Road: 12138 Bina 14:50 → Nashik Road 02:48, 794
  // km, 11 h 58 min; 12137 back Nashik Road 23:25 → Bina 12:00, 794 km, 12 h 35 min (Bina at 949
  // and Nashik Road at 1,743 km from Firozpur; Nashik Road at 188 and Bina at 982 km from Mumbai
  // CSMT; the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row. Its hours now are
  // not checked, so none are given.
  {
    name: 'Punjab Mail',
    number: '12138',
    stations: ['BINA', 'NK'],
    minutes: 718,
    km: 794,
  },
  // The Gitanjali Express above, between Nagpur and Raipur: 12859 Nagpur 19:05 → Raipur 23:25, 301
  // km, 4 h 20 min; 12860 back Raipur 02:25 → Nagpur 07:20, 300 km, 4 h 55 min (Nagpur at 837 and
  // Raipur at 1,138 km from Mumbai CSMT; Raipur at 831 and Nagpur at 1,131 km from Howrah; the 2015
  // time table above). Daily, Sleeper class as the HWH → R row. Its hours now are not checked; the
  // 2015 ones are given all the same, for the part of the day they fall in (decision 95).
  {
    name: 'Gitanjali Express',
    number: '12859',
    stations: ['NGP', 'R'],
    minutes: 260,
    km: 301,
    departs: ['19:05', '02:25'],
  },
  // The Gitanjali Express above, between Nagpur and Nashik Road: 12860 Nagpur 07:30 → Nashik Road
  // 16:20, 650 km, 8 h 50 min by Wardha, Akola and Bhusaval; 12859 back reaches Nagpur at 18:55
  // (Nagpur at 1,131 and Nashik Road at 1,781 km from Howrah; the 2015 time table above). Daily,
  // Sleeper class as the HWH → R row. Its hours now are not checked, so none are given.
  {
    name: 'Gitanjali Express',
    number: '12860',
    stations: ['NGP', 'NK'],
    minutes: 530,
    km: 650,
  },
  // The Gitanjali Express above, between Nagpur and Igatpuri (for Bhandardara): 12860 Nagpur 07:30
  // → Igatpuri 18:10, 700 km, 10 h 40 min by Wardha, Akola, Bhusaval and Nashik Road; 12859 back
  // reaches Nagpur at 18:55 (Nagpur at 1,131 and Igatpuri at 1,831 km from Howrah; the 2015 time
  // table above). Daily, Sleeper class as the HWH → R row. Its hours now are not checked, so none
  // are given.
  {
    name: 'Gitanjali Express',
    number: '12860',
    stations: ['NGP', 'IGP'],
    minutes: 640,
    km: 700,
  },
  // The Shridham Superfast Express above, between Mathura and Jabalpur: 12191 Mathura 16:20 →
  // Jabalpur 07:15, 897 km, 14 h 55 min; 12192 back Jabalpur 17:45 → Mathura 08:30, 898 km, 14 h 45
  // min (Mathura at 141 and Jabalpur at 1,038 km from New Delhi; Mathura at 898 km from Jabalpur;
  // the 2015 time table above). Daily, Sleeper class as the NDLS → JBP row. Its hours now are not
  // checked, so none are given.
  {
    name: 'Shridham Superfast Express',
    number: '12191',
    stations: ['MTJ', 'JBP'],
    minutes: 895,
    km: 897,
  },
  // The Shridham Superfast Express above, between Agra Cantt and Jabalpur: 12191 Agra Cantt 17:15 →
  // Jabalpur 07:15, 843 km, 14 h 00 min; 12192 back Jabalpur 17:45 → Agra Cantt 07:30, 844 km, 13 h
  // 45 min (Agra Cantt at 195 and Jabalpur at 1,038 km from New Delhi; Agra Cantt at 844 km from
  // Jabalpur; the 2015 time table above). Daily, Sleeper class as the NDLS → JBP row. Its hours now
  // are not checked, so none are given.
  {
    name: 'Shridham Superfast Express',
    number: '12191',
    stations: ['AGC', 'JBP'],
    minutes: 840,
    km: 843,
  },
  // The Shridham Superfast Express above, between Mathura and Pipariya: 12191 Mathura 16:20 →
  // Pipariya 04:23, 719 km, 12 h 03 min; 12192 back Pipariya 20:22 → Mathura 08:30, 720 km, 12 h 08
  // min (Mathura at 141 and Pipariya at 860 km from New Delhi; Pipariya at 178 and Mathura at 898
  // km from Jabalpur; the 2015 time table above). Daily, Sleeper class as the NDLS → JBP row. Its
  // hours now are not checked, so none are given.
  {
    name: 'Shridham Superfast Express',
    number: '12191',
    stations: ['MTJ', 'PPI'],
    minutes: 723,
    km: 719,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Muzaffarpur: 15909 New Jalpaiguri
  // 06:20 → Muzaffarpur 16:40, 483 km, 10 h 20 min; 15910 back Muzaffarpur 06:25 → New Jalpaiguri
  // 17:55, 483 km, 11 h 30 min (New Jalpaiguri at 923 and Muzaffarpur at 1,406 km from New
  // Tinsukia; Muzaffarpur at 1,668 and New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table
  // above). Daily, Sleeper class as the DMV → NJP row. Its hours now are not checked, so none are
  // given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'MFP'],
    minutes: 620,
    km: 483,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Hajipur: 15909 New Jalpaiguri 06:20 →
  // Hajipur 17:53, 537 km, 11 h 33 min; 15910 back Hajipur 05:25 → New Jalpaiguri 17:55, 537 km, 12
  // h 30 min (New Jalpaiguri at 923 and Hajipur at 1,460 km from New Tinsukia; Hajipur at 1,614 and
  // New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as
  // the DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'HJP'],
    minutes: 693,
    km: 537,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Sonpur: 15909 New Jalpaiguri 06:20 →
  // Sonpur 18:04, 542 km, 11 h 44 min; 15910 back Sonpur 05:10 → New Jalpaiguri 17:55, 543 km, 12 h
  // 45 min (New Jalpaiguri at 923 and Sonpur at 1,465 km from New Tinsukia; Sonpur at 1,608 and New
  // Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the
  // DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'SEE'],
    minutes: 704,
    km: 542,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Chhapra: 15909 New Jalpaiguri 06:20 →
  // Chhapra 19:30, 596 km, 13 h 10 min; 15910 back Chhapra 04:05 → New Jalpaiguri 17:55, 596 km, 13
  // h 50 min (New Jalpaiguri at 923 and Chhapra at 1,519 km from New Tinsukia; Chhapra at 1,555 and
  // New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as
  // the DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'CPR'],
    minutes: 790,
    km: 596,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Siwan: 15909 New Jalpaiguri 06:20 →
  // Siwan 20:50, 657 km, 14 h 30 min; 15910 back Siwan 02:20 → New Jalpaiguri 17:55, 657 km, 15 h
  // 35 min (New Jalpaiguri at 923 and Siwan at 1,580 km from New Tinsukia; Siwan at 1,494 and New
  // Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the
  // DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'SV'],
    minutes: 870,
    km: 657,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Deoria Sadar: 15909 New Jalpaiguri
  // 06:20 → Deoria Sadar 22:06, 726 km, 15 h 46 min; 15910 back Deoria Sadar 00:40 → New Jalpaiguri
  // 17:55, 727 km, 17 h 15 min (New Jalpaiguri at 923 and Deoria Sadar at 1,649 km from New
  // Tinsukia; Deoria Sadar at 1,424 and New Jalpaiguri at 2,151 km from Lalgarh; the 2015 time
  // table above). Daily, Sleeper class as the DMV → NJP row. Its hours now are not checked, so none
  // are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'DEOS'],
    minutes: 946,
    km: 726,
  },
  // The Avadh Assam Express above, between New Jalpaiguri and Basti: 15909 New Jalpaiguri 06:20 →
  // Basti 01:10, 840 km, 18 h 50 min; 15910 back Basti 22:05 → New Jalpaiguri 17:55, 841 km, 19 h
  // 50 min (New Jalpaiguri at 923 and Basti at 1,763 km from New Tinsukia; Basti at 1,310 and New
  // Jalpaiguri at 2,151 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the
  // DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['NJP', 'BST'],
    minutes: 1130,
    km: 840,
  },
  // The Avadh Assam Express above, between Guwahati and Katihar: 15909 Guwahati 22:00 → Katihar
  // 10:25, 609 km, 12 h 25 min; 15910 back Katihar 13:50 → Guwahati 03:00, 609 km, 13 h 10 min
  // (Guwahati at 515 and Katihar at 1,124 km from New Tinsukia; Katihar at 1,950 and Guwahati at
  // 2,559 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as the DMV → NJP row.
  // Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['GHY', 'KIR'],
    minutes: 745,
    km: 609,
  },
  // The Avadh Assam Express above, between Lumding and New Jalpaiguri: 15909 Lumding 17:35 → New
  // Jalpaiguri 06:00, 589 km, 12 h 25 min; 15910 back New Jalpaiguri 18:10 → Lumding 07:00, 588 km,
  // 12 h 50 min (Lumding at 334 and New Jalpaiguri at 923 km from New Tinsukia; New Jalpaiguri at
  // 2,151 and Lumding at 2,739 km from Lalgarh; the 2015 time table above). Daily, Sleeper class as
  // the DMV → NJP row. Its hours now are not checked, so none are given.
  {
    name: 'Avadh Assam Express',
    number: '15909',
    stations: ['LMG', 'NJP'],
    minutes: 745,
    km: 589,
  },
  // The Avadh Assam Express above, between Lalgarh and Bareilly: 15910 Lalgarh 19:45 → Bareilly
  // 13:00, 869 km, 17 h 15 min; 15909 back Bareilly 09:20 → Lalgarh 05:45, 869 km, 20 h 25 min
  // (Bareilly at 869 km from Lalgarh; Bareilly at 2,204 and Lalgarh at 3,073 km from New Tinsukia;
  // the 2015 time table above). Daily, Sleeper class as the DMV → NJP row. Its hours now are not
  // checked, so none are given. Lalgarh Junction is Bikaner's: the train runs to "Lalgarh Junction
  // of Bikaner" (Wikipedia, "Avadh Assam Express", en.wikipedia.org).
  {
    name: 'Avadh Assam Express',
    number: '15910',
    stations: ['BKN', 'BE'],
    minutes: 1035,
    km: 869,
    terminals: [{ name: 'Lalgarh Junction', code: 'LGH' }, undefined],
  },
  // The Saraighat Superfast Express above, between Guwahati and Malda Town: 12346 Guwahati 12:35 →
  // Malda Town 23:30, 693 km, 10 h 55 min; 12345 back Malda Town 21:45 → Guwahati 09:30, 692 km, 11
  // h 45 min (Malda Town at 693 km from Guwahati; Malda Town at 328 and Guwahati at 1,020 km from
  // Howrah; the 2015 time table above). Daily, Sleeper class as the GHY → HWH row. Its hours now
  // are not checked, so none are given.
  {
    name: 'Saraighat Superfast Express',
    number: '12346',
    stations: ['GHY', 'MLDT'],
    minutes: 655,
    km: 693,
  },
  // The Saraighat Superfast Express above, between Guwahati and Kishanganj: 12346 Guwahati 12:35 →
  // Kishanganj 20:32, 547 km, 7 h 57 min; 12345 back Kishanganj 23:40 → Guwahati 09:30, 547 km, 9 h
  // 50 min (Kishanganj at 547 km from Guwahati; Kishanganj at 473 and Guwahati at 1,020 km from
  // Howrah; the 2015 time table above). Daily, Sleeper class as the GHY → HWH row. Its hours now
  // are not checked; the 2015 ones are given all the same, for the part of the day they fall in
  // (decision 95).
  {
    name: 'Saraighat Superfast Express',
    number: '12346',
    stations: ['GHY', 'KNE'],
    minutes: 477,
    km: 547,
    departs: ['12:35', '23:40'],
  },
  // The Saraighat Superfast Express above, between Guwahati and New Cooch Behar: 12346 Guwahati
  // 12:35 → New Cooch Behar 17:10, 334 km, 4 h 35 min; 12345 back New Cooch Behar 04:17 → Guwahati
  // 09:30, 333 km, 5 h 13 min (New Cooch Behar at 334 km from Guwahati; New Cooch Behar at 687 and
  // Guwahati at 1,020 km from Howrah; the 2015 time table above). Daily, Sleeper class as the GHY →
  // HWH row. Its hours now are not checked; the 2015 ones are given all the same, for the part of
  // the day they fall in (decision 95).
  {
    name: 'Saraighat Superfast Express',
    number: '12346',
    stations: ['GHY', 'NCB'],
    minutes: 275,
    km: 334,
    departs: ['12:35', '04:17'],
  },
  // The Darjeeling Mail above, between Barddhaman and New Jalpaiguri: 12343 Barddhaman 23:39 → New
  // Jalpaiguri 08:00, 466 km, 8 h 21 min; 12344 back New Jalpaiguri 20:00 → Barddhaman 04:08, 466
  // km, 8 h 08 min (Barddhaman at 101 and New Jalpaiguri at 567 km from Sealdah; New Jalpaiguri at
  // 57 and Barddhaman at 523 km from Haldibari; the 2015 time table above). Daily, Sleeper class as
  // the SDAH → NJP row. The 2022 timetable (naturediary.in, as the SDAH → NJP row) has 12343 at
  // Barddhaman 23:32, leaving 23:35, and in New Jalpaiguri 08:00, 8 h 25 min, and 12344 at New
  // Jalpaiguri at 20:00; those hours are given. The Saraighat Express (12345 Barddhaman 17:06 →
  // New Jalpaiguri 01:45, 466 km, same table) is slower.
  {
    name: 'Darjeeling Mail',
    number: '12343',
    stations: ['BWN', 'NJP'],
    minutes: 501,
    km: 466,
    departs: ['23:35', '20:00'],
  },
  // The Darjeeling Mail above, between Malda Town and New Jalpaiguri: 12343 Malda Town 04:25 → New
  // Jalpaiguri 08:00, 232 km, 3 h 35 min; 12344 back New Jalpaiguri 20:00 → Malda Town 23:45, 233
  // km, 3 h 45 min (Malda Town at 335 and New Jalpaiguri at 567 km from Sealdah; New Jalpaiguri at
  // 57 and Malda Town at 290 km from Haldibari; the 2015 time table above). Daily, Sleeper class as
  // the SDAH → NJP row. Its hours now are not checked; the 2015 ones are given all the same, for
  // the part of the day they fall in (decision 95).
  {
    name: 'Darjeeling Mail',
    number: '12343',
    stations: ['MLDT', 'NJP'],
    minutes: 215,
    km: 232,
    departs: ['04:25', '20:00'],
  },
  // The Howrah–SMVT Bengaluru Superfast Express above, between Vijayawada and Tirupati: 12863
  // Vijayawada 17:00 → Tirupati 23:20, 386 km, 6 h 20 min; 12864 back Tirupati 02:35 → Vijayawada
  // 09:25, 386 km, 6 h 50 min (Vijayawada at 1,232 and Tirupati at 1,618 km from Howrah; Tirupati
  // at 345 and Vijayawada at 731 km from Yesvantpur; the 2015 time table above). Daily, Sleeper
  // class as the VSKP → TPTY row. Its hours now are not checked; the 2015 ones are given all the
  // same, for the part of the day they fall in (decision 95).
  {
    name: 'Howrah–SMVT Bengaluru Superfast Express',
    number: '12863',
    stations: ['BZA', 'TPTY'],
    minutes: 380,
    km: 386,
    departs: ['17:00', '02:35'],
  },
  // The Howrah–SMVT Bengaluru Superfast Express above, between Visakhapatnam and Vijayawada: 12863
  // Visakhapatnam 11:00 → Vijayawada 16:45, 350 km, 5 h 45 min by Rajahmundry and Eluru; 12864 back
  // reaches Visakhapatnam at 15:55, as the VSKP → TPTY row (Visakhapatnam at 882 and Vijayawada at
  // 1,232 km from Howrah; the 2015 time table above). Daily, Sleeper class as the VSKP → TPTY row.
  // Its hours now are not checked; the 2015 ones are given all the same, for the part of the day
  // they fall in (decision 95).
  {
    name: 'Howrah–SMVT Bengaluru Superfast Express',
    number: '12863',
    stations: ['VSKP', 'BZA'],
    minutes: 345,
    km: 350,
    departs: ['11:00', undefined],
  },
  // 12621 Chennai Central 22:00 → New Delhi 06:30 on the third day, 2,181 km in 32 h 30 min since
  // the timetable of 1 October 2022 (The New Indian Express, 3 October 2022: "the TN Express in
  // 32 hours and 30 minutes"; the Grand Trunk Express takes 34 h 15 min). Daily, Sleeper class
  // (Wikipedia, "Tamil Nadu Express", en.wikipedia.org: 2,181 km, about 33 hours).
  {
    name: 'Tamil Nadu Express',
    number: '12621',
    stations: ['MAS', 'NDLS'],
    minutes: 1950,
    km: 2181,
    departs: ['22:00', undefined],
  },
  // 12859 Mumbai CST → Howrah, 1,968 km in 30 h 30 min; 12860 back in 31 h 30 min. Daily, with
  // Sleeper class (Wikipedia, "Gitanjali Express", en.wikipedia.org and a cloudflare-ipfs.com
  // copy; Navbharat, enavabharat.com, December 2020: 13 sleeper coaches of 22).
  {
    name: 'Gitanjali Express',
    number: '12859',
    stations: ['CSMT', 'HWH'],
    minutes: 1830,
    km: 1968,
  },
  // 12627 KSR Bengaluru → New Delhi, 2,392 km in 37 h 40 min (up); 12628 back in 40 h 10 min,
  // by Guntakal, Wadi, Daund, Manmad, Bhopal and Agra. Daily, Sleeper class (Wikipedia, "Karnataka
  // Express", October 2023 copy at iiab.me; its 2015 copy: 12628 New Delhi–Bangalore is the down
  // train, 12627 the up). "12627 Depart Daily at 7.30 PM from K. S. R Bengaluru City Junction and
  // 12628 Departs Daily in the night at 8. 15 PM" (en.wikipedia.org, "Karnataka Express", whose
  // infobox gives 37 h 30 min).
  {
    name: 'Karnataka Express',
    number: '12627',
    stations: ['SBC', 'NDLS'],
    minutes: 2260,
    km: 2392,
    departs: ['19:30', '20:15'],
  },
  // 12779 Vasco da Gama → Hazrat Nizamuddin, 2,202 km in 39 h 25 min, daily, eleven Sleeper class
  // coaches (Telugu Wikipedia, "Goa Express", te.wikipedia.org; Hindi Wikipedia: 12779 from Vasco
  // da Gama to Hazrat Nizamuddin). It runs by Londa and Miraj, not the Konkan line, so it leaves
  // Goa from Vasco da Gama (VSG, Marathi Wikipedia), not Karmali.
  {
    name: 'Goa Express',
    number: '12779',
    stations: ['KRMI', 'NDLS'],
    minutes: 2365,
    km: 2202,
    terminals: [
      { name: 'Vasco da Gama', code: 'VSG' },
      { name: 'Hazrat Nizamuddin', code: 'NZM' },
    ],
  },
  // 12841 Howrah 14:50 → Chennai Central 17:15 the next day, 1,662 km, 26 h 25 min; 12842 back
  // Chennai Central 08:45 → Howrah 12:00 (railwaywiki.in, "Coromandel Express"). Daily, Sleeper
  // class (Wikipedia, "Coromandel Express", 2021 copy at cc.bingj.com: 1,662 km, 26 h 10 min on
  // average). The Howrah–Chennai Mail (1,664 km, about 27 hours) is slower.
  {
    name: 'Coromandel Express',
    number: '12841',
    stations: ['HWH', 'MAS'],
    minutes: 1585,
    km: 1662,
    departs: ['14:50', '08:45'],
  },
  // 11019 Mumbai CST → Bhubaneswar, 1,932 km in 37 h 15 min by Pune, Solapur, Secunderabad,
  // Vijayawada and Visakhapatnam. Daily, Sleeper class (Wikipedia, "Konark Express", dweb.link
  // copy). It ends at Bhubaneswar New since May 2024 but still calls at Bhubaneswar at its old
  // hour (odishabytes.com).
  {
    name: 'Konark Express',
    number: '11019',
    stations: ['CSMT', 'BBS'],
    minutes: 2235,
    km: 1932,
  },
  // 12723 Hyderabad Deccan → New Delhi, 1,677 km in 25 h 50 min. Daily, Sleeper class (Wikipedia,
  // "Telangana Express", October 2023 copy at iiab.me and a hessslslslsls.azureedge.net copy; The
  // Hindu, 14 February 2024: "takes about 25 hours"). The NGP → HYB row above is the same train.
  // 12723 "usually leaves Hyderabad at 06.00 in the morning" (TV9 Telugu, 23 January 2024, on that
  // day's five-hour delay). No page read prints the hour 12724 leaves New Delhi.
  {
    name: 'Telangana Express',
    number: '12723',
    stations: ['HYB', 'NDLS'],
    minutes: 1550,
    km: 1677,
    departs: ['06:00', undefined],
  },
  // 15657 Kamakhya → Old Delhi, 2,035 km in 37 h 35 min; 15658 back in 35 h 55 min. Daily,
  // Sleeper class; cut back from Dibrugarh to Kamakhya, Guwahati's second station, in December
  // 2020 (Wikipedia, "Brahmaputra Mail", en.wikipedia.org; wikimili.com copy: 2,033 km, 37 h 40
  // min). The North East Express (Kamakhya–Anand Vihar, 33 h 18 min) is quicker, but no page read
  // gives its distance.
  {
    name: 'Brahmaputra Mail',
    number: '15657',
    stations: ['GHY', 'NDLS'],
    minutes: 2255,
    km: 2035,
    terminals: [
      { name: 'Kamakhya', code: 'KYQ' },
      { name: 'Delhi Junction (Old Delhi)', code: 'DLI' },
    ],
  },
  // 11301 Mumbai CST → KSR Bengaluru, 1,136 km in 21 h 50 min; 11302 back in 23 h 35 min, KSR
  // Bengaluru 20:40 → Mumbai 20:15 (Deccan Herald, 23 December 2025; thelocalbrief.com). Daily
  // (Star of Mysore, 28 March 2023: "Chhatrapati Shivaji Maharaj Terminus–KSR Bengaluru Udyan
  // Express (Train No.11301/02) which currently runs daily"); 14 Sleeper coaches (mouthshut.com
  // review).
  {
    name: 'Udyan Express',
    number: '11301',
    stations: ['CSMT', 'SBC'],
    minutes: 1310,
    km: 1136,
    departs: [undefined, '20:40'],
  },
  // 12704 Secunderabad 16:00 → Howrah 17:45 the next day, 1,545 km in 25 h 45 min by Guntur,
  // Vijayawada and Visakhapatnam. Daily, 14 Sleeper class coaches (Wikipedia, "Falaknuma
  // Express", self.gutenberg.org copy and te.wikipedia.org; Hindi Wikipedia for the hours).
  {
    name: 'Falaknuma Express',
    number: '12704',
    stations: ['HYB', 'HWH'],
    minutes: 1545,
    km: 1545,
    terminals: [{ name: 'Secunderabad', code: 'SC' }, undefined],
    departs: ['16:00', undefined],
  },
  // 12303 Howrah 08:05 → New Delhi 06:05, 1,531 km by Patna, four days a week (Wikipedia,
  // "Poorva Express", en.wikipedia.org: a 22-coach LHB rake with eleven Sleeper coaches);
  // 12304 back New Delhi 17:40 → Howrah 17:00, 23 h 20 min, four days a week (videofiree.com).
  // The 12381/12382 by Gaya, on the same rake, runs the other three days.
  {
    name: 'Poorva Express (via Patna)',
    number: '12303',
    stations: ['HWH', 'NDLS'],
    minutes: 1320,
    km: 1531,
    departs: ['08:05', '17:40'],
  },
  // 11077 Pune → Jammu Tawi, 2,171 km in 40 h 25 min by Manmad, Bhopal, Agra, New Delhi and
  // Ludhiana. Daily, Sleeper class (Wikipedia, "Jhelum Express", hessslslslsls.azureedge.net copy;
  // 11077 is the up train Pune–Jammu Tawi). The PUNE → BPL row above is the same train.
  {
    name: 'Jhelum Express',
    number: '11077',
    stations: ['PUNE', 'JAT'],
    minutes: 2425,
    km: 2171,
    departs: ['17:20', undefined],
  },
  // The same train to New Delhi: 11077 Pune 17:20 → New Delhi 20:45 the next day, 1,596 km, 27 h
  // 25 min; 11078 back New Delhi 10:15 → Pune 15:10 the next day (the 2015 time table above, as
  // read in docs/research/trunk-trains-to-source.md).
  {
    name: 'Jhelum Express',
    number: '11077',
    stations: ['PUNE', 'NDLS'],
    minutes: 1645,
    km: 1596,
    departs: ['17:20', '10:15'],
  },
  // 12137 Mumbai CSMT 19:40 → New Delhi 21:15 the next day, 1,544 km, 25 h 35 min; 12138 back New
  // Delhi 05:15 → Mumbai CSMT 07:35 the next day (the 2015 time table above, as read in
  // docs/research/trunk-trains-to-source.md). Daily, Sleeper class (Wikipedia, "Punjab Mail").
  // The NDLS → AGC and NDLS → GWL rows above are the same train.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['CSMT', 'NDLS'],
    minutes: 1535,
    km: 1544,
    departs: ['19:40', '05:15'],
  },
  // 11041 Mumbai CSMT 14:00 → Chennai Central 16:45 the next day, 1,284 km, 26 h 45 min; 11042
  // back 11:55 → 13:35 the next day (the 2015 time table above, as read in
  // docs/research/trunk-trains-to-source.md). Today's 22159/22160 on the same terminals and
  // 1,284 km (Indian Express, 2 December 2021), daily with two Sleeper coaches (The New Indian
  // Express, 15 November 2025); made superfast since, so the 2015 hours are the slower.
  {
    name: 'Mumbai–Chennai Express',
    number: '22159',
    stations: ['CSMT', 'MAS'],
    minutes: 1605,
    km: 1284,
    departs: ['14:00', '11:55'],
  },
  // 16345 Netravati Express, Lokmanya Tilak Terminus 11:40 → Ernakulam Junction 14:30 the next
  // day, 1,598 km (the Konkan Railway's chargeable km), 26 h 50 min; 16346 back 14:10 → 18:20 the
  // next day (the 2015 time table above, as read in docs/research/trunk-trains-to-source.md).
  // Daily by the Konkan line, leaving LTT at 11:40 (ratnagirikhabardar.com, "नेत्रावती
  // एक्स्प्रेसचे चारही रेक एलएचबी"), with Sleeper class (platform7.in, May 2022).
  {
    name: 'Netravati Express',
    number: '16345',
    stations: ['CSMT', 'ERS'],
    minutes: 1610,
    km: 1598,
    departs: ['11:40', '14:10'],
    terminals: [{ name: 'Lokmanya Tilak Terminus', code: 'LTT' }, undefined],
  },
  // The same train on to Thiruvananthapuram Central 19:25, 1,804 km, 31 h 45 min; 16346 back
  // 09:50 → LTT 18:20 the next day (the 2015 time table above; ratnagirikhabardar.com prints
  // 09:30 for the departure now).
  {
    name: 'Netravati Express',
    number: '16345',
    stations: ['CSMT', 'TVC'],
    minutes: 1905,
    km: 1804,
    departs: ['11:40', '09:50'],
    terminals: [{ name: 'Lokmanya Tilak Terminus', code: 'LTT' }, undefined],
  },
  // 12237 Begampura Express Lucknow 18:15 → Jammu Tawi 11:25 the next day, 977 km, 17 h 10 min;
  // 12238 back Jammu Tawi 14:00 → Lucknow 07:10 the next day (Lucknow at 284 and Jammu Tawi at
  // 1,261 km from Varanasi; the 2015 time table above, as read in
  // docs/research/trunk-trains-to-source.md). Daily: "02237 बेगमपुरा एक्सप्रेस वाराणसी से रोजाना
  // 12.40 बजे रवाना होगी" when it came back as a special (ETV Bharat, 16 October 2020); Sleeper
  // class: "बेगमपुरा एक्सप्रेस स्लीपर में एक कोच" added each way from 1 November 2023 to 31 January
  // 2024 (awamkasach.com). It still starts from Varanasi Cantt (Dainik Jagran, 24 September 2025).
  {
    name: 'Begampura Express',
    number: '12237',
    stations: ['LKO', 'JAT'],
    minutes: 1030,
    km: 977,
    departs: ['18:15', '14:00'],
  },
  // 12801 Purushottam Express Puri 21:45 → New Delhi 04:50 on the third day, 1,862 km, 31 h 05 min;
  // 12802 back New Delhi 22:15 → Puri 05:25 on the third day, 31 h 10 min (the 2015 time table
  // above). Daily, Sleeper class (Wikipedia, "Purushottam Express", en.wikipedia.org: "Service
  // frequency Daily", 1,861 km, 30 h 45 min; the wikimili.com copy the same). Wikipedia now prints
  // 21:55 out of Puri; an undated thebharatnow.in report has it end at Anand Vihar instead of New
  // Delhi "18 अगस्त से", while trainman.in (2025) still lists 12802 from New Delhi at 22:40.
  {
    name: 'Purushottam Express',
    number: '12801',
    stations: ['PURI', 'NDLS'],
    minutes: 1865,
    km: 1862,
    departs: ['21:45', '22:15'],
  },
  // The Doon Express above, from Howrah to Haridwar: 13009 Howrah 20:30 → Haridwar 04:35 on the
  // third day, 1,506 km, 32 h 05 min by Gaya, Varanasi, Lucknow and Moradabad; 13010 back Haridwar
  // 22:30 → Howrah 06:55 on the third day, 32 h 25 min (Haridwar at 52 and Howrah at 1,557 km from
  // Dehradun; the 2015 time table above). Daily, Sleeper class as the LKO → HW row above
  // (Wikipedia, "Doon Express": "Frequency: Daily", nine Sleeper class coaches).
  {
    name: 'Doon Express',
    number: '13009',
    stations: ['HWH', 'HW'],
    minutes: 1925,
    km: 1506,
    departs: ['20:30', '22:30'],
  },
  // 13005 Amritsar Mail Patna Junction 04:20 → Amritsar 08:55 the next day, 1,378 km, 28 h 35 min
  // by Varanasi, Lucknow, Moradabad, Saharanpur and Ludhiana; 13006 back Amritsar 18:45 → Patna
  // 21:40 the next day, 26 h 55 min (Patna at 532 and Amritsar at 1,910 km from Howrah; the 2015
  // time table above). Daily, Sleeper class (Wikipedia, "Amritsar Mail", en.wikipedia.org:
  // "Frequency: Daily", "Class: AC First Class, AC 2 Tier, AC 3 Tier, AC 3 Tier Economy, Sleeper
  // Class, General Unreserved", 1,911 km from Howrah).
  {
    name: 'Amritsar Mail',
    number: '13005',
    stations: ['PNBE', 'ASR'],
    minutes: 1715,
    km: 1378,
    departs: ['04:20', '18:45'],
  },
  // The Punjab Mail above, between Mumbai and Agra: 12137 Mumbai CSMT 19:40 → Agra Cantt 17:50 the
  // next day, 1,350 km, 22 h 10 min; 12138 back Agra Cantt 08:55 → Mumbai CSMT 07:35 the next day,
  // 22 h 40 min (Agra Cantt at 1,350 km from Mumbai CSMT, and at 580 of the 1,930 km from Firozpur
  // the other way; the 2015 time table above). Daily, Sleeper class as the NDLS → AGC row above.
  {
    name: 'Punjab Mail',
    number: '12137',
    stations: ['CSMT', 'AGC'],
    minutes: 1330,
    km: 1350,
    departs: ['19:40', '08:55'],
  },
];

/** A ride as long as a night's sleep is an overnight journey, whatever hour it leaves. */
const NIGHT_RIDE_MINUTES = 8 * 60;

/**
 * Whether a day train leaving at `departs` ("HH:MM") serves a journey that sets out then: one
 * leaving between 5 am and noon a morning start, one leaving between noon and 8 pm an
 * afternoon's (decisions 53 and 55). A short ride in the small hours or late at night (the
 * Mandore Express, Jaipur 02:45 → Jodhpur 07:45) is neither: the day plan checks out after
 * breakfast and comes home by the evening (decision 95).
 */
export function leavesThen(departs: string, leaves: 'morning' | 'afternoon'): boolean {
  return leaves === 'morning'
    ? departs >= EARLIEST_MORNING_DEPARTURE && departs < '12:00'
    : departs >= '12:00' && departs < LATEST_AFTERNOON_DEPARTURE;
}
const EARLIEST_MORNING_DEPARTURE = '05:00';

/** A departure from 5 am to before 10 am: a morning train, not one of the small hours. */
export function leavesInTheMorning(departs: string): boolean {
  return departs >= EARLIEST_MORNING_DEPARTURE && departs < '10:00';
}

/** "HH:MM" as hours of the day. */
export function clockHour(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours + minutes / 60;
}

/**
 * The earliest hour a ride is got off, and the hour of the next day from which a journey out has
 * spent the night on the way (decision 137).
 */
export const EARLIEST_OFF_THE_RIDE = 6;

/** The hours of a night (10 pm to 6 am) a ride must run through for the night to be on board. */
export const NIGHT_ABOARD_HOURS = 5;

/**
 * The hours of the night, 10 pm to 6 am, a ride boarded at `boards` o'clock spends on the way: of
 * the night before, where it is boarded in the small hours, unless it is a morning train boarded
 * before six for a departure from 5 am (the Telangana Express at 06:00 spends the next night on
 * board, not the one before).
 */
export function nightHoursAboard(boards: number, hours: number, morning = false): number {
  const start = !morning && boards < EARLIEST_OFF_THE_RIDE ? boards + 24 : boards;
  return Math.max(0, Math.min(start + hours, 24 + EARLIEST_OFF_THE_RIDE) - Math.max(start, 22));
}

/**
 * A ride that leaves in the morning and spends fewer than five of the night's hours, 10 pm to
 * 6 am, on board: a day's ride, whatever its length (decision 180).
 */
export function morningDayRide(departs: string, minutes: number): boolean {
  return (
    leavesInTheMorning(departs) &&
    nightHoursAboard(clockHour(departs), minutes / 60, true) < NIGHT_ABOARD_HOURS
  );
}
const LATEST_AFTERNOON_DEPARTURE = '20:00';

/** The number of a train's pair, the same train the other way: 12343 ↔ 12344. */
export function pairedNumber(number: string): string {
  const n = Number(number);
  return String(n % 2 === 1 ? n + 1 : n - 1).padStart(number.length, '0');
}

const byPair = new Map<string, ExpressRide[]>();
for (const train of EXPRESS_TRAINS) {
  const [a, b] = train.stations;
  const [atA, atB] = train.terminals ?? [undefined, undefined];
  const [outA, outB] = train.departs ?? [undefined, undefined];
  const rides: Array<[string, ExpressRide]> = [
    [
      `${a}>${b}`,
      {
        train,
        number: train.number,
        ...(atA ? { board: atA } : {}),
        ...(atB ? { alight: atB } : {}),
        ...(outA ? { departs: outA } : {}),
      },
    ],
    [
      `${b}>${a}`,
      {
        train,
        number: pairedNumber(train.number),
        ...(atB ? { board: atB } : {}),
        ...(atA ? { alight: atA } : {}),
        ...(outB ? { departs: outB } : {}),
      },
    ],
  ];
  for (const [key, ride] of rides) byPair.set(key, [...(byPair.get(key) ?? []), ride]);
}
for (const rides of byPair.values()) rides.sort((x, y) => x.train.minutes - y.train.minutes);

/**
 * Whether a ride suits a journey that sets out at that time of day: a day ride whose hour is
 * known goes in the morning or the afternoon as the journey does; a night's ride, or one whose
 * hour no source gives, goes either way.
 */
function fitsHour(ride: ExpressRide, leaves?: 'morning' | 'afternoon'): boolean {
  if (!leaves || !ride.departs) return true;
  // A long ride that leaves in the morning and is in by night is a day's ride out, not a way
  // home begun in the afternoon (the Mandovi Express back from Goa at 09:10; decision 180).
  if (ride.train.minutes >= NIGHT_RIDE_MINUTES) {
    return leaves === 'morning' || !morningDayRide(ride.departs, ride.train.minutes);
  }
  // A ride of 7½ hours or more boarded at night sleeps its night on board, as an overnight one
  // does (transport.ts: eight hours with the station time).
  const atNight =
    ride.departs >= LATEST_AFTERNOON_DEPARTURE || ride.departs < EARLIEST_MORNING_DEPARTURE;
  if (atNight && ride.train.minutes >= SLEEPABLE_RIDE_MINUTES) return true;
  // Coming home in the afternoon, the train is in by midnight (decision 95).
  const home = leaves === 'morning' || clockHour(ride.departs) + ride.train.minutes / 60 <= 24;
  return leavesThen(ride.departs, leaves) && home;
}
/** The shortest train ride that is an overnight one when boarded at night. */
const SLEEPABLE_RIDE_MINUTES = 450;

/**
 * The quickest express train with Sleeper class between two railheads, either way round, that
 * suits the hour the journey sets out at and leaves when the traveller can be at the station.
 */
export function expressTrainBetween(
  from: string,
  to: string,
  leaves?: 'morning' | 'afternoon',
  reachable: (departs: string | undefined) => boolean = () => true,
): ExpressRide | undefined {
  return byPair
    .get(`${from}>${to}`)
    ?.find((ride) => fitsHour(ride, leaves) && reachable(ride.departs));
}

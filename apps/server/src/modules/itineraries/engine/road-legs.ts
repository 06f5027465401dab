/**
 * Road legs between knowledge-base places (destinations, and the towns of data/towns that trips
 * start from) whose real distance and driving time the straight-line model gets wrong: mountain
 * roads wind far more than 1.3 × the crow's line, and climb slowly. Each figure comes from the
 * sources named beside it (knowledge/SOURCES.md, "road legs"); the model (geo.ts,
 * cost-model.ts) is used for every other pair. Hours are the usual one-way driving time without
 * long stops. TRANSFER_LEGS below does the same for the cab between a hill place and its airport
 * or railhead; `scripts/road-legs-gaps.ts` lists the hill legs still on the model.
 */
import { normalisePlace } from '../knowledge/load';
import type { Excursion } from '../knowledge/schema';
import { greatCircleKm, type Point } from './road-model';

export type RoadLeg = {
  between: readonly [string, string];
  km: number;
  hours: number;
  /**
   * A high pass on the road that snow shuts for the winter, and the months it is open: in the
   * others the road is not driven (decision 42). Months only partly open are left out, as for
   * seasonal outings.
   */
  pass?: { name: string; open: readonly number[] };
};

export const ROAD_LEGS: readonly RoadLeg[] = [
  // 116–118 km, 5–6 h through Mangan and Chungthang (travellermantra.com; esikkimtourism.in).
  { between: ['gangtok', 'lachung'], km: 117, hours: 5.5 },
  // 247–250 km via Bilaspur and Mandi, 6.5–8 h (holidify.com; indiatravelforum.in).
  { between: ['shimla', 'manali'], km: 248, hours: 7 },
  // 250–275 km via Mysuru and Kushalnagar, 5–6 h (scoutripper.com; tripbae.com; holidify.com).
  { between: ['bengaluru', 'coorg'], km: 255, hours: 5.5 },
  // 126–135 km on NH85, about 4 h (oneworldnews.com; meru.in; traveltriangle.com).
  { between: ['kochi', 'munnar'], km: 130, hours: 4 },
  // 96–105 km on NH6, 2.5–3 h (darjeeling-tourism.com; bestofnortheast.com).
  { between: ['guwahati', 'shillong'], km: 100, hours: 3 },
  // 344–360 km via Ambala, Zirakpur and Solan, 7–8 h (holidify.com; trekezy.com).
  { between: ['delhi', 'shimla'], km: 350, hours: 7.5 },
  // 113–118 km on NH5 through Solan, 3–3.5 h (holidify.com; savaari.com).
  { between: ['chandigarh', 'shimla'], km: 115, hours: 3.5 },
  // About 309 km via Bilaspur, Mandi and Kullu, 7.5–9 h (haryanavritant.com; roadragas.com).
  { between: ['chandigarh', 'manali'], km: 308, hours: 8 },
  // About 540 km via Chandigarh, Mandi and Kullu, 12–14 h (thefliy.com; otava.me).
  { between: ['delhi', 'manali'], km: 540, hours: 13 },
  // About 430 km through the Atal Tunnel, Sarchu and Tanglang La, 13–16 h in one day
  // (discoverwithdheeraj.com; wikisum.wiki, Leh–Manali Highway).
  // Over Baralacha La, Lachung La and Tanglang La, open June–October: "typically closed from
  // November to April" (risingkashmir.com, 13 May 2025, reopened 12 May after a six-month
  // closure); reopened 13 May 2018 (dayafterindia.com, IANS); closed to tourists from 20 November
  // 2025 (etvbharat.com), from 17 October in 2018 (ptcnews.tv). May is left out.
  {
    between: ['manali', 'leh'],
    km: 430,
    hours: 14.5,
    pass: { name: 'Baralacha La', open: [6, 7, 8, 9, 10] },
  },
  // 50–55 km via Tangmarg, 2–3 h (travelguidekashmir.com; gulmarg.org).
  { between: ['srinagar', 'gulmarg'], km: 52, hours: 2.5 },
  // 90–96 km via Pampore and Anantnag, about 2.5 h (pahalgam.com; travellingcamera.com).
  { between: ['srinagar', 'pahalgam'], km: 93, hours: 2.5 },
  // 250–270 km on NH44 through the Chenani–Nashri and Banihal tunnels, 6–8 h
  // (topindiatips.com; hillyatri.in).
  { between: ['jammu', 'srinagar'], km: 260, hours: 7 },
  // 235–240 km via Meerut, Roorkee and Haridwar, 6–7 h (nativeplanet.com; hoursofnews.com).
  { between: ['delhi', 'rishikesh'], km: 240, hours: 6.5 },
  // About 35 km up Rajpur Road, 1–2 h (daijiworld.com; popcorntrip.com).
  { between: ['dehradun', 'mussoorie'], km: 35, hours: 1.5 },
  // 304–305 km via Moradabad, Rampur and Haldwani, 6–7.5 h (bharatonline.com; daijiworld.com).
  { between: ['delhi', 'nainital'], km: 305, hours: 7 },
  // 97 km via Teesta Bazaar and Rangpo, 3.3–3.75 h (shahtour.com; incredibleindia.org).
  { between: ['darjeeling', 'gangtok'], km: 97, hours: 3.5 },
  // 50–57 km past Mawkdok and the Elephant Falls turn, 1.5–2 h (tourgenie.com; surojitpalmal.com).
  { between: ['shillong', 'cherrapunji'], km: 54, hours: 1.75 },
  // 510–512 km via Tezpur, Bhalukpong, Bomdila, Dirang and Sela, about 15 h of driving
  // (destinationassamcom.wordpress.com; freeroam.in).
  { between: ['guwahati', 'tawang'], km: 510, hours: 15 },
  // 432–435 km on NH1 over Zoji La, Fotu La and through Kargil, 12–14 h in one day
  // (himalayanwonders.com; crashwilliams.wordpress.com).
  // Over Zoji La, open May–November: the pass "normally closes by November-end every year ...
  // and opens by mid-April" (PTI on newsdrum.in, 1 April 2025); shut 4 January–19 March 2022
  // (tribuneindia.com, 20 March 2022), 7 January to April 2023 (abplive.com, 12 February 2024),
  // 27 February–1 April 2025 (deccanchronicle.com, 2 April 2025). December and April are left out.
  {
    between: ['srinagar', 'leh'],
    km: 434,
    hours: 13,
    pass: { name: 'Zoji La', open: [5, 6, 7, 8, 9, 10, 11] },
  },
  // About 87 km up the Sind valley on NH1, 2–3 h (timelessbychirag.com; travellingcamera.com).
  { between: ['srinagar', 'sonamarg'], km: 87, hours: 2.5 },
  // 84–87 km via Mettupalayam and Coonoor, 2.5–4 h (123articleonline.com; blogswow.com;
  // vacationdreamz.com).
  { between: ['coimbatore', 'ooty'], km: 86, hours: 3 },
  // About 120 km via Batlagundu and the Kodai Ghat Road, 3–3.5 h (webindia123.com; vilvam.in).
  { between: ['madurai', 'kodaikanal'], km: 120, hours: 3.25 },
  // 155–156 km via Kottayam and Mundakayam, 4–6 h (thekkadydirectory.com;
  // arunaparab.wordpress.com).
  { between: ['kochi', 'thekkady'], km: 156, hours: 5 },
  // 85–90 km through the Cardamom Hills, about 3 h (digital-banjara.com; pickyourtrail.com).
  { between: ['munnar', 'thekkady'], km: 90, hours: 3 },
  // 250–260 km via Hassan and Belur, about 5 h (bharattaxi.com; aravindalokam.com).
  { between: ['bengaluru', 'chikmagalur'], km: 255, hours: 5 },
  // 117–120 km on NH48 and up the Pasarni Ghat via Wai and Panchgani, 2.5–3.5 h
  // (ontheeve.com; jharaphula.com).
  { between: ['pune', 'mahabaleshwar'], km: 120, hours: 3 },
  // 83–93 km on the Mumbai–Pune Expressway, about 2 h (junglemeimangal.com; hindustantimes.com).
  { between: ['mumbai', 'lonavala'], km: 88, hours: 2 },
  // 114 km via Tyda and the Ananthagiri ghat, 3–4 h (wheelsguru.com; yovizag.com).
  { between: ['visakhapatnam', 'araku-valley'], km: 114, hours: 3.5 },
  // 480–530 km via Chandigarh, Una and Kangra, 9–12 h (travelindiablog007.blogspot.com;
  // exploringhimalayawithnakul.com).
  { between: ['delhi', 'dharamshala'], km: 490, hours: 10.5 },
  // 240–245 km via Hoshiarpur and Kangra on NH503, 5–8 h (travelindiablog007.blogspot.com;
  // selfdrivecarrentalchandigarh.com).
  { between: ['chandigarh', 'dharamshala'], km: 243, hours: 6 },
  // 60–65 km up the Himalayan Expressway via Parwanoo and Dharampur, 2–3 h (stayvista.com;
  // travelingfreaks.com).
  { between: ['chandigarh', 'kasauli'], km: 62, hours: 2.5 },
  // 265–270 km via Bilaspur, Mandi and Aut, then up the Tirthan river, 7–9 h
  // (tirthanvalley.org; detour-roadtrips.com).
  { between: ['chandigarh', 'tirthan-valley'], km: 268, hours: 8 },
  // 183–200 km over Kunzum La to Kaza: 6–7 h through the Atal Tunnel (raachotrekkers.com),
  // 8–9 h by the older Rohtang road (trekmonk.in).
  // Kunzum La is open June–October: "usually opened in May or June" (The Indian Express, 2021,
  // "High mountain passes in Himachal open for traffic ahead of schedule"); not before 10 June in
  // 2013 (indianguidebook.com); the Gramphu–Kaza road closed for the winter with the Manali–Leh
  // road on 17 October 2018 (ptcnews.tv). May is left out. In winter Spiti is reached by Shimla
  // and Kinnaur (the Chandigarh–Spiti leg below).
  {
    between: ['manali', 'spiti'],
    km: 185,
    hours: 7.5,
    pass: { name: 'Kunzum La', open: [6, 7, 8, 9, 10] },
  },
  // About 120 km via Ravangla or Legship, 4.5–5 h (lpkarthik.blogspot.com;
  // sagartravelsworld.blogspot.com).
  { between: ['gangtok', 'pelling'], km: 120, hours: 4.5 },
  // 295–297 km on NH7 via Devprayag, Rudraprayag and Joshimath, 9–12 h (directorynode.com;
  // mahiholidays.org, "295 km | 10 Hrs").
  { between: ['rishikesh', 'badrinath'], km: 296, hours: 10 },
  // To the Gaurikund roadhead via Devprayag, Rudraprayag and Sonprayag: 200–215 km, 7–9 h
  // (templeduniya.com; rishikeshdaytour.com, ~211 km, 8–9 h). The 16 km trail to the temple
  // beyond is walked or ridden and is not in the figure.
  { between: ['rishikesh', 'kedarnath'], km: 211, hours: 8.5 },
  // About 290 km via Meerut, Roorkee and Dehradun, 7–8 h (thefliy.com; triptometer.com).
  { between: ['delhi', 'mussoorie'], km: 290, hours: 7.5 },
  // About 305 km by the Expressway, Pune, Wai and Panchgani, 6–7 h (databison.com;
  // notepadandink.blogspot.com).
  { between: ['mumbai', 'mahabaleshwar'], km: 305, hours: 6.5 },
  // 107–118 km via Hunsur and Kushalnagar, 3–4 h (indiatravelforum.in; mysoretocoorgcab.com).
  { between: ['mysuru', 'coorg'], km: 112, hours: 3.5 },
  // 292–300 km via Mysuru, Gundlupet and Bandipur, 6–7 h (meer.com; ootycottages.com).
  { between: ['bengaluru', 'ooty'], km: 296, hours: 6.5 },
  // About 80 km on NH154 via Banikhet, 2–3 h (savaari.com; stayapart.in).
  { between: ['town-pathankot', 'dalhousie'], km: 80, hours: 2.5 },
  // About 260 km via Meerut, Bijnor and Kotdwar, 5–7 h (wheelstreet.com, 6–7 h;
  // puchoo.wordpress.com, 5–6 h).
  { between: ['delhi', 'lansdowne'], km: 260, hours: 6 },
  // 534–537 km via Chandigarh, Mandi and Bhuntar, 10–12 h (outlookindia.com, 10 h;
  // abhikitazakhabar.com, 11–12 h).
  { between: ['delhi', 'kasol'], km: 535, hours: 11 },
  // 281–303 km via Mysuru, Gundlupet and Sulthan Bathery, 6–7 h (isharethese.com, 281 km,
  // about 6 h; travelaroundtheworldblog.com, 303 km, about 7 h).
  { between: ['bengaluru', 'wayanad'], km: 292, hours: 6.5 },
  // 220–230 km on NH44 via Krishnagiri and Salem, then 20 hairpins up, 4–5 h
  // (planettrekkerblog.com, 4–4.5 h; yercaudhomestay.in, 4–5 h).
  { between: ['bengaluru', 'yercaud'], km: 225, hours: 4.5 },
  // About 75–76 km via Dehradun, 2.5–4 h (leodirectory.com, 76 km, 2.5–3 h; routefinder.in,
  // 75 km, 3–4 h).
  { between: ['rishikesh', 'mussoorie'], km: 76, hours: 3 },
  // 90–100 km through the East Khasi Hills, 2.5–3 h (kavita-myroom.blogspot.com, about 90 km, about
  // 2.5 h by taxi; globalconnectiontravels.com, a tour itinerary's Shillong–Mawlynnong day,
  // 100 kms / 3 hrs one way).
  { between: ['shillong', 'mawlynnong'], km: 95, hours: 2.75 },
  // About 80 km via Dindori and the Borgaon border post, about 2 h (members.tripod.com travelogue,
  // 80 km, about 2 h by van; itsmytravelogue.blogspot.com, about 2 h; outlookindia.com, 80 km).
  { between: ['nashik', 'saputara'], km: 80, hours: 2 },
  // To Viswema, the roadhead of the Dzükou trek: 21–25 km on NH2 south of Kohima, 45 min to 1 h
  // (issuu.com, IndiGo 6E magazine, 25 km, an hour's drive; karthikwander.blogspot.com, a good
  // hour; lonelyplanet.com, 21 km, 45 min by shared jeep). The jeep track and the climb into the
  // valley beyond are not in the figure.
  { between: ['kohima', 'dzukou-valley'], km: 25, hours: 1 },
  // To Joshimath, the Auli base (the knowledge base's alias): 45–46 km on NH7 through Govindghat
  // and Pandukeshwar, about 2 h under the one-way gate system (mahiholidays.org, 45 km, 2 h;
  // voyagevedas.blogspot.com, 46 km). The 16 km up from Joshimath to Auli is not in the figure.
  { between: ['badrinath', 'auli'], km: 45, hours: 2 },
  // 235–239 km via Bilaspur, Hamirpur and Kangra, 6–7 h (holidify.com, 236–239 km, 6–7 h;
  // pkumarshrmasml1.blogspot.com, 235 km via Hamirpur; meer.com gives the same 6–7 h for the
  // longer 270 km road through Mandi and Palampur).
  { between: ['shimla', 'dharamshala'], km: 237, hours: 6.5 },
  // 275–280 km via Haridwar, Najibabad and Ramnagar or Kashipur, 5–8 h (nomadiclives.com, about
  // 275 km, 5–7 h; namastedehradun.in, about 280 km, 7–8 h by car).
  { between: ['dehradun', 'nainital'], km: 278, hours: 6.5 },
  // 169–196 km via Udumalpet or Dharapuram, Palani and the Palani ghat road, about 4.5 h
  // (ahilaworld.com, 196 km, 4 h 30 min, one source for the time; vilvam.in and webindia123.com,
  // 175 km).
  { between: ['coimbatore', 'kodaikanal'], km: 185, hours: 4.5 },
  // 160–180 km via Kottayam or Kothamangalam, 4–5 h (traveltriangle.com, about 160 km, 4–5 h,
  // one source for the time; abplive.com, 180 km).
  { between: ['alleppey', 'munnar'], km: 170, hours: 4.5 },
  // To Joshimath, the Auli base: 248–250 km via Devprayag, Rudraprayag and Karnaprayag, 9–10 h
  // (rishikeshdaytour.com, 248 km, 9–10 h; rediff.com, 250 km, 10 h). The 16 km up to Auli is
  // not in the figure.
  { between: ['rishikesh', 'auli'], km: 249, hours: 9.5 },
  // To the Dasturi car park: about 90 km via Panvel, Chowk, Karjat and Neral, 2–3 h
  // (thefliy.com, about 90 km, 2–3 h, one source for the time; visitmatheran.com, 92 km;
  // blog.xnsio.com, about 90 km). The car-free last 2.5 km is not in the figure.
  { between: ['mumbai', 'matheran'], km: 90, hours: 2.5 },
  // 157–160 km via Pollachi, Udumalpet, Chinnar and Marayur, 4–5 h (indibloghub.com, about
  // 160 km, 4–5 h; ourtravelindia.blogspot.com, 5 h by the Chinnar road; anandbharat.com, 157 km).
  { between: ['coimbatore', 'munnar'], km: 158, hours: 4.5 },
  // 68–70 km by the Mumbai–Pune Expressway, about 1.5 h (indiatravelforum.in, one source).
  { between: ['pune', 'lonavala'], km: 68, hours: 1.5 },
  // About 190 km via Hoshangabad and Pipariya, about 5 h (nativeplanet.com, about 5 h by road;
  // bcmtouring.com, 190 km from Bhopal airport).
  { between: ['bhopal', 'pachmarhi'], km: 190, hours: 5 },
  // 124–125 km through Bandipur, Mudumalai and up the Kalhatti ghat by Masinagudi, 3–4 h
  // (alivelure.com, about 125 km, 3–4 h; indiatravelforum.in, about 125 km, the KSRTC Volvo about
  // 4 h; en.wikipedia.org, Mysore–Ooty Road, 124 km by Masinagudi, 158 km by Gudalur).
  { between: ['mysuru', 'ooty'], km: 125, hours: 3.5 },
  // 137 km on NH2 via Mao and Maram, about 5 h (bangaloretocopenhagen.blogspot.com, 137 km, 5 h of
  // driving; bcmtouring.com, 137 km).
  { between: ['imphal', 'kohima'], km: 137, hours: 5 },
  // About 160 km via Theni, Bodinayakanur and the Bodimettu ghat, nearly 5 h
  // (srishkitchen.blogspot.com, one source; tildekarthik.blogspot.com, 180 km by the longer Kumily
  // road).
  { between: ['madurai', 'munnar'], km: 160, hours: 5 },
  // 140–150 km via Theni and Cumbum up to Kumily, 3–4 h (airportics.com, 140 km from the airport,
  // 3–4 h; underthefirestar9.blogspot.com, 150 km, 3.5 h; tubidy.blue, a copy of the Wikipedia
  // article, 141 km from the city and the airport).
  { between: ['madurai', 'thekkady'], km: 141, hours: 3.5 },
  // About 300 km via Ambala, Zirakpur and Parwanoo, 6–8 h (amritara.co.in, about 300 km, 6–8 h;
  // debanish.com, about 6 h; igougo.com, 303 km, 6 h by the guidebook and over 8 h in the
  // travelogue; autoportal.com, about 300 km).
  { between: ['delhi', 'kasauli'], km: 300, hours: 7 },
  // 467–476 km via Salem, Udumalpet and Marayoor, 9–10 h (indiatravelforum.in, 476 km, 9–10 h;
  // aydar.site, 475 km, 9–10 h; myhappyvacation.in, 476 km, 9–10 h; abadhotels.com, 467 km,
  // about 9 h).
  { between: ['bengaluru', 'munnar'], km: 475, hours: 9.5 },
  // 463–465 km on NH44 via Salem, Karur and Dindigul, then the Kodai ghat road: 7 h 40 min by the
  // route planners, 10–12 h by car in the same guide (holidify.com, 465 km, 7 h 43 min and 10–12 h;
  // nativeplanet.com, 464 km, 7 h 38 min; 123articleonline.com, 463 km).
  { between: ['bengaluru', 'kodaikanal'], km: 465, hours: 9.75 },
  // 296–320 km via Moradabad, Rampur and Kathgodam, 5–6.5 h (raksharetreat.org, 320 km, 5.5 h out
  // and 6.5 h back; zeenews.india.com, 296 km, 5 h; globalhindustani.blogspot.com, about 300 km,
  // 6 h; ghumakkar.com, 6.5 h with a 30 min break).
  { between: ['delhi', 'bhimtal'], km: 310, hours: 5.75 },
  // 50–70 km down to the Teesta at Teesta Bazaar and up again, about 2.5 h (darjeeling-tourism.com,
  // 70 km, about 2.5 h; Frommer's India, 2.5 h; durgatours.com, 51 km).
  { between: ['darjeeling', 'kalimpong'], km: 60, hours: 2.5 },
  // About 146 km via Khajjiar, Jot, Chowari and Shahpur, about 5 h (indiatravelforum.in, one
  // source; ontheeve.com, about 120 km).
  { between: ['dalhousie', 'dharamshala'], km: 146, hours: 5 },
  // 75–85 km on NH766 up the Thamarassery ghat to Kalpetta, about 2 h 20 min (holidify.com, 84.8 km,
  // 2 h 23 min, one source; liquisearch.com, a copy of the Wikipedia article, 75 km from the
  // station to Kalpetta).
  { between: ['kozhikode', 'wayanad'], km: 80, hours: 2.5 },
  // 163–165 km via Pindwara and Abu Road, then the ghat, about 3 h (india-guide.in, 164 km,
  // 3 h by car, one source; rajasthanroadtrip2016.blogspot.com, 165 km; supertravelr.com, 163 km).
  { between: ['udaipur', 'mount-abu'], km: 164, hours: 3 },
  // About 250 km via Nelamangala, Kunigal and Hassan on NH75, 4.25–5 h (muthuonline.com, about
  // 250 km, 4.30 to 9.30 am with tea breaks; thrashpan.blogspot.com, 4.15 to 8.30 pm).
  { between: ['bengaluru', 'sakleshpur'], km: 250, hours: 4.75 },
  // About 70 km via Mettupalayam and the 14 hairpins of the Coonoor ghat, close to 2 h
  // (ghumakkar.com, one source).
  { between: ['coimbatore', 'coonoor'], km: 70, hours: 2 },
  // 75–77 km down to the Teesta at Rangpo and Teesta Bazaar and up again, about 3 h by shared jeep
  // (lonelyplanet.com, Gangtok's Mainline taxi stand, three hours, one source for the time;
  // durgatours.com, 75 km and 77 km).
  { between: ['gangtok', 'kalimpong'], km: 76, hours: 3 },
  // 65–80 km up the Hill Cart Road through Kurseong and Ghum, 2–3 h by taxi (Frommer's India,
  // 80 km, 2–3 h; darjeelingonline.in, 77 km, around three hours; megitarhomestay.com, about
  // 2.5 h from Siliguri; tourfactory.co.in, about 65 km).
  { between: ['town-siliguri', 'darjeeling'], km: 77, hours: 2.5 },
  // 54–70 km by Sevoke and Teesta Bazaar, 2–2.5 h (darjeeling-tourism.com and kalimpong.org, which
  // print the same guide text, 65 km, 2.5 h; sevendestination.com, about 54 km, about 2 h;
  // durgatours.com, 70 km).
  { between: ['town-siliguri', 'kalimpong'], km: 65, hours: 2.25 },
  // About 150 km by Shillong, about 5 h (manojpaprikar.blogspot.com, about 300 km there and back
  // from Guwahati, for the distance; greenerpasturesind.wordpress.com, a five hour drive from
  // Guwahati, for the time).
  { between: ['guwahati', 'cherrapunji'], km: 150, hours: 5 },
  // 260–265 km via Thane, the Kasara ghat, Nashik and Dindori, about 6 h of driving
  // (sadanandsafar.blogspot.com, 265 km, about 6 h but for the halts; inmyleisuretime.blogspot.com,
  // around 260 km).
  { between: ['mumbai', 'saputara'], km: 262, hours: 6 },
  // To the Dasturi car park: about 120 km by the Expressway, the Khopoli exit and Chowk,
  // about 2.5 h (india.com, 120.5 km, about 2.5 h, one source). The car-free last 2.5 km is not
  // in the figure.
  { between: ['pune', 'matheran'], km: 120, hours: 2.5 },
  // About 560 km by NH44, 12–14 h by road (stayapart.in, one source).
  { between: ['delhi', 'dalhousie'], km: 560, hours: 13 },
  // About 315 km on NH44 and NH154, 7–8 h (myworldgo.com, one source).
  { between: ['chandigarh', 'dalhousie'], km: 315, hours: 7.5 },
  // About 200 km via Panchkula, Yamunanagar and Dehradun, 5–6 h (rkreviewzone.com, one source).
  { between: ['chandigarh', 'mussoorie'], km: 200, hours: 5.5 },
  // 500–538 km via Meerut, Haridwar, Rishikesh, Devprayag and Rudraprayag, 12–15 h
  // (rentaltempotravellers.com, about 500 km, 12–13 h; chardhamhotel.in, about 538 km, 14–15 h by
  // car; apsense.com, about 525 km, 12–14 h; lih.travel, about 535 km).
  { between: ['delhi', 'badrinath'], km: 525, hours: 13.5 },
  // To the Gaurikund roadhead: about 450 km via Haridwar, Rishikesh and Rudraprayag, 10–11 h
  // without stops (rentaltempotravellers.com, about 450 km, nearly 10 h; trendingstrend.com,
  // about 450 km, roughly 11 h; indiatravelforum.in, about 456 km to Gaurikund). The 16 km trail
  // to the temple beyond is not in the figure.
  { between: ['delhi', 'kedarnath'], km: 450, hours: 10.5 },
  // To Joshimath, the Auli base: 488–492 km via Rishikesh, Rudraprayag and Chamoli, 12–14 h
  // (wsimag.com, 492 km, 12–14 h; scoutripper.com, about 488 km, about 12 h or more). The 16 km
  // up to Auli is not in the figure.
  { between: ['delhi', 'auli'], km: 490, hours: 13 },
  // 250–254 km, first down the ghat to Mettupalayam, 6–7 h by car (curiositycult.com, about
  // 250 km, close to seven hours; kodaikanaltravelogue.com, around 254 km, 6–7 h).
  { between: ['ooty', 'kodaikanal'], km: 252, hours: 6.5 },
  // Around 300 km, 7–8 h by taxi (nainitaltaxiservice.in, one source).
  { between: ['nainital', 'mussoorie'], km: 300, hours: 7.5 },
  // 290–300 km via Mysuru, Bandipur and Ooty, 6–9 h (wheelstreet.com, 296.9 km, 6–7 h;
  // eshatiwary.com, about 300 km, an 8–9 hour drive each way; tripatini.com, about 290 km).
  { between: ['bengaluru', 'coonoor'], km: 297, hours: 7.5 },
  // 513–520 km via Chengalpattu, Tindivanam, Tiruchirappalli and Dindigul, 9–10 h by car
  // (travel2kodaikanal.com, about 520 km, 9–10 h; blog.madrasselfdrivecars.com, about 513 km,
  // about 9 h).
  { between: ['chennai', 'kodaikanal'], km: 515, hours: 9.5 },
  // About 400 km, 7–8 h of driving (mangitungi.com, about 400 km, 7–8 h; socialmaharaj.com, about
  // 400 km, Google's 7 h, 11 h by coach with two breaks).
  { between: ['ahmedabad', 'saputara'], km: 400, hours: 7.5 },
  // 385–400 km via Sitapur, Shahjahanpur, Bareilly and Kathgodam, 8–10 h (northpointeatery.com,
  // about 400 km, 8–10 h; ghumakkar.com, 392 km by this road; newstrack.com, about 385 km).
  { between: ['lucknow', 'nainital'], km: 392, hours: 9 },
  // About 250 km round the Dhauladhar by Palampur, Baijnath and Mandi, about 6 h of driving
  // (fasttrek-travelogue.blogspot.com, the tour's itinerary: 250 km, 6 h, with 2 h more for lunch
  // and stops; one source).
  { between: ['dharamshala', 'manali'], km: 250, hours: 6 },
  // 180–200 km via Devprayag, Rudraprayag and Ukhimath, 6–7 h (rishikeshdaytour.com, about
  // 180 km, around 6–7 h; tourmyholiday.com, approximately 200 km, 6 to 7 hours by road).
  { between: ['rishikesh', 'chopta'], km: 190, hours: 6.5 },
  // To Govindghat, the roadhead of the Valley of Flowers trek: 260–271 km via Devprayag,
  // Rudraprayag, Karnaprayag and Joshimath, 9–10 h of driving (indiatravelforum.in, about 271 km,
  // 9 to 10 hours, one source for the time; magpieecotourism.com, 260 km by motor road). The
  // trek to Ghangaria and the valley beyond is not in the figure.
  { between: ['rishikesh', 'valley-of-flowers'], km: 266, hours: 9.5 },
  // About 310 km via Bilaspur, Mandi and Banjar, 9–10 h by road (writeupcafe.com, one source).
  { between: ['chandigarh', 'jibhi'], km: 310, hours: 9.5 },
  // Almost 180 km on NH306 by Kolasib, 6–6.75 h by shared Sumo (straightforwardjoyjit.blogspot.com,
  // almost 180 km and 6 hours; suhanasafarbyks on sites.google.com, 6:30 am to 1:15 pm Aizawl to
  // Silchar, for a second time).
  { between: ['town-silchar', 'aizawl'], km: 180, hours: 6.5 },
  // 440 km by Pathankot, Samba, Udhampur, the Chenani tunnel and Anantnag, 11 h 55 min on the
  // road in one day (roadsndreams.com, a 2018 travelogue, one source).
  { between: ['amritsar', 'pahalgam'], km: 440, hours: 12 },
  // 531–569 km by Ambala or by Hoshiarpur, then Kangra and Palampur, 10–12 h (bforbiker.com,
  // 531 km about 10 h by NH44 and Ambala, 569 km about 12 h by Ludhiana and Hoshiarpur;
  // akshatvn.medium.com, a 2017 travelogue, 550 km in 13 h with seven leisurely stops).
  { between: ['delhi', 'bir-billing'], km: 550, hours: 11 },
  // 420–550 km to Kaza by Shimla and Kinnaur, 12–14 h by road (spitimarathon.in, about 420 km,
  // 12–14 h; nycityus.com, 500–550 km depending on the route, 12–14 h, most travellers breaking
  // it at Shimla, Narkanda or Kalpa).
  { between: ['chandigarh', 'spiti'], km: 500, hours: 13 },
  // 243–270 km by Narkanda, Rampur and the Sutlej on the Hindustan–Tibet road, 8–9 h
  // (rohalsdiary.com, 2021, 270 km, 8–9 h, one source for the time; crossroadadventure.com,
  // 243 km; pkumarshrmasml1.blogspot.com, 244 km).
  { between: ['shimla', 'kalpa'], km: 255, hours: 8.5 },
  // 320–347 km by Bhalukpong, Bomdila, Dirang and Sela, 11–12 h of driving (meer.com, 347 km,
  // 11–12 h with the night halt at Bomdila; rollingstonetales.blogspot.com, 2016, 320 km, eleven
  // hours at the least by shared taxi).
  { between: ['town-tezpur', 'tawang'], km: 335, hours: 11.5 },
  // About 120 km on NH10 by Sevoke, the Teesta, Rangpo and Singtam, 3.5–4 h (voiceofsikkim.com,
  // 2024, the NH10 road about 120 km, the usual Gangtok–Siliguri time about three and a half
  // hours; sikkim-guide.com, about 120 km from Bagdogra or New Jalpaiguri by Siliguri, 4 h;
  // travel-tips.org.uk, Gangtok–Siliguri 122 km).
  { between: ['town-siliguri', 'gangtok'], km: 120, hours: 3.75 },
  // From the Sonprayag and Gaurikund roadhead: 211–225 km by Ukhimath and Chopta or by
  // Rudraprayag, Joshimath and the Alaknanda, 8–10 h by car (travelvaidya.com, 2025, Gaurikund
  // 225 km, 8–10 h by private taxi; blog.yatradham.org, 211 km by Chopta in 8–9 h, the longer
  // Rudraprayag road 9–10 h; routefinder.in, about 223 km, 8–10 h; ontheeve.com, about 220 km,
  // 8–10 h). The trail from the temple down to Gaurikund is not in the figure.
  { between: ['kedarnath', 'badrinath'], km: 220, hours: 9 },
  // About 74 km up NH29 (old NH39) by Chümoukedima and Medziphema, 2.5–3 h (onenagaland.com,
  // 74 km; en.wikipedia.org, Dimapur–Kohima Highway, 2.5 h before the four-lane road;
  // windhorsetours.com, about 3 h; nagalandexpress.com, 3 h in normal times), as the Dimapur
  // transfer to Kohima below.
  { between: ['town-dimapur', 'kohima'], km: 74, hours: 2.5 },
  // 130–145 km by Kottayam and up the Kumily road, 4–4.5 h (wandermize.com, a tour itinerary's
  // Thekkady to Alleppey day, 130 km / 4 hrs; travelsnippets.co.za, 2013, 145 km in 4.5 h with
  // four brief photo stops).
  { between: ['alleppey', 'thekkady'], km: 138, hours: 4.25 },
  // About 120 km across the Western Ghats down to the backwaters, 3–4 h
  // (itsalongwaytostarbucks.blogspot.com, 2018, about 120 km and more than 3 h, one source for the
  // distance; amitdubey09.blogspot.com, 2012, a 4-hour drive from Thekkady).
  { between: ['kumarakom', 'thekkady'], km: 120, hours: 3.5 },
  // 50–82 km by Palampur and Baijnath, 2–2.5 h (tripoto.com, LoveTravelSolo, 2016, 67 km from
  // McLeodganj, 2–2.5 h, one source for the time; westudy.in, 50 km; triptaptoe.com, 70 km;
  // theoff.info, 82 km).
  { between: ['dharamshala', 'bir-billing'], km: 66, hours: 2.25 },
  // About 80 km, 4–4.5 h (goparyatak.in, a tour itinerary's Pelling to Darjeeling day, 80 km /
  // 4 hrs, one source for the distance; faridoonshahryar.blogspot.com, 2014, a four-hour journey;
  // darjeeling-tourism.com, about 4.5 hours by car from Darjeeling).
  { between: ['pelling', 'darjeeling'], km: 80, hours: 4.25 },
  // 17–19 km through Wellington, about an hour in traffic (parthatravelogue.blog, 2018, about
  // 1 hour from Ooty to Coonoor in rain on a congested road, one source for the time;
  // hornpleaseok.net and route.wiki, 17 km; coonoor.com, 18 km; globetrotternama.blogspot.com,
  // 19 km). It also times the day trips between the two.
  { between: ['ooty', 'coonoor'], km: 18, hours: 1 },
  // 138–150 km by Sullia and the Sampaje ghat to Madikeri, about 3.5 h (ravisinghvats.blogspot.com,
  // 2014, approx. 150 km and 3.5 h, one source for the time; charurastogi.wordpress.com, 2013,
  // 138 km, whose 6 h included 3 h on a 40 km stretch under construction).
  { between: ['mangaluru', 'coorg'], km: 144, hours: 3.5 },
  // Joshimath, the Auli base, to the Govindghat roadhead: 20–22 km down to Vishnuprayag and up
  // the Alaknanda, about 1.5 h in pilgrim traffic (chitrang.blogspot.com, 2006, 20 km, left
  // Joshimath around 9 am and reached Govindghat around 10.30, one source for the time;
  // voyagevedas.blogspot.com, 21 km; en.wikipedia.org, Govindghat, roughly 22 km).
  { between: ['auli', 'valley-of-flowers'], km: 21, hours: 1.5 },
  // 316–320 km by Rishikesh, Devprayag, Rudraprayag and Joshimath, 10–12 h (savaari.com,
  // approximately 320 km, around 10–12 hours; euttaranchal.com, approximately 316 km, 11–12 h).
  { between: ['haridwar', 'badrinath'], km: 318, hours: 11 },
  // To the Gaurikund and Sonprayag roadhead: 220–230 km by Rishikesh, Devprayag, Rudraprayag and
  // Guptkashi, 7–9 h by road (chardhamyatradeals.com, Haridwar–Gaurikund about 230 km, 7–8 h;
  // rajputanacabs.in, Haridwar–Sonprayag 220 km, an 8–9 hour drive). The trail to the temple
  // beyond is not in the figure.
  { between: ['haridwar', 'kedarnath'], km: 225, hours: 8 },
  // To Govindghat, the roadhead of the Valley of Flowers trek: about 295 km on NH58 (now NH7),
  // 10–12 h (ontheeve.com, approximately 295 km, around 10 to 12 hours, one source for the time;
  // dficklemind.blogspot.com, 2019, 295 km from Haridwar). The trek beyond is not in the figure.
  { between: ['haridwar', 'valley-of-flowers'], km: 295, hours: 11 },
  // To the Sonprayag roadhead: 225–245 km by Rishikesh, Devprayag and Rudraprayag, 8–9 h by car
  // (rajputanacabs.in, Dehradun–Sonprayag 245 km, an 8–9 hour drive; lih.travel, 225 km, 8 h by
  // car; dehraduncarrental.org, about 242 km to Sonprayag, 8 h by car, with lih.travel's route
  // table). The trail to the temple beyond is not in the figure.
  { between: ['dehradun', 'kedarnath'], km: 235, hours: 8.5 },
  // About 323 km by Rishikesh, Devprayag, Srinagar, Rudraprayag and Joshimath, 10–12 h by car
  // (chardhamhotels.net, approximately 323 km, 10–12 hours, one source for the time;
  // mandirtyatra.com, 323 km by road from Dehradun).
  { between: ['dehradun', 'badrinath'], km: 323, hours: 11 },
  // 230–243 km by Najibabad and Kashipur, 5–6 h (trekezy.com, about 243 km, typically around
  // 5–6 hours by car or bus; gautamandgautamgroup.org, about 230 km, about 5–6 hours). trekezy's
  // second route, by Kotdwar and Dugadda, about 250 km in 7–8 h, is not taken.
  { between: ['haridwar', 'nainital'], km: 237, hours: 5.5 },
  // 340–345 km by Dewas, Kannod, Nasrullaganj, Budni and Sohagpur, 6.5 h of driving (wsimag.com,
  // "India on the road", 345 km, driving time 6.5 hours, one source for the time;
  // travelgate.net, around 340 km).
  { between: ['indore', 'pachmarhi'], km: 343, hours: 6.5 },
  // 80–90 km down the Shillong–Dawki road past the Mawlynnong fork, about 3 h
  // (fromjaideezeye.blogspot.com, 2019, Shillong to Dawki and Mawlynnong 90 km, leave at 8 am and
  // reach the Dawki river by about 11, one source for the time; theshillongtimes.com, 2022, a fork
  // after 60-odd km with Dawki 20 km to the left).
  { between: ['shillong', 'dawki'], km: 85, hours: 3 },
  // "Another 90 kilometres to Dawki" from Cherrapunji (shomepk.blogspot.com, January 2016); the
  // way joins the Shillong–Dawki road at Laitlyngkot and goes on by Pynursla, so the hours are
  // that road's pace above (85 km in 3 h), not a printed time.
  { between: ['cherrapunji', 'dawki'], km: 90, hours: 3.25 },
  // About 190 km by Pathankot and Banikhet, 5–6 h by road (stayapart.in, one source).
  { between: ['amritsar', 'dalhousie'], km: 190, hours: 5.5 },
  // 22 km by Bhowali, less than an hour (deccanherald.com, 2022, "less than an hour (22 km) from
  // Nainital", one source; nainital.nic.in, 22 km). It also times the day trips between the two.
  { between: ['nainital', 'bhimtal'], km: 22, hours: 1 },
  // 110–114 km via Kanjirappally and Mundakayam, about 3 h, as the Kottayam station transfer below
  // (thekkadydirectory.com, Kottayam about 110 km, the road journey around 3 hours; hillsofindia.com,
  // 114 km).
  { between: ['town-kottayam', 'thekkady'], km: 112, hours: 3 },
  // 30–35 km, the last 20 km up the 20 hairpins of the Yercaud ghat, 1–1.5 h, as the Salem Junction
  // transfer below and the Yercaud → Salem day trip (tripoto.com, 35 km, 1–1.5 h;
  // chennaispot.blogspot.com, about 30 km; anything-on-wheels.blogspot.com, 35 odd km).
  { between: ['town-salem', 'yercaud'], km: 33, hours: 1.25 },
  // About 140 km by Parasia, Tamia, Matkuli and Pagara, about 3 h (apsdaia.blogspot.com, 2011,
  // Pachmarhi just 140 kms from Chhindwara, reached in three hours, one source).
  { between: ['town-chhindwara', 'pachmarhi'], km: 140, hours: 3 },
  // About 61 km by Belur, about 1.5 h (royalnandi.blogspot.com, 2016, Hassan–Chikmagalur 61 km via
  // Beluru, for the distance, its 2 h 10 min by motorcycle in a group not taken;
  // milesandsmiles.net.in, 2021, past Hassan at 11.30 am and at Chikmagalur by 1 pm without a stop,
  // one source for the time).
  { between: ['town-hassan', 'chikmagalur'], km: 61, hours: 1.5 },
  // About 130 km to Madikeri, about 4 h (splendidindiatours.com, a tour company's Coorg trip blog,
  // Coorg 130 km, 4 hours from Kannur, one source).
  { between: ['town-kannur', 'coorg'], km: 130, hours: 4 },
  // 40 km by Kathgodam and Ranibagh, the climb beginning some 7 km out of Haldwani, 1.5–2 h
  // (hillvarta.com, "Haldwani se Nainital", 40 km, about 1.5 to 2 hours; rishikeshdaytour.com,
  // "Haldwani to Nainital Distance", 40 km, 1.5 to 2 hours by road).
  { between: ['town-haldwani', 'nainital'], km: 40, hours: 1.75 },
  // About 30 km, all of it ghat, about an hour, as the Abu Road station transfer below
  // (supertravelr.com, "Weekend trip to Mount Abu", Abu Road to Mount Abu around 30 km, left Abu
  // Road at 8 am and reached Mount Abu at 9 am, one source; vgblogs.blogspot.com, 2007, 23 km).
  { between: ['town-abu-road', 'mount-abu'], km: 30, hours: 1 },
  // 80–90 km by Nurpur and Gaggal, about 3 h, as the Pathankot Cantt transfer below
  // (punjabupdate.blogspot.com, Dharamshala 80 km from Pathankot; ubuntusafa.com, Pathankot
  // station about 85–90 km; openedhost.com, about 3 h, read for that transfer).
  { between: ['town-pathankot', 'dharamshala'], km: 85, hours: 3 },
  // About 140 km, 4–5 h by taxi, as the Pathankot Cantt (Chakki Bank) transfer below
  // (himachalwale.in, Pathankot or Chakki Bank 140 km from Bir, for the distance; birhp.com,
  // "Travel Tips: Getting to Bir", from Pathankot/Chakki Bank by taxi 4–5 hours, by bus 6–8, for
  // the time).
  { between: ['town-pathankot', 'bir-billing'], km: 140, hours: 4.5 },
  // About 210 km, about 7 h (holidify.com, "How to Reach Shimla", its table of routes, Kasol to
  // Shimla 210 km, 7 hours, one source).
  { between: ['kasol', 'shimla'], km: 210, hours: 7 },
  // By Kotdwar, then up by Dugadda: 106 km, 3 h from Haridwar; 125–131 km, 4 h from
  // Rishikesh; 158–159 km, 5 h from Dehradun (scrolldroll.com, "Lansdowne: The exquisite hill town
  // of Uttarakhand", its distances from nearby cities with times, one source for the times;
  // trawell.in, Lansdowne, 106 km from Haridwar, 131 km from Rishikesh, 158 km from Dehradun).
  { between: ['haridwar', 'lansdowne'], km: 106, hours: 3 },
  { between: ['rishikesh', 'lansdowne'], km: 125, hours: 4 },
  { between: ['dehradun', 'lansdowne'], km: 159, hours: 5 },
  // About 225 km by Rishikesh, Devprayag, Rudraprayag and Ukhimath, 7–8 h (we-cabs.com, "Chopta
  // tour package by car", 225 km from Haridwar, stage by stage, for the distance; traveljanah.com,
  // "How to Reach Chopta Easily", Haridwar to Chopta about 225 km, 7–8 hours, one source for the
  // time).
  { between: ['haridwar', 'chopta'], km: 225, hours: 7.5 },
  // About 150 km by Narkanda and over the Jalori Pass, about 6 h (fjk.city, "Add Jibhi To Your
  // Bucket List", Shimla 150 km/6 hr from Jibhi, one source for the time; raiddehimalaya.in and
  // gossipremind.com, Shimla about 150 km).
  { between: ['shimla', 'jibhi'], km: 150, hours: 6 },
  // 460–513 km down to Pathankot, then by Jammu, Udhampur and the Jawahar tunnel, about 13 h on
  // the move in one day (thejeshgn.com, "Daily Report 19 – Srinagar to Dharamsala", 2015, only
  // 460 km but 16 h elapsed and 13 h in movement with two breaks, one source for the time;
  // highwaytoswades.in, "Day 31: Dharamshala to Srinagar", 2014, 513 km covered).
  { between: ['dharamshala', 'srinagar'], km: 485, hours: 13 },
  // 197–210 km by Dindigul and up the Kodai ghat road, 4–5 h (carlton-kodaikanal.com, "A Road Trip
  // from Trichy to Kodaikanal", about 210 km, 4 to 5 hours, one source for the time;
  // tourism.webindia123.com, Kodaikanal's "How to Reach", Trichy 197 km).
  { between: ['tiruchirappalli', 'kodaikanal'], km: 204, hours: 4.5 },
  // Through Bhuntar, where the Parvati valley road and the road down to Aut leave the Kullu–Manali
  // highway by the airport ("once you reach Bhuntar, you find two ways", deepikabutola.com, 2018;
  // "Kasol is around 30 Km from Bhuntar", alvitocabral.info; from Aut the road "bifurcates in right
  // towards Banjar Valley", thinkingparticle.com): each leg is two of the Bhuntar airport
  // transfers below joined there, Kasol 30 km, 1 h; Manali 50 km, 1.5 h; Tirthan Valley (Gushaini)
  // 50 km, 2 h; Jibhi 60 km, 2.5 h. herzindagi.com's Manali–Manikaran, within 100 km in 2.5–3 h,
  // Manikaran 4 km past Kasol, and travelobeholidays.com's Manali–Tirthan Valley, about 95 km, agree.
  { between: ['kasol', 'manali'], km: 80, hours: 2.5 },
  { between: ['kasol', 'tirthan-valley'], km: 80, hours: 3 },
  { between: ['kasol', 'jibhi'], km: 90, hours: 3.5 },
  { between: ['manali', 'tirthan-valley'], km: 100, hours: 3.5 },
  { between: ['manali', 'jibhi'], km: 110, hours: 4 },
  // Through Srinagar, the only road between the Lidder and Sind valleys (pratitim.blogspot.com,
  // 2018, Pahalgam to Sonamarg by Srinagar): Srinagar–Pahalgam 93 km, 2.5 h and Srinagar–Sonamarg
  // 87 km, 2.5 h above, joined there.
  { between: ['pahalgam', 'sonamarg'], km: 180, hours: 5 },
  // About 250 km by Haridwar, Rishikesh and Dehradun, around 7 h (revolvingcompass.com, "A Jim
  // Corbett to Mussoorie Road Trip through Rishikesh and Haridwar", ~250 km, around 7 hours,
  // one source).
  { between: ['jim-corbett', 'mussoorie'], km: 250, hours: 7 },
  // 95–100 km, 2 h 42 min by road (dindigulcalltaxi.in, "Dindigul to Kodaikanal", 95 km, 2:42 hrs,
  // one source for the time; tourism.webindia123.com, Kodaikanal's "How to Reach", Dindigul
  // 100 km).
  { between: ['town-dindigul', 'kodaikanal'], km: 97, hours: 2.75 },
  // About 257 km, a six-hour drive by taxi (hoteljoyees.com, Thekkady about 257 km from
  // Trivandrum; samanthajogoes.com, 2017, "a six hour car journey from Trivandrum", one source for
  // the time).
  { between: ['thiruvananthapuram', 'thekkady'], km: 257, hours: 6 },
  // 255–271 km by Chhindwara, Tamia and Matkuli, about 5 h (nagpuronline.in, "Nagpur to Pachmarhi
  // by Road", 271 km via Chindwara, 5 hours, one source for the time;
  // georgejohnmattam.blogspot.com, 2009, around 255 km by Saoner, Chhindwara, Parasia, Tamia and
  // Matkuli, 8.40 am to 3.30 pm with stops for lunch).
  { between: ['nagpur', 'pachmarhi'], km: 263, hours: 5 },
  // 370 km by Ludhiana, Jalandhar, Pathankot, Nurpur and Banikhet, 8 h of driving (meer.com,
  // "India on the road", Ambala to Dalhousie, 370 Kms, driving time 8 hours, one source).
  { between: ['town-ambala', 'dalhousie'], km: 370, hours: 8 },
  // 245–250 km, about 5 h of driving, as the Ahmedabad airport transfer below (team-bhp.com,
  // "Mount Abu: Monsoon Paradise", about 250 km and about 5 hours from Ahmedabad, one source for
  // the time; magictravels.blogspot.com, 2011, Ahmedabad to Mount Abu 245 km).
  { between: ['ahmedabad', 'mount-abu'], km: 248, hours: 5 },
  // 45–55 km up the Lidder, a 45-minute ride, as the Anantnag station transfer below (ilyani.net,
  // "Heavenly Pahalgam", 2012, Anantnag to Pahalgam 45 minutes by shared taxi, one source for the
  // time; sharbori.org, 2015, 45 km; ghumakkar.com, 55 km).
  { between: ['town-anantnag', 'pahalgam'], km: 45, hours: 0.75 },
  // 350–390 km by Nagaon and Dimapur, about 7 h of driving (meer.com, "India on the road", Guwahati
  // to Kohima, 390 Kms, driving time 7 hours; travelspeak.in, 2014, by the Nagaon bypass and
  // Dimapur, about 350 km, approx 7 hrs driving time by car).
  { between: ['guwahati', 'kohima'], km: 370, hours: 7 },
  // 149 km by Ooty, 10.15 am to 2.15 pm (spinningawheel.com, 2011, "Mysore – Coonoor (via Ooty)
  // 149km", one source). The Mysuru–Ooty and Ooty–Coonoor legs above, joined at Ooty, come to
  // 143 km.
  { between: ['mysuru', 'coonoor'], km: 149, hours: 4 },
  // 121 km by Coimbatore, 3.5 h (outlooktraveller.com, "Road Trip Coonoor to Munnar",
  // Coonoor–Palakkad 121 km, 3.5 hours, one source).
  { between: ['town-palakkad', 'coonoor'], km: 121, hours: 3.5 },
  // To Joshimath, the Auli base: 250–300 km by Rishikesh and Chamoli, about 10 h (anandway.com,
  // "Auli in June", about 10 hours for the 300 km stretch between Haridwar and Joshimath;
  // rediff.com, 1998, Joshimath 250 km and 10 hours from Haridwar/Rishikesh; abhigyaverma.net,
  // 2009, the 300 km journey from Haridwar to Joshimath). The 16 km up to Auli is not in the
  // figure.
  { between: ['haridwar', 'auli'], km: 275, hours: 10 },
  // About 150 km on NH-24 and NH-109 by Rampur and Haldwani, 4–5 h (routefinder.in, "Moradabad to
  // Nainital distance", approximately 150 kilometers, about 4-5 hours, one source; salute.co.in,
  // "Abode of Gods", Nainital about 132 km from the T-junction at Rampur, beyond Moradabad).
  { between: ['town-moradabad', 'nainital'], km: 150, hours: 4.5 },
  // 175 km by Kathgodam, about 4 h (ghumakkar.com, "Lucknow to Nainital – Road Review",
  // Bareilly bypass to Kathgodam 140 Kms, 2.45 hour, and Kathgodam to Nainital 35 Kms, 1.15 hour,
  // one source; nainital.nic.in, "How to reach Nainital by road", gives Bareilly 140 km).
  { between: ['town-bareilly', 'nainital'], km: 175, hours: 4 },
  // 280–282 km down the Kodai ghat and by Madurai and Paramakudi, about 6.5 h of driving
  // (yogoyo.com, "Kodaikanal with Madurai & Rameshwaram", Kodaikanal to Madurai a 150 km drive,
  // 8.30 am to noon, and Madurai to Rameshwaram another 130 km, 3 pm to 6 pm, the halt at Madurai
  // left out, one source for the time; thebikingdiaries.in, 2016, "Day 4: Kodaikanal to
  // Rameshwaram (282 km)", by Madurai and Paramakudi, 280 km).
  { between: ['rameswaram', 'kodaikanal'], km: 280, hours: 6.5 },
  // From the Gaurikund roadhead to Joshimath, the Auli base, by Rudraprayag and the Alaknanda:
  // about 189 km, about 7 h, two figures joined at Rudraprayag, where the road to Badrinath passes
  // Joshimath 45 km short of Badrinath. Gaurikund–Rudraprayag 75 km, 3 h
  // (ramadanakrishnayya.blogspot.com, 2025, a 1992 trip, "Gaurikund was just 75 Km from
  // Rudraprayag", started at around 10 am and reached it by 1 pm, one source for the time;
  // bcmtouring.com, Rudraprayag to Sonprayag 73.2 km). Rudraprayag–Joshimath 114 km, 4 h
  // (ghumakkar.com, "Panch Prayag, Joshimath, Auli – All the Way to Badrinath", "a calculated
  // four-hour drive from Rudraprayag", one source for the time; voyagevedas.blogspot.com, 2020,
  // "Rudra Prayag to Joshimath: 114 km"). The trail above Gaurikund and the 16 km up to Auli are
  // not in the figure.
  { between: ['kedarnath', 'auli'], km: 189, hours: 7 },
  // Through Rishikesh, which the roads from Dehradun up the Ganga to Rudraprayag and the Badrinath
  // road pass (as the Dehradun–Kedarnath and Dehradun–Badrinath legs above, by Rishikesh and
  // Devprayag): Dehradun–Rishikesh about 45 km, 1–2 h (doontaxiservice.com, "Dehradun to
  // Rishikesh", approximately 45 km, around 1–1.5 hours; templeyatri.in, "Rishikesh Distance from
  // Major Cities", approximately 45 km, about 1–2 hours), 1.25 h, joined to the Rishikesh–Chopta,
  // –Auli (Joshimath) and –Valley of Flowers (Govindghat) legs above.
  { between: ['dehradun', 'chopta'], km: 235, hours: 7.75 },
  { between: ['dehradun', 'auli'], km: 294, hours: 10.75 },
  { between: ['dehradun', 'valley-of-flowers'], km: 311, hours: 10.75 },
  // Through Haridwar, where the road from Rishikesh meets the Haridwar–Nainital road by Najibabad
  // and Kashipur: Haridwar–Rishikesh 20–25 km, 30 min to an hour (tripsavvy.com, "How to Get from
  // Haridwar to Rishikesh", around 25 km, 45 minutes to an hour; trekezy.com, "Rishikesh to
  // Haridwar", approximately 20 km, typically 30–45 minutes by car; newscrab.com, approximately
  // 20 km, around 30 minutes to 1 hour), 23 km and 0.75 h, joined to the Haridwar–Nainital leg
  // above. directorynode.com's Rishikesh–Nainital, 251 km in 7–8 h (one source, left out in the
  // eleventh pass), agrees on the length.
  { between: ['rishikesh', 'nainital'], km: 260, hours: 6.25 },
  // Through Udaipur, on NH27 from Chittorgarh to Udaipur, Pindwara and Abu Road: Chittorgarh–Udaipur
  // 115–130 km, about 2–2.5 h (places-to-visit.in, "Places to Visit Between Udaipur and
  // Chittorgarh", approximately 115 km, around 2–3 hours; rajasthanroadtrip2016.blogspot.com, 2017,
  // "Udaipur - Chittorgarh - Udaipur (260 km)", left at 10 am, the Narayanpura toll in about an
  // hour and Chittorgarh town a little over an hour from there), 122 km and 2.25 h, joined to the
  // Udaipur–Mount Abu leg above.
  { between: ['chittorgarh', 'mount-abu'], km: 286, hours: 5.25 },
  // Through Joshimath, the Auli base, where the Kedarnath–Auli road up the Alaknanda meets the
  // Badrinath road on to Govindghat: the Kedarnath–Auli (189 km, 7 h) and Auli–Valley of Flowers
  // (21 km, 1.5 h) legs above, joined there. The trails above Gaurikund and Govindghat are not in
  // the figure.
  { between: ['kedarnath', 'valley-of-flowers'], km: 210, hours: 8.5 },
  // Through Manali, the road south from Spiti in the months Kunzum La is open (the winter road goes
  // round by Kinnaur and Shimla): the Manali–Spiti leg above (185 km, 7.5 h over Kunzum La) joined
  // to the Manali–Tirthan Valley leg (100 km, 3.5 h), down the Beas to Bhuntar and Aut. The pass
  // shuts it as it shuts Manali–Spiti. Spiti–Kasol and Spiti–Jibhi, joined the same way, are left
  // out: with them the table joined Shimla–Spiti through Kasol or Jibhi and over the pass, where
  // the road goes by Kinnaur.
  {
    between: ['spiti', 'tirthan-valley'],
    km: 285,
    hours: 11,
    pass: { name: 'Kunzum La', open: [6, 7, 8, 9, 10] },
  },
  // Through Mangaluru, where the coast road (NH66) from Udupi meets the road up by BC Road, Puttur,
  // Sullia and the Sampaje ghat to Madikeri: Udupi–Mangaluru 50–55 km, about an hour
  // (incredibleindia.org, "Udupi", "situated at an hour's drive from Mangaluru", 55 km, one source
  // for the time; meer.com, "Udupi", about 50 km from Mangalore), 55 km and 1 h, joined to the
  // Mangaluru–Coorg leg above (144 km, 3.5 h).
  { between: ['udupi', 'coorg'], km: 199, hours: 4.5 },
  // Through Thiruvananthapuram, the city the road north from Kovalam runs into before the road
  // to Thekkady: Kovalam–Thiruvananthapuram 13–17 km, about 20 minutes (indiaairport.com,
  // "Kovalam Beaches", "about 16 km (20 minutes in a taxi) from Trivandrum", one source for the
  // time; thiruvananthapuramonline.in, "Kovalam", about 16 km from the heart of the city;
  // pankajtours.com, about 17 km; travelladda.com, around 13 km from downtown), 16 km and a
  // quarter hour, joined to the Thiruvananthapuram–Thekkady leg above (257 km, 6 h).
  { between: ['kovalam', 'thekkady'], km: 273, hours: 6.25 },
  // Through Coimbatore, the road from Madurai by Dindigul meeting the road up by Mettupalayam and
  // the Coonoor ghat: Madurai–Coimbatore around 214 km, about 4.5 h (ammucabs.com, a Coimbatore
  // cab company's "Madurai" page, "The journey from Coimbatore to Madurai by road typically takes
  // approximately 4.5 hours, covering a distance of around 214 kilometers", one source), joined to
  // the Coimbatore–Coonoor leg above (70 km, 2 h). Madurai–Ooty, joined the same way (300 km,
  // 7.5 h), is left out: it would raise the climb `engine/hill-roads.ts` gives Ooty from 94 to
  // 156 km and so slow every road from the plains to Ooty.
  { between: ['madurai', 'coonoor'], km: 284, hours: 6.5 },
  // Through Dehradun, up the Haridwar road by Raiwala and Doiwala and on up Rajpur Road:
  // Haridwar–Dehradun 52–53 km, 1.5–2 h (doontaxiservice.com, "Dehradun to Haridwar",
  // approximately 53 kilometers, around 1.5–2 hours, one source for the time; doononline.com,
  // "Dehradun to Haridwar Trip", about 52 km), 53 km and 1.75 h, joined to the Dehradun–Mussoorie
  // leg above (35 km, 1.5 h).
  { between: ['haridwar', 'mussoorie'], km: 88, hours: 3.25 },
  // Through Madurai, up NH44 by Tirunelveli and Virudhunagar and on by Batlagundu and the Kodai
  // ghat: Kanyakumari–Madurai 232–250 km, 4–5 h (bharattaxi.com, "Madurai to Kanyakumari Road
  // Trip", 18 June 2025, about 245–250 km, 4 to 5 hours via NH44, one source for the time;
  // mapsofindia.com, "Madurai by Road", Kanyakumari 232 km), 245 km and 4.5 h, joined to the
  // Madurai–Kodaikanal leg above (120 km, 3.25 h).
  { between: ['kanyakumari', 'kodaikanal'], km: 365, hours: 7.75 },
  // Through Belur, where the road from Sakleshpur meets the Hassan–Belur–Chikmagalur road:
  // Sakleshpur–Belur 37–46 km, about an hour (tripoto.com, "Belur-Helibedu", 10 September 2018,
  // forty-six kilometres by the Yeslur road, "reached Belur in an hour", one source for the time,
  // as the table's Sakleshpur → Belur day trip; todaygujaratinews.com, Sakleshpur 37 km from
  // Belur), 42 km and 1 h, joined to the Belur–Chikmagalur figure the table takes for
  // Chikmagalur's day trip to Belur (wanderingbong.com, about 25 km, 45 minutes).
  { between: ['sakleshpur', 'chikmagalur'], km: 67, hours: 1.75 },
  // Rishikesh to Gangotri by Chamba, Dharasu and Uttarkashi, two figures joined at Uttarkashi:
  // Rishikesh–Uttarkashi 146–155 km, about 5 h (trekline.blogspot.com, 2012, a GMVN package bus
  // left Rishikesh at 8 am and reached Uttarkashi at 1 pm with a breakfast halt at Agrakhal, one
  // source for the time; hillore.com, 146 km; iwant2explore.com, 155 km), 150 km and 5 h;
  // Uttarkashi–Gangotri 100 km, 3.5–4 h (goglobaltrip.com, GMVN's Char Dham package, Uttarkashi
  // 2 pm to Gangotri 5.30 pm and Gangotri 1.30 pm to Uttarkashi 5.30 pm; uttar-mahayatra.blogspot.com,
  // May 2025, 8.30 am to 12.30 pm from a homestay past Uttarkashi), 100 km and 4 h. The 250 km
  // agrees with uttarakhandtriptrek.com's "Rishikesh to Gangotri: Approx. 250 km".
  { between: ['rishikesh', 'gangotri'], km: 250, hours: 9 },
  // Through Rishikesh: the Haridwar–Rishikesh (23 km, 0.75 h) and Dehradun–Rishikesh (45 km,
  // 1.25 h) figures above joined to Rishikesh–Gangotri. The pages read give Haridwar–Gangotri
  // 285–300 km (hindutemples-india.blogspot.com, 285 km; ourtravelindia.blogspot.com, 300 km) and
  // Dehradun–Gangotri 298 km by Mussoorie, Dhanolti and Chamba (dreammountain800.blogspot.com),
  // without a time.
  { between: ['haridwar', 'gangotri'], km: 273, hours: 9.75 },
  { between: ['dehradun', 'gangotri'], km: 295, hours: 10.25 },
  // To the Janki Chatti roadhead by Mussoorie, Damta, Naugaon and Barkot: 177–180 km, 6–7 h
  // (visitindia.org.in, "Yamunotri & Gangotri – two dham yatra", June 2013, Dehradun to Janki
  // Chatti 177 km in 7 h; uttarakhandtourism.gov.in, "From Yamunotri to Gaumukh", Dehradun to
  // Barkot around 130 km in about 4 h and Barkot to Janki Chatti around 50 km in about 2 h). The
  // 5.5 km walk to the temple beyond is not in the figure.
  { between: ['dehradun', 'yamunotri'], km: 178, hours: 6.5 },
  // Through Dehradun: the Dehradun–Rishikesh (45 km, 1.25 h) and Haridwar–Dehradun (53 km,
  // 1.75 h) figures above joined to Dehradun–Yamunotri. The lengths agree with indiatraveltimes.com
  // (Rishikesh to Yamunotri 222 km) and iwant2explore.com (Haridwar to Janki Chatti by Dehradun,
  // Mussoorie and Barkot, 230 km). The walk beyond Janki Chatti is not in the figures.
  { between: ['rishikesh', 'yamunotri'], km: 223, hours: 7.75 },
  { between: ['haridwar', 'yamunotri'], km: 231, hours: 8.25 },
  // From the Janki Chatti roadhead to Gangotri by Barkot, Dharasu and Uttarkashi: 225–240 km,
  // 9–11 h (lih.travel, "Gangotri to Yamunotri distance", around 225–235 km, usually 9 to 11 hours,
  // by Uttarkashi and Barkot; the segments of connectinghorizons.com and uttarakhandtourism.gov.in:
  // Janki Chatti–Barkot about 50 km, about 2 h, Barkot–Uttarkashi 100 km, 4 h, and
  // Uttarkashi–Gangotri 100 km, 4 h as above). The walk above Janki Chatti is not in the figure.
  { between: ['yamunotri', 'gangotri'], km: 230, hours: 10 },
  // From Gangotri to the Sonprayag and Gaurikund roadhead by Uttarkashi, Tehri and Guptkashi: about
  // 300 km, about 10.5 h, two figures joined at Guptkashi: Gangotri or Harsil to Guptkashi 270 km,
  // 8–9 h (groupbookings.in, a Char Dham tour's Gangotri/Harsil–Guptkashi day, one source for the
  // time) and Guptkashi–Sonprayag about 30 km, 1.5–2 h (exploremyglobe.com); routefinder.in gives
  // Gangotri–Kedarnath approximately 300 km. writeupcafe.com's 343 km to Gaurikund is the older
  // Ghansali road. The 16 km trail above Gaurikund is not in the figure.
  { between: ['gangotri', 'kedarnath'], km: 300, hours: 10.5 },
  // About 460 km by Moradabad, Ramnagar and Ranikhet, over nine hours (ticketgoosetoursandtravels.blogspot.com,
  // March 2017, "about 460 km away from Delhi, it is a good over nine hours' drive"; akhandbharatlive.com,
  // Kausani "9 घंटे दूर" from Delhi, for the time).
  { between: ['delhi', 'kausani'], km: 460, hours: 9.5 },
  // A little under 150 km by Kathgodam, Bhimtal and Almora, about 4.5 h (wheelsonourfeet.com, 2017,
  // "Drive from Haldwani to Kausani", one source).
  { between: ['town-haldwani', 'kausani'], km: 148, hours: 4.5 },
  // About 289 km by Almora, Berinag (or Bageshwar) and Thal: Haldwani–Thal 217 km and Thal–Munsiyari
  // 72 km (hindustaniyatri.blogspot.com, June 2015); about 11 h non-stop (atravellingsoapwitch.blogspot.com,
  // 2012, "a non stop trip to Munsiyari it would be an 11 hour journey"; travelshoebum.com, 2022, the daily
  // shared tempo traveller leaves Haldwani about 6 am and reaches about 5–6 pm).
  { between: ['town-haldwani', 'munsiyari'], km: 289, hours: 11 },
  // About 160 km by Hosur, Krishnagiri and NH46 to Vaniyambadi, then the 14 hairpins up from
  // Ponneri, about 4 h (trekkerpedia.com, 160 km, around 4 hours; Wikivoyage via the OxygenGuide
  // copy, about 150 km, a four-hour ride with breaks; aravindgj.blogspot.com, 2008, 160 km).
  { between: ['bengaluru', 'yelagiri'], km: 160, hours: 4 },
  // 225–250 km by Vellore, Ambur and Vaniyambadi, then the ghat from Ponneri, 4–6 h
  // (indusgo.in, 225.6 km, 4 to 5 hours; trekkerpedia.com, around 250 km, around 6 hours).
  { between: ['chennai', 'yelagiri'], km: 235, hours: 5 },
  // 160–170 km by the Nashik highway and Ghoti, about 4 h (atul-g.blogspot.com, 165 km, about
  // 4 hours; indiatoday.in, 9 November 2016, 170 km, a four-hour drive; nidhionroad.blogspot.com,
  // 160 km, 4 hours with a half-hour break).
  { between: ['mumbai', 'bhandardara'], km: 170, hours: 4 },
  // 172–176 km by Narayangaon, Otur and Rajur, about 4 h (itsmytravelogue.blogspot.com, 176 km;
  // dailymuzz.com, 172 km; ratangadbhandardaratrek.blogspot.com, a 4 hr ride from Pune by
  // Ale Phata, Kotul, Akole and Rajur, one source for the time).
  { between: ['pune', 'bhandardara'], km: 175, hours: 4 },
  // About 213–215 km by the Srisailam highway through Kalwakurthy, Mannanur and the Nallamala
  // ghats, 6–7 h by road (newsmeter.in, Telugu, 14 August 2025, 215 km, 6–7 h, one source for the
  // time; blogrism.com, about 213 km). Forest check posts at Mannanur and Domalapenta close the
  // road at night (telanganatoday.com, 11 November 2022).
  { between: ['hyderabad', 'srisailam'], km: 215, hours: 6.5 },
  // 230 km by the night bus in about 6 h (esamskriti.com, "Amarkantak": Jabalpur 7.30 pm to
  // Amarkantak 1.30 am); about 200 km, 4–5 h by car (tripcrafters.com, Amarkantak guide).
  { between: ['town-jabalpur', 'amarkantak'], km: 230, hours: 5.5 },
  // About 250 km, almost 6 h by car through twisting roads (bcmtouring.com, "Bhedaghat –
  // Amarkantak, January 2016"), one source.
  { between: ['bhedaghat', 'amarkantak'], km: 250, hours: 6 },
  // Through Pathankot, where the road from Amritsar by Batala meets the road up by Nurpur and
  // Gaggal: Amritsar–Pathankot about 110 km, 1.5–2 h (india9.com, "Pathankot", situated 110 km
  // north-east of Amritsar; roadsndreams.com, a 2018 travelogue, left Amritsar at 8.30 am and "It
  // took only 1.5 hours to reach Pathankot"; gogobblegive.com, "The journey from Amritsar to
  // Pathankot takes about 2 hours", by bus, stopping only at Batala), 110 km and 1.75 h, joined to
  // the Pathankot–Dharamshala leg above (85 km, 3 h). The length agrees with blog.alandotchin.com,
  // "Dharamsala to Amritsar", approximately 210 km by Kangra and Pathankot, and with the table's
  // Amritsar–Dalhousie (190 km by Pathankot, 80 km of it Pathankot–Dalhousie).
  { between: ['amritsar', 'dharamshala'], km: 195, hours: 4.75 },
  // Through Pathankot in the same way: Amritsar–Pathankot (110 km, 1.75 h) joined to the
  // Pathankot–Bir Billing leg above (140 km, 4.5 h).
  { between: ['amritsar', 'bir-billing'], km: 250, hours: 6.25 },
  // About 63 km from Ramnagar by Kaladhungi and its forest ghat, about 2.5 h
  // (pvasojourn.blogspot.com, May 2009, Nainital "at a distance of about 63 kms from Jim Corbett
  // National Park", by Kaladhungi; ghumakkar.com, "Weekend trip to Corbett Tiger Reserve from
  // Noida", 29 June 2014, the 6.30 am bus from Ramnagar bus stand reached Nainital at 9 am, one
  // source for the time, a bus time).
  { between: ['jim-corbett', 'nainital'], km: 63, hours: 2.5 },
  // 129–147 km by Gundlupet and Sulthan Bathery or by Nagarhole, 2–4 h, 135 km and 3 h, the
  // middle (raindropsresorts.com, "Mysore to Wayanad distance", 130–140 km, around 2 to 2.5 hours;
  // thewoodsresorts.com, "A Memorable Road Trip from Mysore to Wayanad", 129 km by the shortest of
  // three routes and 147 km by the longest, approximately three to four hours).
  { between: ['mysuru', 'wayanad'], km: 135, hours: 3 },
  // Round by Assam: the only road to Tawang climbs from the plains at Bhalukpong, so from
  // Siliguri it runs through the Assam plains, not across Bhutan and the Kameng hills between
  // (the model's 463 km). Siliguri–Guwahati 470 km (team-bhp.com, "A 2,600 km road trip from
  // Calcutta to Cherrapunji", 2022) in an overnight taxi of 15 hours (aristarkhos.blogspot.com,
  // "Guwahati to Siliguri by Road", 2011, one source for the time), joined at Guwahati to the
  // Guwahati–Tawang leg above (510 km, 15 h). It agrees with travelblog.org, "On the Road to
  // Tawang" (2019): Siliguri to Tawang by Bongaigaon, Rangia and Bomdila and back, around 2,000 km.
  // Its slow plains make Tawang's climb (hill-roads.ts) 932 km, against the 438 of Guwahati's leg.
  { between: ['town-siliguri', 'tawang'], km: 980, hours: 30 },
  // Through Tezpur, where the road to Tawang leaves the plains: Kaziranga 75 km from Tezpur
  // (tezu.ernet.in, Tezpur University's guide to Tezpur), a 1.5–2 hour journey by bus on the
  // highway (travel.paintedstork.com, "Arriving at Kaziranga", 2007), 75 km and 1.75 h, joined to
  // the Tezpur–Tawang leg above (335 km, 11.5 h). The model's 245 km ran straight across the
  // Brahmaputra and the hills.
  { between: ['kaziranga', 'tawang'], km: 410, hours: 13.25 },
  // Through the Phuentsholing border: Siliguri–Thimphu 330 km, 8–10 h (raghavtravelsbhutan.com,
  // "Road trip to Bhutan from Siliguri"); Siliguri–Phuentsholing 155 km, 4 h, and
  // Phuentsholing–Thimphu 180 km, 6 h (idealtravelcreations.com, "Driving distance and altitude in
  // Bhutan"), 335 km and 10 h. The model's 193 km ran straight over the hills.
  { between: ['town-siliguri', 'bhutan'], km: 330, hours: 9.5 },
  // Jalpaiguri–Thimphu by Phuentsholing, 290 km, 8–9 h (raghavtravelsbhutan.com, as above, one
  // source).
  { between: ['town-jalpaiguri', 'bhutan'], km: 290, hours: 8.5 },
  // Itanagar–Ziro by the direct road through Potin and Yazali: 130 km (ratnam.wordpress.com,
  // "North East Journal 5", 2007, Ziro "a town 130km east of Itanagar" by the Sumos' shorter
  // road), "on paper a mere four-hour journey" (outlooktraveller.com, "The Quest for Ziro", one
  // source for the time). The longer road by North Lakhimpur is 167 km (deccanchronicle.com).
  { between: ['town-itanagar', 'ziro'], km: 130, hours: 4 },
  // Kerala's coast, where the model's 55 km/h on the plains is a third too fast (28 November 2026).
  // Kochi–Alleppey: 53–61 km (thewelltravelledsouls.com, Alappuzha guide), "a 1.5-hour drive"
  // (pickuptrailskerala.com), "about 1 hour, 45 minutes from Fort Kochi" (tripadvisor.in review),
  // "a 2.5 hour taxi ride" (wearenotlostblog.blogspot.com, November 2013).
  { between: ['kochi', 'alleppey'], km: 60, hours: 1.75 },
  // Thiruvananthapuram–Varkala: "the 50-odd km" (thehindu.com, 26 December 2014), about 55 km
  // (joydeep31415.medium.com), "The 60 ks trip took 70 minutes" by taxi (criscom.at, 2008).
  { between: ['thiruvananthapuram', 'varkala'], km: 55, hours: 1.25 },
  // Varkala–Kovalam: "The 60 kms from Kovalam to Varkala can take anywhere between 1.5 to 2
  // hours depending on traffic" (hornpleaseok.net, May 2013, one source for the time).
  { between: ['varkala', 'kovalam'], km: 60, hours: 1.75 },
  // Alleppey–Varkala: 126 km in 3.5 h by motorbike (ady-london.blogspot.com, 6 May 2009), "a
  // couple of hours" by car (nadimandchristina.blogspot.com, March 2009): the middle, 2.75 h.
  { between: ['alleppey', 'varkala'], km: 126, hours: 2.75 },
  // Kochi–Guruvayur: 72–95 km (oneindiaonline.com, 72; windhorsetours.com, 80; behance.net,
  // "Guruvayur is 95 KM by road from Kochi… less than 3 hours normally", one source for the time).
  { between: ['kochi', 'guruvayur'], km: 85, hours: 2.5 },
];

const byPair = new Map<string, RoadLeg>();
for (const leg of ROAD_LEGS) {
  byPair.set(`${leg.between[0]}>${leg.between[1]}`, leg);
  byPair.set(`${leg.between[1]}>${leg.between[0]}`, leg);
}

/** The pass that shuts a leg in the month (1–12), if one does. */
export function shutPassOf(leg: RoadLeg | undefined, month: number): string | undefined {
  return leg?.pass && !leg.pass.open.includes(month) ? leg.pass.name : undefined;
}

/** The curated leg between two places, either way round, if the table has one. */
export function roadLegBetween(from: { id?: string }, to: { id?: string }): RoadLeg | undefined {
  if (!from.id || !to.id) return undefined;
  return byPair.get(`${from.id}>${to.id}`);
}

/**
 * The road between a hill place and its airport or railhead (by IATA or station code), where the
 * knowledge base gives only the distance and the model's hill speed gets the time wrong.
 */
export type TransferLeg = { place: string; gateway: string; km: number; hours: number };

export const TRANSFER_LEGS: readonly TransferLeg[] = [
  // Bagdogra airport: 68 km by Rohini Road, 2–4 h (humrocars.com, 2–3 h; etripto.in, 3–4 h).
  { place: 'darjeeling', gateway: 'IXB', km: 68, hours: 3 },
  // New Jalpaiguri station: 88 km up the Hill Cart Road, about 3 h by taxi
  // (darjeeling-tourism.com; megitarhomestay.com).
  { place: 'darjeeling', gateway: 'NJP', km: 88, hours: 3 },
  // New Jalpaiguri station: 122–125 km on NH10 along the Teesta, 4–4.5 h
  // (kavita-myroom.blogspot.com; travel-tips.org.uk).
  { place: 'gangtok', gateway: 'NJP', km: 124, hours: 4.25 },
  // Bagdogra airport: about 125 km on NH10, 4–5 h (thomascook.in, about 4 h; insidesikkim.com,
  // 4–5 h).
  { place: 'gangtok', gateway: 'IXB', km: 125, hours: 4.5 },
  // New Jalpaiguri station: about 73 km via Sevoke and Teesta Bazaar, about 2.5 h; Bagdogra
  // airport: 75 km, 2 h 45 min (darjeeling-tourism.com; kalimpong.org).
  { place: 'kalimpong', gateway: 'NJP', km: 73, hours: 2.5 },
  { place: 'kalimpong', gateway: 'IXB', km: 75, hours: 2.75 },
  // Pathankot Junction: about 80 km on NH154 via Banikhet, 2–3 h (savaari.com; stayapart.in).
  { place: 'dalhousie', gateway: 'PTK', km: 80, hours: 2.5 },
  // Kangra airport (Gaggal): 108–140 km by Nurpur, 2–5 h by taxi (delhitoshimla.net, "Delhi to
  // Dalhousie", March 2012, Gaggal airport approx. 110 km, 2 hours; spiceholiday.in, "How to Reach
  // Dalhousie", Gaggal about 140 km, about 4–5 hours by taxi; indianholiday.com, around 108 km;
  // mapsofindia.com, about 135 km).
  { place: 'dalhousie', gateway: 'DHM', km: 125, hours: 3.5 },
  // Dehradun station: 35 km uphill, 1.5–2 h (thefliy.com; dailyexcelsior.com).
  { place: 'mussoorie', gateway: 'DDN', km: 35, hours: 1.5 },
  // Mysuru Junction: as Mysuru–Coorg above (indiatravelforum.in; mysoretocoorgcab.com).
  { place: 'coorg', gateway: 'MYS', km: 112, hours: 3.5 },
  // Pantnagar airport: about 70 km, 2–3 h (bharatonline.com, about 2 h; nainitaltaxiservice.in,
  // 2–3 h).
  { place: 'nainital', gateway: 'PGH', km: 70, hours: 2.5 },
  // Coimbatore airport: 87–88 km via Mettupalayam and Coonoor, 2.5–4 h (ootytourism.co.in,
  // 2.5 h; travel2ooty.com, 3–4 h).
  { place: 'ooty', gateway: 'CJB', km: 88, hours: 3 },
  // Coimbatore airport: about 79 km, 2–3 h (toliday.in; bharattouristguide.com).
  { place: 'coonoor', gateway: 'CJB', km: 79, hours: 2.5 },
  // Mettupalayam station: 40–53 km up the Coonoor ghat, 1.5–1.75 h (blog.tripo.co, 53 km,
  // 1 h 45 min; bartleby.com travelogue, about 40 km, about 1.5 h).
  { place: 'ooty', gateway: 'MTP', km: 50, hours: 1.75 },
  // Mettupalayam station: about 35 km and 14 hairpins, 1–1.25 h (ghumakkar.com, one source).
  { place: 'coonoor', gateway: 'MTP', km: 35, hours: 1.25 },
  // Kochi airport: about 67 miles (108 km) on NH85, about 3 h (keralatourism.org, one source).
  { place: 'munnar', gateway: 'COK', km: 108, hours: 3 },
  // Kathgodam station: 20–26 km, 45 min to under an hour (letstalkadventure.com, about 20 km,
  // 45 min; raksharetreat.org, about 26 km, under an hour by taxi).
  { place: 'bhimtal', gateway: 'KGM', km: 22, hours: 0.75 },
  // Dimapur airport and station: 70–74 km on NH29 (old NH39), 2–3 h (iloveindia.com, 74 km, about
  // 2 h; issuu.com, IndiGo 6E magazine, about 70 km, 2 h; windhorsetours.com, about 3 h;
  // nagalandexpress.com, 3 h in normal times).
  { place: 'kohima', gateway: 'DMU', km: 74, hours: 2.5 },
  { place: 'kohima', gateway: 'DMV', km: 74, hours: 2.5 },
  // Neral station: 8–9 km by road up to the Dasturi car park, about half an hour by taxi
  // (worldtravelplaces.com, 8 km; shakuhachi.net, 8.9 km; seasonsindia.com, half an hour). The
  // last 2.5 km into car-free Matheran is walked or ridden and is not in the figure.
  { place: 'matheran', gateway: 'NRL', km: 9, hours: 0.5 },
  // Shimla airport (Jubbarhatti): 22–25 km, 35–45 min by taxi (journeum.com, 22 km; holidify.com,
  // 25 km; hindustantimes.com, 35–45 min).
  { place: 'shimla', gateway: 'SLV', km: 23, hours: 0.7 },
  // Kangra airport (Gaggal): 10–12 km, 30–45 min (devdiscourse.com, PTI, 12 km; openedhost.com,
  // 10 km; birhp.com, 30–45 min).
  { place: 'dharamshala', gateway: 'DHM', km: 12, hours: 0.6 },
  // Bhuntar airport: about 30 km up the Parvati valley via Jari, about 1 h (outlookindia.com,
  // 30 km, 1 h; alvitocabral.info, about 30 km).
  { place: 'kasol', gateway: 'KUU', km: 30, hours: 1 },
  // Chandigarh airport: about 65 km up the Himalayan Expressway, 2–3 h (travelingfreaks.com,
  // 65 km, 2–3 h; explorableindia.com, 65 km).
  { place: 'kasauli', gateway: 'IXC', km: 65, hours: 2.5 },
  // Pathankot Cantt: 80–90 km via Nurpur and Gaggal, about 3 h (ontheeve.com and spiceholiday.in,
  // about 85 km; punjabupdate.blogspot.com, 80 km; openedhost.com, about 3 h).
  { place: 'dharamshala', gateway: 'PTKC', km: 85, hours: 3 },
  // Kottayam station: 110–114 km via Kanjirappally and Mundakayam, about 3 h (thekkadydirectory.com,
  // about 110 km, 3 h; hillsofindia.com, 114 km).
  { place: 'thekkady', gateway: 'KTYM', km: 112, hours: 3 },
  // Guwahati airport: 104–130 km on NH6 via Nongpoh, 3–3.5 h (iloveshillong.com, 104 km, 3–3.5 h;
  // shivangireviews.com, about 3 h from the airport; megtourism.gov.in, 128 km; thomascook.in,
  // about 130 km).
  { place: 'shillong', gateway: 'GAU', km: 120, hours: 3.25 },
  // Pakyong airport: 30–31 km, 45 min to 2 h (ourhimalayas.com, 31 km, 2 h; awaramusafir.com,
  // about 30 km, hardly an hour; creativelyyours.creative.travel, about 45 min).
  { place: 'gangtok', gateway: 'PYG', km: 31, hours: 1.5 },
  // Kodai Road station: 70–90 km up the Kodai ghat road via Batlagundu, 2–3 h
  // (tourism.webindia123.com, 80 km, 3 h; debianws.lexgopc.com, a copy of the Wikipedia article
  // on the station, about 2 h; clubmahindra.com, 80–90 km; vilvam.in, 70 km).
  { place: 'kodaikanal', gateway: 'KQN', km: 80, hours: 2.5 },
  // Madurai airport: about 120 km via Batlagundu and the Kodai ghat road, 3–3.5 h (vilvam.in,
  // "Madurai is the nearest airport", 120 km, 3 h; tourism.webindia123.com, airport 120 km,
  // Madurai 3.5 h; travelhot.in, airport 120 km).
  { place: 'kodaikanal', gateway: 'IXM', km: 120, hours: 3.25 },
  // Bhuntar airport: about 50 km up the Beas through Kullu, 1–2 h (artoftravel.tips, 50 km, "only
  // an hour" by car; traasgpu.com, about 31 miles, at least two hours).
  { place: 'manali', gateway: 'KUU', km: 50, hours: 1.5 },
  // Srinagar airport: about 45 km by prepaid taxi via Tangmarg, about 1.5 h (universaladventure.net,
  // one source).
  { place: 'gulmarg', gateway: 'SXR', km: 45, hours: 1.5 },
  // Chandigarh airport: about 120 km up the Himalayan Expressway and NH5, 3.5–4 h by road
  // (cntraveller.in, 120 km, 3.5 h; financialexpress.com, 4 h; hindustantimes.com, the HRTC
  // airport Volvo from Shimla ISBT at 12.25 pm, due at the airport at 4.30 pm).
  { place: 'shimla', gateway: 'IXC', km: 120, hours: 3.75 },
  // Salem Junction: 30–35 km, the last 20 km up the 20 hairpins of the Yercaud ghat, 1–1.5 h
  // (tripoto.com, 35 km, 1–1.5 h; chennaispot.blogspot.com, about 30 km; anything-on-wheels
  // .blogspot.com, 35 odd km).
  { place: 'yercaud', gateway: 'SA', km: 33, hours: 1.25 },
  // Abu Road station: about 30 km up the ghat, about an hour, as the Mount Abu → Abu Road day trip
  // (supertravelr.com, one source).
  { place: 'mount-abu', gateway: 'ABR', km: 30, hours: 1 },
  // Kathgodam station: 30–33 km via Jeolikote, about an hour (tangytour.com, about 30 km, an hour
  // at most; bharatonline.com, 33 km).
  { place: 'nainital', gateway: 'KGM', km: 32, hours: 1 },
  // Madurai airport: 140–150 km via Theni and Cumbum, 3–4 h, as Madurai–Thekkady above.
  { place: 'thekkady', gateway: 'IXM', km: 141, hours: 3.5 },
  // Bhopal airport: about 190 km, about 5 h by cab, as Bhopal–Pachmarhi above.
  { place: 'pachmarhi', gateway: 'BHO', km: 190, hours: 5 },
  // Guwahati station: as Guwahati–Shillong above (darjeeling-tourism.com; bestofnortheast.com).
  { place: 'shillong', gateway: 'GHY', km: 100, hours: 3 },
  // Chandigarh station: as Chandigarh–Manali and Chandigarh–Tirthan Valley above
  // (haryanavritant.com, roadragas.com; tirthanvalley.org, detour-roadtrips.com).
  { place: 'manali', gateway: 'CDG', km: 308, hours: 8 },
  { place: 'tirthan-valley', gateway: 'CDG', km: 268, hours: 8 },
  // Kozhikode station: 75 km to Kalpetta (liquisearch.com, a copy of the Wikipedia article), about
  // 2.5 h as Kozhikode–Wayanad above (holidify.com).
  { place: 'wayanad', gateway: 'CLT', km: 75, hours: 2.5 },
  // Kalka station: 25–35 km via Parwanoo and Dharampur, 1–2 h (travelingfreaks.com, about 25 km,
  // 1–2 h; indiatravelite.com, 35 km).
  { place: 'kasauli', gateway: 'KLK', km: 30, hours: 1.5 },
  // Guwahati station: as Guwahati–Cherrapunji above (manojpaprikar.blogspot.com;
  // greenerpasturesind.wordpress.com).
  { place: 'cherrapunji', gateway: 'GHY', km: 150, hours: 5 },
  // Leh airport: 3–5 km from the town, 10–20 min to a hotel by taxi (flightsmojo.in, 3–5 km;
  // escape2life.in, 10–20 min).
  { place: 'leh', gateway: 'IXL', km: 4, hours: 0.25 },
  // Srinagar airport: 10–13 km into the city, about 40 min by prepaid taxi through the checkpoints
  // (emptyspaceinfinitetime.blogspot.com, 13 km, about 40 min, one source for the time;
  // flightsmojo.in, about 10 km from the centre; etn.travel, 12 km north of the city).
  { place: 'srinagar', gateway: 'SXR', km: 12, hours: 0.75 },
  // Lengpui airport: 30–40 km, most pages 30–32, nearly 1.5 h by road (wordket.com, 30 km, nearly
  // an hour and a half, one source for the time; en.wikipedia.org and hindustantimes.com, about
  // 32 km; 123cochin.com, 40 km).
  { place: 'aizawl', gateway: 'AJL', km: 32, hours: 1.5 },
  // Pantnagar airport: 55–58 km by Haldwani and Kathgodam, 1 h 45 min to 2 h (raksharetreat.org,
  // 55 km, around 1 h 45 min; essenceofkumaun.com, about 55 km, about two hours; holidaymine.in,
  // 58 km).
  { place: 'bhimtal', gateway: 'PGH', km: 57, hours: 2 },
  // Dehradun airport (Jolly Grant): 54–60 km, 1.5–2.5 h (cntraveller.in, 2019, 58 km, 2–2.5 h;
  // cntraveller.in, 2020, 90 min; indianholiday.com, about 60 km; aajtak.in, about 54 km).
  { place: 'mussoorie', gateway: 'DED', km: 57, hours: 2 },
  // Kangra airport (Gaggal): 65–70 km via Palampur and Baijnath, 2–2.5 h (cntraveller.in, 67 km,
  // 2–2.5 h; freepressjournal.in, about 65 km, around 2 h; theoff.info, about 70 km).
  { place: 'bir-billing', gateway: 'DHM', km: 67, hours: 2.25 },
  // Pune airport: 64 km (travelmogambo.com; unigl.blogspot.com, a copy of the Wikipedia article;
  // blog.united21retreatlonavala.com); about 1.5 h by the Expressway, as Pune–Lonavala above
  // (indiatravelforum.in).
  { place: 'lonavala', gateway: 'PNQ', km: 64, hours: 1.5 },
  // Mumbai airport: about 90 km to the Dasturi car park (visitmatheran.com, 90 km from the
  // airport; worldtravelplaces.com, around 90 km), 2–3 h as Mumbai–Matheran above (thefliy.com).
  // The car-free last 2.5 km is not in the figure.
  { place: 'matheran', gateway: 'BOM', km: 90, hours: 2.5 },
  // Bhuntar airport: about 50 km by Aut and Banjar, around 2 h by taxi (tirthanvalley.org, about
  // 2 h, one source for the time; travelobeholidays.com, about 50 km).
  { place: 'tirthan-valley', gateway: 'KUU', km: 50, hours: 2 },
  // Bhuntar airport: about 60 km by Aut and Banjar, 2–3 h (fjk.city, 60 km / 2 hr;
  // raiddehimalaya.in, approximately 60 km, around 2–3 hours by road).
  { place: 'jibhi', gateway: 'KUU', km: 60, hours: 2.5 },
  // Pipariya station: 50–57 km up the Satpura road, within an hour by cab (apsdaia.blogspot.com,
  // 50 km; thedriftingwanderers.blogspot.com, around 57 km; jainvish.blogspot.com, within an hour,
  // one source for the time).
  { place: 'pachmarhi', gateway: 'PPI', km: 54, hours: 1 },
  // Bagdogra airport: about 160 km, 4–5 h by private taxi (spiceholiday.in, one source).
  { place: 'pelling', gateway: 'IXB', km: 160, hours: 4.5 },
  // Shimla station: as Shimla–Kalpa above (rohalsdiary.com; crossroadadventure.com;
  // pkumarshrmasml1.blogspot.com).
  { place: 'kalpa', gateway: 'SML', km: 255, hours: 8.5 },
  // Dehradun airport (Jolly Grant): 300–314 km by Rishikesh and Joshimath, 10–12 h by road
  // (travelatweb.com, about 310 km, 10–12 h; ontheeve.com, about 300 km, 10–12 h;
  // planmypackage.com, 314 km).
  { place: 'badrinath', gateway: 'DED', km: 310, hours: 11 },
  // Dehradun airport (Jolly Grant): 222–254 km by Rishikesh and Rudraprayag to the Sonprayag and
  // Gaurikund roadhead, 7–8 h by taxi (allupost.com, 2025, 222–254 km, 7–8 h to Sonprayag;
  // airportics.com, about 238 km, 8–10 h with breaks; yourwisdomtips.com, 225 km by road). The
  // trail to the temple beyond is not in the figure.
  { place: 'kedarnath', gateway: 'DED', km: 238, hours: 8 },
  // Tezpur airport: as Tezpur–Tawang above (meer.com; rollingstonetales.blogspot.com).
  { place: 'tawang', gateway: 'TEZ', km: 335, hours: 11.5 },
  // Yog Nagari Rishikesh station, in Rishikesh (uk.us.edu.vn, a copy of the Wikipedia article on
  // the station): as Rishikesh–Chopta above (rishikeshdaytour.com; tourmyholiday.com).
  { place: 'chopta', gateway: 'YNRK', km: 190, hours: 6.5 },
  // Chandigarh airport: as Chandigarh–Manali, –Dharamshala, –Tirthan Valley, –Jibhi and –Spiti
  // above, the guides timing those roads from Chandigarh (haryanavritant.com, roadragas.com;
  // travelindiablog007.blogspot.com, selfdrivecarrentalchandigarh.com; tirthanvalley.org,
  // detour-roadtrips.com; writeupcafe.com; spitimarathon.in, nycityus.com), as for Shimla and
  // Kasauli, whose airport figures are within 5 km of the city's. No page read times the cab from
  // the airport itself to these five.
  { place: 'manali', gateway: 'IXC', km: 308, hours: 8 },
  { place: 'dharamshala', gateway: 'IXC', km: 243, hours: 6 },
  { place: 'tirthan-valley', gateway: 'IXC', km: 268, hours: 8 },
  { place: 'jibhi', gateway: 'IXC', km: 310, hours: 9.5 },
  { place: 'spiti', gateway: 'IXC', km: 500, hours: 13 },
  // Chandigarh airport and station to Kasol: 285–320 km by Bilaspur, Mandi and Bhuntar, 6.5–9 h
  // (meer.com, "India on the road", Chandigarh to Bhuntar 255 km, 5.5 h driving time, joined at
  // Bhuntar to the Bhuntar–Kasol leg above, 30 km, 1 h; ghumakkar.com, "K5 Chandigarh to the
  // Hippyland Kasol and Manikaran", 2008, about 320 km from Chandigarh; tripoto.com, "Parvati
  // Valley hidden gems", left Chandigarh at 6 am and reached Kasol around 3 pm through the jams
  // of the Bilaspur–Mandi road works).
  { place: 'kasol', gateway: 'IXC', km: 300, hours: 7.75 },
  { place: 'kasol', gateway: 'CDG', km: 300, hours: 7.75 },
  // Kotdwar station: 41–43 km up by Dugadda, 1–1.5 h by jeep or taxi
  // (letsgowanderers.wordpress.com, 2006, 41 km covered in 1.5 hours by jeep from the station;
  // tripoto.com, 2016, Kotdwara to Lansdowne 43 km, about an hour; mouthshut.com, 2010, the 41 km
  // climb from Kotdwar).
  { place: 'lansdowne', gateway: 'KTW', km: 41, hours: 1.25 },
  // Pathankot Cantt, the old Chakki Bank: as Pathankot–Bir Billing above (himachalwale.in, 140 km;
  // birhp.com, 4–5 h by taxi).
  { place: 'bir-billing', gateway: 'PTKC', km: 140, hours: 4.5 },
  // Anantnag station: 45–55 km up the Lidder, a 45-minute ride by shared taxi (ilyani.net,
  // "Heavenly Pahalgam", 2012, Anantnag to Pahalgam 45 minutes, one source for the time;
  // sharbori.org, 2015, 45 km from the district headquarters at Anantnag; ghumakkar.com, 55 km).
  // It also times Pahalgam's day trip to Anantnag and Martand.
  { place: 'pahalgam', gateway: 'ANT', km: 45, hours: 0.75 },
  // Kochi airport: 145 km (hoteljoyees.com, Thekkady 145 km from Cochin International Airport),
  // 4–5 h by road from Kochi by Kottayam and Kumily (thekkadydirectory.com, one source for the
  // time, which is given from Kochi, not from the airport itself).
  { place: 'thekkady', gateway: 'COK', km: 145, hours: 4.5 },
  // Ahmedabad airport: 245–250 km by Mehsana, Palanpur and Abu Road, about 5 h of driving
  // (team-bhp.com, "Mount Abu: Monsoon Paradise", about 250 km and about 5 hours from Ahmedabad,
  // left at 8 am and at the top by 1 pm, one source for the time; magictravels.blogspot.com,
  // 2011, Ahmedabad to Mount Abu 245 km). The time is given from Ahmedabad, not the airport.
  { place: 'mount-abu', gateway: 'AMD', km: 248, hours: 5 },
  // Kalka station: 80–90 km on NH5 through Solan, about 3 h (ghumakkar.com, "Delhi – Shimla Road
  // Review", Kalka to Shimla 80 odd Kms, 3 hours, one source for the time; business-standard.com,
  // 2019, "Kalka to Shimla by road", the 90 km stretch; holidify.com, Kalka 89 km away).
  { place: 'shimla', gateway: 'KLK', km: 89, hours: 3 },
  // Aluva station: 108–110 km, about 3 h 15 min by road (hindustantimes.com, "A perfect travel
  // guide to Munnar", Aluva Railway Station 108 km, roughly 3 hours and 15 minutes, one source for
  // the time; monsoonholidays.com, about 108 km from Aluva; remotetraveler.com, 110 km).
  { place: 'munnar', gateway: 'AWY', km: 108, hours: 3.25 },
  // Mangaluru airport: 137 km down NH75 and the Shiradi ghat, within 3 h (mounty.co, "5 Lesser
  // Known Places of Sakleshpur", Mangalore International Airport "at a distance of 137 km";
  // selfroadiez.com, "Sakleshpur – A Road Trip to Remember", "one can drive down to Sakleshpur
  // (via NH75) within 3 hours of time", one source for the time).
  { place: 'sakleshpur', gateway: 'IXE', km: 137, hours: 3 },
  // Kadur junction: 40 km, 45 minutes by bus (en.wikivoyage.org, "Chikmagalur (district)": alight
  // at Kadur/Birur "and take bus to Chikmagalur for (40KM) 45 minutes", one source).
  { place: 'chikmagalur', gateway: 'DRU', km: 40, hours: 0.75 },
  // Zurich airport to Interlaken by the A4 and A8 motorways, past Lucerne: under two hours, the
  // navigation apps' 1 h 45 min–2 h early on a weekday and 1 h 50 min–2 h 15 min at midday
  // (eatsip365.com, "Zurich to Interlaken average driving time"; one source), 2 h; the distance
  // is the knowledge base's own. The model's hill speed had made it a 4-hour ride.
  { place: 'interlaken', gateway: 'ZRH', km: 125, hours: 2 },
  // Kathgodam station: 134–142 km by Bhimtal and Almora, about 5 h by taxi (route.wiki/Kausani, "around
  // 5 hours by car from Kathgodam"; pal-pal-badalti-zindagi.blogspot.com, 2012, the driver's "almost a
  // 5 hour journey"; indiaadvice.blogspot.com, about 140 km; voyagetoindia.blogspot.com, 142 km;
  // travelsnap.in, 134 km).
  { place: 'kausani', gateway: 'KGM', km: 140, hours: 5 },
  // Kathgodam station: about 282 km, the Haldwani–Munsiyari road less the 7 km from Haldwani to
  // Kathgodam (indiaadvice.blogspot.com), about 11 h as from Haldwani (hindustaniyatri.blogspot.com;
  // atravellingsoapwitch.blogspot.com; travelshoebum.com).
  { place: 'munsiyari', gateway: 'KGM', km: 282, hours: 11 },
  // Jolarpettai Junction: about 20–21 km by Ponneri and the 14 hairpins, about 45 minutes
  // (eindiatourism.in, 21 km, approximately 45 minutes; reflectionsintranquillity.blogspot.com,
  // 2015, about 20 km, about 45 minutes by taxi).
  { place: 'yelagiri', gateway: 'JTJ', km: 21, hours: 0.75 },
  // Bengaluru airport: about 160 km, 3–4 h (eindiatourism.in, one source).
  { place: 'yelagiri', gateway: 'BLR', km: 160, hours: 3.5 },
  // Pendra Road station to Amarkantak: about 42 km (travelsetu.com, Narmadakund FAQs); 45 km in
  // 1.5 h by bus "by zigzag way" (bestplacetourism.blogspot.com, July 2014), one source for the time.
  { place: 'amarkantak', gateway: 'PND', km: 42, hours: 1.5 },
  // Jabalpur airport (Dumna) to Amarkantak: about 228 km (travelsetu.com, Narmadakund FAQs); the
  // time as Jabalpur–Amarkantak above (esamskriti.com; tripcrafters.com).
  { place: 'amarkantak', gateway: 'JLR', km: 228, hours: 5.5 },
  // Hyderabad airport: the Srisailam road passes the
  // airport at Shamshabad (lonebackpacker.blogspot.com, September 2008); no page gives the
  // airport–Srisailam figure itself, so this takes the city leg's 215 km and 6.5 h (the
  // knowledge base's `airport.distanceKm` for Srisailam is the same 215).
  { place: 'srisailam', gateway: 'HYD', km: 215, hours: 6.5 },
  // Igatpuri station: 45 km by Ghoti Budruk, "around 1 hour and 10 minutes" (india.com, "How to
  // reach Bhandardara", 3 July 2017, one source for the time; en.wikivoyage.org, "Bhandardara",
  // Igatpuri 45 km). ontheeve.com's 70 km in about two hours is left out.
  { place: 'bhandardara', gateway: 'IGP', km: 45, hours: 1.2 },
  // Naharlagun station: the knowledge base's 105 km up the direct road by Potin and Yazali, about
  // 4 h as from Itanagar above (outlooktraveller.com), where the Sumos to Ziro leave from
  // Naharlagun (karmayatri.com; roguechemistblog.com). The model had made it 2 h.
  { place: 'ziro', gateway: 'NHLG', km: 105, hours: 4 },
  // Lilabari airport, 8 km from North Lakhimpur (en.wikipedia.org, a copy on uz.wikieto.ru): the
  // knowledge base's 110 km up by Kimin, Yazali and Joram, where the 5.30 am shared Sumo from North
  // Lakhimpur reached Ziro at 11 am (backpackersnovel.in, "Central Arunachal – Ziro", 2019, one
  // source, a Sumo's time with its stops). The model had made it 2 h.
  { place: 'ziro', gateway: 'IXI', km: 110, hours: 5.5 },
  // Kolkata airport to the Godkhali jetty, where the boats into the Sundarbans leave: 120 km, a
  // 3-hour drive by taxi (sunderbannationalpark.com and sunderbans-national-park.com, "How to
  // reach", which print the same guide text). The model had made it 110 km in 2 h.
  { place: 'sundarbans', gateway: 'CCU', km: 120, hours: 3 },
  // Cochin airport to Alleppey: 83–84 km (thewelltravelledsouls.com; indiavideo.org, Alappuzha
  // backwaters), "our 2 hour drive to Cochin Airport" from Alleppey (travelsnippets.co.za, 19
  // October 2013). The model had made it 1 h 45 min.
  { place: 'alleppey', gateway: 'COK', km: 84, hours: 2 },
  // Cochin airport to Kumarakom: 80–85 km (unfurledwings.in, 1 April 2017; keralatoursguide.com),
  // "2 hours away by car" (smitabhattacharya.com), "a 3-hour journey in the peak hour traffic"
  // (travelblog.org, 6 October 2017).
  { place: 'kumarakom', gateway: 'COK', km: 82, hours: 2.25 },
  // Trivandrum airport to Varkala: "around 1.5 hours travelling 40+ kms" (muddymarbles.wordpress
  // .com, 16 September 2017), "a ride of 1-1.5hrs depending on the traffic" (tripoto.com).
  { place: 'varkala', gateway: 'TRV', km: 42, hours: 1.25 },
];

const byGateway = new Map<string, TransferLeg>(
  TRANSFER_LEGS.map((leg) => [`${leg.place}<${leg.gateway}`, leg]),
);

/** The curated transfer between a place and its airport or railhead, if the table has one. */
export function transferLegOf(place: { id?: string }, gateway: string): TransferLeg | undefined {
  if (!place.id) return undefined;
  return byGateway.get(`${place.id}<${gateway}`);
}

/**
 * Where guides break a road journey too long for one day (transport.ts MAX_DRIVE_HOURS), by the
 * hill place it leads to: the town of the night halt and the share of the drive before it. A
 * long drive to a place not listed here halts where two sourced legs of its road meet
 * (known-roads.ts haltOnKnownRoad, decision 223), else about halfway, at a town the card does
 * not name.
 */
export type RoadHalt =
  | { place: string; at: string; share: number; hoursAfter?: undefined }
  /**
   * A halt a drive's length short of the place (`hoursAfter`, as guides time the road from it):
   * it stays at that town whatever the drive starts from, an airport or a railhead; a bus from
   * the cities of the plains halts where the hill buses start instead (decision 229).
   */
  | { place: string; at: string; share?: undefined; hoursAfter: number };

export const ROAD_HALTS: readonly RoadHalt[] = [
  // Guwahati–Tezpur 181 km, about 4 h, and Tezpur–Bomdila 154 km, about 4.5 h (flynote.com,
  // "Guwahati to Tawang"), of about 14–15 h in all (freeroam.in); "it's best to break the
  // journey from Guwahati to Tawang in two parts, Guwahati – Bomdila, Bomdila – Tawang, and
  // the same route on the way back" (indian-roadie.blogspot.com, November 2019).
  { place: 'tawang', at: 'Bomdila', share: 0.6 },
  // Joshimath, 45 km and about 2 h below Badrinath: "You can stay at Joshimath which has plenty
  // of accommodation, food & market facilities ... Badrinath town directly which is just 45km
  // (2hrs) route from Joshimath" (mahiholidays.org, "Rishikesh to Badrinath / Joshimath. 295 km |
  // 10 Hrs"); "Joshimath, the transit point to reach Badrinath shrine" (trawellblogging.com, March
  // 2015). Decision 229.
  { place: 'badrinath', at: 'Joshimath', hoursAfter: 2 },
  // Uttarkashi, 100 km and 3.5–4 h below Gangotri (the Rishikesh–Gangotri leg's sources,
  // goglobaltrip.com and uttar-mahayatra.blogspot.com): where the Rishikesh–Gangotri road is
  // joined (road-legs above) and GMVN's Char Dham package spends the night.
  { place: 'gangotri', at: 'Uttarkashi', hoursAfter: 4 },
  // Chaukori, by Almora and Berinag, on the road by Thal to Munsiyari: "The nearest train station
  // to Chaukori is Kathgodam, about 180 kilometers away ... The drive takes about 5-6 hours"
  // (visituttarakhand.org, "Chaukori complete guide"), of the 11 h from Haldwani to Munsiyari
  // (road-legs above), so about 5.5 h on; "we had to cover less than 100 kms" from Munsiyari down
  // to Chaukori by Birthi and Thal (ghumakkar.com, "In the lap of reclusive Choukry").
  { place: 'munsiyari', at: 'Chaukori', hoursAfter: 5.5 },
];

const haltByPlace = new Map(ROAD_HALTS.map((halt) => [halt.place, halt]));

/** The curated night halt on the long road to a place, if guides name one. */
export function roadHaltOf(place: { id?: string }): RoadHalt | undefined {
  return place.id ? haltByPlace.get(place.id) : undefined;
}

/** The first place a day trip's name names: "Bhimbetka" of "Bhimbetka & Bhojpur". */
export function firstPlaceOf(name: string): string {
  return name.split(/\s+(?:and|&)\s+|[,(]/)[0]!.trim();
}

/**
 * The place a day trip is named after ("Kasol and Manikaran" → Kasol; "Coonoor" → Coonoor),
 * looked up by name or alias, when it is another place than the base: the nearest of that name
 * within twice the trip's distance (and 25 km) as the crow flies, as a big place's centre may lie
 * beyond the spot the trip goes to (Chilika's from Satapada). A namesake far away is not the
 * day trip: Pokhara's Bandipur is Nepal's, not Karnataka's; Agartala's Udaipur is Tripura's.
 */
export function placeOfExcursion<P extends Point & { id: string }>(
  base: Point & { id: string },
  excursion: Pick<Excursion, 'name' | 'distanceKm'>,
  byName: ReadonlyMap<string, readonly P[]>,
): P | undefined {
  const first = firstPlaceOf(excursion.name);
  const reach = 2 * excursion.distanceKm + 25;
  return (byName.get(normalisePlace(first)) ?? [])
    .filter((place) => place.id !== base.id && greatCircleKm(base, place) <= reach)
    .sort((a, b) => greatCircleKm(base, a) - greatCircleKm(base, b))[0];
}

/**
 * A day trip by road to a place the table has a leg to, with the leg's distance and driving
 * time, unless the knowledge base gives the trip its own time (Nubra, Pangong); else as it is.
 */
export function timedExcursion<P extends Point & { id: string }>(
  base: Point & { id: string },
  excursion: Excursion,
  byName: ReadonlyMap<string, readonly P[]>,
): Excursion {
  if (excursion.by !== 'road' || excursion.hours) return excursion;
  const target = placeOfExcursion(base, excursion, byName);
  const leg = target && roadLegBetween(base, target);
  return leg ? { ...excursion, distanceKm: leg.km, hours: leg.hours } : excursion;
}

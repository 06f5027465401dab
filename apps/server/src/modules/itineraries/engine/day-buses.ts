/**
 * Hill and mountain places that no night bus reaches or leaves: their buses, shared jeeps and
 * taxis run by day only, or the roads to them are shut to passenger traffic after dark, so a bus
 * ride of a night's length to or from them is planned by day (it halts for the night like a
 * drive). Each group names its sources; a place that a source shows an overnight bus to (Manali,
 * Dharamshala, Shimla, Ooty, Kodaikanal, Munnar, Coorg, Shillong, Kalpa by Reckong Peo) is not
 * here.
 *
 * Sikkim and the Darjeeling hills. Sikkim's state buses leave Siliguri's SNT terminus for places
 * across Sikkim daily "সকাল ৬:৩০ মিনিট থেকে দুপুর ৩ টা পর্যন্ত" (6:30 am to 3 pm;
 * bangla.aajtak.in, 29 Nov 2021, its address naming Rabangla, Pelling, Namchi, Jorethang, Pakyong
 * and Gangtok; the same hours in jagonews24.com, 28 Nov 2021). Down from Gangtok: "The first bus
 * leaves at around 6 in the morning and the last bus at 2 p.m." (Summit Times, 23 Jun 2017, on
 * the SNT depot); at the Mainline stand "Buses to Siliguri ... depart every half-hour from 6.30am
 * to 4pm", shared jeeps to Darjeeling 8am to 3.30pm, Kalimpong 8am to 3pm and Siliguri 4.30am to
 * 5pm (Lonely Planet, Gangtok, "Mainline Taxi Stand"). At Darjeeling "the last government bus that
 * goes from Darjeeling to Siliguri" passes about 3 pm (enjoywithsrinjoy.com, 27 Sep 2018). The
 * night buses from Kolkata stop at Siliguri: "শিলিগুড়ি নেমে আবার গাড়ি বদলে যেতে হবে পাহাড়-ডুয়ার্স"
 * (get off at Siliguri and change for the hills; bangla.aajtak.in, 9 Oct 2024, on NBSTC's Puja
 * buses). North Sikkim's tourist vehicles must cross the Sankalang bridge towards Mangan and
 * Chungthang by 2 pm: "No tourist vehicle shall be allowed to proceed after these hours" (Mangan
 * police order, devdiscourse.com, 29 Apr 2025); no bus runs to Lachung at all (transport.ts).
 *
 * Kashmir valley and the Jammu–Srinagar highway. J&K Traffic Police let passenger vehicles onto
 * NH-44 only in morning windows, "Nagrota (Jammu) to Srinagar: 0600 to 1200 hrs, Jakheni
 * (Udhampur) to Srinagar: 0700 to 1300 hrs", and "Passenger vehicles and LMVs have been strongly
 * advised to travel only during daylight hours" (Rising Kashmir, 5 Aug 2025, "Fresh traffic
 * advisory issued for Jammu-Srinagar highway on August 6"); "No vehicle would be allowed to move
 * before or after the cut-off timings" (Greater Kashmir, 8 Mar 2022 and 19 Dec 2022); "The
 * commuters are advised not to travel during night hours" (Rising Kashmir, "One-way traffic on
 * Sgr-Jmu highway today"). Gulmarg, Pahalgam and Sonamarg are reached through the valley by the
 * same road (or the Mughal road, also run on cut-offs: "No vehicle shall be allowed after cut of
 * timings", sambatimes.in advisory). Sonamarg's Srinagar–Sonamarg–Gumri road runs in windows too,
 * "from Sonamarg towards Kargil between 1300 hrs to 1630 hrs. No vehicle shall be allowed after
 * cut off timings" (sambatimes.in).
 *
 * Ladakh. The HRTC bus over the Manali–Leh road halts at Keylong and goes on by day: "At Keylong,
 * the bus will take halt for one night", "At 5 am, the bus will start from Keylong and reach Leh
 * around 7:30 pm" (India TV News, "Delhi-Leh HRTC bus service begins today"); under the newer
 * timetable it leaves Keylong at 5:30 am for Leh (posthimachal.com, "HRTC Delhi Leh Bus"). From
 * Kashmir the Zoji La road opens by day only: "LMVs followed by HMVs will be released from
 * Sonamarg from 09:00 upto 14:00 hrs. No Vehicle shall be allowed before and after cut-off
 * timing" (kashmirdigits.com, traffic update for 1 Jan 2022).
 *
 * Uttarakhand's high places in Garhwal, beyond Rishikesh (Auli by Joshimath, Badrinath and
 * Govindghat for the Valley of Flowers, Kedarnath by Gaurikund, Chopta by Ukhimath, Gangotri and
 * Yamunotri): "in the Garhwal area, early morning travel is the norm, the last bus is at 9 am
 * since anything later than that, would result in the bus reaching beyond the stipulated 8 pm
 * deadline when roads would be closed" (thevalleyofflowers.blogspot.com, "Roughing it on a bus!",
 * Aug 2008, Rishikesh to Govindghat); to Joshimath "The departure is before 8.30 hours in the
 * morning as the road is closed for buses after sunset" (Rediff, "Auli", 5 Feb 1998); GMOU runs
 * "only one bus at 6 am" from Rishikesh to Joshimath (40kmph.com, "How I reach Joshimath from
 * Rishikesh by Bus and Jeep"); "There are two buses out of Ukhimath. First at 5:30 a.m. followed
 * by a govt operated one at 5:55 a.m." (codito.in, "Ukhimath to Kausani"). Uttarkashi district
 * shuts the Gangotri and Yamunotri highways to all but emergency vehicles from 9 pm to 5 am in
 * the monsoon ("रात 9 बजे से सुबह 5 बजे तक", samacharindia.co), besides the yatra months' ban
 * (night-roads.ts). The one night bus in these hills, Uttarakhand Roadways' Srinagar (Garhwal)–
 * Delhi service from 1 Jan 2026, leaves Srinagar at about 4 pm ("इसका नियमित समय शाम 4:00 बजे",
 * varanasilive.com, 1 Jan 2026), below all of them; before it, buses after 3 or 4 pm were scarce
 * even there (ETV Bharat, 17 Jan 2026).
 *
 * Left out for want of a source either way, or because one shows a night bus: Kalpa (the
 * Shimla–Kaza bus leaves at 6.30 pm and "Reaches Peo in the morning", travellingslacker.com),
 * Spiti (the same bus; already by day through altitude.ts), Jibhi and Tirthan, Kausani, Munsiyari
 * (a midnight Haldwani–Thal bus on its road, hindustaniyatri.blogspot.com, 2015), Meghalaya's
 * Cherrapunji, Dawki and Mawlynnong, Tawang and Ziro (an overnight Guwahati–Bomdila bus,
 * lapwingsong.blogspot.com, 2019), Kohima, Imphal, Aizawl, Nainital and Mussoorie.
 */
export const DAY_BUS_PLACES: ReadonlySet<string> = new Set([
  // Sikkim and the Darjeeling hills
  'darjeeling',
  'kalimpong',
  'gangtok',
  'pelling',
  'lachung',
  // Kashmir valley and the Jammu–Srinagar highway
  'srinagar',
  'gulmarg',
  'pahalgam',
  'sonamarg',
  // Ladakh
  'leh',
  // Uttarakhand's high places in Garhwal
  'auli',
  'badrinath',
  'valley-of-flowers',
  'kedarnath',
  'chopta',
  'gangotri',
  'yamunotri',
]);

/** Whether no night bus reaches or leaves a place, so its bus rides are planned by day. */
export function busByDayOnly(placeId: string): boolean {
  return DAY_BUS_PLACES.has(placeId);
}

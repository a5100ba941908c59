/**
 * Norwegian towns with their true coordinates (town centre, WGS 84, 4 decimals) and a rough
 * weight by size, used to place generated provider branches when the catalogue is scaled up.
 */
export interface Town {
  name: string;
  latitude: number;
  longitude: number;
  /** Relative share of generated branches (bigger towns get more). */
  weight: number;
}

function t(name: string, latitude: number, longitude: number, weight = 1): Town {
  return { name, latitude, longitude, weight };
}

export const TOWNS = {
  oslo: t('Oslo', 59.9139, 10.7522, 10),
  bergen: t('Bergen', 60.3913, 5.3221, 5),
  trondheim: t('Trondheim', 63.4305, 10.3951, 4),
  stavanger: t('Stavanger', 58.97, 5.7331, 3),
  tromso: t('Tromsø', 69.6492, 18.9553, 2),
  bodo: t('Bodø', 67.2804, 14.4049, 1.5),
  kristiansand: t('Kristiansand', 58.1467, 7.9956, 2),
  alesund: t('Ålesund', 62.4722, 6.1495, 1.5),
  drammen: t('Drammen', 59.7439, 10.2045, 2),
  fredrikstad: t('Fredrikstad', 59.2181, 10.9298, 2),
  sandnes: t('Sandnes', 58.8517, 5.7359, 1.5),
  sarpsborg: t('Sarpsborg', 59.284, 11.1096, 1.5),
  skien: t('Skien', 59.2096, 9.609, 1.5),
  haugesund: t('Haugesund', 59.4138, 5.268),
  tonsberg: t('Tønsberg', 59.2674, 10.4076, 1.5),
  moss: t('Moss', 59.434, 10.6577),
  porsgrunn: t('Porsgrunn', 59.1405, 9.6561),
  arendal: t('Arendal', 58.4617, 8.7721),
  hamar: t('Hamar', 60.7945, 11.0679),
  larvik: t('Larvik', 59.0533, 10.0352),
  halden: t('Halden', 59.1243, 11.3875),
  lillehammer: t('Lillehammer', 61.1153, 10.4662),
  molde: t('Molde', 62.7375, 7.1591),
  harstad: t('Harstad', 68.7983, 16.5416),
  gjovik: t('Gjøvik', 60.7957, 10.6916),
  kongsberg: t('Kongsberg', 59.6686, 9.6502),
  narvik: t('Narvik', 68.4385, 17.4272),
  alta: t('Alta', 69.9689, 23.2716),
  hammerfest: t('Hammerfest', 70.6634, 23.6821, 0.5),
  kirkenes: t('Kirkenes', 69.7271, 30.045, 0.5),
  steinkjer: t('Steinkjer', 64.0149, 11.4954),
  namsos: t('Namsos', 64.4662, 11.495, 0.5),
  moIRana: t('Mo i Rana', 66.3128, 14.1428),
  elverum: t('Elverum', 60.8819, 11.5623),
  forde: t('Førde', 61.4522, 5.8572),
  floro: t('Florø', 61.5996, 5.0328, 0.5),
  voss: t('Voss', 60.628, 6.418, 0.5),
  kristiansund: t('Kristiansund', 63.1105, 7.7279),
  grimstad: t('Grimstad', 58.3405, 8.5934),
  mandal: t('Mandal', 58.0293, 7.4609, 0.5),
  egersund: t('Egersund', 58.4514, 5.9999, 0.5),
  leirvik: t('Leirvik', 59.7797, 5.5006),
  honefoss: t('Hønefoss', 60.168, 10.2565),
  jessheim: t('Jessheim', 60.1415, 11.175),
  lillestrom: t('Lillestrøm', 59.956, 11.0492, 1.5),
  ski: t('Ski', 59.7195, 10.8355),
  asker: t('Asker', 59.8331, 10.4392, 1.5),
  sandvika: t('Sandvika', 59.89, 10.524, 1.5),
  kongsvinger: t('Kongsvinger', 60.1905, 11.9977),
  levanger: t('Levanger', 63.7464, 11.2996),
  stjordal: t('Stjørdal', 63.469, 10.917),
  orkanger: t('Orkanger', 63.3062, 9.8496, 0.5),
  roros: t('Røros', 62.5747, 11.3844, 0.5),
  svolvaer: t('Svolvær', 68.2343, 14.5683, 0.5),
  finnsnes: t('Finnsnes', 69.2296, 17.9811, 0.5),
  vadso: t('Vadsø', 70.0744, 29.7487, 0.5),
  sogndal: t('Sogndal', 61.2294, 7.097, 0.5),
  horten: t('Horten', 59.4172, 10.4836),
  notodden: t('Notodden', 59.5594, 9.2585, 0.5),
} as const satisfies Record<string, Town>;

export type TownKey = keyof typeof TOWNS;

export const TOWN_LIST: readonly Town[] = Object.values(TOWNS);

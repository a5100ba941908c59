/**
 * Hand-written providers at real Norwegian towns, each with the branches of the taxonomy it works
 * in (`focus`: class names). The demo organisations keep the fixed ids of `DEMO_ORGANIZATIONS`; the
 * others get name-based UUIDs from their alias, so their ids never change either.
 */
import { TOWNS, type TownKey } from './towns.ts';
import { DEMO_ORGANIZATIONS, type OrganizationRecord, type ProviderRecord } from './types.ts';
import { uuidV5 } from './uuid.ts';

export interface ProviderSeed {
  name: string;
  town: TownKey;
  /** Class names of the taxonomy branches the provider registers services in. */
  focus: readonly string[];
  /** Fixed identity (demo organisations); otherwise derived from the name. */
  organization?: OrganizationRecord;
}

/** A provider plus what the services generator needs to know about it. */
export interface ProviderPlan {
  record: ProviderRecord;
  focus: readonly string[];
  /** Relative share of the generated services. */
  weight: number;
  /** Services it gets at least (when the scale allows). */
  minServices: number;
  /** Every service private (the `lukketLager` demo organisation). */
  allPrivate: boolean;
}

const { gjenbrukOslo, ombrukBergen, lukketLager, byggherre, nordlysEiendom } = DEMO_ORGANIZATIONS;

export const PROVIDER_SEEDS: readonly ProviderSeed[] = [
  {
    name: gjenbrukOslo.name,
    town: 'oslo',
    focus: [
      'OfficeFurniture',
      'LoungeFurniture',
      'Doors',
      'Flooring',
      'Lighting',
      'SanitaryWare',
      'KitchenCabinets',
    ],
    organization: gjenbrukOslo,
  },
  {
    name: ombrukBergen.name,
    town: 'bergen',
    focus: [
      'SteelStructures',
      'TimberStructures',
      'FacadeCladding',
      'Windows',
      'Partitions',
      'Ceilings',
      'OfficeFurniture',
    ],
    organization: ombrukBergen,
  },
  {
    name: lukketLager.name,
    town: 'drammen',
    focus: ['PalletRacking', 'ShelvingSystems', 'OfficeStorage'],
    organization: lukketLager,
  },
  {
    name: 'Ombrukslageret Trondheim AS',
    town: 'trondheim',
    focus: ['Doors', 'Windows', 'Flooring', 'SanitaryWare', 'Masonry'],
  },
  {
    name: 'Stålombruk Oslo AS',
    town: 'oslo',
    focus: ['SteelStructures', 'StairsAndRailings', 'PalletRacking'],
  },
  {
    name: 'Kontormøbelsentralen AS',
    town: 'oslo',
    focus: ['OfficeFurniture', 'LoungeFurniture', 'EducationFurniture'],
  },
  {
    name: 'Bryggen Ombruk AS',
    town: 'bergen',
    focus: ['Doors', 'Windows', 'WallFinishes', 'FacadeCladding', 'Roofing'],
  },
  {
    name: 'Trondheim Møbelverksted AS',
    town: 'trondheim',
    focus: ['OfficeFurniture', 'HomeFurniture', 'CanteenFurniture', 'LoungeFurniture'],
  },
  {
    name: 'Stavanger Gjenbrukssentral AS',
    town: 'stavanger',
    focus: ['Flooring', 'Partitions', 'Ceilings', 'Lighting', 'OfficeFurniture'],
  },
  {
    name: 'Jæren Stål og Metall AS',
    town: 'sandnes',
    focus: ['SteelStructures', 'MetalCladding', 'PalletRacking'],
  },
  {
    name: 'Ishavsbyen Ombruk AS',
    town: 'tromso',
    focus: ['Doors', 'Windows', 'OfficeFurniture', 'Insulation', 'KitchenAppliances'],
  },
  {
    name: 'Bodø Byggretur AS',
    town: 'bodo',
    focus: ['TimberStructures', 'FacadeCladding', 'Roofing', 'Doors'],
  },
  {
    name: 'Sørlandet Ombrukssenter AS',
    town: 'kristiansand',
    focus: ['Furniture', 'Doors', 'Flooring'],
  },
  {
    name: 'Sunnmøre Byggevareombruk AS',
    town: 'alesund',
    focus: ['Windows', 'Doors', 'Roofing', 'Decking'],
  },
  {
    name: 'Drammen Tegl og Stein AS',
    town: 'drammen',
    focus: ['Masonry', 'Paving', 'HardFlooring'],
  },
  {
    name: 'Østfold Gjenbruk AS',
    town: 'fredrikstad',
    focus: ['HomeFurniture', 'KitchenCabinets', 'SanitaryWare'],
  },
  {
    name: 'Sarpsborg Industriombruk AS',
    town: 'sarpsborg',
    focus: ['PalletRacking', 'ShelvingSystems', 'CantileverRacking', 'SteelStructures'],
  },
  {
    name: 'Grenland Byggombruk AS',
    town: 'skien',
    focus: ['Windows', 'Doors', 'HeatingAndCooling', 'Flooring'],
  },
  {
    name: 'Haugaland Ombruk AS',
    town: 'haugesund',
    focus: ['SteelStructures', 'FacadeCladding', 'Insulation'],
  },
  {
    name: 'Vestfold Møbelretur AS',
    town: 'tonsberg',
    focus: ['OfficeFurniture', 'CanteenFurniture', 'OutdoorFurniture'],
  },
  {
    name: 'Mosseporten Vindu og Glass AS',
    town: 'moss',
    focus: ['Windows', 'Partitions', 'CurtainWalls'],
  },
  {
    name: 'Porsgrunn Betongretur AS',
    town: 'porsgrunn',
    focus: ['PrecastConcrete', 'Paving', 'Masonry'],
  },
  {
    name: 'Agder Gulvverksted AS',
    town: 'arendal',
    focus: ['Flooring', 'StairsAndRailings', 'WallFinishes'],
  },
  {
    name: 'Hamar Ombrukssentral AS',
    town: 'hamar',
    focus: ['TimberStructures', 'Doors', 'HomeFurniture', 'Decking'],
  },
  {
    name: 'Larvik Stein og Skifer AS',
    town: 'larvik',
    focus: ['StoneCladding', 'NaturalStoneFlooring', 'Paving', 'Worktops'],
  },
  {
    name: 'Halden Gjenbrukslager AS',
    town: 'halden',
    focus: ['KitchenCabinets', 'KitchenAppliances', 'SanitaryWare', 'Doors'],
  },
  {
    name: 'Gudbrandsdal Tre og Tak AS',
    town: 'lillehammer',
    focus: ['TimberStructures', 'Roofing', 'WoodCladding', 'Decking'],
  },
  { name: 'Romsdal Ombruk AS', town: 'molde', focus: ['Windows', 'FacadeCladding', 'Lighting'] },
  {
    name: 'Harstad Byggretur AS',
    town: 'harstad',
    focus: ['SteelStructures', 'Doors', 'Ventilation'],
  },
  {
    name: 'Mjøsa Møbelombruk AS',
    town: 'gjovik',
    focus: ['OfficeFurniture', 'EducationFurniture', 'HomeFurniture'],
  },
  {
    name: 'Kongsberg Teknisk Ombruk AS',
    town: 'kongsberg',
    focus: ['Ventilation', 'HeatingAndCooling', 'ElectricalInstallations', 'Lighting'],
  },
  {
    name: 'Narvik Stål og Jern AS',
    town: 'narvik',
    focus: ['SteelStructures', 'Fencing', 'StairsAndRailings'],
  },
  {
    name: 'Alta Byggombruk AS',
    town: 'alta',
    focus: ['Doors', 'Windows', 'Insulation', 'TimberStructures'],
  },
  {
    name: 'Hammerfest Gjenbruk AS',
    town: 'hammerfest',
    focus: ['KitchenAppliances', 'HomeFurniture', 'SanitaryWare'],
  },
  {
    name: 'Grenseland Ombruk AS',
    town: 'kirkenes',
    focus: ['SteelStructures', 'Roofing', 'Doors'],
  },
  {
    name: 'Innherred Trevare AS',
    town: 'steinkjer',
    focus: ['TimberStructures', 'Doors', 'WallFinishes', 'Decking'],
  },
  {
    name: 'Namdal Byggretur AS',
    town: 'namsos',
    focus: ['Windows', 'FacadeCladding', 'Insulation'],
  },
  {
    name: 'Helgeland Ombruk AS',
    town: 'moIRana',
    focus: ['SteelStructures', 'PalletRacking', 'Lighting'],
  },
  {
    name: 'Østerdal Trevare AS',
    town: 'elverum',
    focus: ['TimberStructures', 'Flooring', 'StairsAndRailings'],
  },
  {
    name: 'Sunnfjord Ombruk AS',
    town: 'forde',
    focus: ['OfficeFurniture', 'SanitaryWare', 'Doors'],
  },
  { name: 'Kystbyen Ombruk AS', town: 'floro', focus: ['OutdoorFurniture', 'Decking', 'Fencing'] },
  { name: 'Voss Gjenbruk AS', town: 'voss', focus: ['Windows', 'Doors', 'HomeFurniture'] },
  {
    name: 'Nordmøre Ombruk AS',
    town: 'kristiansund',
    focus: ['Flooring', 'Ceilings', 'Partitions'],
  },
  {
    name: 'Grimstad Snekkerverksted AS',
    town: 'grimstad',
    focus: ['KitchenCabinets', 'Worktops', 'Doors', 'StairsAndRailings'],
  },
  { name: 'Lindesnes Ombruk AS', town: 'mandal', focus: ['OutdoorFurniture', 'Decking', 'Paving'] },
  {
    name: 'Dalane Ombruk AS',
    town: 'egersund',
    focus: ['HardFlooring', 'WallFinishes', 'SanitaryWare'],
  },
  {
    name: 'Sunnhordland Ombruk AS',
    town: 'leirvik',
    focus: ['SteelStructures', 'Ventilation', 'CommercialKitchenEquipment'],
  },
  {
    name: 'Ringerike Ombruk AS',
    town: 'honefoss',
    focus: ['TimberStructures', 'Insulation', 'Doors'],
  },
  {
    name: 'Gardermoen Lagerombruk AS',
    town: 'jessheim',
    focus: ['PalletRacking', 'ShelvingSystems', 'MobileShelving', 'StorageBoxes'],
  },
  {
    name: 'Romerike Møbelombruk AS',
    town: 'lillestrom',
    focus: ['OfficeFurniture', 'LoungeFurniture', 'AcousticFurniture'],
  },
  {
    name: 'Follo Byggombruk AS',
    town: 'ski',
    focus: ['Doors', 'Partitions', 'Ceilings', 'Flooring'],
  },
  {
    name: 'Asker Kontorinteriør AS',
    town: 'asker',
    focus: ['OfficeFurniture', 'Lighting', 'Partitions'],
  },
  {
    name: 'Bærum Gjenbruk AS',
    town: 'sandvika',
    focus: ['HomeFurniture', 'KitchenCabinets', 'KitchenAppliances', 'Lighting'],
  },
  {
    name: 'Glåmdal Ombruk AS',
    town: 'kongsvinger',
    focus: ['TimberStructures', 'Roofing', 'Windows'],
  },
  {
    name: 'Trøndelag Byggretur AS',
    town: 'levanger',
    focus: ['Masonry', 'PrecastConcrete', 'Paving'],
  },
  { name: 'Stjørdal Ombruk AS', town: 'stjordal', focus: ['Doors', 'Windows', 'SanitaryWare'] },
  {
    name: 'Orkla Ombruk AS',
    town: 'orkanger',
    focus: ['SteelStructures', 'Insulation', 'FacadeCladding'],
  },
  {
    name: 'Bergstaden Ombruk AS',
    town: 'roros',
    focus: ['TimberStructures', 'FacadeCladding', 'Roofing', 'HomeFurniture'],
  },
  {
    name: 'Lofoten Ombruk AS',
    town: 'svolvaer',
    focus: ['Decking', 'OutdoorFurniture', 'Windows'],
  },
  { name: 'Senja Byggretur AS', town: 'finnsnes', focus: ['Doors', 'Insulation', 'Roofing'] },
  {
    name: 'Varanger Gjenbruk AS',
    town: 'vadso',
    focus: ['HomeFurniture', 'KitchenAppliances', 'Lighting'],
  },
  {
    name: 'Sogn Ombruk AS',
    town: 'sogndal',
    focus: ['TimberStructures', 'Doors', 'EducationFurniture'],
  },
  {
    name: 'Karljohansvern Ombruk AS',
    town: 'horten',
    focus: ['Windows', 'StairsAndRailings', 'Lighting'],
  },
  {
    name: 'Telemark Ombruk AS',
    town: 'notodden',
    focus: ['HeatingAndCooling', 'SanitaryWare', 'Doors'],
  },
  {
    name: 'Siddis Stål og Betong AS',
    town: 'stavanger',
    focus: ['SteelStructures', 'PrecastConcrete'],
  },
  { name: 'Oslo Kjøkkenombruk AS', town: 'oslo', focus: ['Kitchens'] },
  {
    name: 'Vestlandet Storkjøkken Ombruk AS',
    town: 'bergen',
    focus: ['CommercialKitchenEquipment', 'KitchenAppliances', 'Worktops'],
  },
  {
    name: 'Nidaros Lys og Elektro AS',
    town: 'trondheim',
    focus: ['Lighting', 'ElectricalInstallations'],
  },
  { name: 'Bymiljø Ombruk AS', town: 'oslo', focus: ['OutdoorWorks', 'OutdoorFurniture'] },
];

/** Customer-side demo organisations (they buy, they do not provide). */
export const CUSTOMERS: readonly OrganizationRecord[] = [byggherre, nordlysEiendom];

/** Kebab-case alias from a company name: `Stålombruk Oslo AS` → `stalombruk-oslo`. */
export function aliasFromName(name: string): string {
  return name
    .replace(/\s+AS$/, '')
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Offsets (in degrees) for the second, third … hand-written provider in the same town, so that
 * they are distinct points on a map: about 800 m apart around the town centre.
 */
function townOffset(index: number, latitude: number): [number, number] {
  if (index === 0) return [0, 0];
  const angle = index * 2.39996; // golden angle: well spread for any count
  const km = 0.8 * Math.sqrt(index);
  const dLat = (km * Math.cos(angle)) / 111.32;
  const dLon = (km * Math.sin(angle)) / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return [dLat, dLon];
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** The hand-written providers as plans for the generator (no randomness: same for every seed). */
export function handWrittenProviders(): ProviderPlan[] {
  const perTown = new Map<TownKey, number>();
  return PROVIDER_SEEDS.map((seed) => {
    const town = TOWNS[seed.town];
    const index = perTown.get(seed.town) ?? 0;
    perTown.set(seed.town, index + 1);
    const [dLat, dLon] = townOffset(index, town.latitude);
    const alias = seed.organization?.alias ?? aliasFromName(seed.name);
    const record: ProviderRecord = {
      id: seed.organization?.id ?? uuidV5(alias),
      alias,
      name: seed.name,
      city: town.name,
      latitude: round5(town.latitude + dLat),
      longitude: round5(town.longitude + dLon),
    };
    const isDemo = seed.organization !== undefined;
    const allPrivate = seed.organization?.id === lukketLager.id;
    return {
      record,
      focus: seed.focus,
      weight: allPrivate ? 0.3 : isDemo ? 1.5 : 1,
      minServices: allPrivate ? 6 : isDemo ? 30 : 5,
      allPrivate,
    };
  });
}

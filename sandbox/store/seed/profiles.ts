/**
 * What a service on a category is measured in: the functional unit, the emission of the same
 * amount bought new (the baseline for `co2eData`), the expected service life, and offers that
 * only make sense in that branch ("Reupholstery of task chairs"). A category uses the profile of
 * its nearest ancestor that has one; every root has one. Figures are plausible, not sourced.
 */
import type { FunctionalUnitName, SolutionModule, SolutionType } from './types.ts';

export interface CategoryProfile {
  unit: FunctionalUnitName;
  /** kg CO2e of one unit bought new. */
  newCo2PerUnit: number;
  /** Expected service life of a new product, in years. */
  life: number;
  /** Typical amounts a service is priced for. */
  amounts: readonly number[];
}

export interface SpecialOffer {
  type: SolutionType;
  module: SolutionModule;
  /** `{x}` is replaced by the category's English name (lower-cased where that reads right). */
  name: string;
  description: string;
}

function p(
  unit: FunctionalUnitName,
  newCo2PerUnit: number,
  life: number,
  amounts: readonly number[] = [1],
): CategoryProfile {
  return { unit, newCo2PerUnit, life, amounts };
}

export const CATEGORY_PROFILES: Readonly<Record<string, CategoryProfile>> = {
  LoadBearingStructures: p('piece', 500, 60),
  SteelStructures: p('kg', 1.7, 60, [100, 500, 1000]),
  SteelBeams: p('m', 70, 60, [1, 6, 12]),
  SteelColumns: p('m', 60, 60, [1, 3, 6]),
  SteelConnections: p('kg', 2.5, 50, [10, 50]),
  TimberStructures: p('m', 12, 60, [1, 6]),
  CltPanels: p('m2', 35, 60, [1, 10]),
  RoofTrusses: p('piece', 90, 50),
  PrecastConcrete: p('piece', 1400, 80),
  HollowCoreSlabs: p('m2', 75, 80, [1, 10, 50]),
  Masonry: p('m2', 45, 80, [1, 10]),
  Bricks: p('piece', 0.45, 100, [500, 1000]),
  BuildingEnvelope: p('m2', 20, 40, [1, 10, 100]),
  MetalCladding: p('m2', 35, 40, [1, 10, 100]),
  StoneCladding: p('m2', 30, 80, [1, 10]),
  CurtainWalls: p('m2', 120, 35, [1, 10]),
  Roofing: p('m2', 18, 40, [1, 10, 100]),
  RoofDrainage: p('m', 6, 40, [1, 10]),
  Insulation: p('m2', 6, 60, [1, 10, 100]),
  WeatherBarriers: p('m2', 1.2, 50, [10, 100]),
  DoorsAndWindows: p('piece', 90, 30),
  InteriorDoors: p('piece', 45, 30, [1, 5, 10]),
  FireDoors: p('piece', 110, 30, [1, 5]),
  ExteriorDoors: p('piece', 160, 30),
  GarageDoors: p('piece', 350, 30),
  DoorHardware: p('piece', 4, 20, [1, 10, 50]),
  Windows: p('piece', 140, 40, [1, 5]),
  InsulatedGlazingUnits: p('m2', 35, 30, [1, 10]),
  InteriorFinishes: p('m2', 15, 30, [1, 10]),
  Flooring: p('m2', 12, 30, [1, 10, 100]),
  WoodFlooring: p('m2', 10, 40, [1, 10, 100]),
  TextileFlooring: p('m2', 9, 15, [1, 10, 100]),
  HardFlooring: p('m2', 22, 50, [1, 10]),
  RaisedAccessFloors: p('m2', 32, 30, [1, 10, 100]),
  Ceilings: p('m2', 7, 25, [1, 10, 100]),
  Partitions: p('m2', 38, 25, [1, 10]),
  StudWallComponents: p('m2', 9, 50, [1, 10, 100]),
  WallFinishes: p('m2', 10, 30, [1, 10]),
  StairsAndRailings: p('piece', 900, 60),
  Railings: p('m', 35, 50, [1, 10]),
  Handrails: p('m', 8, 50, [1, 10]),
  BuildingServices: p('piece', 60, 20),
  SanitaryWare: p('piece', 45, 25, [1, 5, 10]),
  TapsAndMixers: p('piece', 11, 15, [1, 10]),
  Lighting: p('piece', 25, 15, [1, 10, 50]),
  StreetLights: p('piece', 320, 25, [1, 5]),
  HeatingAndCooling: p('piece', 90, 30, [1, 5]),
  HeatPumps: p('piece', 650, 15),
  UnderfloorHeating: p('m2', 8, 30, [10, 100]),
  Ventilation: p('piece', 250, 25),
  AirHandlingUnits: p('piece', 2600, 25),
  Ductwork: p('m', 14, 40, [1, 10, 100]),
  AirTerminals: p('piece', 8, 30, [1, 10]),
  ElectricalInstallations: p('piece', 35, 25, [1, 10]),
  CableTrays: p('m', 6, 40, [1, 10, 100]),
  Furniture: p('piece', 80, 15, [1, 10]),
  OfficeChairs: p('piece', 72, 12, [1, 10, 50]),
  MeetingChairs: p('set', 180, 15, [1, 5]),
  Desks: p('piece', 110, 15, [1, 10]),
  MeetingTables: p('piece', 140, 20),
  OfficeStorage: p('piece', 95, 20, [1, 10]),
  PhoneBooths: p('piece', 950, 15),
  LoungeFurniture: p('piece', 160, 15),
  EducationFurniture: p('piece', 35, 15, [1, 10, 30]),
  CanteenFurniture: p('set', 150, 15, [1, 5, 10]),
  HomeFurniture: p('piece', 120, 15),
  OutdoorFurniture: p('piece', 130, 20, [1, 5]),
  Kitchens: p('set', 1500, 20),
  KitchenCabinets: p('piece', 55, 20, [1, 10]),
  CabinetFronts: p('m2', 24, 20, [1, 10]),
  Worktops: p('m', 45, 20, [1, 3]),
  KitchenSinks: p('piece', 30, 20),
  KitchenAppliances: p('piece', 280, 12),
  CommercialKitchenEquipment: p('piece', 900, 15),
  ColdRooms: p('piece', 4500, 20),
  StorageAndShelving: p('set', 500, 30),
  PalletRacking: p('set', 600, 30, [1, 10]),
  RackUprights: p('piece', 55, 30, [1, 10, 50]),
  RackBeams: p('piece', 30, 30, [1, 10, 50]),
  ShelvingSystems: p('m', 40, 30, [1, 10]),
  MobileShelving: p('m', 120, 30, [1, 10]),
  CantileverRacking: p('set', 700, 30),
  StorageBoxes: p('piece', 4, 10, [10, 100]),
  OutdoorWorks: p('m2', 30, 40, [1, 10]),
  Paving: p('m2', 28, 50, [1, 10, 100]),
  Kerbs: p('m', 22, 60, [1, 10, 100]),
  Fencing: p('m', 18, 25, [1, 10, 100]),
  Decking: p('m2', 14, 25, [1, 10]),
  PlaygroundEquipment: p('piece', 900, 20),
};

function offer(
  type: SolutionType,
  module: SolutionModule,
  name: string,
  description: string,
): SpecialOffer {
  return { type, module, name, description };
}

const reupholstery = offer(
  'RETAIN_VALUE',
  'REFURBISH',
  'Reupholstery of {x}',
  'New foam and fabric on used {x}; frames and mechanisms are checked and kept. Choose from wool and recycled polyester fabrics.',
);

const upgradeDoors = offer(
  'ADD_VALUE',
  'REFURBISH',
  'Fire and sound upgrade of {x}',
  'Used {x} upgraded with new seals, thresholds and documentation for their new fire or sound class.',
);

const rehangDoors = offer(
  'RETAIN_VALUE',
  'REPAIR',
  'Re-hanging and adjustment of {x}',
  'Adjustment of hinges, locks and closers on {x} that stick, drag or no longer close properly.',
);

const reglazeWindows = offer(
  'ADD_VALUE',
  'REFURBISH',
  'Energy upgrade and re-glazing of {x}',
  'Existing {x} get new insulated glazing, seals and hardware; the frames are repaired and repainted.',
);

const ledRetrofit = offer(
  'ADD_VALUE',
  'REMANUFACTURE',
  'LED retrofit of {x}',
  'Existing {x} rebuilt with LED modules and new drivers, tested and documented for a new service life.',
);

const reconditionSanitary = offer(
  'RETAIN_VALUE',
  'REPAIR',
  'Descaling and reconditioning of {x}',
  'Descaling, new seals and valves and a test of {x}, so that they can stay in use or be reused.',
);

/** Offers for a branch, on top of the generic ones; inherited by every category below it. */
export const SPECIAL_OFFERS: Readonly<Record<string, readonly SpecialOffer[]>> = {
  OfficeChairs: [reupholstery],
  TaskChairs: [
    offer(
      'RETAIN_VALUE',
      'REPAIR',
      'Replacement of gas lifts and castors on {x}',
      'Worn gas lifts, castors and armrests on {x} replaced with standard parts, on site or in our workshop.',
    ),
  ],
  LoungeFurniture: [reupholstery],
  CanteenChairs: [reupholstery],
  DiningChairs: [reupholstery],
  PupilChairs: [reupholstery],
  WoodFlooring: [
    offer(
      'RETAIN_VALUE',
      'REFURBISH',
      'Sanding and re-oiling of {x}',
      'Sanding, repair of damaged boards and a new oil or lacquer finish on existing {x}, so that the floor can stay.',
    ),
  ],
  SteelStructures: [
    offer(
      'ADD_VALUE',
      'REFURBISH',
      'Testing and CE re-marking of reclaimed {x}',
      'Reclaimed {x} are measured, tested for strength class and CE-marked again, so that they can be used in new load-bearing structures.',
    ),
  ],
  TimberStructures: [
    offer(
      'ADD_VALUE',
      'REMANUFACTURE',
      'Re-grading and resawing of reclaimed {x}',
      'Reclaimed {x} are cleaned of nails, resawn to new dimensions and strength-graded again for structural use.',
    ),
  ],
  InteriorDoors: [upgradeDoors, rehangDoors],
  ExteriorDoors: [rehangDoors],
  WoodenWindows: [reglazeWindows],
  WoodAluminiumWindows: [reglazeWindows],
  AluminiumWindows: [reglazeWindows],
  PvcWindows: [reglazeWindows],
  RoofWindows: [reglazeWindows],
  IndoorLighting: [ledRetrofit],
  OutdoorLighting: [ledRetrofit],
  Toilets: [reconditionSanitary],
  Washbasins: [reconditionSanitary],
  Urinals: [reconditionSanitary],
  TapsAndMixers: [reconditionSanitary],
  Bricks: [
    offer(
      'RECOVER_VALUE',
      'REUSE',
      'Mortar removal and resale of reclaimed {x}',
      'Reclaimed {x} cleaned of old mortar by hand or machine, sorted and sold on pallets for new walls.',
    ),
  ],
  PrecastConcrete: [
    offer(
      'RECOVER_VALUE',
      'REUSE',
      'Careful dismantling and reuse of {x}',
      'Planning and careful dismantling of {x} with condition assessment, so that the elements can carry loads in a new building.',
    ),
  ],
  KitchenCabinets: [
    offer(
      'ADD_VALUE',
      'REFURBISH',
      'New fronts and refitting of {x}',
      'Existing {x} are kept and fitted with new or repainted fronts, handles and hinges.',
    ),
  ],
  TextileFlooring: [
    offer(
      'RETAIN_VALUE',
      'REFURBISH',
      'Deep cleaning and re-laying of {x}',
      'Used {x} taken up, deep-cleaned and laid again in a new layout, with worn pieces replaced.',
    ),
  ],
  FixedHeightDesks: [
    offer(
      'ADD_VALUE',
      'REMANUFACTURE',
      'Sit-stand conversion of {x}',
      'Existing desk tops moved onto new electric sit-stand frames; the old frames go to material recycling.',
    ),
  ],
};

/**
 * Branches where only some modules make sense (nobody repairs glass wool or remanufactures a
 * vapour barrier). The nearest ancestor's list applies; elsewhere every module may be used.
 * Special offers are chosen by hand and are not limited.
 */
export const MODULE_LIMITS: Readonly<Record<string, readonly SolutionModule[]>> = {
  Masonry: ['REUSE', 'RECYCLE', 'REFURBISH', 'NEW_PRODUCTION'],
  PrecastConcrete: ['REUSE', 'RECYCLE', 'REPAIR', 'REFURBISH', 'NEW_PRODUCTION'],
  RoofingMembranes: ['RECYCLE', 'REPAIR', 'NEW_PRODUCTION'],
  GreenRoofs: ['REUSE', 'REPAIR', 'NEW_PRODUCTION'],
  Insulation: ['REUSE', 'RECYCLE', 'NEW_PRODUCTION'],
  WeatherBarriers: ['RECYCLE', 'NEW_PRODUCTION'],
  ResilientFlooring: ['REUSE', 'RECYCLE', 'REPAIR', 'REFURBISH', 'NEW_PRODUCTION'],
  StudWallComponents: ['REUSE', 'RECYCLE', 'NEW_PRODUCTION'],
  StorageBoxes: ['REUSE', 'RECYCLE', 'NEW_PRODUCTION'],
  Paving: ['REUSE', 'RECYCLE', 'REFURBISH', 'NEW_PRODUCTION'],
};

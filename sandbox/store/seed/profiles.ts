/**
 * What a service on a category is measured in: the functional unit, the emission of the same
 * amount bought new (the baseline for `co2eData`), the expected service life, and offers that
 * only make sense in that branch ("Reupholstery of task chairs"). A category uses the profile of
 * its nearest ancestor that has one; every root has one. Figures are plausible, not sourced.
 */
import * as v from 'valibot';
import { readSeedTable } from './data.ts';
import {
  FUNCTIONAL_UNIT_NAMES,
  type FunctionalUnitName,
  type SolutionModule,
  type SolutionType,
} from './types.ts';

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

const CategoryProfileSchema = v.strictObject({
  unit: v.picklist(FUNCTIONAL_UNIT_NAMES),
  newCo2PerUnit: v.pipe(v.number(), v.minValue(0)),
  life: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amounts: v.pipe(v.array(v.pipe(v.number(), v.minValue(0))), v.nonEmpty()),
});

/** Profiles by class name, from `data/category-profiles.json`. */
export const CATEGORY_PROFILES: Readonly<Record<string, CategoryProfile>> = readSeedTable(
  'category-profiles.json',
  v.record(v.string(), CategoryProfileSchema),
);

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

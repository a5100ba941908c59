/**
 * English names and descriptions of generated services, built from the category's name and a
 * verb that fits the module ("Dismantling and resale of steel beams", "Remanufactured oak parquet").
 */
import type { FunctionalUnitName, SolutionModule, SolutionType } from './types.ts';

export interface Wording {
  name: string;
  description: string;
}

interface Template {
  name: string;
  descriptions: readonly string[];
}

const UNIT_LABELS: Readonly<Record<FunctionalUnitName, string>> = {
  piece: 'piece',
  m2: 'square metre',
  m: 'metre',
  kg: 'kilogram',
  set: 'set',
};

/**
 * The category name as it reads inside a sentence: "Oak parquet" → "oak parquet", while names that
 * start with an abbreviation or a letter code keep their case ("HEA profiles", "H-section beams").
 */
export function categoryLabel(englishName: string): string {
  const second = englishName.charAt(1);
  if (second === '' || second !== second.toLowerCase() || !/[a-z]/.test(second)) return englishName;
  return englishName.charAt(0).toLowerCase() + englishName.slice(1);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const REUSE: readonly Template[] = [
  {
    name: 'Dismantling and resale of {x}',
    descriptions: [
      'We dismantle {x} from buildings due for renovation or demolition, check and clean them, and sell them on for reuse. Priced per {unit}.',
      'Careful dismantling of {x} on your site, transport to our warehouse and resale with documentation of origin and condition.',
    ],
  },
  {
    name: 'Take-back and reuse of {x}',
    descriptions: [
      'Take-back of {x} from your project with transport, sorting and resale. Every batch comes with documentation of origin and condition.',
    ],
  },
  {
    name: 'Reclaimed {x}',
    descriptions: [
      'Quality-checked reclaimed {x} from our warehouse, ready for a new project. Expected remaining service life {life} years.',
      'Reclaimed {x}, sorted by size and condition and sold per {unit}. Can be inspected at our warehouse before purchase.',
    ],
  },
];

const RECYCLE: readonly Template[] = [
  {
    name: 'Material recycling of {x}',
    descriptions: [
      'Discarded {x} are sorted by material and sent to certified recycling. Reported per {unit} with a waste statement.',
    ],
  },
  {
    name: 'Collection and recycling of {x}',
    descriptions: [
      'Collection of {x} that cannot be reused, with dismantling into clean material fractions for recycling.',
    ],
  },
];

const REPAIR: readonly Template[] = [
  {
    name: 'Repair of {x}',
    descriptions: [
      'Repair of worn or damaged {x} so that they stay in use, on site or in our workshop. Priced per {unit}.',
    ],
  },
  {
    name: 'Maintenance and servicing of {x}',
    descriptions: [
      'Scheduled maintenance that keeps {x} in use for up to {life} more years, with a report after each visit.',
    ],
  },
  {
    name: 'On-site repair of {x}',
    descriptions: [
      'Our technicians repair {x} where they stand, so that nothing has to be taken out or replaced.',
    ],
  },
];

const REFURBISH_RETAIN: readonly Template[] = [
  {
    name: 'Refurbishment of {x}',
    descriptions: [
      'We restore {x} to as-good-as-new condition: cleaning, new surfaces and replacement of worn parts.',
    ],
  },
  {
    name: 'Surface renewal of {x}',
    descriptions: [
      'New surface treatment of existing {x}, so that they last another {life} years in the same building.',
    ],
  },
];

const REFURBISH_ADD: readonly Template[] = [
  {
    name: 'Refurbished {x}',
    descriptions: [
      'Used {x}, refurbished and tested in our workshop and sold with a two-year warranty. Priced per {unit}.',
    ],
  },
  {
    name: 'Upgrading of {x}',
    descriptions: [
      "Existing {x} upgraded to today's requirements, with documentation for the building's environmental assessment.",
    ],
  },
];

const REMANUFACTURE: readonly Template[] = [
  {
    name: 'Remanufactured {x}',
    descriptions: [
      'Used {x} taken apart, rebuilt with new wear parts and tested to the same standard as new products. Expected service life {life} years.',
    ],
  },
  {
    name: 'Remanufacturing of {x} to as-new condition',
    descriptions: [
      'Your own {x} remanufactured to as-new condition and returned to you, documented per {unit}.',
    ],
  },
];

const NEW_PRODUCTION: readonly Template[] = [
  {
    name: 'New {x} with recycled content',
    descriptions: [
      'New {x} produced in Norway with a high share of recycled material. Environmental product declaration available.',
    ],
  },
  {
    name: 'Low-carbon {x}',
    descriptions: [
      'New {x} made with low-carbon materials and renewable energy, delivered per {unit}.',
    ],
  },
  {
    name: 'Made-to-order {x}',
    descriptions: [
      'Made-to-order {x} from local production, designed for disassembly and later reuse.',
    ],
  },
];

export function templatesFor(type: SolutionType, module: SolutionModule): readonly Template[] {
  switch (module) {
    case 'REUSE':
      return REUSE;
    case 'RECYCLE':
      return RECYCLE;
    case 'REPAIR':
      return REPAIR;
    case 'REFURBISH':
      return type === 'ADD_VALUE' ? REFURBISH_ADD : REFURBISH_RETAIN;
    case 'REMANUFACTURE':
      return REMANUFACTURE;
    case 'NEW_PRODUCTION':
      return NEW_PRODUCTION;
  }
}

const PLACEHOLDER = /\{(x|unit|life)\}/;
const compiled = new Map<string, readonly string[]>();

/**
 * A template split at its placeholders: even indexes are text, odd ones placeholder names. The
 * leading text is capitalised here, once, rather than every filled sentence.
 */
function compile(template: string): readonly string[] {
  const known = compiled.get(template);
  if (known) return known;
  const parts = template.split(PLACEHOLDER);
  parts[0] = capitalise(parts[0] ?? '');
  compiled.set(template, parts);
  return parts;
}

function fill(template: string, label: string, unit: FunctionalUnitName, life: number): string {
  const parts = compile(template);
  let text = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (i % 2 === 0) text += part;
    else if (part === 'x') text += text === '' ? capitalise(label) : label;
    else if (part === 'unit') text += UNIT_LABELS[unit];
    else text += String(life);
  }
  return text;
}

/** Fills `{x}`, `{unit}` and `{life}` in a name and description template. */
export function fillWording(
  name: string,
  description: string,
  label: string,
  unit: FunctionalUnitName,
  life: number,
): Wording {
  return { name: fill(name, label, unit, life), description: fill(description, label, unit, life) };
}

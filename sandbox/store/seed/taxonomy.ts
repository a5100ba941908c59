/**
 * The hand-written taxonomy of reusable building products, interior and furniture. Class names are
 * unique PascalCase identifiers (the part after `#` in a category URI); English and Norwegian
 * Bokmål names are what people read. Ids are assigned depth-first by `numberTaxonomy`, so adding a
 * category renumbers the ones after it: append new categories at the end of a branch when possible.
 */
import type { CategorySeed } from './types.ts';

export const TAXONOMY_NAMESPACE = 'https://taxonomy.sandbox.invalid/building-products';

function c(className: string, en: string, nb: string, children?: CategorySeed[]): CategorySeed {
  return children ? { className, en, nb, children } : { className, en, nb };
}

const loadBearingStructures = c(
  'LoadBearingStructures',
  'Load-bearing structures',
  'Bærende konstruksjoner',
  [
    c('SteelStructures', 'Steel structures', 'Stålkonstruksjoner', [
      c('SteelBeams', 'Steel beams', 'Stålbjelker', [
        c('HSectionBeams', 'H-section beams', 'H-profiler', [
          c('HeaProfiles', 'HEA profiles', 'HEA-profiler'),
          c('HebProfiles', 'HEB profiles', 'HEB-profiler'),
          c('HemProfiles', 'HEM profiles', 'HEM-profiler'),
        ]),
        c('ISectionBeams', 'I-section beams', 'I-profiler', [
          c('IpeProfiles', 'IPE profiles', 'IPE-profiler'),
          c('InpProfiles', 'INP profiles', 'INP-profiler'),
        ]),
        c('ChannelSections', 'Channel sections', 'U-profiler', [
          c('UpeProfiles', 'UPE profiles', 'UPE-profiler'),
          c('UnpProfiles', 'UNP profiles', 'UNP-profiler'),
        ]),
      ]),
      c('SteelColumns', 'Steel columns', 'Stålsøyler', [
        c('HollowSectionColumns', 'Hollow section columns', 'Hulprofilsøyler', [
          c('SquareHollowSections', 'Square hollow sections', 'Kvadratiske hulprofiler'),
          c('RectangularHollowSections', 'Rectangular hollow sections', 'Rektangulære hulprofiler'),
          c('CircularHollowSections', 'Circular hollow sections', 'Runde hulprofiler'),
        ]),
        c('HSectionColumns', 'H-section columns', 'Søyler av H-profil'),
      ]),
      c('SteelTrusses', 'Steel trusses', 'Stålfagverk'),
      c('SteelConnections', 'Bolts and connection plates', 'Bolter og knutepunktplater'),
    ]),
    c('TimberStructures', 'Timber structures', 'Trekonstruksjoner', [
      c('GlulamBeams', 'Glulam beams', 'Limtrebjelker', [
        c('StraightGlulamBeams', 'Straight glulam beams', 'Rette limtrebjelker'),
        c('CurvedGlulamBeams', 'Curved glulam beams', 'Buede limtrebjelker'),
      ]),
      c('GlulamColumns', 'Glulam columns', 'Limtresøyler'),
      c('CltPanels', 'CLT panels', 'Massivtreelementer', [
        c('CltWallPanels', 'CLT wall panels', 'Veggelementer i massivtre'),
        c('CltFloorPanels', 'CLT floor panels', 'Dekkeelementer i massivtre'),
      ]),
      c('StructuralTimber', 'Structural timber', 'Konstruksjonsvirke', [
        c('SawnStructuralTimber', 'Sawn structural timber', 'Skurlast til konstruksjon'),
        c('LvlBeams', 'LVL beams', 'LVL-bjelker'),
        c('TimberIJoists', 'I-joists', 'I-bjelker av tre'),
      ]),
      c('RoofTrusses', 'Roof trusses', 'Takstoler'),
    ]),
    c('PrecastConcrete', 'Precast concrete elements', 'Betongelementer', [
      c('HollowCoreSlabs', 'Hollow-core slabs', 'Hulldekker', [
        c('HollowCoreSlabs200', 'Hollow-core slabs 200 mm', 'Hulldekker 200 mm'),
        c('HollowCoreSlabs265', 'Hollow-core slabs 265 mm', 'Hulldekker 265 mm'),
        c('HollowCoreSlabs320', 'Hollow-core slabs 320 mm', 'Hulldekker 320 mm'),
      ]),
      c('PrecastBeams', 'Precast concrete beams', 'Betongbjelker'),
      c('PrecastColumns', 'Precast concrete columns', 'Betongsøyler'),
      c('PrecastWallElements', 'Precast wall elements', 'Veggelementer i betong', [
        c('SandwichWallElements', 'Sandwich wall elements', 'Sandwichelementer'),
        c('SolidWallElements', 'Solid wall elements', 'Massive veggelementer'),
      ]),
      c('PrecastStairFlights', 'Precast stair flights', 'Trappeløp i betong'),
    ]),
    c('Masonry', 'Masonry', 'Murverk', [
      c('Bricks', 'Bricks', 'Murstein', [
        c('ClayBricks', 'Clay bricks', 'Teglstein', [
          c('SolidClayBricks', 'Solid clay bricks', 'Massiv teglstein'),
          c('PerforatedClayBricks', 'Perforated clay bricks', 'Hulltegl'),
        ]),
        c('FacingBricks', 'Facing bricks', 'Fasadetegl'),
      ]),
      c('ConcreteBlocks', 'Concrete blocks', 'Betongblokker'),
      c('LightweightAggregateBlocks', 'Lightweight aggregate blocks', 'Lettklinkerblokker'),
      c('NaturalStoneBlocks', 'Natural stone blocks', 'Natursteinsblokker'),
    ]),
  ],
);

const buildingEnvelope = c('BuildingEnvelope', 'Building envelope', 'Klimaskall', [
  c('FacadeCladding', 'Facade cladding', 'Fasadekledning', [
    c('WoodCladding', 'Wood cladding', 'Trekledning', [
      c('HorizontalWoodCladding', 'Horizontal wood cladding', 'Liggende kledning', [
        c('ShiplapCladding', 'Shiplap cladding', 'Dobbeltfalset kledning'),
        c('RusticLogCladding', 'Rustic log cladding', 'Villmarkspanel'),
      ]),
      c('VerticalWoodCladding', 'Vertical wood cladding', 'Stående kledning', [
        c('BoardAndBattenCladding', 'Board-and-batten cladding', 'Tømmermannskledning'),
        c('OpenJointCladding', 'Open-joint cladding', 'Åpen kledning'),
      ]),
      c('ThermallyModifiedCladding', 'Thermally modified cladding', 'Varmebehandlet kledning'),
    ]),
    c('FibreCementCladding', 'Fibre cement panels', 'Fibersementplater'),
    c('MetalCladding', 'Metal cladding', 'Metallkledning', [
      c('AluminiumCassettes', 'Aluminium cassettes', 'Aluminiumskassetter'),
      c('ProfiledSteelSheets', 'Profiled steel sheets', 'Profilerte stålplater'),
      c('ZincCladding', 'Zinc cladding', 'Sinkkledning'),
    ]),
    c('StoneCladding', 'Stone cladding', 'Steinkledning', [
      c('SlateCladding', 'Slate cladding', 'Skiferkledning'),
      c('GraniteCladding', 'Granite cladding', 'Granittkledning'),
    ]),
    c('CurtainWalls', 'Curtain walls', 'Glassfasader', [
      c('CurtainWallGlazing', 'Curtain wall glazing', 'Fasadeglass'),
      c('MullionTransomProfiles', 'Mullion and transom profiles', 'Post- og rigelprofiler'),
    ]),
  ]),
  c('Roofing', 'Roofing', 'Taktekking', [
    c('RoofTiles', 'Roof tiles', 'Takstein', [
      c('ClayRoofTiles', 'Clay roof tiles', 'Tegltakstein'),
      c('ConcreteRoofTiles', 'Concrete roof tiles', 'Betongtakstein'),
    ]),
    c('RoofingSlate', 'Roofing slate', 'Takskifer'),
    c('MetalRoofing', 'Metal roofing', 'Metalltak', [
      c('StandingSeamRoofing', 'Standing seam roofing', 'Falsede takplater'),
      c('CorrugatedRoofSheets', 'Corrugated roof sheets', 'Bølgeblikkplater'),
    ]),
    c('RoofingMembranes', 'Roofing membranes', 'Takbelegg', [
      c('BitumenMembranes', 'Bitumen membranes', 'Asfalttakbelegg'),
      c('SyntheticRoofMembranes', 'Synthetic roof membranes', 'Takduk'),
    ]),
    c('GreenRoofs', 'Green roof systems', 'Grønne tak', [
      c('SedumMats', 'Sedum mats', 'Sedummatter'),
    ]),
    c('RoofDrainage', 'Roof drainage', 'Takrenner og nedløp', [
      c('Gutters', 'Gutters', 'Takrenner'),
      c('Downpipes', 'Downpipes', 'Nedløpsrør'),
    ]),
  ]),
  c('Insulation', 'Insulation', 'Isolasjon', [
    c('MineralWool', 'Mineral wool', 'Mineralull', [
      c('GlassWool', 'Glass wool', 'Glassull'),
      c('StoneWool', 'Stone wool', 'Steinull'),
    ]),
    c('RigidFoamInsulation', 'Rigid foam insulation', 'Cellplastisolasjon', [
      c('EpsBoards', 'EPS boards', 'EPS-plater'),
      c('XpsBoards', 'XPS boards', 'XPS-plater'),
      c('PirBoards', 'PIR boards', 'PIR-plater'),
    ]),
    c('BioBasedInsulation', 'Bio-based insulation', 'Biobasert isolasjon', [
      c('WoodFibreInsulation', 'Wood fibre insulation', 'Trefiberisolasjon'),
      c('CelluloseInsulation', 'Cellulose insulation', 'Celluloseisolasjon'),
      c('HempInsulation', 'Hemp insulation', 'Hampisolasjon'),
    ]),
  ]),
  c('WeatherBarriers', 'Barriers and membranes', 'Sperresjikt', [
    c('VapourBarriers', 'Vapour barriers', 'Dampsperrer'),
    c('WindBarriers', 'Wind barriers', 'Vindsperrer'),
  ]),
]);

const doorsAndWindows = c('DoorsAndWindows', 'Doors and windows', 'Dører og vinduer', [
  c('Doors', 'Doors', 'Dører', [
    c('InteriorDoors', 'Interior doors', 'Innerdører', [
      c('FlushDoors', 'Flush doors', 'Glatte innerdører'),
      c('PanelDoors', 'Panel doors', 'Fyllingsdører'),
      c('GlazedInteriorDoors', 'Glazed interior doors', 'Innerdører med glass'),
      c('SlidingDoors', 'Sliding doors', 'Skyvedører'),
      c('FireDoors', 'Fire doors', 'Branndører', [
        c('FireDoorsEi30', 'EI30 fire doors', 'Branndører EI30'),
        c('FireDoorsEi60', 'EI60 fire doors', 'Branndører EI60'),
      ]),
      c('SoundRatedDoors', 'Sound-rated doors', 'Lyddører'),
    ]),
    c('ExteriorDoors', 'Exterior doors', 'Ytterdører', [
      c('EntranceDoors', 'Entrance doors', 'Inngangsdører', [
        c('WoodenEntranceDoors', 'Wooden entrance doors', 'Inngangsdører i tre'),
        c('AluminiumEntranceDoors', 'Aluminium entrance doors', 'Inngangsdører i aluminium'),
      ]),
      c('BalconyDoors', 'Balcony doors', 'Balkongdører'),
      c('GarageDoors', 'Garage doors', 'Garasjeporter', [
        c('SectionalGarageDoors', 'Sectional garage doors', 'Leddheiseporter'),
        c('TiltGarageDoors', 'Up-and-over garage doors', 'Vippeporter'),
      ]),
    ]),
    c('DoorHardware', 'Door hardware', 'Dørbeslag', [
      c('DoorHandles', 'Door handles', 'Dørvridere'),
      c('DoorLocks', 'Door locks', 'Dørlåser'),
      c('DoorClosers', 'Door closers', 'Dørpumper'),
      c('DoorHinges', 'Door hinges', 'Dørhengsler'),
    ]),
  ]),
  c('Windows', 'Windows', 'Vinduer', [
    c('WoodenWindows', 'Wooden windows', 'Trevinduer', [
      c('TopHungWindows', 'Top-hung windows', 'Topphengslede vinduer'),
      c('SideHungWindows', 'Side-hung windows', 'Sidehengslede vinduer'),
      c('FixedWindows', 'Fixed windows', 'Fastkarmvinduer'),
    ]),
    c('WoodAluminiumWindows', 'Wood-aluminium windows', 'Tre-aluminiumsvinduer'),
    c('AluminiumWindows', 'Aluminium windows', 'Aluminiumsvinduer'),
    c('PvcWindows', 'PVC windows', 'PVC-vinduer'),
    c('RoofWindows', 'Roof windows', 'Takvinduer'),
    c('InsulatedGlazingUnits', 'Insulated glazing units', 'Isolerglassruter', [
      c('DoubleGlazingUnits', 'Double-glazed units', 'Tolags isolerglass'),
      c('TripleGlazingUnits', 'Triple-glazed units', 'Trelags isolerglass'),
    ]),
  ]),
]);

const interiorFinishes = c('InteriorFinishes', 'Interior finishes', 'Innvendige overflater', [
  c('Flooring', 'Flooring', 'Gulv', [
    c('WoodFlooring', 'Wood flooring', 'Tregulv', [
      c('Parquet', 'Parquet', 'Parkett', [
        c('OakParquet', 'Oak parquet', 'Eikeparkett', [
          c('OakPlankParquet', 'Oak plank parquet', 'Plankeparkett i eik'),
          c('OakHerringboneParquet', 'Oak herringbone parquet', 'Fiskebensparkett i eik'),
          c('OakChevronParquet', 'Oak chevron parquet', 'Chevronparkett i eik'),
        ]),
        c('AshParquet', 'Ash parquet', 'Askeparkett'),
        c('BeechParquet', 'Beech parquet', 'Bøkeparkett'),
        c('MosaicParquet', 'Mosaic parquet', 'Mosaikkparkett'),
      ]),
      c('SolidWoodFloorboards', 'Solid wood floorboards', 'Heltre gulvbord', [
        c('PineFloorboards', 'Pine floorboards', 'Gulvbord i furu'),
        c('SpruceFloorboards', 'Spruce floorboards', 'Gulvbord i gran'),
        c('OakFloorboards', 'Oak floorboards', 'Gulvbord i eik'),
      ]),
      c('SportsFloors', 'Sports floors', 'Idrettsgulv'),
    ]),
    c('ResilientFlooring', 'Resilient flooring', 'Elastiske gulvbelegg', [
      c('VinylFlooring', 'Vinyl flooring', 'Vinylbelegg', [
        c('VinylSheetFlooring', 'Vinyl sheet flooring', 'Vinylbelegg på rull'),
        c('LuxuryVinylTiles', 'Luxury vinyl tiles', 'Vinylfliser'),
      ]),
      c('LinoleumFlooring', 'Linoleum flooring', 'Linoleumsbelegg'),
      c('RubberFlooring', 'Rubber flooring', 'Gummigulv'),
    ]),
    c('TextileFlooring', 'Textile flooring', 'Tekstile gulvbelegg', [
      c('CarpetTiles', 'Carpet tiles', 'Teppefliser'),
      c('BroadloomCarpet', 'Broadloom carpet', 'Heldekkende tepper'),
    ]),
    c('HardFlooring', 'Stone and ceramic flooring', 'Stein- og flisgulv', [
      c('CeramicFloorTiles', 'Ceramic floor tiles', 'Keramiske gulvfliser', [
        c('PorcelainTiles', 'Porcelain stoneware tiles', 'Granittfliser'),
        c('TerracottaTiles', 'Terracotta tiles', 'Terrakottafliser'),
      ]),
      c('NaturalStoneFlooring', 'Natural stone flooring', 'Natursteinsgulv', [
        c('SlateFlooring', 'Slate flooring', 'Skifergulv'),
        c('MarbleFlooring', 'Marble flooring', 'Marmorgulv'),
      ]),
      c('TerrazzoFlooring', 'Terrazzo flooring', 'Terrazzogulv'),
    ]),
    c('RaisedAccessFloors', 'Raised access floors', 'Tekniske gulv'),
  ]),
  c('Ceilings', 'Ceilings', 'Himlinger', [
    c('SuspendedCeilings', 'Suspended ceilings', 'Nedforede himlinger', [
      c('AcousticCeilingTiles', 'Acoustic ceiling tiles', 'Akustiske himlingsplater', [
        c(
          'MineralFibreCeilingTiles',
          'Mineral fibre ceiling tiles',
          'Himlingsplater av mineralull',
        ),
        c('MetalCeilingTiles', 'Metal ceiling tiles', 'Himlingsplater av metall'),
        c('WoodWoolPanels', 'Wood wool panels', 'Treullsementplater'),
      ]),
      c('CeilingGrids', 'Ceiling grid systems', 'Himlingsprofiler'),
    ]),
    c('WoodenCeilingPanels', 'Wooden ceiling panels', 'Takpanel'),
    c('AcousticBaffles', 'Acoustic baffles and rafts', 'Akustikkbafler og -seil'),
  ]),
  c('Partitions', 'Partitions', 'Skillevegger', [
    c('SystemPartitions', 'Demountable system partitions', 'Systemvegger', [
      c('GlassPartitions', 'Glass partitions', 'Glassvegger', [
        c('SingleGlazedPartitions', 'Single-glazed partitions', 'Glassvegger med enkelt glass'),
        c('DoubleGlazedPartitions', 'Double-glazed partitions', 'Glassvegger med dobbelt glass'),
      ]),
      c('SolidSystemPartitions', 'Solid system partitions', 'Tette systemvegger'),
    ]),
    c('StudWallComponents', 'Stud wall components', 'Lettvegger', [
      c('SteelStuds', 'Steel studs', 'Stålstendere'),
      c('TimberStuds', 'Timber studs', 'Trestendere'),
      c('Plasterboard', 'Plasterboard', 'Gipsplater'),
    ]),
    c('FoldingWalls', 'Folding and mobile walls', 'Foldevegger'),
  ]),
  c('WallFinishes', 'Wall finishes', 'Veggoverflater', [
    c('WallPanelling', 'Wall panelling', 'Veggpanel', [
      c('WoodWallPanelling', 'Wooden wall panelling', 'Innvendig trepanel'),
      c('AcousticWallPanels', 'Acoustic wall panels', 'Akustiske veggpaneler'),
    ]),
    c('WallTiles', 'Wall tiles', 'Veggfliser'),
  ]),
  c('StairsAndRailings', 'Stairs and railings', 'Trapper og rekkverk', [
    c('IndoorStaircases', 'Indoor staircases', 'Innvendige trapper', [
      c('WoodenStaircases', 'Wooden staircases', 'Tretrapper'),
      c('SteelStaircases', 'Steel staircases', 'Ståltrapper'),
      c('SpiralStaircases', 'Spiral staircases', 'Spiraltrapper'),
    ]),
    c('Railings', 'Railings', 'Rekkverk', [
      c('GlassRailings', 'Glass railings', 'Glassrekkverk'),
      c('SteelRailings', 'Steel railings', 'Stålrekkverk'),
    ]),
    c('Handrails', 'Handrails', 'Håndlister'),
  ]),
]);

const buildingServices = c('BuildingServices', 'Building services', 'Tekniske installasjoner', [
  c('SanitaryWare', 'Sanitary ware', 'Sanitærutstyr', [
    c('Toilets', 'Toilets', 'Toaletter', [
      c('WallHungToilets', 'Wall-hung toilets', 'Vegghengte toaletter'),
      c('FloorStandingToilets', 'Floor-standing toilets', 'Gulvstående toaletter'),
      c('ConcealedCisterns', 'Concealed cisterns', 'Innbyggingssisterner'),
    ]),
    c('Washbasins', 'Washbasins', 'Servanter', [
      c('WallHungWashbasins', 'Wall-hung washbasins', 'Vegghengte servanter'),
      c('CountertopWashbasins', 'Countertop washbasins', 'Bordservanter'),
    ]),
    c('Urinals', 'Urinals', 'Urinaler'),
    c('TapsAndMixers', 'Taps and mixers', 'Armaturer', [
      c('BasinMixers', 'Basin mixers', 'Servantbatterier'),
      c('KitchenMixers', 'Kitchen mixers', 'Kjøkkenbatterier'),
      c('ShowerMixers', 'Shower mixers', 'Dusjbatterier'),
    ]),
    c('ShowerEnclosures', 'Shower enclosures', 'Dusjvegger'),
    c('Bathtubs', 'Bathtubs', 'Badekar'),
    c('ToiletCubicles', 'Toilet cubicles', 'Toalettavlukker'),
    c('BathroomCabinets', 'Bathroom cabinets', 'Baderomsskap'),
  ]),
  c('Lighting', 'Lighting', 'Belysning', [
    c('IndoorLighting', 'Indoor lighting', 'Innendørsbelysning', [
      c('CeilingLuminaires', 'Ceiling luminaires', 'Takarmaturer', [
        c('RecessedDownlights', 'Recessed downlights', 'Innfelte downlights'),
        c('LedPanels', 'LED panels', 'LED-paneler', [
          c('LedPanels600', 'LED panels 600 × 600', 'LED-paneler 600 × 600'),
          c('LedPanels1200', 'LED panels 1200 × 300', 'LED-paneler 1200 × 300'),
        ]),
        c('PendantLuminaires', 'Pendant luminaires', 'Pendelarmaturer'),
        c('LinearLuminaires', 'Linear luminaires', 'Lineære armaturer'),
      ]),
      c('WallLuminaires', 'Wall luminaires', 'Veggarmaturer'),
      c('FloorLamps', 'Floor lamps', 'Gulvlamper'),
      c('DeskLamps', 'Desk lamps', 'Skrivebordslamper'),
      c('EmergencyLighting', 'Emergency lighting', 'Nødlys'),
    ]),
    c('OutdoorLighting', 'Outdoor lighting', 'Utendørsbelysning', [
      c('StreetLights', 'Street lights', 'Gatelys'),
      c('BollardLights', 'Bollard lights', 'Pullertarmaturer'),
      c('FacadeLighting', 'Facade lighting', 'Fasadebelysning'),
    ]),
    c('LightingControls', 'Lighting controls', 'Lysstyring', [
      c('PresenceDetectors', 'Presence detectors', 'Tilstedeværelsesdetektorer'),
      c('DimmerSwitches', 'Dimmer switches', 'Dimmere'),
    ]),
  ]),
  c('HeatingAndCooling', 'Heating and cooling', 'Varme og kjøling', [
    c('Radiators', 'Radiators', 'Radiatorer', [
      c('PanelRadiators', 'Panel radiators', 'Panelradiatorer'),
      c('CastIronRadiators', 'Cast iron radiators', 'Støpejernsradiatorer'),
    ]),
    c('HeatPumps', 'Heat pumps', 'Varmepumper', [
      c('AirToAirHeatPumps', 'Air-to-air heat pumps', 'Luft-til-luft-varmepumper'),
      c('AirToWaterHeatPumps', 'Air-to-water heat pumps', 'Luft-til-vann-varmepumper'),
    ]),
    c('UnderfloorHeating', 'Underfloor heating', 'Gulvvarme'),
  ]),
  c('Ventilation', 'Ventilation', 'Ventilasjon', [
    c('AirHandlingUnits', 'Air handling units', 'Ventilasjonsaggregater'),
    c('Ductwork', 'Ductwork', 'Ventilasjonskanaler'),
    c('AirTerminals', 'Air terminals', 'Tilluftsventiler'),
  ]),
  c('ElectricalInstallations', 'Electrical installations', 'Elektroinstallasjoner', [
    c('DistributionBoards', 'Distribution boards', 'Fordelingstavler'),
    c('CableTrays', 'Cable trays', 'Kabelbroer'),
    c('SocketsAndSwitches', 'Sockets and switches', 'Stikkontakter og brytere'),
  ]),
]);

const furniture = c('Furniture', 'Furniture', 'Møbler', [
  c('OfficeFurniture', 'Office furniture', 'Kontormøbler', [
    c('OfficeChairs', 'Office chairs', 'Kontorstoler', [
      c('TaskChairs', 'Task chairs', 'Arbeidsstoler', [
        c('MeshBackTaskChairs', 'Mesh-back task chairs', 'Arbeidsstoler med nettingrygg'),
        c('UpholsteredTaskChairs', 'Upholstered task chairs', 'Polstrede arbeidsstoler'),
        c('SaddleChairs', 'Saddle chairs', 'Sadelstoler'),
      ]),
      c('MeetingChairs', 'Meeting chairs', 'Møtestoler', [
        c('StackableChairs', 'Stackable chairs', 'Stablestoler'),
        c('CantileverChairs', 'Cantilever chairs', 'Frittbærende stoler'),
      ]),
      c('VisitorChairs', 'Visitor chairs', 'Besøksstoler'),
      c('ExecutiveChairs', 'Executive chairs', 'Sjefsstoler'),
    ]),
    c('Desks', 'Desks', 'Skrivebord', [
      c('SitStandDesks', 'Sit-stand desks', 'Hev-senk-skrivebord', [
        c('ElectricSitStandDesks', 'Electric sit-stand desks', 'Elektriske hev-senk-skrivebord'),
        c('CrankSitStandDesks', 'Crank-operated sit-stand desks', 'Sveivbare hev-senk-skrivebord'),
      ]),
      c('FixedHeightDesks', 'Fixed-height desks', 'Skrivebord med fast høyde'),
      c('DeskScreens', 'Desk screens', 'Bordskjermer'),
    ]),
    c('MeetingTables', 'Meeting tables', 'Møtebord', [
      c('ConferenceTables', 'Conference tables', 'Konferansebord'),
      c('FoldingTables', 'Folding tables', 'Klappbord'),
    ]),
    c('OfficeStorage', 'Office storage', 'Kontoroppbevaring', [
      c('FilingCabinets', 'Filing cabinets', 'Arkivskap'),
      c('DrawerPedestals', 'Drawer pedestals', 'Skuffeseksjoner'),
      c('Lockers', 'Lockers', 'Garderobeskap'),
      c('OfficeBookcases', 'Office shelving units', 'Kontorreoler'),
    ]),
    c('AcousticFurniture', 'Acoustic furniture', 'Akustikkmøbler', [
      c('PhoneBooths', 'Phone booths', 'Telefonbokser'),
      c('AcousticScreens', 'Acoustic screens', 'Akustikkskjermer'),
    ]),
  ]),
  c('LoungeFurniture', 'Lounge and reception furniture', 'Lounge- og resepsjonsmøbler', [
    c('Sofas', 'Sofas', 'Sofaer', [
      c('ModularSofas', 'Modular sofas', 'Modulsofaer'),
      c('TwoSeaterSofas', 'Two-seater sofas', 'Tomannssofaer'),
    ]),
    c('Armchairs', 'Armchairs', 'Lenestoler'),
    c('CoffeeTables', 'Coffee tables', 'Sofabord'),
    c('ReceptionDesks', 'Reception desks', 'Resepsjonsskranker'),
  ]),
  c('EducationFurniture', 'Education furniture', 'Skolemøbler', [
    c('PupilDesks', 'Pupil desks', 'Elevpulter'),
    c('PupilChairs', 'Pupil chairs', 'Elevstoler'),
    c('Whiteboards', 'Whiteboards', 'Tavler'),
  ]),
  c('CanteenFurniture', 'Canteen and café furniture', 'Kantinemøbler', [
    c('CanteenTables', 'Canteen tables', 'Kantinebord'),
    c('CanteenChairs', 'Canteen chairs', 'Kantinestoler'),
    c('BarStools', 'Bar stools', 'Barkrakker'),
  ]),
  c('HomeFurniture', 'Home furniture', 'Boligmøbler', [
    c('Beds', 'Beds', 'Senger'),
    c('Wardrobes', 'Wardrobes', 'Klesskap'),
    c('DiningTables', 'Dining tables', 'Spisebord'),
    c('DiningChairs', 'Dining chairs', 'Spisestoler'),
    c('Bookcases', 'Bookcases', 'Bokhyller'),
  ]),
  c('OutdoorFurniture', 'Outdoor furniture', 'Utemøbler', [
    c('ParkBenches', 'Park benches', 'Parkbenker'),
    c('PicnicTables', 'Picnic tables', 'Benkebord'),
    c('BicycleRacks', 'Bicycle racks', 'Sykkelstativer'),
    c('Planters', 'Planters', 'Plantekasser'),
  ]),
]);

const kitchens = c('Kitchens', 'Kitchens', 'Kjøkken', [
  c('KitchenCabinets', 'Kitchen cabinets', 'Kjøkkenskap', [
    c('BaseUnits', 'Base units', 'Underskap'),
    c('WallUnits', 'Wall units', 'Overskap'),
    c('TallUnits', 'Tall units', 'Høyskap'),
    c('CabinetFronts', 'Cabinet fronts', 'Kjøkkenfronter', [
      c('PaintedFronts', 'Painted fronts', 'Malte fronter'),
      c('SolidWoodFronts', 'Solid wood fronts', 'Heltrefronter'),
      c('LaminateFronts', 'Laminate fronts', 'Laminatfronter'),
    ]),
  ]),
  c('Worktops', 'Worktops', 'Benkeplater', [
    c('StoneWorktops', 'Stone worktops', 'Benkeplater i stein'),
    c('SolidWoodWorktops', 'Solid wood worktops', 'Heltre benkeplater'),
    c('LaminateWorktops', 'Laminate worktops', 'Laminatbenkeplater'),
    c('StainlessSteelWorktops', 'Stainless steel worktops', 'Benkeplater i rustfritt stål'),
  ]),
  c('KitchenSinks', 'Kitchen sinks', 'Kjøkkenkummer'),
  c('KitchenAppliances', 'Kitchen appliances', 'Hvitevarer', [
    c('Refrigerators', 'Refrigerators', 'Kjøleskap'),
    c('Dishwashers', 'Dishwashers', 'Oppvaskmaskiner'),
    c('Ovens', 'Ovens', 'Stekeovner'),
    c('Hobs', 'Hobs', 'Platetopper'),
    c('CookerHoods', 'Cooker hoods', 'Kjøkkenventilatorer'),
  ]),
  c('CommercialKitchenEquipment', 'Commercial kitchen equipment', 'Storkjøkkenutstyr', [
    c('CombiOvens', 'Combi ovens', 'Kombidampere'),
    c('CommercialDishwashers', 'Commercial dishwashers', 'Industrioppvaskmaskiner'),
    c('StainlessWorkTables', 'Stainless steel work tables', 'Arbeidsbord i rustfritt stål'),
    c('ColdRooms', 'Cold rooms', 'Kjølerom'),
  ]),
]);

const storageAndShelving = c('StorageAndShelving', 'Storage and shelving', 'Lager og reoler', [
  c('PalletRacking', 'Pallet racking', 'Pallreoler', [
    c('RackUprights', 'Rack uprights', 'Reolgavler'),
    c('RackBeams', 'Rack beams', 'Reolbjelker'),
  ]),
  c('ShelvingSystems', 'Shelving systems', 'Hyllereoler', [
    c('SteelShelving', 'Steel shelving', 'Stålreoler'),
    c('WireShelving', 'Wire shelving', 'Trådhyller'),
  ]),
  c('MobileShelving', 'Mobile shelving', 'Rullereoler'),
  c('CantileverRacking', 'Cantilever racking', 'Grenreoler'),
  c('StorageBoxes', 'Storage boxes', 'Oppbevaringskasser'),
]);

const outdoorWorks = c('OutdoorWorks', 'Outdoor works and landscaping', 'Utomhus og landskap', [
  c('Paving', 'Paving', 'Utendørs belegg', [
    c('ConcretePavers', 'Concrete pavers', 'Belegningsstein i betong'),
    c('GraniteSetts', 'Granite setts', 'Brostein i granitt'),
    c('Kerbs', 'Kerbs', 'Kantstein', [
      c('GraniteKerbs', 'Granite kerbs', 'Granittkantstein'),
      c('ConcreteKerbs', 'Concrete kerbs', 'Betongkantstein'),
    ]),
  ]),
  c('Fencing', 'Fencing', 'Gjerder', [
    c('MeshFencing', 'Mesh fencing', 'Nettinggjerder'),
    c('WoodenFencing', 'Wooden fencing', 'Tregjerder'),
    c('Gates', 'Gates', 'Porter'),
  ]),
  c('Decking', 'Decking', 'Terrassebord', [
    c('PressureTreatedDecking', 'Pressure-treated decking', 'Impregnerte terrassebord'),
    c('HardwoodDecking', 'Hardwood decking', 'Terrassebord av hardtre'),
    c('CompositeDecking', 'Composite decking', 'Kompositt-terrassebord'),
  ]),
  c('PlaygroundEquipment', 'Playground equipment', 'Lekeplassutstyr'),
]);

/** The whole hand-written taxonomy: nine roots. */
export const TAXONOMY: readonly CategorySeed[] = [
  loadBearingStructures,
  buildingEnvelope,
  doorsAndWindows,
  interiorFinishes,
  buildingServices,
  furniture,
  kitchens,
  storageAndShelving,
  outdoorWorks,
];

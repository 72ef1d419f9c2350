/**
 * Static vocabulary for the catalogue generator: themes, activities, facilities, hotel naming material,
 * room types, offer labels, programme lines, descriptions, reviews, editorial content and gift boxes.
 *
 * Conventions
 * - Every `Localized` carries the same `{placeholder}` tokens in all five languages (checked by
 *   vocabulary.test.ts). The placeholders each list accepts are documented above the list.
 * - Copy addresses the customer informally where the market does (es: tú, nl: je, it: tu) and formally
 *   in French (vous), as travel shops in those markets do.
 * - Activity names are in sentence case and never start with a proper noun, so the generator may lower-case
 *   the first character to get the in-sentence `{activity}` form used by OFFER_LABEL_TEMPLATES.
 * - French templates never put `de`/`à` directly before `{hotel}` and never `de` before `{city}`
 *   (elision: « d'Annecy », « de l'Hôtel »), and no template makes an adjective agree with `{hotel}`.
 */
import { L, type CountryCode, type Localized } from './types';

// ---------------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------------

export interface ThemeRef {
  id: number;
  key: string;
  name: Localized;
  /** true for the four spec themes that get reduced prices / a dedicated landing block */
  reduced: boolean;
}

export interface ActivityGroupRef {
  key: string;
  name: Localized;
}

export interface ActivityRef {
  id: number;
  key: string;
  /** ActivityGroupRef.key */
  group: string;
  /** sentence case; lower-case the first character for the in-sentence `{activity}` form */
  name: Localized;
  description: Localized;
  durationMinutes: number;
  /** ThemeRef.id values */
  themeIds: number[];
  /** false: one price per booking (per couple, per group, per boat) */
  perPerson: boolean;
}

export interface FacilityRef {
  code: string;
  name: Localized;
  /** shown as an icon on hotel cards */
  highlighted: boolean;
}

export interface CodeName {
  code: string;
  name: Localized;
}

export interface EnvironmentRef extends CodeName {
  /**
   * Adverbial phrase used as `{environment}` in HOTEL_DESCRIPTIONS, e.g. "in the heart of the city" /
   * « au cœur de la ville ». Never starts a sentence; free of adjectives agreeing with the hotel.
   */
  phrase: Localized;
}

export interface HotelNameMaterial {
  prefixes: string[];
  names: string[];
  suffixes: string[];
}

export interface HotelNamePattern extends HotelNameMaterial {
  /**
   * Bilingual countries (BE): language-coherent subsets of prefixes/names/suffixes. When present, pick a
   * variant first so that a French prefix never meets a Dutch name. The top-level lists are their union.
   */
  variants?: { language: 'fr' | 'nl'; material: HotelNameMaterial }[];
}

export interface RoomTypeRef {
  code: string;
  name: Localized;
  capacityAdults: number;
  capacityTotal: number;
  /** [min, max] surface in square metres */
  sizeM2: [number, number];
  /** starts with a digit, usable after "with" / « avec » */
  bedding: Localized;
}

export interface OfferLabelTemplate {
  themeId: number;
  label: Localized;
}

export interface ProgramLine {
  key: string;
  text: Localized;
}

export interface HomeCopy {
  seoTitle: Localized;
  seoDescription: Localized;
  jumbotronTitle: Localized;
  jumbotronSubtitle: Localized;
  usps: Localized[];
  blockTitles: Localized[];
}

export interface ArticleRef {
  key: string;
  title: Localized;
  teaser: Localized;
  body: Localized;
}

export interface StaticPageRef {
  key: string;
  title: Localized;
  /** paragraphs separated by a blank line ("\n\n") */
  body: Localized;
}

export interface BoxRef {
  key: string;
  title: Localized;
  description: Localized;
  /** newline-separated list, same number of lines in every language */
  includedContent: Localized;
  valueCents: number;
  themeIds: number[];
}

export interface SubElementCategoryRef {
  id: number;
  key: string;
  name: Localized;
  singleSelection: boolean;
  /** SubElementRef.key pre-selected at no cost, when the category has one */
  defaultElementKey?: string;
}

export interface SubElementRef {
  key: string;
  categoryId: number;
  name: Localized;
  priceCents: number;
  recommended: boolean;
}

export interface SleeveRef {
  key: string;
  name: Localized;
}

export type ReviewLanguage = 'fr' | 'es' | 'nl' | 'it' | 'en' | 'de';

// ---------------------------------------------------------------------------------------------------------
// 1. Themes
// ---------------------------------------------------------------------------------------------------------

/** Spec-fixed ids: Wellness 26, Romantic 23, Gastronomy 19, Family 39. */
export const THEME_IDS = {
  wellness: 26,
  romantic: 23,
  gastronomy: 19,
  family: 39,
  adventure: 8,
  culture: 11,
  nature: 14,
  unusual: 31,
  wine: 34,
  sea: 42,
  mountain: 45,
  city: 48,
  animals: 51,
  thermal: 54,
  golf: 57,
} as const;

export const THEMES: ThemeRef[] = [
  {
    id: 26,
    key: 'wellness',
    name: L('Wellness', 'Bien-être', 'Bienestar', 'Wellness', 'Benessere'),
    reduced: true,
  },
  {
    id: 23,
    key: 'romantic',
    name: L('Romantic', 'Romantique', 'Romántico', 'Romantisch', 'Romantico'),
    reduced: true,
  },
  {
    id: 19,
    key: 'gastronomy',
    name: L('Gastronomy', 'Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia'),
    reduced: true,
  },
  {
    id: 39,
    key: 'family',
    name: L('Family', 'En famille', 'En familia', 'Met het gezin', 'In famiglia'),
    reduced: true,
  },
  {
    id: 8,
    key: 'adventure-sport',
    name: L(
      'Adventure & sport',
      'Aventure & sport',
      'Aventura y deporte',
      'Avontuur & sport',
      'Avventura e sport',
    ),
    reduced: false,
  },
  {
    id: 11,
    key: 'culture-heritage',
    name: L(
      'Culture & heritage',
      'Culture & patrimoine',
      'Cultura y patrimonio',
      'Cultuur & erfgoed',
      'Cultura e patrimonio',
    ),
    reduced: false,
  },
  {
    id: 14,
    key: 'nature-outdoors',
    name: L(
      'Nature & outdoors',
      'Nature & plein air',
      'Naturaleza y aire libre',
      'Natuur & buitenleven',
      'Natura e aria aperta',
    ),
    reduced: false,
  },
  {
    id: 31,
    key: 'unusual-stays',
    name: L(
      'Unusual stays',
      'Nuits insolites',
      'Alojamientos insólitos',
      'Bijzonder overnachten',
      'Soggiorni insoliti',
    ),
    reduced: false,
  },
  {
    id: 34,
    key: 'wine-vineyards',
    name: L('Wine & vineyards', 'Vins & vignobles', 'Vino y viñedos', 'Wijn & wijngaarden', 'Vino e vigneti'),
    reduced: false,
  },
  {
    id: 42,
    key: 'sea-beach',
    name: L('Sea & beach', 'Mer & plage', 'Mar y playa', 'Zee & strand', 'Mare e spiaggia'),
    reduced: false,
  },
  {
    id: 45,
    key: 'mountain-ski',
    name: L('Mountain & ski', 'Montagne & ski', 'Montaña y esquí', 'Bergen & skiën', 'Montagna e sci'),
    reduced: false,
  },
  {
    id: 48,
    key: 'city-break',
    name: L('City break', 'Escapade urbaine', 'Escapada urbana', 'Stedentrip', 'Weekend in città'),
    reduced: false,
  },
  {
    id: 51,
    key: 'animal-encounters',
    name: L(
      'Animal encounters',
      'Rencontres animales',
      'Encuentros con animales',
      'Dierenbelevenissen',
      'Incontri con gli animali',
    ),
    reduced: false,
  },
  {
    id: 54,
    key: 'thermal-spas',
    name: L('Thermal spas', 'Thermalisme', 'Termalismo', 'Thermen & kuuroorden', 'Terme'),
    reduced: false,
  },
  {
    id: 57,
    key: 'golf',
    name: L('Golf'),
    reduced: false,
  },
];

// ---------------------------------------------------------------------------------------------------------
// 2. Activities
// ---------------------------------------------------------------------------------------------------------

export const ACTIVITY_GROUPS: ActivityGroupRef[] = [
  {
    key: 'wellness',
    name: L('Wellness & spa', 'Bien-être & spa', 'Bienestar y spa', 'Wellness & spa', 'Benessere e spa'),
  },
  {
    key: 'gastronomy',
    name: L('Food & drink', 'Gastronomie', 'Gastronomía', 'Eten & drinken', 'Enogastronomia'),
  },
  {
    key: 'wine',
    name: L(
      'Wine & tastings',
      'Vins & dégustations',
      'Vinos y catas',
      'Wijn & proeverijen',
      'Vini e degustazioni',
    ),
  },
  {
    key: 'sport',
    name: L(
      'Sport & adventure',
      'Sport & aventure',
      'Deporte y aventura',
      'Sport & avontuur',
      'Sport e avventura',
    ),
  },
  {
    key: 'water',
    name: L(
      'Water activities',
      'Activités nautiques',
      'Actividades acuáticas',
      'Wateractiviteiten',
      'Attività in acqua',
    ),
  },
  {
    key: 'snow',
    name: L('Snow & mountain', 'Neige & montagne', 'Nieve y montaña', 'Sneeuw & bergen', 'Neve e montagna'),
  },
  {
    key: 'culture',
    name: L(
      'Culture & sightseeing',
      'Culture & visites',
      'Cultura y visitas',
      'Cultuur & bezienswaardigheden',
      'Cultura e visite',
    ),
  },
  {
    key: 'nature',
    name: L(
      'Nature & outdoors',
      'Nature & plein air',
      'Naturaleza y aire libre',
      'Natuur & buitenlucht',
      'Natura e aria aperta',
    ),
  },
  {
    key: 'family',
    name: L(
      'Family fun',
      'Loisirs en famille',
      'Ocio en familia',
      'Familie-uitjes',
      'Divertimento in famiglia',
    ),
  },
];

export const ACTIVITIES: ActivityRef[] = [
  // --- wellness -------------------------------------------------------------------------------------
  {
    id: 101,
    key: 'spa-access',
    group: 'wellness',
    name: L('Spa access', 'Accès au spa', 'Acceso al spa', 'Toegang tot de spa', 'Accesso alla spa'),
    description: L(
      'Unlimited access to the pool, sauna and steam room of the wellness area.',
      "Accès illimité à la piscine, au sauna et au hammam de l'espace bien-être.",
      'Acceso ilimitado a la piscina, la sauna y el baño de vapor de la zona de bienestar.',
      'Onbeperkt toegang tot het zwembad, de sauna en het stoombad van de wellness.',
      "Accesso illimitato a piscina, sauna e bagno turco dell'area benessere.",
    ),
    durationMinutes: 120,
    themeIds: [26, 23],
    perPerson: true,
  },
  {
    id: 102,
    key: 'couples-massage',
    group: 'wellness',
    name: L("Couple's massage", 'Massage en duo', 'Masaje en pareja', 'Duomassage', 'Massaggio di coppia'),
    description: L(
      'A relaxing 50-minute massage for two, side by side in a treatment room for couples.',
      'Un massage relaxant de 50 minutes à deux, côte à côte dans une cabine duo.',
      'Un masaje relajante de 50 minutos para dos, uno junto al otro en una cabina doble.',
      "Een ontspannende massage van 50 minuten met z'n tweeën, naast elkaar in een duocabine.",
      'Un massaggio rilassante di 50 minuti in due, fianco a fianco in una cabina di coppia.',
    ),
    durationMinutes: 50,
    themeIds: [26, 23],
    perPerson: false,
  },
  {
    id: 103,
    key: 'hammam-ritual',
    group: 'wellness',
    name: L('Hammam ritual', 'Rituel hammam', 'Ritual de hammam', 'Hamamritueel', 'Rituale hammam'),
    description: L(
      'A steam bath followed by a traditional black-soap scrub with a kessa glove.',
      "Un bain de vapeur suivi d'un gommage traditionnel au savon noir et au gant kessa.",
      'Un baño de vapor seguido de una exfoliación tradicional con jabón negro y guante kessa.',
      'Een stoombad gevolgd door een traditionele scrub met zwarte zeep en een kessahandschoen.',
      'Un bagno di vapore seguito da uno scrub tradizionale con sapone nero e guanto kessa.',
    ),
    durationMinutes: 90,
    themeIds: [26],
    perPerson: true,
  },
  {
    id: 104,
    key: 'thermal-baths',
    group: 'wellness',
    name: L(
      'Thermal baths entry',
      'Entrée aux thermes',
      'Entrada a las termas',
      'Toegang tot de thermen',
      'Ingresso alle terme',
    ),
    description: L(
      'Half a day in naturally heated mineral-water pools, indoors and out.',
      "Une demi-journée dans des bassins d'eau thermale naturellement chaude, à l'intérieur comme en plein air.",
      'Medio día en piscinas de agua termal de calor natural, interiores y exteriores.',
      'Een halve dag in natuurlijk verwarmde thermale baden, binnen en buiten.',
      "Mezza giornata nelle piscine di acqua termale naturalmente calda, al coperto e all'aperto.",
    ),
    durationMinutes: 240,
    themeIds: [26, 54],
    perPerson: true,
  },
  {
    id: 105,
    key: 'yoga-class',
    group: 'wellness',
    name: L('Yoga class', 'Cours de yoga', 'Clase de yoga', 'Yogales', 'Lezione di yoga'),
    description: L(
      'A gentle hatha yoga session suitable for all levels, mats provided.',
      'Une séance de hatha yoga douce, accessible à tous les niveaux, tapis fournis.',
      'Una sesión de hatha yoga suave apta para todos los niveles, esterillas incluidas.',
      'Een rustige hatha-yogales voor alle niveaus, matjes zijn aanwezig.',
      'Una lezione dolce di hatha yoga adatta a tutti i livelli, tappetini forniti.',
    ),
    durationMinutes: 60,
    themeIds: [26],
    perPerson: true,
  },
  {
    id: 106,
    key: 'floatation',
    group: 'wellness',
    name: L(
      'Floatation session',
      'Séance de flottaison',
      'Sesión de flotación',
      'Floatsessie',
      'Seduta di floating',
    ),
    description: L(
      'Float weightlessly in warm water saturated with Epsom salts for deep relaxation.',
      "Flottez en apesanteur dans une eau chaude saturée en sel d'Epsom pour une relaxation profonde.",
      'Flota sin gravedad en agua templada saturada de sales de Epsom para una relajación profunda.',
      'Drijf gewichtloos in warm water vol Epsom-zout voor een diepe ontspanning.',
      'Galleggia senza peso in acqua tiepida satura di sali di Epsom per un rilassamento profondo.',
    ),
    durationMinutes: 60,
    themeIds: [26, 31],
    perPerson: true,
  },
  {
    id: 107,
    key: 'facial-treatment',
    group: 'wellness',
    name: L(
      'Facial treatment',
      'Soin du visage',
      'Tratamiento facial',
      'Gezichtsbehandeling',
      'Trattamento viso',
    ),
    description: L(
      'A cleansing and moisturising facial adapted to your skin type.',
      'Un soin nettoyant et hydratant adapté à votre type de peau.',
      'Un tratamiento limpiador e hidratante adaptado a tu tipo de piel.',
      'Een reinigende en hydraterende gezichtsbehandeling, afgestemd op je huidtype.',
      'Un trattamento detergente e idratante adatto al tuo tipo di pelle.',
    ),
    durationMinutes: 45,
    themeIds: [26],
    perPerson: true,
  },
  // --- gastronomy -----------------------------------------------------------------------------------
  {
    id: 110,
    key: 'gastronomic-dinner',
    group: 'gastronomy',
    name: L(
      'Gastronomic dinner',
      'Dîner gastronomique',
      'Cena gastronómica',
      'Gastronomisch diner',
      'Cena gourmet',
    ),
    description: L(
      "The chef's tasting menu, served in the hotel restaurant (drinks not included).",
      "Le menu dégustation du chef, servi au restaurant de l'hôtel (boissons non comprises).",
      'El menú degustación del chef, servido en el restaurante del hotel (bebidas no incluidas).',
      'Het proeverijmenu van de chef in het restaurant van het hotel (exclusief dranken).',
      "Il menu degustazione dello chef, servito nel ristorante dell'hotel (bevande escluse).",
    ),
    durationMinutes: 150,
    themeIds: [19, 23],
    perPerson: true,
  },
  {
    id: 111,
    key: 'cooking-class',
    group: 'gastronomy',
    name: L('Cooking class', 'Cours de cuisine', 'Clase de cocina', 'Kookworkshop', 'Corso di cucina'),
    description: L(
      'Cook a three-course meal alongside a local chef, then sit down to enjoy it.',
      "Préparez un menu en trois plats aux côtés d'un chef local, puis dégustez-le à table.",
      'Prepara un menú de tres platos junto a un chef local y disfrútalo después en la mesa.',
      'Kook samen met een lokale chef een driegangenmenu en geniet er daarna aan tafel van.',
      'Prepara un menu di tre portate insieme a uno chef del posto, poi gustalo a tavola.',
    ),
    durationMinutes: 180,
    themeIds: [19, 39],
    perPerson: true,
  },
  {
    id: 112,
    key: 'truffle-hunt',
    group: 'gastronomy',
    name: L(
      'Truffle hunt',
      'Chasse aux truffes',
      'Búsqueda de trufas',
      'Truffelzoektocht',
      'Caccia al tartufo',
    ),
    description: L(
      "Follow a truffle grower and his dog through the oak trees, then taste the day's find.",
      'Suivez un trufficulteur et son chien sous les chênes, puis goûtez la récolte du jour.',
      'Acompaña a un truficultor y a su perro entre las encinas y prueba después lo recolectado.',
      'Ga met een truffelkweker en zijn hond op zoek onder de eiken en proef daarna de vondst van de dag.',
      'Segui un tartufaio e il suo cane tra le querce, poi assaggia il raccolto del giorno.',
    ),
    durationMinutes: 150,
    themeIds: [19, 14],
    perPerson: true,
  },
  {
    id: 113,
    key: 'cheese-tasting',
    group: 'gastronomy',
    name: L(
      'Cheese tasting',
      'Dégustation de fromages',
      'Cata de quesos',
      'Kaasproeverij',
      'Degustazione di formaggi',
    ),
    description: L(
      'Visit a maturing cellar and taste five regional cheeses with bread and wine.',
      "Visite d'une cave d'affinage et dégustation de cinq fromages régionaux avec pain et vin.",
      'Visita a una cava de maduración y cata de cinco quesos de la región con pan y vino.',
      'Bezoek aan een kaasrijpingskelder met een proeverij van vijf streekkazen, brood en wijn.',
      'Visita a una cantina di stagionatura e degustazione di cinque formaggi del territorio con pane e vino.',
    ),
    durationMinutes: 90,
    themeIds: [19],
    perPerson: true,
  },
  {
    id: 114,
    key: 'chocolate-workshop',
    group: 'gastronomy',
    name: L(
      'Chocolate workshop',
      'Atelier chocolat',
      'Taller de chocolate',
      'Chocoladeworkshop',
      'Laboratorio di cioccolato',
    ),
    description: L(
      'Temper, mould and decorate your own chocolates with a master chocolatier.',
      'Tempérez, moulez et décorez vos propres bonbons de chocolat avec un maître chocolatier.',
      'Templa, moldea y decora tus propios bombones con un maestro chocolatero.',
      'Tempereer, giet en versier je eigen pralines samen met een meesterchocolatier.',
      'Tempera, modella e decora i tuoi cioccolatini con un maestro cioccolatiere.',
    ),
    durationMinutes: 120,
    themeIds: [19, 39],
    perPerson: true,
  },
  {
    id: 115,
    key: 'tapas-tour',
    group: 'gastronomy',
    name: L('Tapas tour', 'Tournée des bars à tapas', 'Ruta de tapas', 'Tapastour', 'Tour delle tapas'),
    description: L(
      'A guided evening stroll through four neighbourhood bars, with a tapa and a drink in each.',
      'Une balade guidée en soirée dans quatre bars du quartier, avec une tapa et une boisson dans chacun.',
      'Un paseo guiado al atardecer por cuatro bares del barrio, con una tapa y una bebida en cada uno.',
      'Een begeleide avondwandeling langs vier buurtbars, met in elke bar een tapa en een drankje.',
      'Una passeggiata serale guidata in quattro bar del quartiere, con una tapa e un drink in ognuno.',
    ),
    durationMinutes: 180,
    themeIds: [19, 48],
    perPerson: true,
  },
  {
    id: 116,
    key: 'olive-oil-tasting',
    group: 'gastronomy',
    name: L(
      'Olive oil tasting',
      "Dégustation d'huile d'olive",
      'Cata de aceite de oliva',
      'Olijfolieproeverij',
      "Degustazione di olio d'oliva",
    ),
    description: L(
      'Tour an olive mill and learn to taste extra-virgin oils like a professional.',
      'Visitez un moulin à huile et apprenez à déguster les huiles vierges extra comme un professionnel.',
      'Visita una almazara y aprende a catar aceites de oliva virgen extra como un profesional.',
      'Neem een kijkje in een olijfoliemolen en leer extra vierge olie proeven als een professional.',
      "Visita un frantoio e impara a degustare l'olio extravergine come un professionista.",
    ),
    durationMinutes: 90,
    themeIds: [19, 14],
    perPerson: true,
  },
  {
    id: 117,
    key: 'limoncello-tasting',
    group: 'gastronomy',
    name: L(
      'Limoncello tasting',
      'Dégustation de limoncello',
      'Cata de limoncello',
      'Limoncelloproeverij',
      'Degustazione di limoncello',
    ),
    description: L(
      'Discover how limoncello is made from local lemons and taste several homemade versions.',
      'Découvrez comment le limoncello est élaboré à partir de citrons locaux et goûtez plusieurs recettes maison.',
      'Descubre cómo se elabora el limoncello con limones de la zona y prueba varias versiones caseras.',
      'Ontdek hoe limoncello van lokale citroenen wordt gemaakt en proef verschillende huisgemaakte varianten.',
      'Scopri come nasce il limoncello dai limoni della zona e assaggiane diverse versioni fatte in casa.',
    ),
    durationMinutes: 60,
    themeIds: [19],
    perPerson: true,
  },
  {
    id: 118,
    key: 'brewery-beer-tasting',
    group: 'gastronomy',
    name: L(
      'Beer tasting in a brewery',
      'Dégustation de bières en brasserie',
      'Cata de cervezas en una fábrica artesanal',
      'Bierproeverij in een brouwerij',
      'Degustazione di birre in birrificio',
    ),
    description: L(
      'Visit a working brewery and taste five Belgian beers, from blonde to Trappist.',
      'Visitez une brasserie en activité et dégustez cinq bières belges, de la blonde à la trappiste.',
      'Visita una fábrica de cerveza en funcionamiento y prueba cinco cervezas belgas, de la rubia a la trapense.',
      'Bezoek een werkende brouwerij en proef vijf Belgische bieren, van blond tot trappist.',
      'Visita un birrificio in attività e assaggia cinque birre belghe, dalla bionda alla trappista.',
    ),
    durationMinutes: 90,
    themeIds: [19, 48],
    perPerson: true,
  },
  // --- wine -----------------------------------------------------------------------------------------
  {
    id: 120,
    key: 'wine-tasting-cellar',
    group: 'wine',
    name: L(
      'Wine tasting in a cellar',
      'Dégustation de vins en cave',
      'Cata de vinos en bodega',
      'Wijnproeverij in de kelder',
      'Degustazione di vini in cantina',
    ),
    description: L(
      'A winemaker shows you round the cellar before a tasting of four wines.',
      'Un vigneron vous fait visiter sa cave avant une dégustation de quatre vins.',
      'Un bodeguero te enseña la bodega antes de una cata de cuatro vinos.',
      'Een wijnmaker leidt je rond in de kelder, gevolgd door een proeverij van vier wijnen.',
      'Un vignaiolo ti accompagna in cantina prima di una degustazione di quattro vini.',
    ),
    durationMinutes: 90,
    themeIds: [34, 19, 23],
    perPerson: true,
  },
  {
    id: 121,
    key: 'champagne-cellar-visit',
    group: 'wine',
    name: L(
      'Champagne cellar visit',
      'Visite de cave à champagne',
      'Visita a una bodega de champán',
      'Bezoek aan een champagnekelder',
      'Visita a una cantina di champagne',
    ),
    description: L(
      'Explore the chalk cellars of a champagne house and taste two cuvées.',
      "Parcourez les caves creusées dans la craie d'une maison de champagne et dégustez deux cuvées.",
      'Recorre las bodegas excavadas en la roca caliza de una casa de champán y cata dos cuvées.',
      'Verken de krijtkelders van een champagnehuis en proef twee cuvées.',
      'Esplora le cantine scavate nel gesso di una maison di champagne e degusta due cuvée.',
    ),
    durationMinutes: 90,
    themeIds: [34, 23],
    perPerson: true,
  },
  {
    id: 122,
    key: 'vineyard-walk',
    group: 'wine',
    name: L(
      'Vineyard walk with a winemaker',
      'Balade dans les vignes avec un vigneron',
      'Paseo por los viñedos con un viticultor',
      'Wandeling door de wijngaard met een wijnboer',
      'Passeggiata tra le vigne con un vignaiolo',
    ),
    description: L(
      'Walk between the rows with the grower, learn about the terroir and finish with a glass.',
      'Parcourez les rangs avec le vigneron, découvrez le terroir et terminez par un verre.',
      'Recorre las hileras de vides con el viticultor, descubre el terruño y termina con una copa.',
      'Loop met de wijnboer tussen de ranken, leer alles over het terroir en sluit af met een glas.',
      'Cammina tra i filari con il vignaiolo, scopri il territorio e concludi con un calice.',
    ),
    durationMinutes: 120,
    themeIds: [34, 14],
    perPerson: true,
  },
  {
    id: 123,
    key: 'wine-blending-workshop',
    group: 'wine',
    name: L(
      'Wine blending workshop',
      "Atelier d'assemblage",
      'Taller de ensamblaje de vinos',
      'Workshop wijn blenden',
      'Laboratorio di assemblaggio dei vini',
    ),
    description: L(
      'Create your own blend from three grape varieties and take your bottle home with you.',
      'Composez votre propre cuvée à partir de trois cépages et repartez avec votre bouteille.',
      'Crea tu propio coupage a partir de tres variedades de uva y llévate tu botella.',
      'Stel je eigen blend samen uit drie druivenrassen en neem je fles mee naar huis.',
      'Crea il tuo blend a partire da tre vitigni e porta a casa la tua bottiglia.',
    ),
    durationMinutes: 120,
    themeIds: [34, 19],
    perPerson: true,
  },
  // --- sport ----------------------------------------------------------------------------------------
  {
    id: 130,
    key: 'hot-air-balloon',
    group: 'sport',
    name: L(
      'Hot-air balloon flight',
      'Vol en montgolfière',
      'Vuelo en globo',
      'Ballonvaart',
      'Volo in mongolfiera',
    ),
    description: L(
      'Drift over the landscape at sunrise, then raise the traditional toast after landing.',
      "Survolez les paysages au lever du soleil, puis trinquez selon la tradition à l'atterrissage.",
      'Sobrevuela el paisaje al amanecer y brinda, como manda la tradición, al aterrizar.',
      'Zweef bij zonsopgang over het landschap en proost na de landing zoals de traditie het wil.',
      "Sorvola il paesaggio all'alba e brinda secondo tradizione dopo l'atterraggio.",
    ),
    durationMinutes: 180,
    themeIds: [8, 23, 14],
    perPerson: true,
  },
  {
    id: 131,
    key: 'paragliding-tandem',
    group: 'sport',
    name: L(
      'Tandem paragliding flight',
      'Baptême de parapente en biplace',
      'Vuelo en parapente biplaza',
      'Tandemvlucht met een paraglider',
      'Volo in parapendio biposto',
    ),
    description: L(
      'Take off with a qualified instructor for 20 minutes of free flight above the valley.',
      'Décollez avec un moniteur diplômé pour 20 minutes de vol libre au-dessus de la vallée.',
      'Despega con un instructor titulado para disfrutar de 20 minutos de vuelo libre sobre el valle.',
      'Stijg op met een gediplomeerde instructeur voor 20 minuten vrij vliegen boven het dal.',
      'Decolla con un istruttore qualificato per 20 minuti di volo libero sopra la valle.',
    ),
    durationMinutes: 90,
    themeIds: [8, 45],
    perPerson: true,
  },
  {
    id: 132,
    key: 'horse-riding',
    group: 'sport',
    name: L(
      'Horse riding',
      'Balade à cheval',
      'Paseo a caballo',
      'Buitenrit te paard',
      'Passeggiata a cavallo',
    ),
    description: L(
      'A guided ride along quiet trails, suitable for beginners.',
      'Une balade accompagnée sur des chemins paisibles, accessible aux débutants.',
      'Una ruta guiada por caminos tranquilos, apta para principiantes.',
      'Een begeleide rit over rustige paden, geschikt voor beginners.',
      "Un'escursione guidata su sentieri tranquilli, adatta anche ai principianti.",
    ),
    durationMinutes: 120,
    themeIds: [14, 39, 8, 51],
    perPerson: true,
  },
  {
    id: 133,
    key: 'e-bike-rental',
    group: 'sport',
    name: L(
      'E-bike rental (1 day)',
      'Location de vélo électrique (1 jour)',
      'Alquiler de bicicleta eléctrica (1 día)',
      'E-bike huren (1 dag)',
      'Noleggio e-bike (1 giorno)',
    ),
    description: L(
      'An electric bike with helmet, lock and suggested routes starting from the hotel.',
      "Un vélo à assistance électrique avec casque, antivol et suggestions d'itinéraires au départ de l'hôtel.",
      'Una bicicleta eléctrica con casco, candado y rutas sugeridas desde el hotel.',
      'Een elektrische fiets met helm, slot en routesuggesties vanaf het hotel.',
      "Una bici elettrica con casco, lucchetto e percorsi consigliati in partenza dall'hotel.",
    ),
    durationMinutes: 480,
    themeIds: [14, 8],
    perPerson: true,
  },
  {
    id: 135,
    key: 'karting',
    group: 'sport',
    name: L('Karting session', 'Session de karting', 'Tanda de karting', 'Kartsessie', 'Sessione di go-kart'),
    description: L(
      'Two 10-minute races on an outdoor circuit, timing included.',
      'Deux sessions de 10 minutes sur circuit extérieur, chronométrage compris.',
      'Dos tandas de 10 minutos en un circuito al aire libre, cronometraje incluido.',
      'Twee races van 10 minuten op een buitencircuit, inclusief tijdregistratie.',
      "Due manche da 10 minuti su circuito all'aperto, cronometraggio incluso.",
    ),
    durationMinutes: 60,
    themeIds: [8, 39],
    perPerson: true,
  },
  {
    id: 136,
    key: 'golf-green-fee',
    group: 'sport',
    name: L(
      'Golf green fee (18 holes)',
      'Green fee golf (18 trous)',
      'Green fee de golf (18 hoyos)',
      'Greenfee golf (18 holes)',
      'Green fee golf (18 buche)',
    ),
    description: L(
      'One round on the 18-hole course; clubs and buggy can be hired on site.',
      'Un parcours de 18 trous ; location de clubs et de voiturette possible sur place.',
      'Un recorrido de 18 hoyos; alquiler de palos y buggy disponible en el club.',
      'Eén ronde op de 18-holesbaan; clubs en buggy zijn ter plaatse te huur.',
      'Un giro sul percorso a 18 buche; noleggio di mazze e golf cart disponibile in loco.',
    ),
    durationMinutes: 270,
    themeIds: [57, 8],
    perPerson: true,
  },
  {
    id: 138,
    key: 'treetop-adventure',
    group: 'sport',
    name: L(
      'Treetop adventure course',
      'Parcours accrobranche',
      'Circuito de aventura en los árboles',
      'Klimparcours in de bomen',
      'Percorso avventura sugli alberi',
    ),
    description: L(
      'Rope bridges, zip lines and nets high in the canopy, with courses from age 6.',
      'Ponts de singe, tyroliennes et filets à travers la canopée, avec des parcours dès 6 ans.',
      'Puentes colgantes, tirolinas y redes entre las copas de los árboles, con recorridos a partir de 6 años.',
      'Touwbruggen, tokkelbanen en netten tussen de boomtoppen, met parcoursen vanaf 6 jaar.',
      'Ponti tibetani, teleferiche e reti tra le chiome degli alberi, con percorsi dai 6 anni.',
    ),
    durationMinutes: 180,
    themeIds: [8, 39, 14],
    perPerson: true,
  },
  // --- water ----------------------------------------------------------------------------------------
  {
    id: 140,
    key: 'canoe-trip',
    group: 'water',
    name: L(
      'Canoe trip down the river',
      'Descente de rivière en canoë',
      'Descenso del río en canoa',
      'Kanotocht op de rivier',
      'Discesa del fiume in canoa',
    ),
    description: L(
      'Paddle downstream at your own pace; the shuttle back to the start is included.',
      'Descendez la rivière à votre rythme ; navette de retour au point de départ incluse.',
      'Rema río abajo a tu ritmo; el traslado de vuelta al punto de salida está incluido.',
      'Peddel in je eigen tempo stroomafwaarts; de pendel terug naar het startpunt is inbegrepen.',
      'Pagaia seguendo la corrente al tuo ritmo; la navetta di ritorno al punto di partenza è inclusa.',
    ),
    durationMinutes: 180,
    themeIds: [8, 14, 39],
    perPerson: true,
  },
  {
    id: 141,
    key: 'sea-kayak',
    group: 'water',
    name: L(
      'Sea kayak excursion',
      'Balade en kayak de mer',
      'Excursión en kayak de mar',
      'Zeekajaktocht',
      'Escursione in kayak da mare',
    ),
    description: L(
      'Explore coves and sea caves with a guide, with a stop for snorkelling.',
      'Explorez criques et grottes marines avec un guide, avec une pause baignade masque et tuba.',
      'Explora calas y cuevas marinas con un guía, con una parada para hacer esnórquel.',
      'Verken baaien en zeegrotten met een gids, inclusief een snorkelstop.',
      'Esplora calette e grotte marine con una guida, con una sosta per lo snorkeling.',
    ),
    durationMinutes: 180,
    themeIds: [8, 42],
    perPerson: true,
  },
  {
    id: 142,
    key: 'paddle-board',
    group: 'water',
    name: L(
      'Stand-up paddle rental',
      'Location de paddle',
      'Alquiler de tabla de paddle surf',
      'Supboard huren',
      'Noleggio tavola da SUP',
    ),
    description: L(
      'One hour on a stand-up paddle board, after a short safety briefing.',
      'Une heure sur une planche de paddle, après une courte initiation à la sécurité.',
      'Una hora en tabla de paddle surf, tras una breve explicación de seguridad.',
      'Een uur op een supboard, na een korte veiligheidsuitleg.',
      "Un'ora su una tavola da SUP, dopo un breve briefing sulla sicurezza.",
    ),
    durationMinutes: 60,
    themeIds: [42, 8],
    perPerson: true,
  },
  {
    id: 143,
    key: 'surf-lesson',
    group: 'water',
    name: L('Surf lesson', 'Cours de surf', 'Clase de surf', 'Surfles', 'Lezione di surf'),
    description: L(
      'A two-hour group lesson with a certified instructor, board and wetsuit included.',
      'Un cours collectif de deux heures avec un moniteur diplômé, planche et combinaison fournies.',
      'Una clase en grupo de dos horas con monitor titulado, tabla y neopreno incluidos.',
      'Een groepsles van twee uur met een gediplomeerde instructeur, inclusief board en wetsuit.',
      'Una lezione di gruppo di due ore con istruttore certificato, tavola e muta incluse.',
    ),
    durationMinutes: 120,
    themeIds: [8, 42],
    perPerson: true,
  },
  {
    id: 144,
    key: 'sailing-trip',
    group: 'water',
    name: L('Sailing trip', 'Sortie en voilier', 'Paseo en velero', 'Zeiltocht', 'Gita in barca a vela'),
    description: L(
      'Half a day at sea on a skippered sailing boat, with a swim stop if the weather allows.',
      'Une demi-journée en mer sur un voilier avec skipper, et une baignade si la météo le permet.',
      'Medio día en el mar a bordo de un velero con patrón, con parada para bañarse si el tiempo lo permite.',
      'Een halve dag op zee op een zeilboot met schipper, met een zwemstop als het weer het toelaat.',
      'Mezza giornata in mare su una barca a vela con skipper e sosta per un bagno se il tempo lo permette.',
    ),
    durationMinutes: 240,
    themeIds: [42, 23, 8],
    perPerson: true,
  },
  {
    id: 145,
    key: 'boat-cruise',
    group: 'water',
    name: L('Sightseeing cruise', 'Croisière commentée', 'Paseo en barco', 'Rondvaart', 'Giro in battello'),
    description: L(
      'A one-hour sightseeing cruise with commentary in several languages.',
      "Une croisière d'une heure, commentée en plusieurs langues.",
      'Un paseo en barco de una hora con explicaciones en varios idiomas.',
      'Een rondvaart van een uur met uitleg in meerdere talen.',
      "Una crociera panoramica di un'ora con commento in più lingue.",
    ),
    durationMinutes: 60,
    themeIds: [48, 39, 11],
    perPerson: true,
  },
  {
    id: 146,
    key: 'gondola-ride',
    group: 'water',
    name: L('Gondola ride', 'Promenade en gondole', 'Paseo en góndola', 'Gondeltocht', 'Giro in gondola'),
    description: L(
      'Glide along the canals for half an hour in a traditional gondola seating up to five.',
      "Glissez sur les canaux pendant une demi-heure à bord d'une gondole traditionnelle, jusqu'à cinq personnes.",
      'Navega por los canales durante media hora en una góndola tradicional para hasta cinco personas.',
      'Glijd een halfuur over de kanalen in een traditionele gondel voor maximaal vijf personen.',
      "Scivola sui canali per mezz'ora a bordo di una gondola tradizionale, fino a cinque persone.",
    ),
    durationMinutes: 30,
    themeIds: [23, 11],
    perPerson: false,
  },
  // --- snow -----------------------------------------------------------------------------------------
  {
    id: 150,
    key: 'ski-pass-1-day',
    group: 'snow',
    name: L(
      'Ski pass (1 day)',
      'Forfait de ski (1 jour)',
      'Forfait de esquí (1 día)',
      'Skipas (1 dag)',
      'Skipass (1 giorno)',
    ),
    description: L(
      "A full day's access to all the lifts in the ski area.",
      'Accès à toutes les remontées mécaniques du domaine skiable pour la journée.',
      'Acceso durante todo el día a todos los remontes de la estación.',
      'Een dag lang toegang tot alle liften van het skigebied.',
      "Accesso per l'intera giornata a tutti gli impianti del comprensorio.",
    ),
    durationMinutes: 480,
    themeIds: [45, 8],
    perPerson: true,
  },
  {
    id: 151,
    key: 'snowshoe-hike',
    group: 'snow',
    name: L(
      'Snowshoe hike',
      'Randonnée en raquettes',
      'Excursión con raquetas de nieve',
      'Sneeuwschoenwandeling',
      'Ciaspolata',
    ),
    description: L(
      'A guided half-day on snowshoes through silent forests, equipment provided.',
      'Une demi-journée accompagnée en raquettes à travers des forêts silencieuses, matériel fourni.',
      'Medio día guiado con raquetas por bosques silenciosos, material incluido.',
      'Een begeleide halve dag op sneeuwschoenen door stille bossen, uitrusting inbegrepen.',
      'Mezza giornata con le ciaspole nei boschi silenziosi insieme a una guida, attrezzatura fornita.',
    ),
    durationMinutes: 180,
    themeIds: [45, 14],
    perPerson: true,
  },
  {
    id: 152,
    key: 'dog-sledding',
    group: 'snow',
    name: L(
      'Dog-sled ride',
      'Balade en chiens de traîneau',
      'Paseo en trineo de perros',
      'Hondensledetocht',
      'Giro in slitta trainata dai cani',
    ),
    description: L(
      'Ride in a sled pulled by huskies and meet the musher and the pack.',
      'Installez-vous dans un traîneau tiré par des huskies et faites connaissance avec le musher et sa meute.',
      'Sube a un trineo tirado por huskies y conoce al musher y a su jauría.',
      "Stap in een slee getrokken door husky's en maak kennis met de musher en zijn roedel.",
      'Sali su una slitta trainata dagli husky e conosci il musher e il suo branco.',
    ),
    durationMinutes: 60,
    themeIds: [45, 51, 39],
    perPerson: true,
  },
  // --- culture --------------------------------------------------------------------------------------
  {
    id: 160,
    key: 'guided-city-tour',
    group: 'culture',
    name: L(
      'Guided city tour',
      'Visite guidée de la ville',
      'Visita guiada por la ciudad',
      'Stadswandeling met gids',
      'Visita guidata della città',
    ),
    description: L(
      "Two hours on foot with a local guide, from the old town's landmarks to its hidden corners.",
      'Deux heures à pied avec un guide local, des monuments emblématiques aux recoins secrets de la vieille ville.',
      'Dos horas a pie con un guía local por los monumentos y rincones escondidos del casco antiguo.',
      'Twee uur te voet met een lokale gids langs de bezienswaardigheden en verborgen hoekjes van de oude binnenstad.',
      'Due ore a piedi con una guida locale tra i monumenti e gli angoli nascosti del centro storico.',
    ),
    durationMinutes: 120,
    themeIds: [11, 48],
    perPerson: true,
  },
  {
    id: 161,
    key: 'museum-tickets',
    group: 'culture',
    name: L(
      'Museum tickets',
      'Billets pour un musée',
      'Entradas a un museo',
      'Museumtickets',
      'Biglietti per un museo',
    ),
    description: L(
      "Skip-the-line admission to the city's main museum, valid on the day of your choice.",
      'Entrée coupe-file au principal musée de la ville, valable le jour de votre choix.',
      'Entrada sin colas al principal museo de la ciudad, válida para el día que elijas.',
      'Toegang zonder wachtrij tot het belangrijkste museum van de stad, geldig op een dag naar keuze.',
      'Ingresso salta fila al principale museo della città, valido nel giorno che preferisci.',
    ),
    durationMinutes: 180,
    themeIds: [11, 48],
    perPerson: true,
  },
  {
    id: 162,
    key: 'castle-visit',
    group: 'culture',
    name: L(
      'Castle visit',
      "Visite d'un château",
      'Visita a un castillo',
      'Kasteelbezoek',
      'Visita a un castello',
    ),
    description: L(
      'Discover the state rooms, gardens and towers of a historic castle nearby.',
      "Découvrez les salles d'apparat, les jardins et les tours d'un château historique tout proche.",
      'Descubre los salones, los jardines y las torres de un castillo histórico cercano.',
      'Ontdek de pronkzalen, tuinen en torens van een historisch kasteel in de buurt.',
      'Scopri le sale di rappresentanza, i giardini e le torri di un castello storico nei dintorni.',
    ),
    durationMinutes: 120,
    themeIds: [11, 39],
    perPerson: true,
  },
  {
    id: 163,
    key: 'cave-visit',
    group: 'culture',
    name: L('Cave visit', 'Visite de grotte', 'Visita a una cueva', 'Grotbezoek', 'Visita alle grotte'),
    description: L(
      'A guided walk through underground galleries full of stalactites and stalagmites.',
      'Une visite guidée de galeries souterraines ornées de stalactites et de stalagmites.',
      'Un recorrido guiado por galerías subterráneas llenas de estalactitas y estalagmitas.',
      'Een rondleiding door ondergrondse gangen vol stalactieten en stalagmieten.',
      'Un percorso guidato tra gallerie sotterranee ricche di stalattiti e stalagmiti.',
    ),
    durationMinutes: 75,
    themeIds: [11, 14, 39],
    perPerson: true,
  },
  {
    id: 164,
    key: 'lace-workshop',
    group: 'culture',
    name: L(
      'Bobbin lace workshop',
      'Atelier de dentelle aux fuseaux',
      'Taller de encaje de bolillos',
      'Kantklosworkshop',
      'Laboratorio di merletto a tombolo',
    ),
    description: L(
      'Learn the basics of bobbin lace with a local lacemaker and leave with your first piece.',
      'Initiez-vous à la dentelle aux fuseaux avec une dentellière locale et repartez avec votre première création.',
      'Aprende lo básico del encaje de bolillos con una encajera local y llévate tu primera pieza.',
      'Leer de basis van het kantklossen bij een lokale kantkloster en neem je eerste werkje mee naar huis.',
      'Impara le basi del merletto a tombolo con una merlettaia del posto e porta a casa il tuo primo lavoro.',
    ),
    durationMinutes: 120,
    themeIds: [11],
    perPerson: true,
  },
  {
    id: 165,
    key: 'diamond-workshop',
    group: 'culture',
    name: L(
      'Diamond-cutting workshop visit',
      "Visite d'un atelier de taille de diamants",
      'Visita a un taller de talla de diamantes',
      'Bezoek aan een diamantslijperij',
      'Visita a un laboratorio di taglio dei diamanti',
    ),
    description: L(
      "Watch a diamond cutter at work and learn the four Cs that decide a stone's value.",
      "Observez un diamantaire à l'œuvre et découvrez les quatre critères qui font la valeur d'une pierre.",
      'Observa a un tallador de diamantes en plena faena y descubre los cuatro criterios que determinan el valor de una piedra.',
      "Kijk mee met een diamantslijper aan het werk en leer de vier C's die de waarde van een steen bepalen.",
      'Osserva un tagliatore di diamanti al lavoro e scopri i quattro criteri che determinano il valore di una pietra.',
    ),
    durationMinutes: 60,
    themeIds: [11, 48],
    perPerson: true,
  },
  // --- nature ---------------------------------------------------------------------------------------
  {
    id: 170,
    key: 'guided-nature-walk',
    group: 'nature',
    name: L(
      'Guided nature walk',
      'Randonnée nature accompagnée',
      'Ruta guiada por la naturaleza',
      'Natuurwandeling met gids',
      'Escursione naturalistica guidata',
    ),
    description: L(
      'A half-day hike with a nature guide to spot the local plants and birds.',
      'Une demi-journée de randonnée avec un guide naturaliste pour observer la flore et les oiseaux du coin.',
      'Medio día de senderismo con un guía de naturaleza para descubrir la flora y las aves de la zona.',
      'Een halve dag wandelen met een natuurgids om de plaatselijke planten en vogels te ontdekken.',
      'Mezza giornata di trekking con una guida naturalistica alla scoperta di flora e uccelli del luogo.',
    ),
    durationMinutes: 210,
    themeIds: [14, 39],
    perPerson: true,
  },
  {
    id: 171,
    key: 'tulip-fields-bike-tour',
    group: 'nature',
    name: L(
      'Bike tour of the tulip fields',
      'Balade à vélo dans les champs de tulipes',
      'Ruta en bici por los campos de tulipanes',
      'Fietstocht langs de bollenvelden',
      'Giro in bici tra i campi di tulipani',
    ),
    description: L(
      'A guided ride through the flower fields in full bloom (spring only).',
      'Une balade guidée à travers les champs en pleine floraison (au printemps uniquement).',
      'Un recorrido guiado entre campos de flores en plena floración (solo en primavera).',
      'Een begeleide fietstocht langs de bloeiende bollenvelden (alleen in het voorjaar).',
      'Un giro guidato tra i campi in piena fioritura (solo in primavera).',
    ),
    durationMinutes: 180,
    themeIds: [14, 39],
    perPerson: true,
  },
  {
    id: 172,
    key: 'stargazing',
    group: 'nature',
    name: L(
      'Stargazing evening',
      "Soirée d'observation des étoiles",
      'Noche de observación de estrellas',
      'Sterrenkijkavond',
      'Serata di osservazione delle stelle',
    ),
    description: L(
      'After dark, an astronomer sets up the telescopes and tells the stories behind the constellations.',
      "À la nuit tombée, un astronome installe ses télescopes et raconte l'histoire des constellations.",
      'Al caer la noche, un astrónomo instala los telescopios y cuenta las historias de las constelaciones.',
      'Na zonsondergang zet een sterrenkundige de telescopen klaar en vertelt de verhalen achter de sterrenbeelden.',
      'Al calar della sera un astronomo prepara i telescopi e racconta le storie delle costellazioni.',
    ),
    durationMinutes: 120,
    themeIds: [14, 23, 31],
    perPerson: true,
  },
  // --- family ---------------------------------------------------------------------------------------
  {
    id: 180,
    key: 'escape-game',
    group: 'family',
    name: L('Escape room', 'Escape game', 'Juego de escape', 'Escaperoom', 'Escape room a tema'),
    description: L(
      'Sixty minutes to solve the puzzles and get out of a themed room as a team.',
      "Soixante minutes pour résoudre les énigmes et sortir d'une salle à thème en équipe.",
      'Sesenta minutos para resolver los enigmas y salir en equipo de una sala temática.',
      'Zestig minuten om samen de puzzels op te lossen en uit een themakamer te ontsnappen.',
      'Sessanta minuti per risolvere gli enigmi e uscire in squadra da una stanza a tema.',
    ),
    durationMinutes: 60,
    themeIds: [39, 48],
    perPerson: false,
  },
  {
    id: 181,
    key: 'zoo-tickets',
    group: 'family',
    name: L(
      'Zoo tickets',
      'Billets pour le zoo',
      'Entradas al zoo',
      'Dierentuintickets',
      'Biglietti per lo zoo',
    ),
    description: L(
      'A day at the zoo, with feeding times and talks by the keepers.',
      'Une journée au zoo, avec nourrissages et animations des soigneurs.',
      'Un día en el zoo, con exhibiciones de alimentación y charlas de los cuidadores.',
      'Een dag in de dierentuin, met voederingen en uitleg van de verzorgers.',
      'Una giornata allo zoo, con il pasto degli animali e gli incontri con i custodi.',
    ),
    durationMinutes: 360,
    themeIds: [39, 51],
    perPerson: true,
  },
  {
    id: 182,
    key: 'farm-visit',
    group: 'family',
    name: L(
      'Farm visit with the animals',
      'Visite de la ferme et de ses animaux',
      'Visita a una granja',
      'Boerderijbezoek',
      'Visita in fattoria',
    ),
    description: L(
      "Feed the goats, collect the eggs and taste the farm's produce at snack time.",
      "Nourrissez les chèvres, ramassez les œufs et goûtez les produits de la ferme à l'heure du goûter.",
      'Da de comer a las cabras, recoge los huevos y prueba los productos de la granja a la hora de la merienda.',
      'Geef de geiten eten, raap de eieren en proef de producten van de boerderij bij het vieruurtje.',
      'Dai da mangiare alle capre, raccogli le uova e assaggia i prodotti della fattoria a merenda.',
    ),
    durationMinutes: 120,
    themeIds: [39, 51, 14],
    perPerson: true,
  },
  {
    id: 183,
    key: 'theme-park-tickets',
    group: 'family',
    name: L(
      'Theme park tickets',
      "Billets pour un parc d'attractions",
      'Entradas a un parque temático',
      'Tickets voor een pretpark',
      'Biglietti per un parco divertimenti',
    ),
    description: L(
      'One-day admission with unlimited access to the rides and shows.',
      'Entrée pour une journée avec accès illimité aux attractions et aux spectacles.',
      'Entrada de un día con acceso ilimitado a las atracciones y los espectáculos.',
      'Dagticket met onbeperkt toegang tot de attracties en shows.',
      'Ingresso giornaliero con accesso illimitato ad attrazioni e spettacoli.',
    ),
    durationMinutes: 480,
    themeIds: [39],
    perPerson: true,
  },
  {
    id: 184,
    key: 'aquarium-tickets',
    group: 'family',
    name: L(
      'Aquarium tickets',
      "Billets pour l'aquarium",
      'Entradas al acuario',
      'Tickets voor het aquarium',
      "Biglietti per l'acquario",
    ),
    description: L(
      'Sharks, rays and jellyfish in huge tanks: ideal on a rainy day.',
      "Requins, raies et méduses dans d'immenses bassins : idéal par temps de pluie.",
      'Tiburones, rayas y medusas en enormes tanques: ideal para un día de lluvia.',
      'Haaien, roggen en kwallen in enorme bassins: ideaal op een regenachtige dag.',
      'Squali, razze e meduse in enormi vasche: perfetto in una giornata di pioggia.',
    ),
    durationMinutes: 150,
    themeIds: [39, 51, 42],
    perPerson: true,
  },
  {
    id: 185,
    key: 'water-park',
    group: 'family',
    name: L(
      'Water park admission',
      'Entrée au parc aquatique',
      'Entrada al parque acuático',
      'Toegang tot het waterpark',
      'Ingresso al parco acquatico',
    ),
    description: L(
      'Slides, a wave pool and a lazy river for a fun-filled day at any age.',
      'Toboggans, piscine à vagues et rivière lente pour une journée de fous rires à tout âge.',
      'Toboganes, piscina de olas y río lento para un día de diversión a cualquier edad.',
      'Glijbanen, een golfslagbad en een rustig stromende rivier voor een dag vol plezier, voor jong en oud.',
      'Scivoli, piscina a onde e fiume lento per una giornata di divertimento a tutte le età.',
    ),
    durationMinutes: 360,
    themeIds: [39, 42],
    perPerson: true,
  },
];

// ---------------------------------------------------------------------------------------------------------
// 3. Facilities
// ---------------------------------------------------------------------------------------------------------

export const FACILITIES: FacilityRef[] = [
  {
    code: 'pets',
    name: L(
      'Pets allowed',
      'Animaux acceptés',
      'Se admiten mascotas',
      'Huisdieren toegestaan',
      'Animali ammessi',
    ),
    highlighted: true,
  },
  {
    code: 'pool',
    name: L('Swimming pool', 'Piscine', 'Piscina', 'Zwembad', 'Piscina'),
    highlighted: true,
  },
  {
    code: 'spa',
    name: L('Spa', 'Spa', 'Spa', 'Wellnesscentrum', 'Centro benessere'),
    highlighted: true,
  },
  {
    code: 'parking',
    name: L('Car park', 'Parking', 'Aparcamiento', 'Parkeerplaats', 'Parcheggio'),
    highlighted: true,
  },
  {
    code: 'wifi',
    name: L('Free Wi-Fi', 'Wi-Fi gratuit', 'Wifi gratis', 'Gratis wifi', 'Wi-Fi gratuito'),
    highlighted: true,
  },
  {
    code: 'restaurant',
    name: L('Restaurant', 'Restaurant', 'Restaurante', 'Restaurant', 'Ristorante'),
    highlighted: true,
  },
  {
    code: 'air-conditioning',
    name: L(
      'Air conditioning',
      'Climatisation',
      'Aire acondicionado',
      'Airconditioning',
      'Aria condizionata',
    ),
    highlighted: false,
  },
  {
    code: 'fitness',
    name: L('Fitness room', 'Salle de sport', 'Gimnasio', 'Fitnessruimte', 'Palestra'),
    highlighted: false,
  },
  {
    code: 'garden',
    name: L('Garden', 'Jardin', 'Jardín', 'Tuin', 'Giardino'),
    highlighted: false,
  },
  {
    code: 'ev-charging',
    name: L(
      'EV charging point',
      'Borne de recharge électrique',
      'Punto de recarga para coches eléctricos',
      "Laadpaal voor elektrische auto's",
      'Colonnina di ricarica per auto elettriche',
    ),
    highlighted: false,
  },
  {
    code: 'accessible',
    name: L(
      'Wheelchair accessible',
      'Accessible en fauteuil roulant',
      'Accesible en silla de ruedas',
      'Rolstoeltoegankelijk',
      'Accessibile in sedia a rotelle',
    ),
    highlighted: false,
  },
  {
    code: 'bar',
    name: L('Bar'),
    highlighted: false,
  },
  {
    code: 'sauna',
    name: L('Sauna'),
    highlighted: false,
  },
  {
    code: 'jacuzzi',
    name: L('Hot tub', 'Bain à remous', 'Jacuzzi', 'Bubbelbad', 'Vasca idromassaggio'),
    highlighted: false,
  },
  {
    code: 'terrace',
    name: L('Terrace', 'Terrasse', 'Terraza', 'Terras', 'Terrazza'),
    highlighted: false,
  },
  {
    code: 'room-service',
    name: L(
      'Room service',
      'Service en chambre',
      'Servicio de habitaciones',
      'Roomservice',
      'Servizio in camera',
    ),
    highlighted: false,
  },
  {
    code: 'family-rooms',
    name: L(
      'Family rooms',
      'Chambres familiales',
      'Habitaciones familiares',
      'Familiekamers',
      'Camere familiari',
    ),
    highlighted: false,
  },
  {
    code: 'sea-view',
    name: L('Sea view', 'Vue sur la mer', 'Vistas al mar', 'Uitzicht op zee', 'Vista mare'),
    highlighted: true,
  },
  {
    code: 'kids-club',
    name: L("Kids' club", 'Club enfants', 'Club infantil', 'Kinderclub', 'Miniclub'),
    highlighted: false,
  },
  {
    code: 'bike-rental',
    name: L(
      'Bike rental',
      'Location de vélos',
      'Alquiler de bicicletas',
      'Fietsverhuur',
      'Noleggio biciclette',
    ),
    highlighted: false,
  },
  {
    code: 'tennis',
    name: L('Tennis court', 'Court de tennis', 'Pista de tenis', 'Tennisbaan', 'Campo da tennis'),
    highlighted: false,
  },
];

export const ECO_FACILITIES: CodeName[] = [
  {
    code: 'renewable-energy',
    name: L(
      'Renewable energy',
      'Énergie renouvelable',
      'Energía renovable',
      'Groene stroom',
      'Energia rinnovabile',
    ),
  },
  {
    code: 'local-organic-produce',
    name: L(
      'Local and organic produce',
      'Produits locaux et bio',
      'Productos locales y ecológicos',
      'Lokale en biologische producten',
      'Prodotti locali e biologici',
    ),
  },
  {
    code: 'waste-sorting',
    name: L(
      'Waste sorting and recycling',
      'Tri sélectif et recyclage',
      'Separación de residuos y reciclaje',
      'Afvalscheiding en recycling',
      'Raccolta differenziata e riciclo',
    ),
  },
  {
    code: 'eco-label',
    name: L(
      'Certified eco-label',
      'Écolabel certifié',
      'Etiqueta ecológica certificada',
      'Gecertificeerd ecolabel',
      'Marchio ecologico certificato',
    ),
  },
  {
    code: 'water-saving',
    name: L(
      'Water-saving fittings',
      'Équipements économes en eau',
      'Sistemas de ahorro de agua',
      'Waterbesparende voorzieningen',
      'Dispositivi per il risparmio idrico',
    ),
  },
  {
    code: 'no-single-use-plastic',
    name: L(
      'No single-use plastics',
      'Zéro plastique à usage unique',
      'Sin plásticos de un solo uso',
      'Geen wegwerpplastic',
      'Niente plastica monouso',
    ),
  },
  {
    code: 'public-transport',
    name: L(
      'Reachable by public transport',
      'Accessible en transports en commun',
      'Accesible en transporte público',
      'Bereikbaar met het openbaar vervoer',
      'Raggiungibile con i mezzi pubblici',
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------
// 4. Hotel types, environments, styles
// ---------------------------------------------------------------------------------------------------------

export const HOTEL_TYPES: CodeName[] = [
  { code: 'hotel', name: L('Hotel', 'Hôtel') },
  { code: 'castle', name: L('Castle', 'Château', 'Castillo', 'Kasteel', 'Castello') },
  {
    code: 'guesthouse',
    name: L('Guesthouse (B&B)', "Chambre d'hôtes", 'Casa de huéspedes', 'Bed & breakfast', 'Bed & breakfast'),
  },
  {
    code: 'resort',
    name: L('Resort', 'Complexe hôtelier', 'Complejo turístico'),
  },
  {
    code: 'aparthotel',
    name: L('Aparthotel', "Appart'hôtel", 'Apartahotel', 'Appartementenhotel', 'Residence'),
  },
  {
    code: 'country-house',
    name: L('Country house', 'Gîte de campagne', 'Casa rural', 'Landhuis', 'Agriturismo'),
  },
  {
    code: 'boutique-hotel',
    name: L('Boutique hotel', 'Hôtel de charme', 'Hotel boutique', 'Boetiekhotel', 'Hotel di charme'),
  },
  {
    code: 'unusual',
    name: L(
      'Unusual accommodation',
      'Hébergement insolite',
      'Alojamiento singular',
      'Bijzondere accommodatie',
      'Alloggio insolito',
    ),
  },
];

export const HOTEL_ENVIRONMENTS: EnvironmentRef[] = [
  {
    code: 'city-centre',
    name: L('City centre', 'Centre-ville', 'Centro ciudad', 'Stadscentrum', 'Centro città'),
    phrase: L(
      'in the heart of the city',
      'au cœur de la ville',
      'en pleno centro de la ciudad',
      'midden in het centrum',
      'nel cuore della città',
    ),
  },
  {
    code: 'seaside',
    name: L('Seaside', 'Bord de mer', 'Costa', 'Aan zee', 'Al mare'),
    phrase: L(
      'just steps from the sea',
      'à deux pas de la mer',
      'a pocos pasos del mar',
      'op een steenworp van zee',
      'a due passi dal mare',
    ),
  },
  {
    code: 'countryside',
    name: L('Countryside', 'Campagne', 'Campo', 'Platteland', 'Campagna'),
    phrase: L(
      'in the peaceful countryside',
      'en pleine campagne',
      'en pleno campo',
      'midden op het platteland',
      'in piena campagna',
    ),
  },
  {
    code: 'mountain',
    name: L('Mountain', 'Montagne', 'Montaña', 'Bergen', 'Montagna'),
    phrase: L(
      'high in the mountains',
      'au cœur des montagnes',
      'en plena montaña',
      'midden in de bergen',
      'tra le montagne',
    ),
  },
  {
    code: 'lakeside',
    name: L('Lakeside', 'Bord de lac', 'Junto a un lago', 'Aan het meer', 'Sul lago'),
    phrase: L(
      'on the shores of a lake',
      "au bord d'un lac",
      'a orillas de un lago',
      'aan de oever van een meer',
      'sulle rive di un lago',
    ),
  },
  {
    code: 'vineyard',
    name: L('Vineyards', 'Vignoble', 'Viñedos', 'Wijngaarden', 'Vigneti'),
    phrase: L(
      'among the vineyards',
      'au milieu des vignes',
      'entre viñedos',
      'tussen de wijngaarden',
      'tra i vigneti',
    ),
  },
  {
    code: 'forest',
    name: L('Forest', 'Forêt', 'Bosque', 'Bos', 'Bosco'),
    phrase: L(
      'on the edge of the forest',
      'en lisière de forêt',
      'junto al bosque',
      'aan de rand van het bos',
      'ai margini del bosco',
    ),
  },
];

export const HOTEL_STYLES: CodeName[] = [
  { code: 'design', name: L('Design', 'Design', 'De diseño', 'Design', 'Di design') },
  {
    code: 'charming',
    name: L('Charming', 'De charme', 'Con encanto', 'Sfeervol', 'Di charme'),
  },
  { code: 'luxury', name: L('Luxury', 'Luxe', 'De lujo', 'Luxe', 'Di lusso') },
  {
    code: 'historic',
    name: L('Historic', 'Historique', 'Histórico', 'Historisch', 'Storico'),
  },
  {
    code: 'eco-friendly',
    name: L('Eco-friendly', 'Écoresponsable', 'Sostenible', 'Duurzaam', 'Ecosostenibile'),
  },
  {
    code: 'contemporary',
    name: L('Contemporary', 'Contemporain', 'Contemporáneo', 'Eigentijds', 'Contemporaneo'),
  },
  { code: 'cosy', name: L('Cosy', 'Chaleureux', 'Acogedor', 'Gezellig', 'Accogliente') },
  { code: 'rustic', name: L('Rustic', 'Rustique', 'Rústico', 'Rustiek', 'Rustico') },
];

// ---------------------------------------------------------------------------------------------------------
// 5. Hotel naming material
// ---------------------------------------------------------------------------------------------------------
// The generator builds `prefix + ' ' + name`, optionally followed by the city or a suffix:
// "Domaine Les Tilleuls & Spa", "Posada El Mirador", "Landgoed De Gouden Leeuw Resort & Spa".
// Names are invented combinations of ordinary words; none is meant to point at a real establishment.

const BE_FR: HotelNameMaterial = {
  prefixes: ['Hôtel', 'Château', 'Domaine', 'Auberge', 'Hostellerie', 'Manoir', 'Relais', 'Moulin'],
  names: [
    'Le Val',
    'La Semois',
    'Les Fagnes',
    'Le Vieux Moulin',
    'La Ferme Blanche',
    'Les Comtes',
    'Le Cor de Chasse',
    'La Source',
    'Les Bouleaux',
    'Le Grand Cerf',
    'Les Hêtres',
    'La Clairière',
    'Le Prieuré',
    'Saint-Hubert',
    'Les Roches',
    'La Vallée',
    'Le Bois Joli',
    'Les Sapins',
    'Le Belvédère',
    'La Forge',
    'Les Genêts',
    'Le Pont de Pierre',
    'Les Trois Clés',
    'Beau Séjour',
    'Bellevue',
    'Le Chêne Royal',
    'Les Ramiers',
    'La Renardière',
    'Les Étangs',
    'La Ferronnerie',
    'Les Falizes',
    'Le Vivier',
    'La Bergerie',
    'Les Églantiers',
  ],
  suffixes: [
    '& Spa',
    'Spa & Golf',
    'Resort & Spa',
    '& Wellness',
    'Golf & Spa',
    '& Suites',
    '& Brasserie',
    'Nature & Spa',
  ],
};

const BE_NL: HotelNameMaterial = {
  prefixes: ['Hotel', 'Kasteel', 'Hof', 'Herberg', 'Landhuis', 'Hoeve', 'Domein', 'Abdijhoeve'],
  names: [
    'De Zwaan',
    'De Gouden Boom',
    'Ter Heide',
    "'t Zilveren Hert",
    'De Watermolen',
    'Ten Bosse',
    'Sint-Joris',
    'De Linde',
    'Het Anker',
    'De Kroon',
    'Ter Linde',
    'De Witte Lelie',
    'Ten Hove',
    'De Pauw',
    'De Reiger',
    'Ter Duinen',
    'De Groene Poort',
    'De Vijvers',
    'Ter Beuken',
    'De Klokke',
    'Het Valkenhof',
    'Ter Molen',
    'De Drie Koningen',
    'Sint-Michiel',
    'Ten Berghe',
    'De Hoorn',
    'Het Groene Woud',
    'De Wilgen',
    'Ter Venne',
    'De Tuinen',
    'Het Koetshuis',
    'De Beiaard',
    'Ter Abdij',
    'De Kapelle',
  ],
  suffixes: [
    '& Spa',
    'Wellness & Spa',
    'Golf & Country Club',
    'Resort & Spa',
    '& Wellness',
    'Sea & Spa',
    '& Suites',
  ],
};

export const HOTEL_NAME_PATTERNS: Record<CountryCode, HotelNamePattern> = {
  FR: {
    prefixes: [
      'Hôtel',
      'Domaine',
      'Château',
      'Manoir',
      'Auberge',
      'Relais',
      'Hostellerie',
      'Mas',
      'Villa',
      'Maison',
    ],
    names: [
      'Les Tilleuls',
      'La Bastide',
      'Le Clos des Vignes',
      'Bellevue',
      'Beau Rivage',
      'Les Oliviers',
      'La Roseraie',
      'Le Moulin',
      'Les Chênes',
      'Saint-Martin',
      'Les Glycines',
      'La Fontaine',
      'Le Prieuré',
      "Le Lion d'Or",
      'La Belle Étoile',
      'Les Pins',
      'Le Vieux Pressoir',
      'La Colline',
      'Les Cèdres',
      'Le Grand Jardin',
      'Les Lavandes',
      'La Source',
      'Les Écuries',
      'La Closerie',
      'Le Pré Fleuri',
      'Les Alouettes',
      'La Chaumière',
      'Les Marronniers',
      'Le Val Joli',
      'La Forge',
      'Les Remparts',
      'La Tour',
      'Les Acacias',
      'Les Peupliers',
      'La Garenne',
      'Les Cigales',
      'Le Petit Bois',
      'Les Rochers',
      "L'Orangerie",
      'Les Hirondelles',
      'La Pinède',
      'Le Clos Saint-Jean',
      'Les Sources Vives',
      'La Vigneraie',
      "L'Ermitage",
      'Les Bruyères',
      'Les Gentianes',
      'Le Cloître',
      'Les Saules',
      'La Grange',
      'Le Belvédère',
      'Les Jardins du Lac',
      'La Maison Blanche',
      'Les Capucins',
      'Le Beffroi',
      'Les Vignes Hautes',
      'Sainte-Anne',
      'Saint-Roch',
      'Le Grand Cerf',
      'Les Amandiers',
      'Le Mistral',
      'Les Myrtilles',
      'La Chapelle',
      'Les Falaises',
      'La Calanque',
      'Les Vergers',
      'Les Dunes',
      'Le Phare',
      'Les Lauriers',
      'La Treille',
    ],
    suffixes: [
      '& Spa',
      'Spa & Golf',
      'Resort & Spa',
      'Golf & Spa',
      '& Suites',
      'Thalasso & Spa',
      '& Restaurant',
      'Lodge & Spa',
      'Spa & Bien-être',
      'Bord de Mer',
      'Centre Historique',
      'Relais & Spa',
    ],
  },
  ES: {
    prefixes: [
      'Hotel',
      'Hostería',
      'Posada',
      'Casa',
      'Palacio',
      'Hacienda',
      'Cortijo',
      'Masía',
      'Finca',
      'Hostal',
    ],
    names: [
      'El Mirador',
      'Los Olivos',
      'La Alameda',
      'Las Palmeras',
      'El Molino',
      'La Ermita',
      'Santa Clara',
      'Los Almendros',
      'La Fuente',
      'El Patio',
      'Las Adelfas',
      'El Convento',
      'La Encina',
      'Los Cipreses',
      'El Pinar',
      'La Rosaleda',
      'Las Dunas',
      'El Faro',
      'Los Naranjos',
      'La Atalaya',
      'La Vega',
      'Los Robles',
      'Sierra Alta',
      'El Puerto',
      'La Bodega',
      'Las Buganvillas',
      'El Jardín',
      'Mar Azul',
      'Buenavista',
      'La Torre',
      'El Romeral',
      'Los Arcos',
      'La Muralla',
      'Santa María',
      'San Antón',
      'El Lago',
      'La Cañada',
      'Los Pinos',
      'El Azahar',
      'La Tahona',
      'El Trigal',
      'Las Golondrinas',
      'La Higuera',
      'El Cigarral',
      'La Cartuja',
      'Los Tilos',
      'Doña Jimena',
      'Los Arrayanes',
      'El Balcón del Mar',
      'Monteverde',
      'La Solana',
      'Las Viñas',
      'La Senda',
      'El Alcázar',
      'Las Acacias',
      'La Parra',
      'El Olivar',
      'La Dehesa',
      'Los Cerezos',
      'El Sauce',
      'La Marina',
      'San Telmo',
      'Cala Fina',
      'Las Moreras',
      'El Algarrobo',
      'Vista Alegre',
      'La Casona del Río',
      'Los Laureles',
    ],
    suffixes: [
      '& Spa',
      'Spa & Golf',
      'Resort & Spa',
      'Boutique',
      'Golf & Spa',
      'Wellness & Spa',
      'Gran Lujo',
      'Rural',
      '& Suites',
      'Talasoterapia',
      'Playa',
      'Spa & Bienestar',
    ],
  },
  BE: {
    prefixes: [...BE_FR.prefixes, ...BE_NL.prefixes],
    names: [...BE_FR.names, ...BE_NL.names],
    suffixes: [...new Set([...BE_FR.suffixes, ...BE_NL.suffixes])],
    variants: [
      { language: 'fr', material: BE_FR },
      { language: 'nl', material: BE_NL },
    ],
  },
  NL: {
    prefixes: [
      'Hotel',
      'Landgoed',
      'Kasteel',
      'Herberg',
      'Buitenplaats',
      'Hof',
      'Landhuis',
      'Logement',
      'Strandhotel',
      'Boutique Hotel',
    ],
    names: [
      'De Gouden Leeuw',
      'Het Zilveren Meer',
      'De Roode Schuur',
      'De Zwarte Ruiter',
      'Het Wapen van Holland',
      "'t Veerhuis",
      'De Oude Molen',
      'De Heidebloem',
      'Het Witte Paard',
      'De Blauwe Reiger',
      'De Eikenhorst',
      'Duinzicht',
      'Zeezicht',
      'De Linden',
      "'t Schippershuis",
      'De Sterrenberg',
      'Het Klooster',
      'De Vier Jaargetijden',
      'De Brink',
      "'t Hooge Land",
      'De Wielewaal',
      'Het Rode Hert',
      'De Gravin',
      'De Kroon',
      'De Watertoren',
      'Het Posthuis',
      'De Waag',
      'De Pelikaan',
      'De Vlindertuin',
      'Het Koetshuis',
      'De Wildwal',
      'Het Oude Raadhuis',
      'De Boschvijver',
      'Het Slot',
      'De Hertenkamp',
      'De Smidse',
      'Het Jachthuis',
      "'t Zwanenmeer",
      'De Graanschuur',
      'Het Lindehof',
      'De Ruwe Heide',
      'De Vlasbloem',
      'Het Veenhuis',
      'Het Ruiterhuis',
      'Polderzicht',
      'Meerzicht',
      'De Bosrand',
      'De Beukenhof',
      'De Ooievaar',
      'Het Anker',
      'De Gouden Karper',
      'De Nachtegaal',
      'Het Wapen van Friesland',
      'De Zilvermeeuw',
      'De Tulpenhof',
      'Het Hooghe Huys',
      'De Vuurtoren',
      'De Korenbloem',
      'De Vliet',
      'De Wolfsberg',
      'De Zandloper',
      'Het Brouwershuis',
      'De Kasteelhoeve',
      'De Drie Linden',
      'Het Groene Hart',
      'De Eendracht',
    ],
    suffixes: [
      '& Spa',
      'Spa & Golf',
      'Resort & Spa',
      '& Wellness',
      'Wellness & Spa',
      'Golf & Country Club',
      '& Suites',
      'Beach Resort',
      'aan Zee',
      '& Restaurant',
      'Bos & Hei',
    ],
  },
  IT: {
    prefixes: [
      'Hotel',
      'Albergo',
      'Villa',
      'Locanda',
      'Agriturismo',
      'Palazzo',
      'Relais',
      'Tenuta',
      'Grand Hotel',
      'Residenza',
      'Borgo',
      'Masseria',
    ],
    names: [
      'Bellavista',
      'Il Giardino',
      'La Pergola',
      'Le Rose',
      'San Giorgio',
      'Il Glicine',
      'La Limonaia',
      'Miramare',
      'Belvedere',
      'Le Querce',
      'Il Castagno',
      'I Cipressi',
      'La Fontana',
      'Santa Caterina',
      'Il Melograno',
      'La Torre',
      'Le Mura',
      'San Michele',
      'Il Poggio',
      'La Quercia',
      'Gli Ulivi',
      'Il Mulino',
      'La Collina',
      'Le Vigne',
      'Santa Lucia',
      'Il Lago',
      'La Meridiana',
      'Il Sole',
      'Stella Marina',
      'Aurora',
      'Le Ginestre',
      'Il Faro',
      'I Tigli',
      'Il Cedro',
      'La Corte',
      'La Pineta',
      'Il Roseto',
      'Le Terrazze',
      'San Lorenzo',
      'Il Chiostro',
      'La Vigna',
      "L'Oleandro",
      'dei Fiori',
      'Il Parco',
      'La Cascina',
      'Le Palme',
      'I Gelsomini',
      'Il Vigneto',
      "Sant'Anna",
      'La Rocca',
      'Il Frantoio',
      'Il Pozzo',
      'La Badia',
      'Le Lucciole',
      'La Lanterna',
      'Il Tramonto',
      'La Baia',
      'Due Mari',
      'Tre Fontane',
      'Il Gabbiano',
      'La Magnolia',
      'San Francesco',
      'Il Cavaliere',
      'delle Rose',
      'La Fenice',
      'Il Carrubo',
      'Le Fontanelle',
    ],
    suffixes: [
      '& Spa',
      'Spa & Golf',
      'Resort & Spa',
      'Wellness & Spa',
      'Golf Resort',
      'Relais & Spa',
      'Boutique Hotel',
      'Terme & Spa',
      'Suites',
      'Lake Resort',
      'Dimora Storica',
      'Charming House',
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------
// 6. Room types
// ---------------------------------------------------------------------------------------------------------

export const ROOM_TYPES: RoomTypeRef[] = [
  {
    code: 'single',
    name: L(
      'Single room',
      'Chambre individuelle',
      'Habitación individual',
      'Eenpersoonskamer',
      'Camera singola',
    ),
    capacityAdults: 1,
    capacityTotal: 1,
    sizeM2: [10, 14],
    bedding: L('1 single bed', '1 lit simple', '1 cama individual', '1 eenpersoonsbed', '1 letto singolo'),
  },
  {
    code: 'double',
    name: L('Double room', 'Chambre double', 'Habitación doble', 'Tweepersoonskamer', 'Camera matrimoniale'),
    capacityAdults: 2,
    capacityTotal: 2,
    sizeM2: [14, 20],
    bedding: L(
      '1 double bed (140 cm)',
      '1 lit double (140 cm)',
      '1 cama de matrimonio (140 cm)',
      '1 tweepersoonsbed (140 cm)',
      '1 letto matrimoniale (140 cm)',
    ),
  },
  {
    code: 'twin',
    name: L(
      'Twin room',
      'Chambre à deux lits',
      'Habitación con dos camas',
      'Kamer met twee aparte bedden',
      'Camera doppia con letti separati',
    ),
    capacityAdults: 2,
    capacityTotal: 2,
    sizeM2: [14, 20],
    bedding: L(
      '2 single beds',
      '2 lits simples',
      '2 camas individuales',
      '2 eenpersoonsbedden',
      '2 letti singoli',
    ),
  },
  {
    code: 'superior-double',
    name: L(
      'Superior double room',
      'Chambre double supérieure',
      'Habitación doble superior',
      'Superior tweepersoonskamer',
      'Camera matrimoniale superior',
    ),
    capacityAdults: 2,
    capacityTotal: 2,
    sizeM2: [20, 26],
    bedding: L(
      '1 double bed (160 cm)',
      '1 lit double (160 cm)',
      '1 cama de matrimonio (160 cm)',
      '1 tweepersoonsbed (160 cm)',
      '1 letto matrimoniale (160 cm)',
    ),
  },
  {
    code: 'deluxe-double-view',
    name: L(
      'Deluxe double room with a view',
      'Chambre double deluxe avec vue',
      'Habitación doble deluxe con vistas',
      'Deluxe tweepersoonskamer met uitzicht',
      'Camera matrimoniale deluxe con vista',
    ),
    capacityAdults: 2,
    capacityTotal: 2,
    sizeM2: [24, 32],
    bedding: L(
      '1 king-size bed (180 cm)',
      '1 lit king size (180 cm)',
      '1 cama extragrande (180 cm)',
      '1 kingsizebed (180 cm)',
      '1 letto king size (180 cm)',
    ),
  },
  {
    code: 'junior-suite',
    name: L('Junior suite', 'Suite junior', 'Junior suite', 'Juniorsuite'),
    capacityAdults: 2,
    capacityTotal: 3,
    sizeM2: [30, 40],
    bedding: L(
      '1 king-size bed (180 cm) and 1 sofa bed',
      '1 lit king size (180 cm) et 1 canapé-lit',
      '1 cama extragrande (180 cm) y 1 sofá cama',
      '1 kingsizebed (180 cm) en 1 slaapbank',
      '1 letto king size (180 cm) e 1 divano letto',
    ),
  },
  {
    code: 'suite',
    name: L(
      'Suite with lounge',
      'Suite avec salon',
      'Suite con salón',
      'Suite met zitkamer',
      'Suite con salotto',
    ),
    capacityAdults: 2,
    capacityTotal: 4,
    sizeM2: [40, 60],
    bedding: L(
      '1 king-size bed (180 cm) and 1 double sofa bed',
      '1 lit king size (180 cm) et 1 canapé-lit double',
      '1 cama extragrande (180 cm) y 1 sofá cama doble',
      '1 kingsizebed (180 cm) en 1 tweepersoonsslaapbank',
      '1 letto king size (180 cm) e 1 divano letto matrimoniale',
    ),
  },
  {
    code: 'family-room',
    name: L(
      'Family room (4 people)',
      'Chambre familiale (4 personnes)',
      'Habitación familiar (4 personas)',
      'Familiekamer (4 personen)',
      'Camera familiare (4 persone)',
    ),
    capacityAdults: 3,
    capacityTotal: 4,
    sizeM2: [26, 35],
    bedding: L(
      '1 double bed and 2 single beds',
      '1 lit double et 2 lits simples',
      '1 cama de matrimonio y 2 camas individuales',
      '1 tweepersoonsbed en 2 eenpersoonsbedden',
      '1 letto matrimoniale e 2 letti singoli',
    ),
  },
  {
    code: 'family-suite',
    name: L(
      'Family suite (5 people)',
      'Suite familiale (5 personnes)',
      'Suite familiar (5 personas)',
      'Familiesuite (5 personen)',
      'Suite familiare (5 persone)',
    ),
    capacityAdults: 4,
    capacityTotal: 5,
    sizeM2: [40, 55],
    bedding: L(
      '1 double bed, 2 single beds and 1 sofa bed',
      '1 lit double, 2 lits simples et 1 canapé-lit',
      '1 cama de matrimonio, 2 camas individuales y 1 sofá cama',
      '1 tweepersoonsbed, 2 eenpersoonsbedden en 1 slaapbank',
      '1 letto matrimoniale, 2 letti singoli e 1 divano letto',
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------
// 7. Offer labels and selling points
// ---------------------------------------------------------------------------------------------------------
// Placeholders: {activity} — the activity name in lower case, without article ("couple's massage",
// « massage en duo »); {city} — the city name. Each label uses {activity}, {city} or both, identically in
// all five languages.

export const OFFER_LABEL_TEMPLATES: OfferLabelTemplate[] = [
  // Wellness (26)
  {
    themeId: 26,
    label: L(
      'Wellness break with {activity}',
      'Séjour bien-être avec {activity}',
      'Escapada de bienestar con {activity}',
      'Wellnessarrangement met {activity}',
      'Soggiorno benessere con {activity}',
    ),
  },
  {
    themeId: 26,
    label: L(
      'Spa weekend in {city} with {activity}',
      'Week-end spa à {city} avec {activity}',
      'Fin de semana de spa en {city} con {activity}',
      'Spaweekend in {city} met {activity}',
      'Weekend spa a {city} con {activity}',
    ),
  },
  {
    themeId: 26,
    label: L(
      'Relaxing getaway in {city}',
      'Parenthèse détente à {city}',
      'Escapada relax en {city}',
      'Ontspannen uitje in {city}',
      'Pausa relax a {city}',
    ),
  },
  {
    themeId: 26,
    label: L(
      'Recharge your batteries with {activity}',
      'Rechargez vos batteries avec {activity}',
      'Recarga pilas con {activity}',
      'Laad je batterij op met {activity}',
      'Ricarica le energie con {activity}',
    ),
  },
  {
    themeId: 26,
    label: L(
      'Wellness and {activity} in {city}',
      'Bien-être et {activity} à {city}',
      'Bienestar y {activity} en {city}',
      'Wellness en {activity} in {city}',
      'Benessere e {activity} a {city}',
    ),
  },
  // Romantic (23)
  {
    themeId: 23,
    label: L(
      'Romantic escape with {activity}',
      'Escapade romantique avec {activity}',
      'Escapada romántica con {activity}',
      'Romantisch uitje met {activity}',
      'Fuga romantica con {activity}',
    ),
  },
  {
    themeId: 23,
    label: L(
      'Romantic weekend in {city}',
      'Week-end en amoureux à {city}',
      'Fin de semana romántico en {city}',
      'Romantisch weekend in {city}',
      'Weekend romantico a {city}',
    ),
  },
  {
    themeId: 23,
    label: L(
      'Love nest in {city} with {activity}',
      'Nid douillet à {city} avec {activity}',
      'Nido de amor en {city} con {activity}',
      'Liefdesnestje in {city} met {activity}',
      "Nido d'amore a {city} con {activity}",
    ),
  },
  {
    themeId: 23,
    label: L(
      'Just the two of you: {activity} and a cosy night',
      'Rien que vous deux : {activity} et nuit douillette',
      'Solo vosotros dos: {activity} y una noche acogedora',
      "Met z'n tweetjes: {activity} en een knusse nacht",
      'Solo voi due: {activity} e una notte da sogno',
    ),
  },
  {
    themeId: 23,
    label: L(
      'Romantic stay with {activity}',
      'Séjour romantique avec {activity}',
      'Estancia romántica con {activity}',
      'Romantisch verblijf met {activity}',
      'Soggiorno romantico con {activity}',
    ),
  },
  // Gastronomy (19)
  {
    themeId: 19,
    label: L(
      'Gourmet getaway with {activity}',
      'Escapade gourmande avec {activity}',
      'Escapada gastronómica con {activity}',
      'Culinair uitje met {activity}',
      'Fuga golosa con {activity}',
    ),
  },
  {
    themeId: 19,
    label: L(
      'Foodie weekend in {city}',
      'Week-end gourmand à {city}',
      'Fin de semana gastronómico en {city}',
      'Culinair weekend in {city}',
      'Weekend gastronomico a {city}',
    ),
  },
  {
    themeId: 19,
    label: L(
      'Gourmet break in {city} with {activity}',
      'Pause gourmande à {city} avec {activity}',
      'Escapada para sibaritas en {city} con {activity}',
      'Lekker genieten in {city} met {activity}',
      'Pausa golosa a {city} con {activity}',
    ),
  },
  {
    themeId: 19,
    label: L(
      'Table for two and {activity}',
      'Table pour deux et {activity}',
      'Mesa para dos y {activity}',
      'Tafeltje voor twee en {activity}',
      'Tavola per due e {activity}',
    ),
  },
  {
    themeId: 19,
    label: L(
      'Fine dining stay with {activity}',
      'Séjour gastronomique avec {activity}',
      'Estancia gourmet con {activity}',
      'Gastronomisch verblijf met {activity}',
      'Soggiorno gourmet con {activity}',
    ),
  },
  // Family (39)
  {
    themeId: 39,
    label: L(
      'Family break with {activity}',
      'Séjour en famille avec {activity}',
      'Escapada en familia con {activity}',
      'Gezinsuitje met {activity}',
      'Vacanza in famiglia con {activity}',
    ),
  },
  {
    themeId: 39,
    label: L(
      'Family weekend in {city}',
      'Week-end en famille à {city}',
      'Fin de semana en familia en {city}',
      'Weekendje weg met het gezin in {city}',
      'Weekend in famiglia a {city}',
    ),
  },
  {
    themeId: 39,
    label: L(
      'Memories to share: {activity} for the whole family',
      'Souvenirs à partager : {activity} pour toute la famille',
      'Recuerdos para compartir: {activity} para toda la familia',
      'Samen herinneringen maken: {activity} voor het hele gezin',
      'Ricordi da condividere: {activity} per tutta la famiglia',
    ),
  },
  {
    themeId: 39,
    label: L(
      'Mini-break in {city} with {activity}',
      'Mini-vacances à {city} avec {activity}',
      'Minivacaciones en {city} con {activity}',
      'Korte vakantie in {city} met {activity}',
      'Mini vacanza a {city} con {activity}',
    ),
  },
  // Adventure & sport (8)
  {
    themeId: 8,
    label: L(
      'Adventure weekend with {activity}',
      'Week-end aventure avec {activity}',
      'Fin de semana de aventura con {activity}',
      'Avontuurlijk weekend met {activity}',
      'Weekend avventura con {activity}',
    ),
  },
  {
    themeId: 8,
    label: L(
      'Adrenaline in {city}: {activity}',
      'Adrénaline à {city} : {activity}',
      'Adrenalina en {city}: {activity}',
      'Adrenalinekick in {city}: {activity}',
      'Adrenalina a {city}: {activity}',
    ),
  },
  {
    themeId: 8,
    label: L(
      'Active break with {activity}',
      'Séjour sportif avec {activity}',
      'Escapada activa con {activity}',
      'Actief uitje met {activity}',
      'Soggiorno sportivo con {activity}',
    ),
  },
  {
    themeId: 8,
    label: L(
      'Thrills and comfort in {city}',
      'Sensations fortes et confort à {city}',
      'Emoción y confort en {city}',
      'Spanning en comfort in {city}',
      'Emozioni forti e comfort a {city}',
    ),
  },
  // Culture & heritage (11)
  {
    themeId: 11,
    label: L(
      'Cultural getaway with {activity}',
      'Escapade culturelle avec {activity}',
      'Escapada cultural con {activity}',
      'Cultureel uitje met {activity}',
      'Fuga culturale con {activity}',
    ),
  },
  {
    themeId: 11,
    label: L(
      'Discover {city} with {activity}',
      'Découvrez {city} avec {activity}',
      'Descubre {city} con {activity}',
      'Ontdek {city} met {activity}',
      'Scopri {city} con {activity}',
    ),
  },
  {
    themeId: 11,
    label: L(
      'Heritage weekend in {city}',
      'Week-end patrimoine à {city}',
      'Fin de semana cultural en {city}',
      'Erfgoedweekend in {city}',
      'Weekend tra storia e arte a {city}',
    ),
  },
  {
    themeId: 11,
    label: L(
      'History and charm with {activity}',
      'Histoire et charme avec {activity}',
      'Historia y encanto con {activity}',
      'Geschiedenis en charme met {activity}',
      'Storia e fascino con {activity}',
    ),
  },
  // Nature & outdoors (14)
  {
    themeId: 14,
    label: L(
      'Back to nature with {activity}',
      'Retour à la nature avec {activity}',
      'Vuelta a la naturaleza con {activity}',
      'Terug naar de natuur met {activity}',
      'Ritorno alla natura con {activity}',
    ),
  },
  {
    themeId: 14,
    label: L(
      'Green break near {city}',
      "Bol d'air près de {city}",
      'Escapada verde cerca de {city}',
      'Groen uitje bij {city}',
      'Pausa verde vicino a {city}',
    ),
  },
  {
    themeId: 14,
    label: L(
      'Fresh air and {activity}',
      'Grand air et {activity}',
      'Aire puro y {activity}',
      'Frisse lucht en {activity}',
      'Aria pura e {activity}',
    ),
  },
  {
    themeId: 14,
    label: L(
      'Nature weekend with {activity}',
      'Week-end nature avec {activity}',
      'Fin de semana en plena naturaleza con {activity}',
      'Natuurweekend met {activity}',
      'Weekend nella natura con {activity}',
    ),
  },
  // Unusual stays (31)
  {
    themeId: 31,
    label: L(
      'Unusual night with {activity}',
      'Nuit insolite avec {activity}',
      'Noche insólita con {activity}',
      'Bijzondere overnachting met {activity}',
      'Notte insolita con {activity}',
    ),
  },
  {
    themeId: 31,
    label: L(
      'Off-the-beaten-track stay near {city}',
      'Séjour hors des sentiers battus près de {city}',
      'Estancia fuera de lo común cerca de {city}',
      'Bijzonder verblijf bij {city}',
      'Soggiorno fuori dal comune vicino a {city}',
    ),
  },
  {
    themeId: 31,
    label: L(
      'A night like no other with {activity}',
      'Une nuit pas comme les autres avec {activity}',
      'Una noche diferente con {activity}',
      'Een nacht als geen ander met {activity}',
      'Una notte diversa dal solito con {activity}',
    ),
  },
  {
    themeId: 31,
    label: L(
      'Unique experience in {city}',
      'Expérience unique à {city}',
      'Experiencia única en {city}',
      'Unieke belevenis in {city}',
      'Esperienza unica a {city}',
    ),
  },
  // Wine & vineyards (34)
  {
    themeId: 34,
    label: L(
      "Wine lovers' break with {activity}",
      'Escapade œnologique avec {activity}',
      'Escapada enológica con {activity}',
      'Wijnarrangement met {activity}',
      'Fuga enologica con {activity}',
    ),
  },
  {
    themeId: 34,
    label: L(
      'Wine weekend near {city}',
      'Week-end dans les vignes près de {city}',
      'Fin de semana entre viñedos cerca de {city}',
      'Wijnweekend bij {city}',
      'Weekend tra i vigneti vicino a {city}',
    ),
  },
  {
    themeId: 34,
    label: L(
      'From vine to glass: {activity}',
      'De la vigne au verre : {activity}',
      'De la viña a la copa: {activity}',
      'Van druif tot glas: {activity}',
      'Dalla vigna al bicchiere: {activity}',
    ),
  },
  {
    themeId: 34,
    label: L(
      'Vineyard stay with {activity}',
      'Séjour au cœur des vignes avec {activity}',
      'Estancia entre viñedos con {activity}',
      'Verblijf tussen de wijngaarden met {activity}',
      'Soggiorno in vigna con {activity}',
    ),
  },
  // Sea & beach (42)
  {
    themeId: 42,
    label: L(
      'Seaside break with {activity}',
      'Escapade en bord de mer avec {activity}',
      'Escapada a la costa con {activity}',
      'Uitje aan zee met {activity}',
      'Fuga al mare con {activity}',
    ),
  },
  {
    themeId: 42,
    label: L(
      'Sea air in {city}',
      'Air marin à {city}',
      'Brisa marina en {city}',
      'Zeelucht opsnuiven in {city}',
      'Aria di mare a {city}',
    ),
  },
  {
    themeId: 42,
    label: L(
      'Sun, sea and {activity}',
      'Soleil, mer et {activity}',
      'Sol, mar y {activity}',
      'Zon, zee en {activity}',
      'Sole, mare e {activity}',
    ),
  },
  {
    themeId: 42,
    label: L(
      'Beach weekend in {city} with {activity}',
      'Week-end plage à {city} avec {activity}',
      'Fin de semana de playa en {city} con {activity}',
      'Strandweekend in {city} met {activity}',
      'Weekend al mare a {city} con {activity}',
    ),
  },
  // Mountain & ski (45)
  {
    themeId: 45,
    label: L(
      'Mountain getaway with {activity}',
      'Escapade à la montagne avec {activity}',
      'Escapada a la montaña con {activity}',
      'Uitje in de bergen met {activity}',
      'Fuga in montagna con {activity}',
    ),
  },
  {
    themeId: 45,
    label: L(
      'Snow and comfort in {city}',
      'Neige et confort à {city}',
      'Nieve y confort en {city}',
      'Sneeuw en comfort in {city}',
      'Neve e comfort a {city}',
    ),
  },
  {
    themeId: 45,
    label: L(
      'On top of the world: {activity}',
      'Sur les sommets : {activity}',
      'En las cumbres: {activity}',
      'Hoog in de bergen: {activity}',
      'In vetta: {activity}',
    ),
  },
  {
    themeId: 45,
    label: L(
      'Mountain weekend in {city} with {activity}',
      'Week-end montagne à {city} avec {activity}',
      'Fin de semana de montaña en {city} con {activity}',
      'Bergweekend in {city} met {activity}',
      'Weekend in montagna a {city} con {activity}',
    ),
  },
  // City break (48)
  {
    themeId: 48,
    label: L(
      'City break in {city}',
      'Escapade urbaine à {city}',
      'Escapada urbana a {city}',
      'Stedentrip naar {city}',
      'Weekend a {city}',
    ),
  },
  {
    themeId: 48,
    label: L(
      'Explore {city} with {activity}',
      'Explorez {city} avec {activity}',
      'Explora {city} con {activity}',
      'Verken {city} met {activity}',
      'Esplora {city} con {activity}',
    ),
  },
  {
    themeId: 48,
    label: L(
      '{city} at your own pace: stay and {activity}',
      '{city} à votre rythme : séjour et {activity}',
      '{city} a tu aire: estancia y {activity}',
      '{city} in je eigen tempo: verblijf en {activity}',
      '{city} a modo tuo: soggiorno e {activity}',
    ),
  },
  {
    themeId: 48,
    label: L(
      'Urban weekend with {activity}',
      'Week-end en ville avec {activity}',
      'Fin de semana en la ciudad con {activity}',
      'Weekendje stad met {activity}',
      'Weekend in città con {activity}',
    ),
  },
  // Animal encounters (51)
  {
    themeId: 51,
    label: L(
      'Animal adventure with {activity}',
      'Aventure animalière avec {activity}',
      'Aventura animal con {activity}',
      'Dierenavontuur met {activity}',
      'Avventura tra gli animali con {activity}',
    ),
  },
  {
    themeId: 51,
    label: L(
      'Up close with animals near {city}',
      'Au plus près des animaux, non loin de {city}',
      'Cerca de los animales, a un paso de {city}',
      'Dicht bij de dieren, vlak bij {city}',
      'A contatto con gli animali vicino a {city}',
    ),
  },
  {
    themeId: 51,
    label: L(
      'Wildlife weekend with {activity}',
      'Week-end nature et animaux avec {activity}',
      'Fin de semana entre animales con {activity}',
      'Dierenweekend met {activity}',
      'Weekend tra gli animali con {activity}',
    ),
  },
  {
    themeId: 51,
    label: L(
      'The wild side of {city}',
      '{city} côté nature et animaux',
      'El lado salvaje de {city}',
      'De wilde kant van {city}',
      'Il lato selvaggio di {city}',
    ),
  },
  // Thermal spas (54)
  {
    themeId: 54,
    label: L(
      'Thermal spa break with {activity}',
      'Séjour thermal avec {activity}',
      'Escapada termal con {activity}',
      'Thermenarrangement met {activity}',
      'Soggiorno alle terme con {activity}',
    ),
  },
  {
    themeId: 54,
    label: L(
      'Healing waters in {city}',
      "Les bienfaits de l'eau thermale à {city}",
      'Aguas termales en {city}',
      'Heilzaam water in {city}',
      'Acque termali a {city}',
    ),
  },
  {
    themeId: 54,
    label: L(
      'Warm baths and {activity}',
      'Bains chauds et {activity}',
      'Baños termales y {activity}',
      'Warm baden en {activity}',
      'Bagni caldi e {activity}',
    ),
  },
  {
    themeId: 54,
    label: L(
      'Thermal weekend in {city}',
      'Week-end thermal à {city}',
      'Fin de semana termal en {city}',
      'Thermenweekend in {city}',
      'Weekend termale a {city}',
    ),
  },
  // Golf (57)
  {
    themeId: 57,
    label: L(
      'Golf break with {activity}',
      'Séjour golf avec {activity}',
      'Escapada de golf con {activity}',
      'Golfarrangement met {activity}',
      'Soggiorno golf con {activity}',
    ),
  },
  {
    themeId: 57,
    label: L(
      'Golf and relaxation in {city}',
      'Golf et détente à {city}',
      'Golf y relax en {city}',
      'Golf en ontspanning in {city}',
      'Golf e relax a {city}',
    ),
  },
  {
    themeId: 57,
    label: L(
      'Swing and unwind: {activity}',
      'Swing et détente : {activity}',
      'Swing y relax: {activity}',
      'Swingen en ontspannen: {activity}',
      'Swing e relax: {activity}',
    ),
  },
  {
    themeId: 57,
    label: L(
      'Golf weekend in {city} with {activity}',
      'Week-end golf à {city} avec {activity}',
      'Fin de semana de golf en {city} con {activity}',
      'Golfweekend in {city} met {activity}',
      'Weekend di golf a {city} con {activity}',
    ),
  },
];

/** Short selling points shown as badges ("headwords") on offer cards. No placeholders. */
export const HEADWORDS: Localized[] = [
  L(
    'Breakfast included',
    'Petit-déjeuner inclus',
    'Desayuno incluido',
    'Ontbijt inbegrepen',
    'Colazione inclusa',
  ),
  L('Late check-out', 'Départ tardif', 'Salida tardía', 'Laat uitchecken', 'Check-out posticipato'),
  L('Welcome drink', 'Verre de bienvenue', 'Copa de bienvenida', 'Welkomstdrankje', 'Drink di benvenuto'),
  L('Free parking', 'Parking gratuit', 'Aparcamiento gratuito', 'Gratis parkeren', 'Parcheggio gratuito'),
  L(
    'Free cancellation',
    'Annulation gratuite',
    'Cancelación gratuita',
    'Gratis annuleren',
    'Cancellazione gratuita',
  ),
  L('Pets welcome', 'Animaux bienvenus', 'Mascotas bienvenidas', 'Huisdieren welkom', 'Animali benvenuti'),
  L(
    'Spa access included',
    'Accès au spa inclus',
    'Acceso al spa incluido',
    'Toegang tot de spa inbegrepen',
    'Accesso alla spa incluso',
  ),
  L(
    'Room upgrade subject to availability',
    'Surclassement selon disponibilité',
    'Mejora de habitación según disponibilidad',
    'Gratis upgrade indien beschikbaar',
    'Upgrade della camera in base alla disponibilità',
  ),
  L(
    'Free for children under 12',
    'Gratuit pour les moins de 12 ans',
    'Gratis para menores de 12 años',
    'Gratis voor kinderen tot 12 jaar',
    'Gratis per i bambini sotto i 12 anni',
  ),
  L('Dinner included', 'Dîner inclus', 'Cena incluida', 'Diner inbegrepen', 'Cena inclusa'),
  L('Exclusive price', 'Prix exclusif', 'Precio exclusivo', 'Exclusieve prijs', 'Prezzo esclusivo'),
  L('Sea view', 'Vue mer', 'Vistas al mar', 'Zeezicht', 'Vista mare'),
  L(
    'Bottle of bubbly in your room',
    'Bouteille de bulles en chambre',
    'Botella de cava en la habitación',
    'Fles bubbels op de kamer',
    'Bollicine in camera',
  ),
  L('Early check-in', 'Arrivée anticipée', 'Entrada anticipada', 'Vroeg inchecken', 'Check-in anticipato'),
  L(
    'Bathrobes and slippers provided',
    'Peignoirs et chaussons fournis',
    'Albornoz y zapatillas incluidos',
    'Badjas en slippers aanwezig',
    'Accappatoio e ciabattine in dotazione',
  ),
  L(
    'Last rooms available',
    'Dernières chambres disponibles',
    'Últimas habitaciones disponibles',
    'Laatste kamers beschikbaar',
    'Ultime camere disponibili',
  ),
];

// ---------------------------------------------------------------------------------------------------------
// 8. Programme lines ("Your stay includes")
// ---------------------------------------------------------------------------------------------------------
// Placeholders: {nights} — a number; {room} — the room type name in lower case ("double room",
// « chambre double »); {adults} — a number; {activity} — the activity name as displayed (sentence case).
// night-one / night-other and adults-one / adults-other are the singular and plural variants.
//   night-one, night-other:        {nights}, {room}
//   adults-one, adults-other:      {adults}
//   activity:                      {activity}
//   activity-for-guests:           {activity}, {adults}
//   all other lines:               none

export const PROGRAM_LINES: ProgramLine[] = [
  {
    key: 'night-one',
    text: L(
      '{nights} night in a {room}',
      '{nights} nuit en {room}',
      '{nights} noche en {room}',
      '{nights} nacht in een {room}',
      '{nights} notte in {room}',
    ),
  },
  {
    key: 'night-other',
    text: L(
      '{nights} nights in a {room}',
      '{nights} nuits en {room}',
      '{nights} noches en {room}',
      '{nights} nachten in een {room}',
      '{nights} notti in {room}',
    ),
  },
  {
    key: 'adults-one',
    text: L(
      'For {adults} adult',
      'Pour {adults} adulte',
      'Para {adults} adulto',
      'Voor {adults} volwassene',
      'Per {adults} adulto',
    ),
  },
  {
    key: 'adults-other',
    text: L(
      'For {adults} adults',
      'Pour {adults} adultes',
      'Para {adults} adultos',
      'Voor {adults} volwassenen',
      'Per {adults} adulti',
    ),
  },
  {
    key: 'breakfast',
    text: L(
      'Breakfast every morning',
      'Petit-déjeuner chaque matin',
      'Desayuno cada mañana',
      'Elke ochtend ontbijt',
      'Colazione ogni mattina',
    ),
  },
  {
    key: 'welcome-drink',
    text: L(
      'A welcome drink on arrival',
      'Un verre de bienvenue à votre arrivée',
      'Una copa de bienvenida a tu llegada',
      'Een welkomstdrankje bij aankomst',
      "Un drink di benvenuto all'arrivo",
    ),
  },
  {
    key: 'dinner',
    text: L(
      'Dinner on the first evening (drinks not included)',
      'Dîner le premier soir (hors boissons)',
      'Cena la primera noche (bebidas no incluidas)',
      'Diner op de eerste avond (exclusief dranken)',
      'Cena la prima sera (bevande escluse)',
    ),
  },
  {
    key: 'activity',
    text: L(
      'Activity: {activity}',
      'Activité : {activity}',
      'Actividad: {activity}',
      'Activiteit: {activity}',
      'Attività: {activity}',
    ),
  },
  {
    key: 'activity-for-guests',
    text: L(
      '{activity} for {adults} people',
      '{activity} pour {adults} personnes',
      '{activity} para {adults} personas',
      '{activity} voor {adults} personen',
      '{activity} per {adults} persone',
    ),
  },
  {
    key: 'spa-access',
    text: L(
      'Free access to the wellness area',
      "Accès libre à l'espace bien-être",
      'Acceso libre a la zona de bienestar',
      'Vrije toegang tot de wellness',
      "Accesso libero all'area benessere",
    ),
  },
  {
    key: 'late-checkout',
    text: L(
      'Late check-out until 2 pm (subject to availability)',
      "Départ tardif jusqu'à 14 h (selon disponibilité)",
      'Salida tardía hasta las 14:00 (según disponibilidad)',
      'Laat uitchecken tot 14.00 uur (indien beschikbaar)',
      'Check-out posticipato fino alle 14:00 (in base alla disponibilità)',
    ),
  },
  {
    key: 'parking',
    text: L(
      'Free parking during your stay',
      'Parking gratuit pendant votre séjour',
      'Aparcamiento gratuito durante tu estancia',
      'Gratis parkeren tijdens je verblijf',
      'Parcheggio gratuito per tutto il soggiorno',
    ),
  },
  {
    key: 'sparkling-wine',
    text: L(
      'A bottle of sparkling wine in your room',
      'Une bouteille de vin pétillant en chambre',
      'Una botella de cava en la habitación',
      'Een fles mousserende wijn op je kamer',
      'Una bottiglia di spumante in camera',
    ),
  },
  {
    key: 'wifi',
    text: L(
      'Free Wi-Fi throughout the hotel',
      "Wi-Fi gratuit dans tout l'hôtel",
      'Wifi gratis en todo el hotel',
      'Gratis wifi in het hele hotel',
      "Wi-Fi gratuito in tutto l'hotel",
    ),
  },
  {
    key: 'tourist-tax',
    text: L(
      'Tourist tax payable on site',
      'Taxe de séjour à régler sur place',
      'Tasa turística a pagar en el establecimiento',
      'Toeristenbelasting ter plaatse te betalen',
      'Tassa di soggiorno da pagare in loco',
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------
// 9. Descriptions and cancellation messages
// ---------------------------------------------------------------------------------------------------------
// HOTEL_DESCRIPTIONS placeholders (every paragraph uses all three): {hotel} — the full hotel name;
// {city} — the city name; {environment} — HOTEL_ENVIRONMENTS[].phrase in the same language.

export const HOTEL_DESCRIPTIONS: Localized[] = [
  L(
    'Nestled {environment}, {hotel} is the perfect base for exploring {city} and its surroundings. The rooms are bright and comfortable, and the team always has a good tip for your day out.',
    "Avec son emplacement {environment}, {hotel} est le point de départ idéal pour découvrir {city} et ses environs. Les chambres sont lumineuses et confortables, et l'équipe a toujours une bonne adresse à vous conseiller.",
    'Con su ubicación {environment}, {hotel} es el punto de partida ideal para descubrir {city} y sus alrededores. Las habitaciones son luminosas y cómodas, y el equipo siempre tiene una buena recomendación para tu día.',
    'Dankzij de ligging {environment} is {hotel} de ideale uitvalsbasis om {city} en omgeving te ontdekken. De kamers zijn licht en comfortabel, en het team heeft altijd een goede tip voor je dagje uit.',
    'Grazie alla sua posizione {environment}, {hotel} è il punto di partenza ideale per scoprire {city} e dintorni. Le camere sono luminose e confortevoli, e lo staff ha sempre un buon consiglio per le tue giornate.',
  ),
  L(
    '{hotel} combines the charm of a family-run address with the comfort of a modern hotel. Its location {environment} lets you make the most of everything {city} has to offer, whether you come for culture, food or simply to unwind.',
    "{hotel} allie le charme d'une adresse familiale au confort d'un hôtel moderne. Son emplacement {environment} vous permet de profiter de tout ce que {city} a à offrir, que vous veniez pour la culture, la gastronomie ou simplement pour vous détendre.",
    '{hotel} combina el encanto de un negocio familiar con la comodidad de un hotel moderno. Su ubicación {environment} te permite disfrutar de todo lo que ofrece {city}, tanto si vienes por la cultura o la gastronomía como si solo quieres descansar.',
    '{hotel} combineert de charme van een familiebedrijf met het comfort van een modern hotel. Door de ligging {environment} haal je alles uit je bezoek aan {city}, of je nu komt voor cultuur, lekker eten of gewoon om te ontspannen.',
    '{hotel} unisce il fascino di una gestione familiare al comfort di un hotel moderno. La posizione {environment} ti permette di goderti il meglio di {city}, che tu venga per la cultura, la buona tavola o semplicemente per rilassarti.',
  ),
  L(
    'Cosy rooms, generous breakfasts and a peaceful setting {environment}: {hotel} has thought of everything for your well-being. It is the ideal place to recharge your batteries before setting off to explore {city}.',
    "Chambres douillettes, petits-déjeuners généreux et cadre paisible {environment} : {hotel} a tout prévu pour votre bien-être. L'endroit idéal pour recharger les batteries avant de partir explorer {city}.",
    'Habitaciones acogedoras, desayunos generosos y un entorno tranquilo {environment}: {hotel} lo tiene todo pensado para tu bienestar. El lugar ideal para recargar pilas antes de salir a explorar {city}.',
    'Knusse kamers, een uitgebreid ontbijt en een rustige plek {environment}: {hotel} heeft aan alles gedacht voor jouw welzijn. De ideale plek om even op te laden voordat je {city} gaat verkennen.',
    'Camere accoglienti, colazioni abbondanti e un ambiente tranquillo {environment}: {hotel} ha pensato a tutto per il tuo benessere. Il posto ideale per ricaricare le energie prima di partire alla scoperta di {city}.',
  ),
  L(
    'Set in a lovingly restored building full of character, {hotel} blends period features with contemporary comfort. From its setting {environment}, it is easy to explore {city} and the treasures of the surrounding area.',
    "Dans une bâtisse de caractère restaurée avec soin, {hotel} marie éléments d'époque et confort contemporain. Depuis son cadre {environment}, il est facile d'explorer {city} et les trésors de la région.",
    'En un edificio con carácter restaurado con mimo, {hotel} combina detalles de época con el confort contemporáneo. Desde su enclave {environment}, es fácil explorar {city} y los tesoros de la zona.',
    'In een karaktervol, liefdevol gerestaureerd pand combineert {hotel} authentieke details met hedendaags comfort. Vanuit de ligging {environment} verken je eenvoudig {city} en de schatten van de omgeving.',
    "In un edificio di carattere restaurato con cura, {hotel} unisce dettagli d'epoca e comfort contemporaneo. Dalla sua posizione {environment} è facile esplorare {city} e i tesori dei dintorni.",
  ),
  L(
    '{hotel} is a favourite with families: spacious rooms, a warm welcome for children and plenty of room to play {environment}. Parents can relax while the little ones make memories in {city}.',
    "{hotel} a tout pour plaire aux familles : chambres spacieuses, accueil chaleureux des enfants et de l'espace pour jouer {environment}. Les parents se détendent pendant que les petits se créent des souvenirs à {city}.",
    '{hotel} encanta a las familias: habitaciones amplias, una acogida cálida para los niños y mucho espacio para jugar {environment}. Los padres descansan mientras los pequeños coleccionan recuerdos en {city}.',
    '{hotel} is geliefd bij gezinnen: ruime kamers, een warm welkom voor kinderen en volop speelruimte {environment}. Ouders kunnen ontspannen terwijl de kleintjes herinneringen maken in {city}.',
    "{hotel} piace molto alle famiglie: camere spaziose, un'accoglienza calorosa per i bambini e tanto spazio per giocare {environment}. I genitori si rilassano mentre i più piccoli collezionano ricordi a {city}.",
  ),
  L(
    'In the kitchen, a passionate chef works wonders with local, seasonal produce: {hotel} is an address food lovers like to pass on. After dinner, enjoy a peaceful night {environment} before tasting {city} and its specialities the next day.',
    "En cuisine, un chef passionné sublime les produits locaux et de saison : {hotel} est une adresse que les gourmets se transmettent. Après le dîner, profitez d'une nuit paisible {environment} avant de savourer {city} et ses spécialités le lendemain.",
    'En la cocina, un chef apasionado saca lo mejor del producto local y de temporada: {hotel} es una dirección que los amantes de la buena mesa se recomiendan. Tras la cena, disfruta de una noche tranquila {environment} antes de saborear {city} y sus especialidades al día siguiente.',
    'In de keuken tovert een gepassioneerde chef met lokale seizoensproducten: {hotel} is een adres dat lekkerbekken graag aan elkaar doorgeven. Geniet na het diner van een rustige nacht {environment} en proef de volgende dag {city} en zijn specialiteiten.',
    'In cucina uno chef appassionato valorizza i prodotti locali e di stagione: {hotel} è un indirizzo che i buongustai si consigliano a vicenda. Dopo cena, goditi una notte tranquilla {environment} prima di assaporare {city} e le sue specialità il giorno dopo.',
  ),
  L(
    'With its spa, its soothing décor and its setting {environment}, {hotel} is an invitation to slow down. Treat yourself to a massage, linger over breakfast and save {city} for the afternoon.',
    "Avec son spa, sa décoration apaisante et son cadre {environment}, {hotel} est une invitation au lâcher-prise. Offrez-vous un massage, prolongez le petit-déjeuner et gardez {city} pour l'après-midi.",
    'Con su spa, su decoración relajante y su entorno {environment}, {hotel} es una invitación a bajar el ritmo. Regálate un masaje, alarga el desayuno y deja {city} para la tarde.',
    'Met een spa, een rustgevend interieur en een ligging {environment} nodigt {hotel} uit om een tandje terug te schakelen. Trakteer jezelf op een massage, neem de tijd voor het ontbijt en bewaar {city} voor de middag.',
    "Con la sua spa, l'arredamento rilassante e la posizione {environment}, {hotel} è un invito a rallentare. Concediti un massaggio, prenditi tutto il tempo per la colazione e lascia {city} al pomeriggio.",
  ),
  L(
    'Clean lines, natural materials and carefully chosen art: {hotel} has a style all of its own. Add a setting {environment} and easy access to {city}, and you have the recipe for a memorable stay.',
    "Lignes épurées, matériaux naturels et œuvres choisies avec soin : {hotel} cultive un style unique. Ajoutez-y un cadre {environment} et un accès facile à {city}, et vous tenez la recette d'un séjour mémorable.",
    'Líneas depuradas, materiales naturales y obras de arte elegidas con mimo: {hotel} tiene un estilo único. Súmale un entorno {environment} y un acceso fácil a {city}, y tendrás la receta de una estancia memorable.',
    'Strakke lijnen, natuurlijke materialen en zorgvuldig gekozen kunst: {hotel} heeft een heel eigen stijl. Voeg daar een ligging {environment} en een vlotte bereikbaarheid van {city} aan toe, en je hebt het recept voor een onvergetelijk verblijf.',
    "Linee essenziali, materiali naturali e opere d'arte scelte con cura: {hotel} ha uno stile tutto suo. Aggiungi una posizione {environment} e un comodo accesso a {city}, ed ecco la ricetta per un soggiorno memorabile.",
  ),
  L(
    'Birdsong in the morning, starry skies at night: {hotel} offers a real change of scene {environment}. Walking and cycling routes start right at the door, and {city} is never far away.',
    "Chant des oiseaux au réveil, ciel étoilé le soir : {hotel} vous offre un vrai dépaysement {environment}. Les sentiers de randonnée et les pistes cyclables partent juste devant la porte, et {city} n'est jamais bien loin.",
    'El canto de los pájaros al despertar y un cielo estrellado por la noche: {hotel} te ofrece un auténtico cambio de aires {environment}. Las rutas a pie y en bici salen desde la misma puerta, y {city} nunca queda lejos.',
    'Vogelgezang bij het ontwaken, een sterrenhemel in de avond: {hotel} biedt je echt even iets anders {environment}. Wandel- en fietsroutes beginnen vlak voor de deur, en {city} is nooit ver weg.',
    'Il canto degli uccelli al risveglio, un cielo stellato la sera: {hotel} ti regala un vero cambio di scenario {environment}. Sentieri a piedi e in bici partono proprio davanti alla porta, e {city} non è mai lontana.',
  ),
  L(
    'Elegant suites, attentive staff and a setting {environment}: {hotel} is one of those addresses where every detail counts. A refined base for a stay in {city} that you will not forget in a hurry.',
    'Suites élégantes, personnel aux petits soins et cadre {environment} : {hotel} fait partie de ces adresses où chaque détail compte. Un pied-à-terre raffiné pour un séjour à {city} dont vous vous souviendrez longtemps.',
    'Suites elegantes, un personal atento y un entorno {environment}: {hotel} es una de esas direcciones donde cada detalle cuenta. Un refugio refinado para una estancia en {city} que tardarás en olvidar.',
    "Elegante suites, attent personeel en een ligging {environment}: {hotel} is zo'n adres waar elk detail telt. Een verfijnde uitvalsbasis voor een verblijf in {city} dat je niet snel zult vergeten.",
    'Suite eleganti, personale premuroso e una posizione {environment}: {hotel} è uno di quegli indirizzi in cui ogni dettaglio conta. Una base raffinata per un soggiorno a {city} che difficilmente dimenticherai.',
  ),
  L(
    'Here, the owners welcome you like friends and are happy to share their favourite spots in {city}. With only a handful of rooms, {hotel} guarantees a calm, intimate stay {environment}.',
    'Ici, les propriétaires vous reçoivent comme des amis et partagent volontiers leurs bonnes adresses à {city}. Avec seulement quelques chambres, {hotel} vous garantit un séjour calme et intime {environment}.',
    'Aquí, los propietarios te reciben como a un amigo y comparten encantados sus rincones favoritos de {city}. Con solo unas pocas habitaciones, {hotel} garantiza una estancia tranquila e íntima {environment}.',
    'Hier ontvangen de eigenaren je als vrienden en delen ze graag hun favoriete adresjes in {city}. Met maar een handvol kamers garandeert {hotel} een rustig en intiem verblijf {environment}.',
    'Qui i proprietari ti accolgono come un amico e condividono volentieri i loro angoli preferiti di {city}. Con poche camere, {hotel} garantisce un soggiorno tranquillo e riservato {environment}.',
  ),
  L(
    'Whether you are planning a day of hiking, cycling or sightseeing, {hotel} has it covered: bike storage, picnic baskets on request and a hearty breakfast. Its location {environment} makes it easy to combine {city} with the great outdoors.',
    'Que vous prévoyiez une journée de randonnée, de vélo ou de visites, {hotel} a tout prévu : local à vélos, paniers pique-nique sur demande et petit-déjeuner copieux. Son emplacement {environment} permet de conjuguer facilement {city} et grands espaces.',
    'Tanto si planeas un día de senderismo como de bici o de visitas, {hotel} lo tiene todo previsto: guardabicis, cestas de pícnic bajo petición y un desayuno contundente. Su ubicación {environment} permite combinar fácilmente {city} con la naturaleza.',
    'Of je nu een dag wilt wandelen, fietsen of bezienswaardigheden bezoeken, {hotel} staat voor je klaar: een fietsenstalling, picknickmanden op aanvraag en een stevig ontbijt. Door de ligging {environment} combineer je {city} moeiteloos met het buitenleven.',
    "Che tu stia programmando una giornata di trekking, in bici o di visite, {hotel} ha pensato a tutto: deposito bici, cestini da picnic su richiesta e una colazione abbondante. La posizione {environment} permette di unire facilmente {city} e vita all'aria aperta.",
  ),
];

// ROOM_DESCRIPTIONS placeholders (every paragraph uses both): {size} — a surface in m² (number);
// {bedding} — RoomTypeRef.bedding in the same language.
export const ROOM_DESCRIPTIONS: Localized[] = [
  L(
    'A {size} m² room decorated in soft tones, with {bedding}, a private bathroom and a flat-screen TV.',
    'Une chambre de {size} m² aux tons doux, avec {bedding}, salle de bains privative et télévision à écran plat.',
    'Una habitación de {size} m² decorada en tonos suaves, con {bedding}, baño privado y televisión de pantalla plana.',
    'Een kamer van {size} m² in zachte tinten, met {bedding}, een eigen badkamer en een flatscreen-tv.',
    'Una camera di {size} m² arredata in tonalità tenui, con {bedding}, bagno privato e TV a schermo piatto.',
  ),
  L(
    'Bright and quiet, this {size} m² room has {bedding}, a desk and a bathroom with a walk-in shower. Tea and coffee are provided.',
    "Lumineuse et calme, cette chambre de {size} m² offre {bedding}, un bureau et une salle de bains avec douche à l'italienne. Plateau de courtoisie à disposition.",
    'Luminosa y tranquila, esta habitación de {size} m² cuenta con {bedding}, escritorio y baño con ducha a ras de suelo. Dispone de set de té y café.',
    'Deze lichte en rustige kamer van {size} m² heeft {bedding}, een bureau en een badkamer met inloopdouche. Thee en koffie staan voor je klaar.',
    'Luminosa e silenziosa, questa camera di {size} m² dispone di {bedding}, scrivania e bagno con doccia a filo pavimento. Set per tè e caffè a disposizione.',
  ),
  L(
    'Enjoy the view from this {size} m² room with {bedding}, a seating area and a rain shower. Bathrobes and slippers await you on arrival.',
    'Profitez de la vue depuis cette chambre de {size} m² avec {bedding}, coin salon et douche effet pluie. Peignoirs et chaussons vous attendent à votre arrivée.',
    'Disfruta de las vistas desde esta habitación de {size} m² con {bedding}, zona de estar y ducha efecto lluvia. A tu llegada te esperan albornoz y zapatillas.',
    'Geniet van het uitzicht vanuit deze kamer van {size} m² met {bedding}, een zithoek en een regendouche. Bij aankomst liggen badjassen en slippers voor je klaar.',
    "Goditi la vista da questa camera di {size} m² con {bedding}, zona salotto e doccia a pioggia. All'arrivo ti aspettano accappatoio e ciabattine.",
  ),
  L(
    'A spacious {size} m² suite with a separate lounge, {bedding} and a bathroom with bathtub and double basin. Ideal for a special occasion.',
    'Une suite spacieuse de {size} m² avec salon séparé, {bedding} et salle de bains avec baignoire et double vasque. Idéale pour une occasion spéciale.',
    'Una amplia suite de {size} m² con salón independiente, {bedding} y baño con bañera y doble lavabo. Ideal para una ocasión especial.',
    'Een ruime suite van {size} m² met aparte zitkamer, {bedding} en een badkamer met ligbad en dubbele wastafel. Ideaal voor een speciale gelegenheid.',
    "Un'ampia suite di {size} m² con salotto separato, {bedding} e bagno con vasca e doppio lavabo. Ideale per un'occasione speciale.",
  ),
  L(
    'Designed with families in mind, this {size} m² room offers {bedding}, plenty of storage space and a cot on request.',
    'Pensée pour les familles, cette chambre de {size} m² propose {bedding}, de nombreux rangements et un lit bébé sur demande.',
    'Pensada para familias, esta habitación de {size} m² ofrece {bedding}, mucho espacio de almacenaje y cuna bajo petición.',
    'Deze gezinskamer van {size} m² heeft {bedding}, veel opbergruimte en op aanvraag een babybedje.',
    'Pensata per le famiglie, questa camera di {size} m² offre {bedding}, tanto spazio per riporre le proprie cose e culla su richiesta.',
  ),
];

// Placeholders: flexible and partial use {date} (a formatted day and month, e.g. "12 March" / « 12 mars »);
// ncnr uses none.
export const CANCELLATION_MESSAGES: { flexible: Localized; partial: Localized; ncnr: Localized } = {
  flexible: L(
    'Free cancellation until {date}. After that date, the full amount is due.',
    "Annulation gratuite jusqu'au {date}. Passé cette date, la totalité du montant est due.",
    'Cancelación gratuita hasta el {date}. A partir de esa fecha, se cobrará el importe total.',
    'Gratis annuleren tot {date}. Daarna is het volledige bedrag verschuldigd.',
    "Cancellazione gratuita fino al {date}. Dopo tale data è dovuto l'intero importo.",
  ),
  partial: L(
    'Cancel before {date} and we will refund 50% of the price. After that date, the stay is non-refundable.',
    "En cas d'annulation avant le {date}, 50 % du montant vous sera remboursé. Passé cette date, le séjour n'est plus remboursable.",
    'Si cancelas antes del {date}, te reembolsamos el 50 % del importe. A partir de esa fecha, la estancia no es reembolsable.',
    'Annuleer je vóór {date}, dan krijg je 50% van het bedrag terug. Daarna wordt het verblijf niet meer terugbetaald.',
    "Se annulli prima del {date}, ti rimborsiamo il 50% dell'importo. Dopo tale data il soggiorno non è più rimborsabile.",
  ),
  ncnr: L(
    'This offer can be neither cancelled nor changed, and no refund is possible.',
    "Cette offre n'est ni annulable ni modifiable, et aucun remboursement n'est possible.",
    'Esta oferta no admite cancelaciones ni modificaciones, y no se realizarán reembolsos.',
    'Dit aanbod kan niet worden geannuleerd of gewijzigd, en terugbetaling is niet mogelijk.',
    'Questa offerta non è cancellabile né modificabile, e non è previsto alcun rimborso.',
  ),
};

// ---------------------------------------------------------------------------------------------------------
// 10. Reviews (written by guests in their own language, so plain strings per language)
// ---------------------------------------------------------------------------------------------------------

export const REVIEW_FIRST_NAMES: Record<ReviewLanguage, string[]> = {
  fr: [
    'Camille',
    'Julien',
    'Sophie',
    'Nicolas',
    'Émilie',
    'Thomas',
    'Claire',
    'Antoine',
    'Aurélie',
    'Mathieu',
    'Céline',
    'Sébastien',
    'Isabelle',
    'Guillaume',
    'Nathalie',
    'Romain',
    'Manon',
    'Laurent',
    'Élodie',
    'Pierre',
    'Chloé',
    'Vincent',
    'Sandrine',
    'Maxime',
    'Léa',
    'Benoît',
  ],
  es: [
    'Lucía',
    'Javier',
    'María',
    'Alejandro',
    'Carmen',
    'Pablo',
    'Laura',
    'Daniel',
    'Marta',
    'Sergio',
    'Elena',
    'David',
    'Cristina',
    'Álvaro',
    'Paula',
    'Jorge',
    'Sara',
    'Raúl',
    'Nuria',
    'Miguel',
    'Ana',
    'Iker',
    'Irene',
    'Carlos',
    'Beatriz',
    'Andrés',
  ],
  nl: [
    'Sanne',
    'Daan',
    'Lotte',
    'Bram',
    'Anouk',
    'Jeroen',
    'Femke',
    'Thijs',
    'Eva',
    'Sander',
    'Marieke',
    'Ruben',
    'Lisa',
    'Joris',
    'Ilse',
    'Pieter',
    'Noor',
    'Wouter',
    'Sofie',
    'Tom',
    'Evelien',
    'Koen',
    'Inge',
    'Jasper',
    'Annelies',
    'Bart',
  ],
  it: [
    'Giulia',
    'Marco',
    'Francesca',
    'Luca',
    'Chiara',
    'Alessandro',
    'Sara',
    'Andrea',
    'Valentina',
    'Matteo',
    'Federica',
    'Davide',
    'Elisa',
    'Simone',
    'Martina',
    'Stefano',
    'Silvia',
    'Giorgio',
    'Laura',
    'Paolo',
    'Roberta',
    'Lorenzo',
    'Alessia',
    'Fabio',
    'Beatrice',
    'Riccardo',
  ],
  en: [
    'Emma',
    'James',
    'Olivia',
    'Thomas',
    'Sophie',
    'Daniel',
    'Charlotte',
    'Oliver',
    'Hannah',
    'Matthew',
    'Lucy',
    'George',
    'Emily',
    'Jack',
    'Grace',
    'Harry',
    'Chloe',
    'William',
    'Amy',
    'Samuel',
    'Rebecca',
    'Michael',
    'Laura',
    'Ben',
    'Rachel',
    'Sean',
  ],
  de: [
    'Anna',
    'Lukas',
    'Julia',
    'Felix',
    'Laura',
    'Jonas',
    'Lena',
    'Maximilian',
    'Katharina',
    'Tobias',
    'Sarah',
    'Florian',
    'Hannah',
    'Stefan',
    'Johanna',
    'Matthias',
    'Lisa',
    'Sebastian',
    'Miriam',
    'Jan',
    'Sabine',
    'Andreas',
    'Carina',
    'Philipp',
    'Theresa',
    'Markus',
  ],
};

export const REVIEW_POSITIVES: Record<ReviewLanguage, string[]> = {
  fr: [
    'Hôtel charmant, chambre impeccable et personnel adorable.',
    'Le spa a été le point fort du séjour, on y serait restés toute la journée.',
    'Petit-déjeuner excellent, avec beaucoup de produits locaux.',
    'Emplacement idéal pour visiter la ville à pied.',
    'Le massage était divin, je suis ressortie complètement détendue.',
    'Literie très confortable et chambre calme, nous avons dormi comme des bébés.',
    "L'équipe s'est mise en quatre pour rendre notre anniversaire de mariage inoubliable.",
    "Très bon rapport qualité-prix, l'activité incluse était bien organisée.",
    'Cadre magnifique, la vue depuis la terrasse est à couper le souffle.',
    'Le dîner au restaurant était délicieux, il vaut vraiment le détour.',
    'Les enfants ont adoré la piscine et le personnel a été aux petits soins avec eux.',
    "Arrivée rapide et parking gratuit juste à côté de l'hôtel.",
    'La dégustation de vins était passionnante, le vigneron est intarissable.',
    'Un lieu plein de charme et de caractère, nous reviendrons sans hésiter.',
    'Tout était conforme à la description, aucune mauvaise surprise.',
    'La chambre était plus grande que prévu et joliment décorée.',
    'Très au calme, exactement ce dont nous avions besoin.',
    "Notre chien a été accueilli comme un client à part entière, c'est rare.",
    'La réception nous a donné de très bonnes adresses de restaurants.',
    'Un petit coin de paradis, merci pour ce merveilleux week-end.',
  ],
  es: [
    'Hotel encantador, habitación impecable y un personal muy amable.',
    'El spa fue lo mejor de la estancia, nos habríamos quedado allí todo el día.',
    'Desayuno buenísimo, con muchos productos de la zona.',
    'Ubicación perfecta para recorrer la ciudad a pie.',
    'El masaje fue una maravilla, salí totalmente relajada.',
    'Cama comodísima y habitación silenciosa, dormimos de maravilla.',
    'El equipo se desvivió para que nuestro aniversario fuera especial.',
    'Muy buena relación calidad-precio, la actividad incluida estaba muy bien organizada.',
    'Un entorno precioso, las vistas desde la terraza son espectaculares.',
    'La cena en el restaurante estuvo deliciosa, merece mucho la pena.',
    'A los niños les encantó la piscina y el personal fue muy atento con ellos.',
    'Check-in rápido y aparcamiento gratuito junto al hotel.',
    'La cata de vinos fue muy interesante y el bodeguero sabía muchísimo.',
    'Un sitio con mucho encanto, volveremos seguro.',
    'Todo era tal y como se describía, ninguna sorpresa desagradable.',
    'La habitación era más grande de lo esperado y estaba muy bien decorada.',
    'Muy tranquilo, justo lo que necesitábamos para desconectar.',
    'Trataron a nuestro perro como a un huésped más, algo poco habitual.',
    'En recepción nos recomendaron restaurantes estupendos.',
    'Un pequeño paraíso, gracias por un fin de semana fantástico.',
  ],
  nl: [
    'Sfeervol hotel, brandschone kamer en ontzettend vriendelijk personeel.',
    'De spa was het hoogtepunt, we hadden er de hele dag kunnen blijven.',
    'Uitstekend ontbijt met veel streekproducten.',
    'Perfecte ligging om de stad te voet te verkennen.',
    'De massage was heerlijk, ik kwam er volledig ontspannen uit.',
    'Heerlijk bed en een rustige kamer, we hebben als een roos geslapen.',
    'Het personeel deed er alles aan om onze trouwdag bijzonder te maken.',
    'Prima prijs-kwaliteitverhouding, de activiteit was goed geregeld.',
    'Prachtige omgeving, het uitzicht vanaf het terras is adembenemend.',
    'Het diner in het restaurant was verrukkelijk, echt een aanrader.',
    'De kinderen vonden het zwembad geweldig en het personeel was superlief voor ze.',
    'Snel ingecheckt en gratis parkeren naast het hotel.',
    'De wijnproeverij was boeiend en de wijnboer wist er alles van.',
    'Een plek vol charme en karakter, we komen zeker terug.',
    'Alles klopte met de beschrijving, geen vervelende verrassingen.',
    'De kamer was groter dan verwacht en smaakvol ingericht.',
    'Heerlijk rustig, precies wat we nodig hadden.',
    'Onze hond werd als gast ontvangen, dat maak je niet vaak mee.',
    'We kregen bij de receptie uitstekende tips voor restaurants.',
    'Een klein paradijsje, bedankt voor een fantastisch weekend.',
  ],
  it: [
    'Hotel delizioso, camera pulitissima e personale gentilissimo.',
    'La spa è stata il punto forte, ci saremmo rimasti tutto il giorno.',
    'Colazione ottima, con tanti prodotti del territorio.',
    'Posizione perfetta per girare la città a piedi.',
    'Il massaggio è stato fantastico, ne sono uscita rilassatissima.',
    'Letto comodissimo e camera silenziosa, abbiamo dormito benissimo.',
    'Lo staff si è fatto in quattro per rendere speciale il nostro anniversario.',
    "Ottimo rapporto qualità-prezzo, l'attività inclusa era ben organizzata.",
    'Posto bellissimo, la vista dalla terrazza è mozzafiato.',
    'La cena al ristorante era squisita, vale davvero la pena.',
    'I bambini hanno adorato la piscina e il personale è stato carinissimo con loro.',
    "Check-in veloce e parcheggio gratuito proprio accanto all'hotel.",
    'La degustazione di vini è stata molto interessante, il produttore era preparatissimo.',
    'Un posto pieno di fascino e di carattere, torneremo sicuramente.',
    'Tutto corrispondeva alla descrizione, nessuna brutta sorpresa.',
    'La camera era più grande del previsto e arredata con gusto.',
    'Tranquillità assoluta, proprio quello di cui avevamo bisogno.',
    'Il nostro cane è stato accolto come un ospite, cosa rara.',
    'Alla reception ci hanno consigliato ottimi ristoranti.',
    'Un piccolo angolo di paradiso, grazie per il weekend fantastico.',
  ],
  en: [
    'Lovely hotel, spotless room and really friendly staff.',
    'The spa was the highlight, we could have stayed there all day.',
    'Excellent breakfast with lots of local produce.',
    'Perfect location for exploring the town on foot.',
    'The massage was wonderful, I came out completely relaxed.',
    'Very comfortable bed and a quiet room, we slept like logs.',
    'The staff went out of their way to make our anniversary special.',
    'Great value for money, and the included activity was well organised.',
    'Beautiful setting, the view from the terrace is stunning.',
    'Dinner at the restaurant was delicious, well worth it.',
    'The kids loved the pool and the staff were brilliant with them.',
    'Quick check-in and free parking right next to the hotel.',
    'The wine tasting was fascinating and the winemaker really knew his stuff.',
    'A charming place full of character, we will definitely be back.',
    'Everything was as described, no nasty surprises.',
    'The room was bigger than expected and beautifully decorated.',
    'So peaceful, exactly what we needed.',
    'Our dog was welcomed like a proper guest, which is rare.',
    'Reception gave us some great restaurant tips.',
    'A little slice of paradise, thank you for a fantastic weekend.',
  ],
  de: [
    'Wunderschönes Hotel, blitzsauberes Zimmer und sehr freundliches Personal.',
    'Der Spa war das Highlight, wir hätten dort den ganzen Tag bleiben können.',
    'Hervorragendes Frühstück mit vielen regionalen Produkten.',
    'Perfekte Lage, um die Stadt zu Fuß zu erkunden.',
    'Die Massage war traumhaft, danach war ich völlig entspannt.',
    'Sehr bequemes Bett und ruhiges Zimmer, wir haben geschlafen wie die Murmeltiere.',
    'Das Team hat alles getan, um unseren Hochzeitstag unvergesslich zu machen.',
    'Sehr gutes Preis-Leistungs-Verhältnis, die inklusive Aktivität war gut organisiert.',
    'Traumhafte Umgebung, der Blick von der Terrasse ist atemberaubend.',
    'Das Abendessen im Restaurant war köstlich, absolut empfehlenswert.',
    'Die Kinder haben den Pool geliebt und das Personal war total lieb zu ihnen.',
    'Schneller Check-in und kostenlose Parkplätze direkt am Hotel.',
    'Die Weinprobe war spannend und der Winzer wusste unglaublich viel.',
    'Ein Ort voller Charme und Charakter, wir kommen bestimmt wieder.',
    'Alles wie beschrieben, keine bösen Überraschungen.',
    'Das Zimmer war größer als erwartet und liebevoll eingerichtet.',
    'Herrlich ruhig, genau das, was wir gebraucht haben.',
    'Unser Hund wurde wie ein Gast empfangen, das erlebt man selten.',
    'An der Rezeption bekamen wir tolle Restauranttipps.',
    'Ein kleines Paradies, danke für ein fantastisches Wochenende.',
  ],
};

export const REVIEW_NEGATIVES: Record<ReviewLanguage, string[]> = {
  fr: [
    'Les murs sont fins, on entendait les voisins.',
    'Petit-déjeuner un peu léger pour le prix.',
    'Le spa était bondé le samedi après-midi.',
    'Le parking est payant et plutôt cher.',
    'Le wifi coupait sans arrêt dans notre chambre.',
    'Pression de la douche assez faible.',
    "Attente assez longue à l'arrivée, une seule personne à la réception.",
    "Le restaurant était fermé le dimanche soir et nous n'avions pas été prévenus.",
    'Chambre un peu vieillotte, qui mériterait un coup de frais.',
    "Bruit de la rue la nuit, prévoyez des bouchons d'oreilles.",
    'La climatisation était bruyante.',
    'Difficile à trouver de nuit, la signalétique pourrait être améliorée.',
    'Matelas trop mou à mon goût.',
    "Le massage était expédié et s'est terminé en avance.",
    "Peu d'options végétariennes au dîner.",
  ],
  es: [
    'Las paredes son finas y se oía a los vecinos.',
    'El desayuno se quedó algo corto para el precio.',
    'El spa estaba lleno el sábado por la tarde.',
    'El aparcamiento es de pago y bastante caro.',
    'El wifi se cortaba continuamente en la habitación.',
    'La ducha tenía poca presión.',
    'Esperamos bastante para hacer el check-in, solo había una persona en recepción.',
    'El restaurante cerraba el domingo por la noche y nadie nos avisó.',
    'La habitación está algo anticuada y pide a gritos una reforma.',
    'Ruido de la calle por la noche, mejor llevar tapones.',
    'El aire acondicionado hacía mucho ruido.',
    'Difícil de encontrar de noche, la señalización podría mejorar.',
    'El colchón era demasiado blando para mi gusto.',
    'El masaje fue con prisas y terminó antes de tiempo.',
    'Pocas opciones vegetarianas en la cena.',
  ],
  nl: [
    'Gehorige kamers, we hoorden de buren.',
    'Het ontbijt was wat karig voor die prijs.',
    'Op zaterdagmiddag was het erg druk in de spa.',
    'Parkeren is betaald en vrij duur.',
    'De wifi viel steeds weg op onze kamer.',
    'Weinig waterdruk onder de douche.',
    'Inchecken duurde lang, er stond maar één persoon achter de balie.',
    'Het restaurant was zondagavond dicht en dat wisten we niet.',
    'De kamer is wat gedateerd en kan wel een opknapbeurt gebruiken.',
    "'s Nachts lawaai van de straat, neem oordopjes mee.",
    'De airco maakte veel lawaai.',
    'In het donker moeilijk te vinden, de bewegwijzering kan beter.',
    'Het matras was te zacht naar mijn smaak.',
    'De massage voelde gehaast en was eerder afgelopen.',
    'Weinig vegetarische opties bij het diner.',
  ],
  it: [
    'Le pareti sono sottili, si sentivano i vicini.',
    "Colazione un po' scarna per il prezzo.",
    'Il sabato pomeriggio la spa era troppo affollata.',
    'Il parcheggio è a pagamento e piuttosto caro.',
    'Il Wi-Fi in camera cadeva continuamente.',
    'Poca pressione nella doccia.',
    "Attesa lunga al check-in, c'era una sola persona alla reception.",
    'Il ristorante era chiuso la domenica sera e nessuno ci aveva avvisati.',
    "Camera un po' datata, avrebbe bisogno di una rinfrescata.",
    'Rumore dalla strada di notte, meglio portare i tappi.',
    "L'aria condizionata era rumorosa.",
    'Difficile da trovare di sera, la segnaletica andrebbe migliorata.',
    'Materasso troppo morbido per i miei gusti.',
    'Il massaggio è stato frettoloso ed è finito in anticipo.',
    'Poche opzioni vegetariane a cena.',
  ],
  en: [
    'The walls are thin and we could hear the neighbours.',
    'Breakfast was a bit basic for the price.',
    'The spa was packed on Saturday afternoon.',
    'Parking costs extra and is rather expensive.',
    'The Wi-Fi kept dropping out in our room.',
    'The water pressure in the shower was weak.',
    'Check-in took ages as there was only one person on reception.',
    'The restaurant was closed on Sunday evening and nobody told us.',
    'The room is a little dated and could do with a refresh.',
    'Street noise at night, bring earplugs.',
    'The air conditioning was noisy.',
    'Hard to find after dark, the signage could be better.',
    'The mattress was too soft for my liking.',
    'The massage felt rushed and finished early.',
    'Not many vegetarian options at dinner.',
  ],
  de: [
    'Die Wände sind dünn, man hörte die Nachbarn.',
    'Das Frühstück war für den Preis etwas dürftig.',
    'Am Samstagnachmittag war der Spa überfüllt.',
    'Parken kostet extra und ist recht teuer.',
    'Das WLAN im Zimmer brach ständig ab.',
    'Wenig Wasserdruck in der Dusche.',
    'Lange Wartezeit beim Check-in, nur eine Person an der Rezeption.',
    'Das Restaurant war am Sonntagabend geschlossen, davon wussten wir nichts.',
    'Das Zimmer ist etwas in die Jahre gekommen.',
    'Nachts Straßenlärm, unbedingt Ohrstöpsel mitnehmen.',
    'Die Klimaanlage war laut.',
    'Im Dunkeln schwer zu finden, die Beschilderung könnte besser sein.',
    'Die Matratze war mir zu weich.',
    'Die Massage wirkte gehetzt und war früher vorbei.',
    'Wenig vegetarische Gerichte beim Abendessen.',
  ],
};

// ---------------------------------------------------------------------------------------------------------
// 11. Editorial content (no placeholders unless stated)
// ---------------------------------------------------------------------------------------------------------

const CUSTOMER_CARE_USP: Localized = L(
  'Customer care 6 days a week',
  'Service client 6 jours sur 7',
  'Atención al cliente 6 días a la semana',
  'Klantenservice 6 dagen per week',
  'Assistenza clienti 6 giorni su 7',
);

export const HOME_CONTENT: { booking: HomeCopy; gifting: HomeCopy; activity: HomeCopy } = {
  booking: {
    seoTitle: L(
      'Weekend breaks with activities included | Hotel stays in Europe',
      "Week-ends et séjours avec activités incluses | Escapades à l'hôtel",
      'Escapadas de fin de semana con actividades incluidas | Hoteles en Europa',
      'Weekendjes weg met activiteiten inbegrepen | Hotelarrangementen',
      'Weekend e soggiorni con attività incluse | Fughe in hotel',
    ),
    seoDescription: L(
      'Book a hotel weekend with spa, dinner, tastings or outdoor activities included. Thousands of stays in France, Spain, Belgium, the Netherlands and Italy at the best price.',
      "Réservez un week-end à l'hôtel avec spa, dîner, dégustation ou activité de plein air incluse. Des milliers de séjours en France, en Espagne, en Belgique, aux Pays-Bas et en Italie au meilleur prix.",
      'Reserva una escapada de hotel con spa, cena, catas o actividades al aire libre incluidas. Miles de estancias en Francia, España, Bélgica, Países Bajos e Italia al mejor precio.',
      'Boek een hotelweekend met spa, diner, proeverij of buitenactiviteit inbegrepen. Duizenden arrangementen in Frankrijk, Spanje, België, Nederland en Italië tegen de beste prijs.',
      "Prenota un weekend in hotel con spa, cena, degustazioni o attività all'aria aperta incluse. Migliaia di soggiorni in Francia, Spagna, Belgio, Paesi Bassi e Italia al miglior prezzo.",
    ),
    jumbotronTitle: L(
      'Your next weekend starts here',
      'Votre prochain week-end commence ici',
      'Tu próxima escapada empieza aquí',
      'Je volgende weekendje weg begint hier',
      'Il tuo prossimo weekend inizia qui',
    ),
    jumbotronSubtitle: L(
      'Hotel stays with activities included, hand-picked for you',
      "Des séjours à l'hôtel avec activités incluses, sélectionnés pour vous",
      'Estancias de hotel con actividades incluidas, elegidas para ti',
      'Hotelarrangementen met activiteiten inbegrepen, speciaal voor jou geselecteerd',
      'Soggiorni in hotel con attività incluse, selezionati per te',
    ),
    usps: [
      L(
        '5,000 stays with activities included',
        '5 000 séjours avec activités incluses',
        '5.000 escapadas con actividades incluidas',
        '5.000 arrangementen met activiteiten inbegrepen',
        '5.000 soggiorni con attività incluse',
      ),
      L(
        'Free cancellation on many stays',
        'Annulation gratuite sur de nombreux séjours',
        'Cancelación gratuita en muchas escapadas',
        'Gratis annuleren bij veel arrangementen',
        'Cancellazione gratuita su molti soggiorni',
      ),
      CUSTOMER_CARE_USP,
      L(
        'Pay in 3 or 4 instalments',
        'Paiement en 3 ou 4 fois',
        'Paga en 3 o 4 plazos',
        'Betaal in 3 of 4 termijnen',
        'Paga in 3 o 4 rate',
      ),
    ],
    blockTitles: [
      L(
        'Our favourite stays right now',
        'Nos coups de cœur du moment',
        'Nuestras escapadas favoritas del momento',
        'Onze favorieten van dit moment',
        'I nostri preferiti del momento',
      ),
      L(
        'Last-minute getaways',
        'Escapades de dernière minute',
        'Escapadas de última hora',
        'Lastminute-uitjes',
        'Fughe last minute',
      ),
      L(
        'Spa and wellness weekends',
        'Week-ends spa et bien-être',
        'Escapadas de spa y bienestar',
        'Wellnessweekends',
        'Weekend spa e benessere',
      ),
      L(
        'Ideas for a weekend for two',
        'Idées de week-ends en amoureux',
        'Ideas de escapadas en pareja',
        "Ideeën voor een weekendje met z'n tweeën",
        'Idee per un weekend in coppia',
      ),
      L(
        'Top destinations',
        'Destinations phares',
        'Destinos estrella',
        'Populaire bestemmingen',
        'Le mete più amate',
      ),
    ],
  },
  gifting: {
    seoTitle: L(
      'Gift stays and experience gifts | Hotel weekend gift vouchers',
      "Coffrets et séjours cadeaux | Offrez un week-end à l'hôtel",
      'Escapadas para regalar | Cajas regalo y tarjetas regalo de hotel',
      'Een weekendje weg cadeau geven | Cadeaubonnen en belevenisboxen',
      'Soggiorni da regalare | Cofanetti e carte regalo per weekend in hotel',
    ),
    seoDescription: L(
      'Give a weekend away: gift boxes, gift cards and stays with activities included, valid for months and exchangeable. Sent by e-mail or in an elegant box.',
      'Offrez une escapade : coffrets cadeaux, cartes cadeaux et séjours avec activités incluses, valables plusieurs mois et échangeables. Envoi par e-mail ou dans un élégant coffret.',
      'Regala una escapada: cajas regalo, tarjetas regalo y estancias con actividades incluidas, válidas durante meses y canjeables. Envío por correo electrónico o en una elegante caja.',
      'Geef een weekendje weg cadeau: cadeauboxen, cadeaukaarten en arrangementen met activiteiten, maandenlang geldig en omruilbaar. Per e-mail of in een stijlvolle doos verstuurd.',
      'Regala una fuga: cofanetti regalo, carte regalo e soggiorni con attività incluse, validi per mesi e sostituibili. Consegna via e-mail o in un elegante cofanetto.',
    ),
    jumbotronTitle: L(
      'Give the gift of a getaway',
      'Offrez une parenthèse inoubliable',
      'Regala una escapada inolvidable',
      'Geef een onvergetelijk uitje cadeau',
      'Regala una fuga indimenticabile',
    ),
    jumbotronSubtitle: L(
      'Gift boxes, gift cards and ready-to-give stays for every occasion',
      'Coffrets, cartes cadeaux et séjours clés en main pour toutes les occasions',
      'Cajas regalo, tarjetas regalo y escapadas listas para regalar en cualquier ocasión',
      'Cadeauboxen, cadeaukaarten en kant-en-klare arrangementen voor elke gelegenheid',
      'Cofanetti, carte regalo e soggiorni pronti da regalare per ogni occasione',
    ),
    usps: [
      L(
        'Valid for 15 months',
        'Valable 15 mois',
        'Válido durante 15 meses',
        '15 maanden geldig',
        'Valido 15 mesi',
      ),
      L('Free exchange', 'Échange gratuit', 'Cambio gratuito', 'Gratis omruilen', 'Cambio gratuito'),
      L(
        'E-gift card sent instantly by e-mail',
        'E-carte cadeau envoyée immédiatement par e-mail',
        'Tarjeta regalo digital enviada al instante por correo electrónico',
        'E-cadeaukaart direct per e-mail',
        'Carta regalo digitale inviata subito via e-mail',
      ),
      L(
        'Gift box delivered within 48 hours',
        'Coffret livré en 48 h',
        'Caja regalo entregada en 48 horas',
        'Cadeaubox binnen 48 uur in huis',
        'Cofanetto consegnato in 48 ore',
      ),
    ],
    blockTitles: [
      L(
        'Gift ideas for two',
        'Idées cadeaux pour deux',
        'Ideas de regalo para dos',
        'Cadeau-ideeën voor twee',
        'Idee regalo per due',
      ),
      L(
        'Best-selling gift boxes',
        'Les coffrets les plus offerts',
        'Las cajas regalo más vendidas',
        'Best verkochte cadeauboxen',
        'I cofanetti più regalati',
      ),
      L(
        'Gift cards for every budget',
        'Des cartes cadeaux pour tous les budgets',
        'Tarjetas regalo para todos los bolsillos',
        'Cadeaukaarten voor elk budget',
        'Carte regalo per tutte le tasche',
      ),
      L(
        'Birthday gift ideas',
        "Idées cadeaux d'anniversaire",
        'Ideas para regalar en un cumpleaños',
        'Verjaardagscadeaus',
        'Idee regalo per il compleanno',
      ),
      L(
        'Last-minute gifts',
        'Cadeaux de dernière minute',
        'Regalos de última hora',
        'Lastminutecadeaus',
        "Regali dell'ultimo minuto",
      ),
    ],
  },
  activity: {
    seoTitle: L(
      'Day activities and experiences | Spa days, tastings and outings',
      'Activités à la journée | Journées spa, dégustations et sorties',
      'Actividades de un día | Días de spa, catas y excursiones',
      'Dagactiviteiten en belevenissen | Spadagen, proeverijen en uitjes',
      'Attività in giornata ed esperienze | Giornate spa, degustazioni e gite',
    ),
    seoDescription: L(
      'No overnight stay needed: book a spa day, a wine tasting, a hot-air balloon flight or a cooking class near you, at the best price.',
      'Pas besoin de dormir sur place : réservez une journée spa, une dégustation de vins, un vol en montgolfière ou un cours de cuisine près de chez vous, au meilleur prix.',
      'Sin necesidad de alojarte: reserva un día de spa, una cata de vinos, un vuelo en globo o una clase de cocina cerca de ti, al mejor precio.',
      'Geen overnachting nodig: boek een spadag, een wijnproeverij, een ballonvaart of een kookworkshop bij jou in de buurt, tegen de beste prijs.',
      'Non serve pernottare: prenota una giornata alle terme, una degustazione di vini, un volo in mongolfiera o un corso di cucina vicino a te, al miglior prezzo.',
    ),
    jumbotronTitle: L(
      'Treat yourself to a day out',
      "Une journée pour s'évader",
      'Un día para desconectar',
      'Even een dagje eruit',
      'Una giornata per staccare',
    ),
    jumbotronSubtitle: L(
      'Spa days, tastings, outdoor adventures and more, close to home',
      'Journées spa, dégustations, aventures en plein air et bien plus, près de chez vous',
      'Días de spa, catas, aventuras al aire libre y mucho más, cerca de casa',
      'Spadagen, proeverijen, buitenavonturen en meer, dicht bij huis',
      "Giornate spa, degustazioni, avventure all'aria aperta e molto altro, vicino a casa",
    ),
    usps: [
      L(
        'Over 1,000 activities to choose from',
        'Plus de 1 000 activités au choix',
        'Más de 1.000 actividades para elegir',
        'Meer dan 1.000 activiteiten om uit te kiezen',
        'Oltre 1.000 attività tra cui scegliere',
      ),
      L(
        'E-ticket sent straight away',
        'Billet électronique envoyé immédiatement',
        'Entrada electrónica enviada al instante',
        'E-ticket direct in je mailbox',
        'Biglietto elettronico inviato subito',
      ),
      CUSTOMER_CARE_USP,
      L('Secure payment', 'Paiement sécurisé', 'Pago seguro', 'Veilig betalen', 'Pagamento sicuro'),
    ],
    blockTitles: [
      L('Spa days', 'Journées spa', 'Días de spa', 'Spadagen', 'Giornate spa'),
      L(
        'Tastings and workshops',
        'Dégustations et ateliers',
        'Catas y talleres',
        'Proeverijen en workshops',
        'Degustazioni e laboratori',
      ),
      L(
        'Outdoor adventures',
        'Aventures en plein air',
        'Aventuras al aire libre',
        'Buitenavonturen',
        "Avventure all'aria aperta",
      ),
      L(
        'Fun for the whole family',
        'Sorties en famille',
        'Planes en familia',
        'Uitjes met het hele gezin',
        'Divertimento per tutta la famiglia',
      ),
      L(
        'Activities near you',
        'Activités près de chez vous',
        'Actividades cerca de ti',
        'Activiteiten bij jou in de buurt',
        'Attività vicino a te',
      ),
    ],
  },
};

export const ANNOUNCEMENT_BANNERS: { title: Localized; content: Localized }[] = [
  {
    title: L(
      'Spring sale: up to 40% off',
      "Ventes de printemps : jusqu'à -40 %",
      'Rebajas de primavera: hasta un 40 % de descuento',
      'Voorjaarsactie: tot 40% korting',
      'Saldi di primavera: fino al 40% di sconto',
    ),
    content: L(
      'Hundreds of stays at reduced prices for a limited time. Book now and travel until the end of June.',
      "Des centaines de séjours à prix réduit pour une durée limitée. Réservez dès maintenant et partez jusqu'à fin juin.",
      'Cientos de escapadas a precio reducido por tiempo limitado. Reserva ya y viaja hasta finales de junio.',
      'Honderden arrangementen met korting, maar niet voor lang. Boek nu en reis tot eind juni.',
      'Centinaia di soggiorni a prezzo ridotto per un periodo limitato. Prenota ora e parti entro fine giugno.',
    ),
  },
  {
    title: L(
      "Mother's Day: give her a break",
      'Fête des mères : offrez-lui une pause',
      'Día de la Madre: regálale una escapada',
      'Moederdag: geef haar een adempauze',
      'Festa della mamma: regalale una pausa',
    ),
    content: L(
      'Discover our gift boxes and spa stays, delivered in time for the big day.',
      'Découvrez nos coffrets et séjours spa, livrés à temps pour le grand jour.',
      'Descubre nuestras cajas regalo y escapadas de spa, entregadas a tiempo para el gran día.',
      'Ontdek onze cadeauboxen en wellnessarrangementen, op tijd geleverd voor de grote dag.',
      'Scopri i nostri cofanetti e soggiorni spa, consegnati in tempo per il grande giorno.',
    ),
  },
  {
    title: L(
      'Customer service opening hours',
      'Horaires du service client',
      'Horario de atención al cliente',
      'Openingstijden klantenservice',
      "Orari dell'assistenza clienti",
    ),
    content: L(
      'Our team is available Monday to Saturday, 9 am to 7 pm. Outside these hours, you will find answers to your questions in our help centre.',
      "Notre équipe est joignable du lundi au samedi, de 9 h à 19 h. En dehors de ces horaires, retrouvez les réponses à vos questions dans notre centre d'aide.",
      'Nuestro equipo está disponible de lunes a sábado, de 9:00 a 19:00. Fuera de ese horario, encontrarás respuesta a tus preguntas en nuestro centro de ayuda.',
      'Ons team is bereikbaar van maandag tot en met zaterdag, van 9.00 tot 19.00 uur. Daarbuiten vind je antwoorden op je vragen in ons helpcentrum.',
      'Il nostro team è a disposizione dal lunedì al sabato, dalle 9 alle 19. Al di fuori di questi orari trovi le risposte alle tue domande nel nostro centro assistenza.',
    ),
  },
];

export const PROMO_BAR_LINKS: { label: Localized; kind: string }[] = [
  {
    kind: 'last-minute',
    label: L(
      'Last-minute deals',
      'Bons plans de dernière minute',
      'Ofertas de última hora',
      'Lastminutedeals',
      'Offerte last minute',
    ),
  },
  {
    kind: 'gift',
    label: L('Gift ideas', 'Idées cadeaux', 'Ideas de regalo', 'Cadeau-ideeën', 'Idee regalo'),
  },
  {
    kind: 'theme',
    label: L('Spa weekends', 'Week-ends spa', 'Escapadas con spa', 'Wellnessweekends', 'Weekend spa'),
  },
  {
    kind: 'flash-sale',
    label: L('Flash sales', 'Ventes flash', 'Ofertas flash', 'Flashdeals', 'Offerte lampo'),
  },
  {
    kind: 'activity',
    label: L(
      'Day activities',
      'Activités à la journée',
      'Actividades de un día',
      'Dagactiviteiten',
      'Attività in giornata',
    ),
  },
];

export const GIFT_BLOCK: { title: Localized; subtitle: Localized } = {
  title: L(
    'Looking for a gift?',
    'Envie de faire plaisir ?',
    '¿Buscas un regalo?',
    'Op zoek naar een cadeau?',
    "Cerchi un'idea regalo?",
  ),
  subtitle: L(
    'Give a stay, a gift box or a gift card: they choose the date and the destination.',
    'Offrez un séjour, un coffret ou une carte cadeau : ils choisissent la date et la destination.',
    'Regala una escapada, una caja regalo o una tarjeta regalo: ellos eligen la fecha y el destino.',
    'Geef een arrangement, een cadeaubox of een cadeaukaart: zij kiezen zelf de datum en de bestemming.',
    'Regala un soggiorno, un cofanetto o una carta regalo: saranno loro a scegliere data e destinazione.',
  ),
};

export const TARGETED_BANNERS: { title: Localized; subtitle: Localized; cta: Localized }[] = [
  {
    title: L(
      'Weekends for two',
      'Week-ends en amoureux',
      'Escapadas en pareja',
      "Weekendjes met z'n tweeën",
      'Weekend in coppia',
    ),
    subtitle: L(
      'Romantic stays with dinner, spa or tastings included',
      'Des séjours romantiques avec dîner, spa ou dégustation inclus',
      'Escapadas románticas con cena, spa o catas incluidas',
      'Romantische arrangementen met diner, spa of proeverij',
      'Soggiorni romantici con cena, spa o degustazioni inclusi',
    ),
    cta: L(
      'See the stays',
      'Voir les séjours',
      'Ver escapadas',
      'Bekijk de arrangementen',
      'Scopri i soggiorni',
    ),
  },
  {
    title: L(
      'Family holidays',
      'Vacances en famille',
      'Vacaciones en familia',
      'Vakantie met het gezin',
      'Vacanze in famiglia',
    ),
    subtitle: L(
      'Theme parks, zoos and family rooms for everyone',
      "Parcs d'attractions, zoos et chambres familiales pour tous",
      'Parques temáticos, zoos y habitaciones familiares para todos',
      'Pretparken, dierentuinen en familiekamers voor het hele gezin',
      'Parchi divertimento, zoo e camere familiari per tutti',
    ),
    cta: L(
      'Find a family stay',
      'Trouver un séjour en famille',
      'Buscar una escapada familiar',
      'Vind een gezinsuitje',
      'Trova un soggiorno per famiglie',
    ),
  },
  {
    title: L(
      'Treat yourself to a spa break',
      'Offrez-vous une pause spa',
      'Date un capricho con una escapada de spa',
      'Trakteer jezelf op een wellnessweekend',
      'Concediti una pausa spa',
    ),
    subtitle: L(
      'Massages, hammams and thermal baths from 1 night',
      'Massages, hammams et thermes dès 1 nuit',
      'Masajes, hammams y termas desde 1 noche',
      'Massages, hamams en thermen vanaf 1 nacht',
      'Massaggi, hammam e terme a partire da 1 notte',
    ),
    cta: L(
      'Time to relax',
      'Je me détends',
      'Quiero relajarme',
      'Tijd om te ontspannen',
      'Voglio rilassarmi',
    ),
  },
];

export const ARTICLES: ArticleRef[] = [
  {
    key: 'spa-weekend-tips',
    title: L(
      'How to make the most of a spa weekend',
      "Comment profiter au mieux d'un week-end spa",
      'Cómo sacar el máximo partido a un fin de semana de spa',
      'Zo haal je alles uit een wellnessweekend',
      'Come godersi al meglio un weekend in spa',
    ),
    teaser: L(
      'From booking treatments to choosing the right time slot, our tips for a truly relaxing stay.',
      'De la réservation des soins au choix du bon créneau, nos conseils pour un séjour vraiment ressourçant.',
      'Desde reservar los tratamientos hasta elegir el mejor horario: nuestros consejos para una escapada realmente relajante.',
      'Van behandelingen reserveren tot het juiste tijdstip kiezen: onze tips voor een echt ontspannen verblijf.',
      "Dalla prenotazione dei trattamenti alla scelta dell'orario giusto: i nostri consigli per un soggiorno davvero rigenerante.",
    ),
    body: L(
      'Book your treatments at the same time as your stay: the best slots go quickly, especially on Saturdays. Arrive early enough to enjoy the pool and sauna before your massage, and remember to drink plenty of water. Leave your phone in the room and plan nothing else for the day. You will go home feeling like new.',
      "Réservez vos soins en même temps que votre séjour : les meilleurs créneaux partent vite, surtout le samedi. Arrivez suffisamment tôt pour profiter de la piscine et du sauna avant votre massage, et pensez à bien vous hydrater. Laissez votre téléphone en chambre et ne prévoyez rien d'autre ce jour-là. Vous rentrerez comme neuf.",
      'Reserva los tratamientos a la vez que la estancia: los mejores horarios vuelan, sobre todo los sábados. Llega con tiempo para disfrutar de la piscina y la sauna antes del masaje, y no olvides beber mucha agua. Deja el móvil en la habitación y no planees nada más para ese día. Volverás a casa como nuevo.',
      'Reserveer je behandelingen meteen samen met je verblijf: de beste tijdsloten zijn snel weg, vooral op zaterdag. Kom op tijd, zodat je vóór je massage nog van het zwembad en de sauna kunt genieten, en drink voldoende water. Laat je telefoon op de kamer en plan verder niets die dag. Je komt thuis als herboren.',
      "Prenota i trattamenti insieme al soggiorno: gli orari migliori vanno a ruba, soprattutto il sabato. Arriva con un po' di anticipo per goderti piscina e sauna prima del massaggio e ricordati di bere molta acqua. Lascia il telefono in camera e non programmare nient'altro per quel giorno. Tornerai a casa come nuovo.",
    ),
  },
  {
    key: 'vineyard-getaways',
    title: L(
      'Five wine regions for a weekend among the vines',
      'Cinq vignobles pour un week-end au cœur des vignes',
      'Cinco regiones vinícolas para una escapada entre viñedos',
      'Vijf wijnstreken voor een weekend tussen de wijngaarden',
      'Cinque regioni del vino per un weekend tra i vigneti',
    ),
    teaser: L(
      "Bordeaux, Rioja, Tuscany, Champagne and more: where to stay for a wine lovers' break.",
      "Bordelais, Rioja, Toscane, Champagne et bien d'autres : où séjourner pour une escapade œnologique.",
      'Burdeos, La Rioja, la Toscana, Champaña y más: dónde alojarse en una escapada enológica.',
      'Bordeaux, Rioja, Toscane, Champagne en meer: waar overnacht je tijdens een wijnweekend?',
      'Bordeaux, Rioja, Toscana, Champagne e altre ancora: dove dormire per una fuga enologica.',
    ),
    body: L(
      'Wine regions are ideal for a short break: beautiful landscapes, good food and cellars that welcome visitors. In Bordeaux and Champagne, many estates offer tastings by appointment, while in Rioja and Tuscany you can often sleep on the estate itself. Harvest time, in early autumn, is a particularly lively moment to visit. Just remember to leave the car at the hotel after the tasting.',
      "Les régions viticoles sont idéales pour un court séjour : beaux paysages, bonne table et caves ouvertes aux visiteurs. Dans le Bordelais et en Champagne, de nombreux domaines proposent des dégustations sur rendez-vous, tandis qu'en Rioja et en Toscane on peut souvent dormir sur le domaine même. Les vendanges, au début de l'automne, sont une période particulièrement animée. Pensez simplement à laisser la voiture à l'hôtel après la dégustation.",
      'Las regiones vinícolas son ideales para una escapada corta: paisajes preciosos, buena mesa y bodegas abiertas al público. En Burdeos y Champaña, muchas fincas ofrecen catas con cita previa, mientras que en La Rioja y la Toscana a menudo se puede dormir en la propia bodega. La vendimia, a principios de otoño, es una época especialmente animada. Eso sí, deja el coche en el hotel después de la cata.',
      'Wijnstreken zijn ideaal voor een korte vakantie: prachtige landschappen, lekker eten en wijnkelders die bezoekers met open armen ontvangen. In Bordeaux en de Champagne bieden veel domeinen proeverijen op afspraak aan, terwijl je in Rioja en Toscane vaak op het wijngoed zelf kunt overnachten. De oogsttijd, begin herfst, is een bijzonder levendige periode. Laat na de proeverij de auto wel gewoon bij het hotel staan.',
      "Le regioni del vino sono ideali per una breve vacanza: paesaggi splendidi, buona cucina e cantine aperte ai visitatori. A Bordeaux e in Champagne molte tenute propongono degustazioni su prenotazione, mentre nella Rioja e in Toscana spesso si può dormire direttamente in cantina. La vendemmia, all'inizio dell'autunno, è un periodo particolarmente vivace. Ricordati solo di lasciare l'auto in hotel dopo la degustazione.",
    ),
  },
  {
    key: 'family-weekend-ideas',
    title: L(
      'Weekend ideas with the kids',
      'Idées de week-end avec les enfants',
      'Ideas de escapadas con niños',
      'Weekendtips met kinderen',
      'Idee per un weekend con i bambini',
    ),
    teaser: L(
      'Zoos, treetop courses and farm visits: stays the whole family will love.',
      'Zoos, accrobranche et visites à la ferme : des séjours qui plairont à toute la famille.',
      'Zoos, circuitos de aventura y visitas a granjas: escapadas que encantarán a toda la familia.',
      'Dierentuinen, klimparken en boerderijbezoekjes: arrangementen waar het hele gezin van geniet.',
      'Zoo, parchi avventura e visite in fattoria: soggiorni che piaceranno a tutta la famiglia.',
    ),
    body: L(
      'A successful family weekend is all about balance: an activity for the children, a pool for everyone and a little rest for the parents. Choose a hotel with family rooms or connecting rooms so that everyone sleeps well. Plan one main outing a day and leave room for improvisation. And check whether children eat free at breakfast: it often makes a real difference.',
      "Un week-end en famille réussi, c'est avant tout une question d'équilibre : une activité pour les enfants, une piscine pour tout le monde et un peu de repos pour les parents. Choisissez un hôtel avec chambres familiales ou communicantes pour que chacun dorme bien. Prévoyez une grande sortie par jour et laissez de la place à l'improvisation. Et vérifiez si le petit-déjeuner est offert aux enfants : cela fait souvent une vraie différence.",
      'Una buena escapada en familia es cuestión de equilibrio: una actividad para los niños, una piscina para todos y un poco de descanso para los padres. Elige un hotel con habitaciones familiares o comunicadas para que todos duerman bien. Planea una salida principal al día y deja margen para improvisar. Y comprueba si el desayuno es gratis para los niños: suele marcar la diferencia.',
      'Een geslaagd gezinsweekend draait om balans: een activiteit voor de kinderen, een zwembad voor iedereen en wat rust voor de ouders. Kies een hotel met familiekamers of aangrenzende kamers, zodat iedereen goed slaapt. Plan één groot uitje per dag en laat ruimte voor improvisatie. En kijk of kinderen gratis ontbijten: dat scheelt vaak flink.',
      "Un weekend in famiglia ben riuscito è una questione di equilibrio: un'attività per i bambini, una piscina per tutti e un po' di riposo per i genitori. Scegli un hotel con camere familiari o comunicanti, così tutti dormiranno bene. Programma un'uscita principale al giorno e lascia spazio all'improvvisazione. E controlla se la colazione è gratuita per i bambini: spesso fa davvero la differenza.",
    ),
  },
  {
    key: 'unusual-nights',
    title: L(
      'Sleeping in a treehouse, a bubble or a cabin',
      'Dormir dans une cabane, une bulle ou une roulotte',
      'Dormir en un árbol, en una burbuja o en una cabaña',
      'Slapen in een boomhut, een bubbel of een blokhut',
      "Dormire in una casa sull'albero, in una bolla o in una baita",
    ),
    teaser: L(
      'Our pick of unusual places for a night you will never forget.',
      "Notre sélection d'hébergements insolites pour une nuit inoubliable.",
      'Nuestra selección de alojamientos insólitos para una noche que nunca olvidarás.',
      'Onze selectie bijzondere overnachtingen voor een nacht die je nooit vergeet.',
      'La nostra selezione di alloggi insoliti per una notte indimenticabile.',
    ),
    body: L(
      'Treehouses, transparent bubbles under the stars, floating cabins: unusual accommodation is more popular than ever. These places are often small and book up fast, so plan ahead, especially for summer weekends. Comfort varies a lot from one place to another, so read the description carefully to check for heating and a private bathroom. The reward is a night close to nature and a story to tell for years.',
      "Cabanes dans les arbres, bulles transparentes sous les étoiles, cabanes flottantes : les hébergements insolites n'ont jamais eu autant de succès. Ces lieux sont souvent petits et vite complets, alors anticipez, surtout pour les week-ends d'été. Le confort varie beaucoup d'une adresse à l'autre : lisez bien le descriptif pour vérifier le chauffage et la présence d'une salle de bains privative. À la clé, une nuit au plus près de la nature et une histoire à raconter pendant des années.",
      'Cabañas en los árboles, burbujas transparentes bajo las estrellas, cabañas flotantes: los alojamientos insólitos están más de moda que nunca. Suelen ser lugares pequeños que se llenan rápido, así que reserva con antelación, sobre todo para los fines de semana de verano. El confort varía mucho de un sitio a otro: lee bien la descripción para comprobar si hay calefacción y baño privado. La recompensa: una noche en plena naturaleza y una historia que contarás durante años.',
      'Boomhutten, transparante bubbels onder de sterren, drijvende huisjes: bijzondere overnachtingen zijn populairder dan ooit. Het gaat vaak om kleine accommodaties die snel vol zitten, dus boek op tijd, zeker voor zomerweekenden. Het comfort verschilt sterk per adres: lees de beschrijving goed om te checken of er verwarming en een eigen badkamer is. Als beloning krijg je een nacht midden in de natuur en een verhaal dat je nog jaren vertelt.',
      "Case sugli alberi, bolle trasparenti sotto le stelle, casette galleggianti: gli alloggi insoliti sono più richiesti che mai. Spesso si tratta di strutture piccole che si riempiono in fretta, quindi prenota per tempo, soprattutto per i weekend estivi. Il comfort varia molto da un posto all'altro: leggi bene la descrizione per verificare se ci sono riscaldamento e bagno privato. In cambio avrai una notte a contatto con la natura e una storia da raccontare per anni.",
    ),
  },
  {
    key: 'winter-city-breaks',
    title: L(
      'The best city breaks for winter',
      "Les plus belles escapades urbaines de l'hiver",
      'Las mejores escapadas urbanas para el invierno',
      'De leukste stedentrips voor de winter',
      'Le città più belle da visitare in inverno',
    ),
    teaser: L(
      'Christmas markets, museums and cosy cafés: cities that shine in the cold season.',
      'Marchés de Noël, musées et cafés douillets : ces villes qui brillent à la saison froide.',
      'Mercadillos navideños, museos y cafés acogedores: ciudades que brillan en la estación fría.',
      'Kerstmarkten, musea en gezellige cafés: steden die schitteren in het koude seizoen.',
      'Mercatini di Natale, musei e caffè accoglienti: le città che brillano nella stagione fredda.',
    ),
    body: L(
      'Winter is a great time for a city break: fewer tourists, lower prices and plenty to do indoors. Brussels, Amsterdam and Strasbourg light up in December with festive decorations and Christmas markets. Museums and covered markets offer a warm refuge on rainy days. End the day with a hot chocolate or a glass of mulled wine, and the cold is soon forgotten.',
      "L'hiver est idéal pour découvrir une ville : moins de touristes, des prix plus doux et mille choses à faire à l'abri. Bruxelles, Amsterdam et Strasbourg s'illuminent en décembre avec leurs décorations et leurs marchés de Noël. Musées et marchés couverts offrent un refuge bien au chaud les jours de pluie. Terminez la journée par un chocolat chaud ou un verre de vin chaud, et le froid sera vite oublié.",
      'El invierno es un momento estupendo para una escapada urbana: menos turistas, precios más bajos y mucho que hacer a cubierto. Bruselas, Ámsterdam y Estrasburgo se iluminan en diciembre con sus adornos y mercadillos navideños. Los museos y mercados cubiertos son un refugio perfecto los días de lluvia. Termina el día con un chocolate caliente o un vino caliente especiado y te olvidarás del frío.',
      'De winter is een prima moment voor een stedentrip: minder toeristen, lagere prijzen en volop binnen te doen. Brussel, Amsterdam en Straatsburg worden in december feestelijk verlicht en hebben sfeervolle kerstmarkten. Musea en overdekte markten bieden een warme schuilplaats op regenachtige dagen. Sluit de dag af met warme chocolademelk of een glas glühwein en je bent de kou zo vergeten.',
      "L'inverno è un ottimo momento per un weekend in città: meno turisti, prezzi più bassi e tante cose da fare al coperto. A dicembre Bruxelles, Amsterdam e Strasburgo si illuminano di decorazioni e mercatini di Natale. Musei e mercati coperti sono un rifugio perfetto nelle giornate di pioggia. Concludi la giornata con una cioccolata calda o un bicchiere di vin brulé e il freddo sarà presto un ricordo.",
    ),
  },
  {
    key: 'coast-off-season',
    title: L(
      'Why the coast is at its best out of season',
      'Pourquoi partir à la mer hors saison',
      'Por qué ir a la costa fuera de temporada',
      'Waarom je buiten het seizoen naar de kust moet',
      'Perché andare al mare fuori stagione',
    ),
    teaser: L(
      'Empty beaches, bracing walks and seafood at fair prices: the charm of the seaside in autumn.',
      'Plages désertes, balades vivifiantes et fruits de mer à prix doux : le charme du littoral en automne.',
      'Playas vacías, paseos revitalizantes y marisco a buen precio: el encanto del litoral en otoño.',
      'Lege stranden, frisse wandelingen en vis tegen een eerlijke prijs: de charme van de kust in de herfst.',
      'Spiagge deserte, passeggiate rigeneranti e pesce a prezzi onesti: il fascino della costa in autunno.',
    ),
    body: L(
      'The seaside is not just for summer. In spring and autumn the beaches are quiet, the light is beautiful and hotels often lower their prices. It is the perfect time for long walks along the shore, a seafood lunch by the harbour or a thalassotherapy session. Pack a windproof jacket and enjoy the sea almost to yourself.',
      "La mer ne se savoure pas qu'en été. Au printemps et à l'automne, les plages sont calmes, la lumière est magnifique et les hôtels baissent souvent leurs prix. C'est le moment idéal pour de longues balades sur le rivage, un déjeuner de fruits de mer sur le port ou une séance de thalassothérapie. Glissez un coupe-vent dans votre valise et profitez de la mer presque rien que pour vous.",
      'El mar no es solo para el verano. En primavera y otoño las playas están tranquilas, la luz es preciosa y los hoteles suelen bajar sus precios. Es el momento perfecto para largos paseos por la orilla, una comida de marisco en el puerto o una sesión de talasoterapia. Mete un cortavientos en la maleta y disfruta del mar casi en exclusiva.',
      'De zee is er niet alleen voor de zomer. In het voorjaar en de herfst zijn de stranden rustig, is het licht prachtig en verlagen hotels vaak hun prijzen. Het ideale moment voor lange strandwandelingen, een visje in de haven of een thalassobehandeling. Neem een windjack mee en geniet van de zee bijna helemaal voor jezelf.',
      "Il mare non è solo per l'estate. In primavera e in autunno le spiagge sono tranquille, la luce è splendida e gli hotel spesso abbassano i prezzi. È il momento perfetto per lunghe passeggiate sulla battigia, un pranzo di pesce al porto o una seduta di talassoterapia. Metti in valigia una giacca antivento e goditi il mare quasi tutto per te.",
    ),
  },
  {
    key: 'mountains-without-skiing',
    title: L(
      'Winter in the mountains without skiing',
      "La montagne l'hiver, sans skier",
      'La montaña en invierno, sin esquiar',
      'Wintersport zonder skiën',
      "La montagna d'inverno senza sciare",
    ),
    teaser: L(
      'Snowshoes, dog sledding and spas with a view: the mountains for non-skiers.',
      'Raquettes, chiens de traîneau et spas avec vue : la montagne pour ceux qui ne skient pas.',
      'Raquetas, trineos de perros y spas con vistas: la montaña para quienes no esquían.',
      "Sneeuwschoenen, hondensleeën en spa's met uitzicht: de bergen voor wie niet skiet.",
      'Ciaspole, slitte trainate dai cani e spa con vista: la montagna per chi non scia.',
    ),
    body: L(
      'You do not need to ski to enjoy a winter break in the mountains. Snowshoe hikes, dog-sled rides and sledging are open to everyone, children included. Many resorts have spas with heated outdoor pools facing the peaks. And in the evening, a cheese fondue by the fire is reason enough to make the trip.',
      "Pas besoin de skier pour profiter d'un séjour à la montagne en hiver. Randonnées en raquettes, balades en chiens de traîneau et luge sont accessibles à tous, enfants compris. De nombreuses stations disposent de spas avec piscine extérieure chauffée face aux sommets. Et le soir, une fondue au coin du feu suffit à justifier le voyage.",
      'No hace falta esquiar para disfrutar de una escapada invernal a la montaña. Las rutas con raquetas, los paseos en trineo de perros y el trineo están al alcance de todos, también de los niños. Muchas estaciones cuentan con spas con piscina exterior climatizada frente a las cumbres. Y por la noche, una fondue de queso junto a la chimenea ya justifica el viaje.',
      "Je hoeft niet te skiën om te genieten van een wintervakantie in de bergen. Sneeuwschoenwandelingen, tochtjes met de hondenslee en sleeën zijn voor iedereen weggelegd, ook voor kinderen. Veel skidorpen hebben een spa met verwarmd buitenbad en uitzicht op de toppen. En 's avonds is een kaasfondue bij het haardvuur alleen al reden genoeg voor de reis.",
      'Non serve saper sciare per godersi una vacanza invernale in montagna. Ciaspolate, giri in slitta con i cani e discese in slittino sono alla portata di tutti, bambini compresi. Molte località hanno spa con piscina esterna riscaldata davanti alle vette. E la sera, una fonduta davanti al camino vale da sola il viaggio.',
    ),
  },
  {
    key: 'gift-stay-guide',
    title: L(
      'Giving a stay as a gift: our practical guide',
      'Offrir un séjour : notre guide pratique',
      'Regalar una escapada: nuestra guía práctica',
      'Een verblijf cadeau geven: onze praktische gids',
      'Regalare un soggiorno: la nostra guida pratica',
    ),
    teaser: L(
      'A specific stay, a gift box or a gift card? How to choose the right option.',
      'Séjour précis, coffret ou carte cadeau ? Comment choisir la bonne formule.',
      '¿Una estancia concreta, una caja regalo o una tarjeta regalo? Cómo elegir la mejor opción.',
      'Een vast arrangement, een cadeaubox of een cadeaukaart? Zo kies je de juiste formule.',
      'Un soggiorno preciso, un cofanetto o una carta regalo? Come scegliere la formula giusta.',
    ),
    body: L(
      "A stay is always a welcome gift, but choosing the right option matters. A specific stay is perfect if you know the dates and the recipient's tastes. A gift box lets them choose from several hotels on the same theme, while a gift card leaves them completely free. All are valid for several months and can be exchanged if plans change.",
      "Un séjour fait toujours plaisir, encore faut-il choisir la bonne formule. Un séjour précis est parfait si vous connaissez les dates et les goûts de la personne. Un coffret lui laisse le choix entre plusieurs hôtels sur un même thème, tandis qu'une carte cadeau lui offre une liberté totale. Toutes ces formules sont valables plusieurs mois et échangeables si les projets changent.",
      'Una escapada siempre es un regalo acertado, pero conviene elegir bien la fórmula. Una estancia concreta es perfecta si conoces las fechas y los gustos de la persona. Una caja regalo le permite elegir entre varios hoteles de una misma temática, mientras que una tarjeta regalo le da total libertad. Todas son válidas durante varios meses y se pueden cambiar si cambian los planes.',
      'Een verblijf cadeau geven is altijd raak, maar de formule maakt het verschil. Een vast arrangement is perfect als je de data en de smaak van de ontvanger kent. Met een cadeaubox kan die kiezen uit verschillende hotels rond hetzelfde thema, terwijl een cadeaukaart volledige vrijheid biedt. Alle formules zijn maanden geldig en kunnen worden omgeruild als de plannen veranderen.',
      'Un soggiorno è sempre un regalo gradito, ma la formula giusta fa la differenza. Un soggiorno preciso è perfetto se conosci le date e i gusti di chi lo riceve. Un cofanetto permette di scegliere tra diversi hotel sullo stesso tema, mentre una carta regalo lascia piena libertà. Tutte le formule sono valide per diversi mesi e si possono cambiare se i programmi cambiano.',
    ),
  },
  {
    key: 'tulip-season',
    title: L(
      'Tulip season: when and where to go',
      'La saison des tulipes : quand et où partir',
      'Temporada de tulipanes: cuándo y dónde ir',
      'Tulpenseizoen: wanneer en waar',
      'La stagione dei tulipani: quando e dove andare',
    ),
    teaser: L(
      'Everything you need to know to see the flower fields in full bloom.',
      "Tout ce qu'il faut savoir pour voir les champs de fleurs en pleine floraison.",
      'Todo lo que necesitas saber para ver los campos de flores en plena floración.',
      'Alles wat je moet weten om de bollenvelden in volle bloei te zien.',
      "Tutto quello che c'è da sapere per vedere i campi fioriti nel loro massimo splendore.",
    ),
    body: L(
      'The bulb fields flower from late March to mid-May, usually peaking around mid-April. The area between Haarlem and Leiden is the best known, but there are also fields further north. Rent a bike to get around: it is the best way to ride along the colourful stripes. Come on a weekday if you can, as weekends get very busy.',
      "Les champs de bulbes fleurissent de fin mars à mi-mai, avec un pic généralement vers la mi-avril. La région entre Haarlem et Leyde est la plus connue, mais on trouve aussi des champs plus au nord. Louez un vélo pour vous déplacer : c'est la meilleure façon de longer les bandes multicolores. Venez en semaine si possible, car le week-end il y a beaucoup de monde.",
      'Los campos de bulbos florecen desde finales de marzo hasta mediados de mayo, con el punto álgido normalmente a mediados de abril. La zona entre Haarlem y Leiden es la más conocida, pero también hay campos más al norte. Alquila una bici para moverte: es la mejor manera de recorrer las franjas de colores. Si puedes, ve entre semana, porque los fines de semana hay mucha gente.',
      'De bollenvelden bloeien van eind maart tot half mei, met de piek meestal rond half april. Het gebied tussen Haarlem en Leiden is het bekendst, maar ook verder naar het noorden vind je velden. Huur een fiets om je te verplaatsen: zo rijd je het mooist langs de kleurrijke stroken. Kom als het kan doordeweeks, want in het weekend is het erg druk.',
      "I campi di bulbi fioriscono da fine marzo a metà maggio, con il picco di solito verso metà aprile. La zona tra Haarlem e Leida è la più nota, ma ci sono campi anche più a nord. Noleggia una bici per spostarti: è il modo migliore per pedalare lungo le strisce colorate. Se puoi, vai in settimana, perché nel weekend c'è molta gente.",
    ),
  },
  {
    key: 'tapas-guide',
    title: L(
      "A beginner's guide to tapas",
      'Le guide des tapas pour débutants',
      'Guía para ir de tapas como un experto',
      'Tapas voor beginners',
      'Guida alle tapas per principianti',
    ),
    teaser: L(
      'How, when and where to eat tapas like a local in Spain.',
      'Comment, quand et où manger des tapas comme un vrai Espagnol.',
      'Cómo, cuándo y dónde ir de tapas para disfrutarlo al máximo.',
      'Hoe, wanneer en waar je in Spanje tapas eet zoals de Spanjaarden.',
      'Come, quando e dove mangiare le tapas come uno spagnolo.',
    ),
    body: L(
      'In Spain, tapas are more a way of life than a dish. The tradition is to go from bar to bar, ordering one or two small plates and a drink in each. In some cities, such as Granada or León, a tapa still comes free with every drink. Do as the locals do: start late, stand at the bar and share everything.',
      "En Espagne, les tapas sont plus un art de vivre qu'un plat. La tradition veut que l'on passe de bar en bar en commandant à chaque fois une ou deux petites assiettes et un verre. Dans certaines villes, comme Grenade ou León, une tapa est encore offerte avec chaque boisson. Faites comme les locaux : commencez tard, restez debout au comptoir et partagez tout.",
      'En España, las tapas son más una forma de vida que un plato. La tradición es ir de bar en bar pidiendo en cada uno una o dos raciones pequeñas y algo de beber. En algunas ciudades, como Granada o León, todavía te ponen una tapa gratis con cada consumición. Haz como la gente del lugar: empieza tarde, quédate de pie en la barra y compártelo todo.',
      'In Spanje zijn tapas eerder een levensstijl dan een gerecht. De traditie is om van bar naar bar te gaan en in elke bar een of twee kleine hapjes en een drankje te bestellen. In sommige steden, zoals Granada of León, krijg je bij elk drankje nog steeds gratis een tapa. Doe zoals de Spanjaarden: begin laat, blijf aan de bar staan en deel alles.',
      "In Spagna le tapas sono più uno stile di vita che un piatto. La tradizione vuole che si passi da un bar all'altro, ordinando in ognuno uno o due piattini e qualcosa da bere. In alcune città, come Granada o León, con ogni consumazione arriva ancora una tapa gratis. Fai come la gente del posto: inizia tardi, resta in piedi al bancone e condividi tutto.",
    ),
  },
  {
    key: 'italian-lakes',
    title: L(
      'A weekend on the Italian lakes',
      'Un week-end sur les lacs italiens',
      'Un fin de semana en los lagos italianos',
      'Een weekend aan de Italiaanse meren',
      'Un weekend sui laghi del Nord',
    ),
    teaser: L(
      'Villas, gardens and boat trips: lakes Como, Garda and Maggiore at their best.',
      'Villas, jardins et balades en bateau : les lacs de Côme, de Garde et Majeur sous leur meilleur jour.',
      'Villas, jardines y paseos en barco: los lagos de Como, Garda y Mayor en su mejor momento.',
      "Villa's, tuinen en boottochtjes: het Comomeer, het Gardameer en het Lago Maggiore op hun mooist.",
      'Ville, giardini e gite in battello: i laghi di Como, di Garda e Maggiore al loro meglio.',
    ),
    body: L(
      "Italy's northern lakes combine Mediterranean mildness with Alpine scenery. Lake Como is famous for its villas and gardens, Lake Garda for its lively villages and Lake Maggiore for its islands. The easiest way to get around is by ferry, hopping from one village to the next. Spring and early autumn bring mild weather and fewer crowds.",
      "Les grands lacs du nord de l'Italie marient douceur méditerranéenne et décor alpin. Le lac de Côme est célèbre pour ses villas et ses jardins, le lac de Garde pour ses villages animés et le lac Majeur pour ses îles. Le plus simple pour circuler est de prendre le bateau et de passer d'un village à l'autre. Le printemps et le début de l'automne offrent un climat doux et moins de monde.",
      'Los lagos del norte de Italia combinan la suavidad mediterránea con paisajes alpinos. El lago de Como es famoso por sus villas y jardines, el de Garda por sus pueblos animados y el lago Mayor por sus islas. La forma más cómoda de moverse es en barco, saltando de un pueblo a otro. La primavera y el principio del otoño ofrecen un clima suave y menos gente.',
      "De meren in Noord-Italië combineren een mild, mediterraan klimaat met een alpendecor. Het Comomeer staat bekend om zijn villa's en tuinen, het Gardameer om zijn levendige dorpjes en het Lago Maggiore om zijn eilanden. Je verplaatst je het makkelijkst per boot, van het ene dorp naar het andere. In het voorjaar en de vroege herfst is het weer aangenaam en is het minder druk.",
      "I laghi del Nord Italia uniscono la mitezza mediterranea a uno scenario alpino. Il lago di Como è famoso per le sue ville e i suoi giardini, il lago di Garda per i borghi vivaci e il lago Maggiore per le sue isole. Il modo più comodo per spostarsi è il battello, da un paese all'altro. La primavera e l'inizio dell'autunno regalano un clima mite e meno folla.",
    ),
  },
  {
    key: 'belgian-ardennes',
    title: L(
      'Green escapes in the Belgian Ardennes',
      'Escapades nature dans les Ardennes belges',
      'Escapadas verdes en las Ardenas belgas',
      'Groene uitjes in de Belgische Ardennen',
      'Fughe nel verde delle Ardenne belghe',
    ),
    teaser: L(
      'Forests, rivers and hearty food: the Ardennes are never far away.',
      'Forêts, rivières et bonne chère : les Ardennes, à deux pas de chez vous.',
      'Bosques, ríos y buena comida: las Ardenas, más cerca de lo que crees.',
      'Bossen, rivieren en stevige streekkeuken: de Ardennen liggen om de hoek.',
      'Boschi, fiumi e buona cucina: le Ardenne, più vicine di quanto pensi.',
    ),
    body: L(
      'With their deep forests, winding rivers and little stone villages, the Ardennes are a favourite weekend destination for Belgians and their neighbours. Kayaking on the Lesse or the Ourthe, hiking and mountain biking are the classic activities. In the evening, local game, trout and regional beers are on the menu. Autumn, with its golden colours, is the most beautiful season of all.',
      "Avec leurs forêts profondes, leurs rivières sinueuses et leurs petits villages de pierre, les Ardennes sont une destination de week-end très prisée des Belges et de leurs voisins. Kayak sur la Lesse ou l'Ourthe, randonnée et VTT sont les grands classiques. Le soir, gibier local, truite et bières régionales sont au menu. L'automne et ses couleurs dorées en font la plus belle saison.",
      'Con sus bosques frondosos, sus ríos serpenteantes y sus pueblecitos de piedra, las Ardenas son un destino de fin de semana muy querido por los belgas y sus vecinos. El kayak por el Lesse o el Ourthe, el senderismo y la bicicleta de montaña son las actividades estrella. Por la noche, la caza local, la trucha y las cervezas de la región protagonizan el menú. El otoño, con sus tonos dorados, es la estación más bonita.',
      "Met hun uitgestrekte bossen, kronkelende rivieren en stenen dorpjes zijn de Ardennen een geliefde weekendbestemming voor Belgen en hun buren. Kajakken op de Lesse of de Ourthe, wandelen en mountainbiken zijn de klassiekers. 's Avonds staan wild uit de streek, forel en regionale bieren op het menu. De herfst, met zijn gouden kleuren, is het mooiste seizoen.",
      "Con i loro boschi fitti, i fiumi sinuosi e i piccoli villaggi di pietra, le Ardenne sono una meta del weekend molto amata dai belgi e dai loro vicini. Kayak sulla Lesse o sull'Ourthe, escursioni e mountain bike sono le attività classiche. La sera, a tavola, selvaggina locale, trota e birre della regione. L'autunno, con i suoi colori dorati, è la stagione più bella.",
    ),
  },
];

export const WEEKEND_IDEAS_SECTIONS: { title: Localized; intro: Localized }[] = [
  {
    title: L(
      'Weekend ideas for two',
      'Idées de week-end en amoureux',
      'Ideas de escapadas en pareja',
      "Ideeën voor een weekendje met z'n tweeën",
      'Idee per un weekend in coppia',
    ),
    intro: L(
      'Candlelit dinners, massages for two and rooms with a view: our favourite stays for couples.',
      'Dîners aux chandelles, massages en duo et chambres avec vue : nos séjours préférés pour les amoureux.',
      'Cenas a la luz de las velas, masajes en pareja y habitaciones con vistas: nuestras escapadas favoritas para parejas.',
      'Diners bij kaarslicht, duomassages en kamers met uitzicht: onze favoriete arrangementen voor stelletjes.',
      'Cene a lume di candela, massaggi di coppia e camere con vista: i nostri soggiorni preferiti per le coppie.',
    ),
  },
  {
    title: L(
      'Weekend ideas with the family',
      'Idées de week-end en famille',
      'Ideas de escapadas en familia',
      'Ideeën voor een weekendje weg met het gezin',
      'Idee per un weekend in famiglia',
    ),
    intro: L(
      'Family rooms, pools and activities the kids will love, for memories to share together.',
      'Chambres familiales, piscines et activités qui plairont aux enfants, pour des souvenirs à partager.',
      'Habitaciones familiares, piscinas y actividades que encantarán a los niños, para crear recuerdos juntos.',
      'Familiekamers, zwembaden en activiteiten waar de kinderen dol op zijn, voor herinneringen om samen te delen.',
      'Camere familiari, piscine e attività che piaceranno ai bambini, per ricordi da condividere.',
    ),
  },
  {
    title: L(
      'Getaways close to home',
      'Escapades près de chez vous',
      'Escapadas cerca de casa',
      'Uitjes dicht bij huis',
      'Fughe vicino a casa',
    ),
    intro: L(
      "Less than two hours' drive away, a real change of scene: ideal for leaving on Friday evening.",
      'À moins de deux heures de route, un vrai dépaysement : idéal pour partir dès le vendredi soir.',
      'A menos de dos horas en coche, un auténtico cambio de aires: ideal para salir el viernes por la tarde.',
      'Op minder dan twee uur rijden en toch helemaal weg: ideaal om vrijdagavond al te vertrekken.',
      'A meno di due ore di strada, un vero cambio di scenario: ideale per partire già il venerdì sera.',
    ),
  },
  {
    title: L(
      'Weekend ideas in the great outdoors',
      "Bol d'air en pleine nature",
      'Aire puro en plena naturaleza',
      'Even helemaal de natuur in',
      "Una boccata d'aria nella natura",
    ),
    intro: L(
      'Forests, mountains and coastline: stays to recharge your batteries in the fresh air.',
      'Forêts, montagnes et littoral : des séjours pour recharger les batteries au grand air.',
      'Bosques, montañas y costa: escapadas para recargar pilas al aire libre.',
      'Bossen, bergen en kust: arrangementen om in de buitenlucht weer op te laden.',
      "Boschi, montagne e costa: soggiorni per ricaricare le energie all'aria aperta.",
    ),
  },
];

/** Generic placeholder copy for the footer pages; deliberately names no legal entity. */
export const STATIC_PAGES: StaticPageRef[] = [
  {
    key: 'general-conditions',
    title: L(
      'General terms and conditions of sale',
      'Conditions générales de vente',
      'Condiciones generales de venta',
      'Algemene verkoopvoorwaarden',
      'Condizioni generali di vendita',
    ),
    body: L(
      'These general terms and conditions govern all bookings of stays, gift boxes, gift cards and activities made on this website. By confirming your order, you accept them in full. Prices are shown in euros, including VAT, and the services included are described on each offer page.\n\nCancellation and modification conditions depend on the offer you choose and are clearly stated before payment. For any question about your order, our customer service is available six days a week.',
      "Les présentes conditions générales régissent toutes les réservations de séjours, coffrets cadeaux, cartes cadeaux et activités effectuées sur ce site. En confirmant votre commande, vous les acceptez sans réserve. Les prix sont indiqués en euros, TVA comprise, et les prestations incluses sont détaillées sur chaque fiche d'offre.\n\nLes conditions d'annulation et de modification dépendent de l'offre choisie et vous sont clairement indiquées avant le paiement. Pour toute question concernant votre commande, notre service client est à votre disposition six jours sur sept.",
      'Estas condiciones generales regulan todas las reservas de estancias, cajas regalo, tarjetas regalo y actividades realizadas en este sitio web. Al confirmar tu pedido, las aceptas en su totalidad. Los precios se indican en euros, IVA incluido, y los servicios incluidos se detallan en la ficha de cada oferta.\n\nLas condiciones de cancelación y modificación dependen de la oferta elegida y se indican claramente antes del pago. Para cualquier consulta sobre tu pedido, nuestro servicio de atención al cliente está disponible seis días a la semana.',
      'Deze algemene voorwaarden zijn van toepassing op alle boekingen van arrangementen, cadeauboxen, cadeaukaarten en activiteiten via deze website. Door je bestelling te bevestigen, ga je hiermee akkoord. Prijzen worden vermeld in euro, inclusief btw, en de inbegrepen diensten staan beschreven op de pagina van elk aanbod.\n\nDe annulerings- en wijzigingsvoorwaarden hangen af van het gekozen aanbod en worden vóór de betaling duidelijk vermeld. Voor vragen over je bestelling kun je zes dagen per week terecht bij onze klantenservice.',
      "Le presenti condizioni generali disciplinano tutte le prenotazioni di soggiorni, cofanetti regalo, carte regalo e attività effettuate su questo sito. Confermando l'ordine, le accetti integralmente. I prezzi sono indicati in euro, IVA inclusa, e i servizi compresi sono descritti nella scheda di ogni offerta.\n\nLe condizioni di cancellazione e modifica dipendono dall'offerta scelta e sono indicate chiaramente prima del pagamento. Per qualsiasi domanda sul tuo ordine, il nostro servizio clienti è a disposizione sei giorni su sette.",
    ),
  },
  {
    key: 'conditions-of-use',
    title: L(
      'Terms of use',
      "Conditions d'utilisation",
      'Condiciones de uso',
      'Gebruiksvoorwaarden',
      "Condizioni d'uso",
    ),
    body: L(
      'Access to and use of this website are subject to these terms of use. The content published here, including texts, photos and logos, is protected and may not be reproduced without prior permission.\n\nWe do our best to keep the information on the site accurate and up to date, but availability and prices may change at any time. We reserve the right to amend these terms; the version in force is the one published on this page.',
      "L'accès et l'utilisation de ce site sont soumis aux présentes conditions d'utilisation. Les contenus publiés, notamment les textes, photos et logos, sont protégés et ne peuvent être reproduits sans autorisation préalable.\n\nNous faisons de notre mieux pour que les informations du site soient exactes et à jour, mais les disponibilités et les prix peuvent évoluer à tout moment. Nous nous réservons le droit de modifier ces conditions ; la version applicable est celle publiée sur cette page.",
      'El acceso y el uso de este sitio web están sujetos a las presentes condiciones de uso. Los contenidos publicados, incluidos textos, fotografías y logotipos, están protegidos y no pueden reproducirse sin autorización previa.\n\nHacemos todo lo posible para que la información del sitio sea exacta y esté actualizada, pero la disponibilidad y los precios pueden cambiar en cualquier momento. Nos reservamos el derecho de modificar estas condiciones; la versión vigente es la publicada en esta página.',
      "De toegang tot en het gebruik van deze website zijn onderworpen aan deze gebruiksvoorwaarden. De gepubliceerde inhoud, waaronder teksten, foto's en logo's, is beschermd en mag niet zonder voorafgaande toestemming worden overgenomen.\n\nWe doen ons best om de informatie op de site juist en actueel te houden, maar beschikbaarheid en prijzen kunnen op elk moment wijzigen. We behouden ons het recht voor deze voorwaarden aan te passen; de geldende versie is die op deze pagina.",
      "L'accesso e l'utilizzo di questo sito sono soggetti alle presenti condizioni d'uso. I contenuti pubblicati, compresi testi, foto e loghi, sono protetti e non possono essere riprodotti senza autorizzazione preventiva.\n\nFacciamo del nostro meglio perché le informazioni del sito siano corrette e aggiornate, ma disponibilità e prezzi possono cambiare in qualsiasi momento. Ci riserviamo il diritto di modificare queste condizioni; la versione in vigore è quella pubblicata su questa pagina.",
    ),
  },
  {
    key: 'data-protection',
    title: L(
      'Data protection',
      'Protection des données personnelles',
      'Protección de datos',
      'Privacybeleid',
      'Protezione dei dati personali',
    ),
    body: L(
      'We only collect the personal data needed to process your bookings, send your gifts and, if you agree, keep you informed of our offers. Your data is never sold and is shared only with the hotels and partners involved in your order.\n\nUnder the General Data Protection Regulation (GDPR), you can access, correct or delete your data at any time, and object to its use for marketing purposes. To exercise these rights, simply contact our customer service from your account.',
      "Nous collectons uniquement les données personnelles nécessaires au traitement de vos réservations, à l'envoi de vos cadeaux et, si vous l'acceptez, à l'envoi de nos offres. Vos données ne sont jamais vendues et ne sont transmises qu'aux hôtels et partenaires concernés par votre commande.\n\nConformément au Règlement général sur la protection des données (RGPD), vous pouvez à tout moment accéder à vos données, les rectifier ou les supprimer, et vous opposer à leur utilisation à des fins commerciales. Pour exercer ces droits, il vous suffit de contacter notre service client depuis votre compte.",
      'Solo recogemos los datos personales necesarios para gestionar tus reservas, enviar tus regalos y, si lo aceptas, informarte de nuestras ofertas. Nunca vendemos tus datos y solo los compartimos con los hoteles y colaboradores que intervienen en tu pedido.\n\nDe acuerdo con el Reglamento General de Protección de Datos (RGPD), puedes acceder a tus datos, rectificarlos o suprimirlos en cualquier momento, así como oponerte a su uso con fines comerciales. Para ejercer estos derechos, basta con contactar con nuestro servicio de atención al cliente desde tu cuenta.',
      'We verzamelen alleen de persoonsgegevens die nodig zijn om je boekingen te verwerken, je cadeaus te versturen en, als je daarmee instemt, je op de hoogte te houden van onze aanbiedingen. Je gegevens worden nooit verkocht en alleen gedeeld met de hotels en partners die bij je bestelling betrokken zijn.\n\nOnder de Algemene Verordening Gegevensbescherming (AVG) kun je je gegevens op elk moment inzien, laten corrigeren of verwijderen, en bezwaar maken tegen het gebruik ervan voor marketingdoeleinden. Neem hiervoor vanuit je account contact op met onze klantenservice.',
      'Raccogliamo solo i dati personali necessari per gestire le tue prenotazioni, inviare i tuoi regali e, se lo desideri, tenerti aggiornato sulle nostre offerte. I tuoi dati non vengono mai venduti e sono condivisi solo con gli hotel e i partner coinvolti nel tuo ordine.\n\nIn conformità con il Regolamento generale sulla protezione dei dati (GDPR), puoi in qualsiasi momento accedere ai tuoi dati, rettificarli o cancellarli e opporti al loro utilizzo a fini commerciali. Per esercitare questi diritti, contatta il nostro servizio clienti dal tuo account.',
    ),
  },
  {
    key: 'cookies',
    title: L(
      'Cookie policy',
      'Gestion des cookies',
      'Política de cookies',
      'Cookiebeleid',
      'Informativa sui cookie',
    ),
    body: L(
      "This website uses cookies to work properly, remember your preferences and measure its audience. Some cookies are strictly necessary, for example to keep your basket during your visit; others are only set with your consent.\n\nYou can change your choices at any time via the 'Cookie settings' link at the bottom of every page. Refusing non-essential cookies does not stop you from browsing or booking.",
      "Ce site utilise des cookies pour fonctionner correctement, mémoriser vos préférences et mesurer son audience. Certains cookies sont strictement nécessaires, par exemple pour conserver votre panier pendant votre visite ; les autres ne sont déposés qu'avec votre consentement.\n\nVous pouvez modifier vos choix à tout moment grâce au lien « Paramètres des cookies » en bas de chaque page. Refuser les cookies non essentiels ne vous empêche ni de naviguer ni de réserver.",
      'Este sitio web utiliza cookies para funcionar correctamente, recordar tus preferencias y medir la audiencia. Algunas cookies son estrictamente necesarias, por ejemplo para conservar tu cesta durante la visita; las demás solo se instalan con tu consentimiento.\n\nPuedes cambiar tus preferencias en cualquier momento desde el enlace «Configuración de cookies» que encontrarás al pie de cada página. Rechazar las cookies no esenciales no te impide navegar ni reservar.',
      "Deze website gebruikt cookies om goed te werken, je voorkeuren te onthouden en het bezoek te meten. Sommige cookies zijn strikt noodzakelijk, bijvoorbeeld om je winkelmandje tijdens je bezoek te bewaren; andere worden alleen met je toestemming geplaatst.\n\nJe kunt je keuzes altijd wijzigen via de link 'Cookie-instellingen' onderaan elke pagina. Weiger je niet-noodzakelijke cookies, dan kun je gewoon blijven surfen en boeken.",
      'Questo sito utilizza i cookie per funzionare correttamente, ricordare le tue preferenze e misurarne il traffico. Alcuni cookie sono strettamente necessari, ad esempio per conservare il carrello durante la visita; gli altri vengono installati solo con il tuo consenso.\n\nPuoi modificare le tue scelte in qualsiasi momento tramite il link «Impostazioni cookie» in fondo a ogni pagina. Rifiutare i cookie non essenziali non ti impedisce di navigare né di prenotare.',
    ),
  },
  {
    key: 'partners',
    title: L(
      'Become a partner',
      'Devenir partenaire',
      'Hazte colaborador',
      'Partner worden',
      'Diventa partner',
    ),
    body: L(
      'Do you run a hotel or a spa, or offer activities? Join the hundreds of partners who reach new guests through our website in five countries. We take care of presenting your offers, handling bookings and promoting them to our customers.\n\nThere is no subscription fee: we only earn a commission on confirmed bookings. Contact our partnerships team and tell us about your establishment; we will get back to you within a few days.',
      "Vous êtes hôtelier, gérant de spa ou prestataire d'activités ? Rejoignez les centaines de partenaires qui touchent de nouveaux clients grâce à notre site, dans cinq pays. Nous nous occupons de la présentation de vos offres, de la gestion des réservations et de leur promotion auprès de nos clients.\n\nAucun abonnement : nous sommes rémunérés uniquement par une commission sur les réservations confirmées. Contactez notre équipe partenariats pour nous présenter votre établissement ; nous reviendrons vers vous sous quelques jours.",
      '¿Tienes un hotel o un spa, u ofreces actividades? Únete a los cientos de colaboradores que llegan a nuevos clientes a través de nuestra web en cinco países. Nos encargamos de presentar tus ofertas, gestionar las reservas y promocionarlas entre nuestros clientes.\n\nSin cuotas de suscripción: solo cobramos una comisión por las reservas confirmadas. Ponte en contacto con nuestro equipo de colaboraciones y háblanos de tu establecimiento; te responderemos en pocos días.',
      'Run je een hotel of spa, of bied je activiteiten aan? Sluit je aan bij de honderden partners die via onze website nieuwe gasten bereiken in vijf landen. Wij zorgen voor de presentatie van je aanbod, de afhandeling van boekingen en de promotie bij onze klanten.\n\nEr zijn geen abonnementskosten: we ontvangen alleen een commissie op bevestigde boekingen. Neem contact op met ons partnerteam en vertel ons over je accommodatie; je hoort binnen enkele dagen van ons.',
      'Gestisci un hotel o una spa, oppure proponi attività? Unisciti alle centinaia di partner che raggiungono nuovi clienti in cinque paesi grazie al nostro sito. Ci occupiamo noi di presentare le tue offerte, gestire le prenotazioni e promuoverle presso i nostri clienti.\n\nNessun abbonamento: guadagniamo solo una commissione sulle prenotazioni confermate. Contatta il nostro team partnership e raccontaci la tua struttura; ti risponderemo entro pochi giorni.',
    ),
  },
  {
    key: 'press',
    title: L('Press', 'Espace presse', 'Prensa', 'Pers', 'Area stampa'),
    body: L(
      'Journalists and bloggers will find our latest news, key figures and high-resolution images of our partner hotels here. We regularly publish studies on trends in short breaks and weekend getaways in Europe.\n\nFor an interview, information or a press trip, please contact our press office by e-mail. We will reply as quickly as possible.',
      'Journalistes et blogueurs, vous trouverez ici nos dernières actualités, nos chiffres clés et des visuels haute définition de nos hôtels partenaires. Nous publions régulièrement des études de tendances sur les courts séjours et les week-ends en Europe.\n\nPour une interview, une information ou un voyage de presse, contactez notre service de presse par e-mail. Nous vous répondrons dans les meilleurs délais.',
      'Periodistas y blogueros: aquí encontraréis nuestras últimas noticias, cifras clave e imágenes en alta definición de nuestros hoteles colaboradores. Publicamos con regularidad estudios de tendencias sobre escapadas y estancias cortas en Europa.\n\nPara entrevistas, información o viajes de prensa, escribid a nuestro departamento de prensa por correo electrónico. Os responderemos lo antes posible.',
      'Journalisten en bloggers vinden hier ons laatste nieuws, kerncijfers en beeldmateriaal in hoge resolutie van onze partnerhotels. We publiceren regelmatig trendonderzoeken over korte vakanties en weekendjes weg in Europa.\n\nVoor een interview, informatie of een persreis kun je per e-mail contact opnemen met onze persdienst. We reageren zo snel mogelijk.',
      'Giornalisti e blogger troveranno qui le nostre ultime novità, i dati principali e immagini in alta definizione dei nostri hotel partner. Pubblichiamo regolarmente studi sulle tendenze dei soggiorni brevi e dei weekend in Europa.\n\nPer interviste, informazioni o viaggi stampa, contatta il nostro ufficio stampa via e-mail. Ti risponderemo il prima possibile.',
    ),
  },
];

// SEO_SEARCH_TEXTS placeholders (every paragraph uses both): {destination} — a city, region or country
// name; {theme} — a ThemeRef name in the same language. French and Italian avoid a preposition right before
// {destination} (« à Provence », « a Toscana » would be wrong for regions).
export const SEO_SEARCH_TEXTS: Localized[] = [
  L(
    'Dreaming of a break in {destination}? Browse our selection of stays in the {theme} category, each with at least one activity included, and book at the best price. Every hotel has been chosen by our team so you can set off with complete peace of mind.',
    "{destination} vous fait rêver ? Parcourez notre sélection de séjours de la thématique {theme}, tous avec au moins une activité incluse, et réservez au meilleur prix. Chaque hôtel a été choisi par notre équipe pour que vous partiez l'esprit tranquille.",
    '¿Sueñas con una escapada en {destination}? Descubre nuestra selección de estancias de la categoría {theme}, todas con al menos una actividad incluida, y reserva al mejor precio. Nuestro equipo ha elegido cada hotel para que viajes con total tranquilidad.',
    'Droom je van een weekendje weg in {destination}? Bekijk onze selectie arrangementen in de categorie {theme}, allemaal met minstens één activiteit inbegrepen, en boek tegen de beste prijs. Elk hotel is door ons team geselecteerd, zodat je zorgeloos op pad gaat.',
    "{destination} ti fa sognare? Sfoglia la nostra selezione di soggiorni della categoria {theme}, tutti con almeno un'attività inclusa, e prenota al miglior prezzo. Ogni hotel è stato scelto dal nostro team perché tu possa partire in tutta tranquillità.",
  ),
  L(
    'From charming guesthouses to hotels with a spa, {destination} has accommodation for every taste. Our stays in the {theme} category combine a comfortable night, breakfast and a carefully chosen activity, so all you have to do is pack your bag.',
    "Des chambres d'hôtes de charme aux hôtels avec spa, {destination} offre des hébergements pour tous les goûts. Nos séjours de la thématique {theme} réunissent une nuit confortable, le petit-déjeuner et une activité soigneusement choisie : il ne vous reste plus qu'à faire votre valise.",
    'De casas rurales con encanto a hoteles con spa, {destination} tiene alojamientos para todos los gustos. Nuestras escapadas de la categoría {theme} combinan una noche cómoda, el desayuno y una actividad cuidadosamente elegida: solo tienes que hacer la maleta.',
    "Van sfeervolle B&B's tot hotels met spa: {destination} heeft voor ieder wat wils. Onze arrangementen in de categorie {theme} combineren een comfortabele nacht, ontbijt en een zorgvuldig gekozen activiteit. Jij hoeft alleen nog je koffer te pakken.",
    "Dai B&B di charme agli hotel con spa, {destination} offre sistemazioni per tutti i gusti. I nostri soggiorni della categoria {theme} uniscono una notte confortevole, la colazione e un'attività scelta con cura: a te non resta che preparare la valigia.",
  ),
  L(
    'Why choose a stay from our {theme} collection to discover {destination}? Because a weekend is even better when everything is taken care of: the hotel, the activity and the little extras that make all the difference. Compare offers, read guest reviews and find the stay that suits you.',
    "Pourquoi choisir un séjour de la thématique {theme} pour découvrir {destination} ? Parce qu'un week-end est encore meilleur quand tout est prévu : l'hôtel, l'activité et les petites attentions qui font la différence. Comparez les offres, lisez les avis de nos clients et trouvez le séjour qui vous ressemble.",
    '¿Por qué elegir una escapada de la categoría {theme} para descubrir {destination}? Porque un fin de semana es aún mejor cuando todo está organizado: el hotel, la actividad y los pequeños detalles que marcan la diferencia. Compara ofertas, lee las opiniones de otros viajeros y encuentra la escapada que mejor te va.',
    "Waarom kies je voor een arrangement in de categorie {theme} om {destination} te ontdekken? Omdat een weekend nog leuker is als alles geregeld is: het hotel, de activiteit en de kleine extra's die het verschil maken. Vergelijk de aanbiedingen, lees de reviews van andere gasten en vind het arrangement dat bij je past.",
    "Perché scegliere un soggiorno della categoria {theme} per scoprire {destination}? Perché un weekend è ancora più bello quando è tutto organizzato: l'hotel, l'attività e le piccole attenzioni che fanno la differenza. Confronta le offerte, leggi le recensioni degli ospiti e trova il soggiorno che fa per te.",
  ),
  L(
    'Whether you are planning well ahead or leaving tomorrow, our {theme} offers are updated every day, and {destination} is waiting for you. Many stays can be cancelled free of charge, and you can pay in several instalments.',
    "Que vous prépariez votre escapade longtemps à l'avance ou que vous partiez demain, nos offres de la thématique {theme} sont mises à jour chaque jour, et {destination} n'attend que vous. De nombreux séjours sont annulables gratuitement et vous pouvez régler en plusieurs fois.",
    'Tanto si planificas tu escapada con antelación como si te vas mañana, nuestras ofertas de la categoría {theme} se actualizan cada día y {destination} te está esperando. Muchas estancias se pueden cancelar gratis y puedes pagar a plazos.',
    'Of je nu ruim vooruit plant of morgen al vertrekt: onze aanbiedingen in de categorie {theme} worden elke dag bijgewerkt en {destination} wacht op je. Veel arrangementen kun je gratis annuleren en je kunt in termijnen betalen.',
    'Che tu stia organizzando la tua fuga con largo anticipo o parta domani, le nostre offerte della categoria {theme} sono aggiornate ogni giorno e {destination} ti aspetta. Molti soggiorni sono cancellabili gratuitamente e puoi pagare a rate.',
  ),
  L(
    'Looking for a gift idea? All our {theme} stays to discover {destination} can also be given as a gift, with a personalised card and a validity of several months. The lucky recipient simply chooses the date that suits them.',
    "Vous cherchez une idée cadeau ? Tous nos séjours de la thématique {theme} pour découvrir {destination} peuvent aussi être offerts, avec une carte personnalisée et une validité de plusieurs mois. L'heureux bénéficiaire n'a plus qu'à choisir sa date.",
    '¿Buscas una idea de regalo? Todas nuestras escapadas de la categoría {theme} para descubrir {destination} también se pueden regalar, con una tarjeta personalizada y una validez de varios meses. La persona afortunada solo tiene que elegir la fecha que más le convenga.',
    'Op zoek naar een cadeau-idee? Al onze arrangementen in de categorie {theme} om {destination} te ontdekken kun je ook cadeau geven, met een persoonlijke kaart en een geldigheid van meerdere maanden. De gelukkige ontvanger kiest zelf de datum die het beste uitkomt.',
    "Cerchi un'idea regalo? Tutti i nostri soggiorni della categoria {theme} per scoprire {destination} si possono anche regalare, con un biglietto personalizzato e una validità di diversi mesi. Il fortunato destinatario dovrà solo scegliere la data che preferisce.",
  ),
];

// ---------------------------------------------------------------------------------------------------------
// 12. Gift boxes, sub-elements and sleeves
// ---------------------------------------------------------------------------------------------------------

export const BOXES: BoxRef[] = [
  {
    key: 'wellness-escape-for-two',
    title: L(
      'Wellness escape for two',
      'Évasion bien-être pour deux',
      'Escapada de bienestar para dos',
      'Wellnessuitje voor twee',
      'Fuga benessere per due',
    ),
    description: L(
      'A night for two in a hotel with a spa, with breakfast and a moment of pure relaxation included. Choose from more than 300 hand-picked hotels.',
      'Une nuit pour deux dans un hôtel avec spa, petit-déjeuner et moment de détente compris. À choisir parmi plus de 300 hôtels sélectionnés avec soin.',
      'Una noche para dos en un hotel con spa, con desayuno y un momento de relax incluidos. Para elegir entre más de 300 hoteles seleccionados.',
      'Een nacht voor twee in een hotel met spa, inclusief ontbijt en een moment van pure ontspanning. Keuze uit meer dan 300 zorgvuldig geselecteerde hotels.',
      'Una notte per due in un hotel con spa, con colazione e un momento di puro relax inclusi. Da scegliere tra oltre 300 hotel selezionati con cura.',
    ),
    includedContent: L(
      '1 night for 2 people\nBreakfast for 2\nSpa access or a massage\nValid for 15 months, free exchange',
      '1 nuit pour 2 personnes\nPetit-déjeuner pour 2\nAccès au spa ou massage\nValable 15 mois, échange gratuit',
      '1 noche para 2 personas\nDesayuno para 2\nAcceso al spa o masaje\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen\nOntbijt voor 2\nToegang tot de spa of een massage\n15 maanden geldig, gratis omruilen',
      '1 notte per 2 persone\nColazione per 2\nAccesso alla spa o massaggio\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 24990,
    themeIds: [26, 23],
  },
  {
    key: 'gourmet-weekend',
    title: L(
      'Gourmet weekend',
      'Week-end gourmand',
      'Fin de semana gourmet',
      'Culinair weekend',
      'Weekend goloso',
    ),
    description: L(
      'A night in a charming hotel and a gourmet dinner for two, cooked by chefs who are passionate about their region.',
      'Une nuit dans un hôtel de charme et un dîner gastronomique pour deux, signé par des chefs amoureux de leur région.',
      'Una noche en un hotel con encanto y una cena gastronómica para dos, firmada por chefs enamorados de su tierra.',
      'Een nacht in een sfeervol hotel en een gastronomisch diner voor twee, bereid door chefs die verliefd zijn op hun streek.',
      'Una notte in un hotel di charme e una cena gourmet per due, firmata da chef innamorati del loro territorio.',
    ),
    includedContent: L(
      '1 night for 2 people\nBreakfast for 2\nGourmet dinner for 2 (drinks not included)\nValid for 15 months, free exchange',
      '1 nuit pour 2 personnes\nPetit-déjeuner pour 2\nDîner gastronomique pour 2 (hors boissons)\nValable 15 mois, échange gratuit',
      '1 noche para 2 personas\nDesayuno para 2\nCena gastronómica para 2 (bebidas no incluidas)\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen\nOntbijt voor 2\nGastronomisch diner voor 2 (exclusief dranken)\n15 maanden geldig, gratis omruilen',
      '1 notte per 2 persone\nColazione per 2\nCena gourmet per 2 (bevande escluse)\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 29990,
    themeIds: [19, 23],
  },
  {
    key: 'exceptional-stay',
    title: L(
      'Exceptional stay',
      "Séjour d'exception",
      'Estancia excepcional',
      'Uitzonderlijk verblijf',
      "Soggiorno d'eccezione",
    ),
    description: L(
      'Two nights in a prestigious 4- or 5-star hotel, castle or palace, with a spa treatment or a fine dinner to make it unforgettable.',
      'Deux nuits dans un hôtel 4 ou 5 étoiles, un château ou un palais de prestige, avec un soin au spa ou un dîner raffiné pour rendre le moment inoubliable.',
      'Dos noches en un prestigioso hotel de 4 o 5 estrellas, castillo o palacio, con un tratamiento de spa o una cena refinada para hacerlas inolvidables.',
      'Twee nachten in een prestigieus 4- of 5-sterrenhotel, kasteel of paleis, met een spabehandeling of een verfijnd diner om het onvergetelijk te maken.',
      'Due notti in un prestigioso hotel a 4 o 5 stelle, castello o palazzo, con un trattamento in spa o una cena raffinata per renderle indimenticabili.',
    ),
    includedContent: L(
      '2 nights for 2 people\nBreakfast for 2 every morning\nSpa treatment or gourmet dinner\nValid for 15 months, free exchange',
      '2 nuits pour 2 personnes\nPetit-déjeuner pour 2 chaque matin\nSoin au spa ou dîner gastronomique\nValable 15 mois, échange gratuit',
      '2 noches para 2 personas\nDesayuno para 2 cada mañana\nTratamiento de spa o cena gastronómica\nVálida 15 meses, cambio gratuito',
      '2 nachten voor 2 personen\nElke ochtend ontbijt voor 2\nSpabehandeling of gastronomisch diner\n15 maanden geldig, gratis omruilen',
      '2 notti per 2 persone\nColazione per 2 ogni mattina\nTrattamento in spa o cena gourmet\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 39990,
    themeIds: [23, 26, 19],
  },
  {
    key: 'romantic-night',
    title: L('Romantic night', 'Nuit romantique', 'Noche romántica', 'Romantische nacht', 'Notte romantica'),
    description: L(
      'A night for two in a romantic setting, with breakfast in bed or on the terrace and a bottle of bubbly to toast your love.',
      'Une nuit à deux dans un cadre romantique, avec petit-déjeuner au lit ou en terrasse et une bouteille de bulles pour trinquer à votre amour.',
      'Una noche para dos en un entorno romántico, con desayuno en la cama o en la terraza y una botella de cava para brindar por el amor.',
      "Een nacht met z'n tweeën in een romantische omgeving, met ontbijt op bed of op het terras en een fles bubbels om op de liefde te proosten.",
      "Una notte per due in un ambiente romantico, con colazione a letto o in terrazza e una bottiglia di bollicine per brindare all'amore.",
    ),
    includedContent: L(
      '1 night for 2 people\nBreakfast for 2\nBottle of sparkling wine in the room\nValid for 15 months, free exchange',
      '1 nuit pour 2 personnes\nPetit-déjeuner pour 2\nBouteille de vin pétillant en chambre\nValable 15 mois, échange gratuit',
      '1 noche para 2 personas\nDesayuno para 2\nBotella de cava en la habitación\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen\nOntbijt voor 2\nFles mousserende wijn op de kamer\n15 maanden geldig, gratis omruilen',
      '1 notte per 2 persone\nColazione per 2\nBottiglia di spumante in camera\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 14990,
    themeIds: [23],
  },
  {
    key: 'among-the-vines',
    title: L(
      'Among the vines',
      'Au cœur des vignes',
      'Entre viñedos',
      'Tussen de wijnranken',
      'Tra le vigne',
    ),
    description: L(
      'A night on a wine estate or in the heart of a wine region, with a cellar visit and a tasting led by a passionate winemaker.',
      "Une nuit dans un domaine viticole ou au cœur d'un vignoble, avec visite de cave et dégustation menée par un vigneron passionné.",
      'Una noche en una bodega o en plena región vinícola, con visita a la bodega y cata guiada por un viticultor apasionado.',
      'Een nacht op een wijndomein of midden in een wijnstreek, met een kelderbezoek en een proeverij onder leiding van een gepassioneerde wijnmaker.',
      'Una notte in una tenuta vinicola o nel cuore di una zona del vino, con visita in cantina e degustazione guidata da un vignaiolo appassionato.',
    ),
    includedContent: L(
      '1 night for 2 people\nBreakfast for 2\nCellar visit and wine tasting for 2\nValid for 15 months, free exchange',
      '1 nuit pour 2 personnes\nPetit-déjeuner pour 2\nVisite de cave et dégustation pour 2\nValable 15 mois, échange gratuit',
      '1 noche para 2 personas\nDesayuno para 2\nVisita a bodega y cata para 2\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen\nOntbijt voor 2\nKelderbezoek en wijnproeverij voor 2\n15 maanden geldig, gratis omruilen',
      '1 notte per 2 persone\nColazione per 2\nVisita in cantina e degustazione per 2\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 19990,
    themeIds: [34, 19],
  },
  {
    key: 'family-adventure',
    title: L(
      'Family adventure',
      'Aventure en famille',
      'Aventura en familia',
      'Gezinsavontuur',
      'Avventura in famiglia',
    ),
    description: L(
      'A night for the whole family in a family room, with breakfast and an outing everyone will love: zoo, theme park or treetop course.',
      "Une nuit pour toute la famille en chambre familiale, avec petit-déjeuner et une sortie qui plaira à tous : zoo, parc d'attractions ou accrobranche.",
      'Una noche para toda la familia en habitación familiar, con desayuno y una salida que gustará a todos: zoo, parque temático o circuito de aventura.',
      'Een nacht voor het hele gezin in een familiekamer, met ontbijt en een uitje waar iedereen van geniet: dierentuin, pretpark of klimparcours.',
      "Una notte per tutta la famiglia in camera familiare, con colazione e un'uscita che piacerà a tutti: zoo, parco divertimenti o percorso avventura.",
    ),
    includedContent: L(
      '1 night for 2 adults and 2 children\nBreakfast for the whole family\nTickets for a family activity\nValid for 15 months, free exchange',
      '1 nuit pour 2 adultes et 2 enfants\nPetit-déjeuner pour toute la famille\nBillets pour une activité en famille\nValable 15 mois, échange gratuit',
      '1 noche para 2 adultos y 2 niños\nDesayuno para toda la familia\nEntradas para una actividad en familia\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 volwassenen en 2 kinderen\nOntbijt voor het hele gezin\nTickets voor een gezinsactiviteit\n15 maanden geldig, gratis omruilen',
      "1 notte per 2 adulti e 2 bambini\nColazione per tutta la famiglia\nBiglietti per un'attività in famiglia\nValido 15 mesi, cambio gratuito",
    ),
    valueCents: 27990,
    themeIds: [39],
  },
  {
    key: 'spa-day-for-two',
    title: L(
      'Spa day for two',
      'Journée spa en duo',
      'Día de spa para dos',
      'Spadag voor twee',
      'Giornata spa per due',
    ),
    description: L(
      'A day of pure relaxation for two, no overnight stay needed: access to the spa and a massage for each of you.',
      'Une journée de pure détente à deux, sans nuit sur place : accès au spa et un massage pour chacun.',
      'Un día de relax total para dos, sin necesidad de alojarse: acceso al spa y un masaje para cada uno.',
      "Een dag puur ontspannen met z'n tweeën, zonder overnachting: toegang tot de spa en voor ieder een massage.",
      'Una giornata di puro relax per due, senza pernottamento: accesso alla spa e un massaggio per ciascuno.',
    ),
    includedContent: L(
      'Spa access for 2 people\n1 massage per person (30 min)\nHerbal tea and fruit in the relaxation room\nValid for 15 months, free exchange',
      'Accès au spa pour 2 personnes\n1 massage par personne (30 min)\nTisane et fruits en salle de repos\nValable 15 mois, échange gratuit',
      'Acceso al spa para 2 personas\n1 masaje por persona (30 min)\nInfusión y fruta en la sala de relajación\nVálida 15 meses, cambio gratuito',
      'Toegang tot de spa voor 2 personen\n1 massage per persoon (30 min)\nKruidenthee en fruit in de relaxruimte\n15 maanden geldig, gratis omruilen',
      'Accesso alla spa per 2 persone\n1 massaggio a persona (30 min)\nTisana e frutta nella sala relax\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 9990,
    themeIds: [26],
  },
  {
    key: 'unusual-night',
    title: L('Unusual night', 'Nuit insolite', 'Noche insólita', 'Bijzondere nacht', 'Notte insolita'),
    description: L(
      'A night off the beaten track for two: a treehouse, a bubble under the stars, a floating cabin or a traditional wooden caravan.',
      'Une nuit hors du commun pour deux : cabane dans les arbres, bulle sous les étoiles, cabane flottante ou roulotte.',
      'Una noche fuera de lo común para dos: cabaña en un árbol, burbuja bajo las estrellas, cabaña flotante o carromato de madera.',
      'Een bijzondere nacht voor twee: boomhut, bubbel onder de sterren, drijvend huisje of pipowagen.',
      "Una notte fuori dal comune per due: casa sull'albero, bolla sotto le stelle, casetta galleggiante o carrozzone in legno.",
    ),
    includedContent: L(
      '1 night for 2 people in unusual accommodation\nBreakfast for 2\nValid for 15 months, free exchange',
      '1 nuit pour 2 personnes dans un hébergement insolite\nPetit-déjeuner pour 2\nValable 15 mois, échange gratuit',
      '1 noche para 2 personas en un alojamiento insólito\nDesayuno para 2\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen in een bijzondere accommodatie\nOntbijt voor 2\n15 maanden geldig, gratis omruilen',
      '1 notte per 2 persone in un alloggio insolito\nColazione per 2\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 21990,
    themeIds: [31, 14],
  },
  {
    key: 'thrills-and-adventure',
    title: L(
      'Thrills and adventure',
      'Sensations et aventure',
      'Emoción y aventura',
      'Spanning en avontuur',
      'Emozioni e avventura',
    ),
    description: L(
      'For adrenaline lovers: a night in a hotel and an activity to get your heart racing, from paragliding to karting.',
      "Pour les amateurs d'adrénaline : une nuit à l'hôtel et une activité qui fait battre le cœur plus vite, du parapente au karting.",
      'Para los amantes de la adrenalina: una noche de hotel y una actividad que acelera el pulso, del parapente al karting.',
      'Voor adrenalinezoekers: een nacht in een hotel en een activiteit waarbij je hart sneller gaat kloppen, van paragliden tot karten.',
      "Per chi ama l'adrenalina: una notte in hotel e un'attività che fa battere forte il cuore, dal parapendio al go-kart.",
    ),
    includedContent: L(
      '1 night for 2 people\nBreakfast for 2\n1 sport or adventure activity for 2\nValid for 15 months, free exchange',
      "1 nuit pour 2 personnes\nPetit-déjeuner pour 2\n1 activité sportive ou d'aventure pour 2\nValable 15 mois, échange gratuit",
      '1 noche para 2 personas\nDesayuno para 2\n1 actividad deportiva o de aventura para 2\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen\nOntbijt voor 2\n1 sport- of avonturenactiviteit voor 2\n15 maanden geldig, gratis omruilen',
      "1 notte per 2 persone\nColazione per 2\n1 attività sportiva o d'avventura per 2\nValido 15 mesi, cambio gratuito",
    ),
    valueCents: 22990,
    themeIds: [8],
  },
  {
    key: 'two-nights-in-the-city',
    title: L(
      'Two nights in the city',
      'Deux nuits en ville',
      'Dos noches en la ciudad',
      'Twee nachten in de stad',
      'Due notti in città',
    ),
    description: L(
      "Two nights in a central hotel in one of Europe's great cities, with a guided tour or museum tickets to discover it.",
      "Deux nuits dans un hôtel central au cœur d'une grande ville européenne, avec visite guidée ou billets de musée pour la découvrir.",
      'Dos noches en un hotel céntrico de una gran ciudad europea, con visita guiada o entradas a un museo para descubrirla.',
      'Twee nachten in een centraal gelegen hotel in een Europese topstad, met een rondleiding of museumtickets om de stad te ontdekken.',
      'Due notti in un hotel centrale in una grande città europea, con visita guidata o biglietti per un museo per scoprirla.',
    ),
    includedContent: L(
      '2 nights for 2 people\nBreakfast for 2 every morning\nGuided tour or museum tickets for 2\nValid for 15 months, free exchange',
      '2 nuits pour 2 personnes\nPetit-déjeuner pour 2 chaque matin\nVisite guidée ou billets de musée pour 2\nValable 15 mois, échange gratuit',
      '2 noches para 2 personas\nDesayuno para 2 cada mañana\nVisita guiada o entradas a un museo para 2\nVálida 15 meses, cambio gratuito',
      '2 nachten voor 2 personen\nElke ochtend ontbijt voor 2\nRondleiding of museumtickets voor 2\n15 maanden geldig, gratis omruilen',
      '2 notti per 2 persone\nColazione per 2 ogni mattina\nVisita guidata o biglietti per un museo per 2\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 26990,
    themeIds: [48, 11],
  },
  {
    key: 'seaside-escape',
    title: L(
      'Seaside escape',
      'Escapade en bord de mer',
      'Escapada junto al mar',
      'Uitje aan zee',
      'Fuga al mare',
    ),
    description: L(
      'A night facing the sea, with breakfast and an activity on the water or along the coast.',
      "Une nuit face à la mer, avec petit-déjeuner et une activité sur l'eau ou le long de la côte.",
      'Una noche frente al mar, con desayuno y una actividad en el agua o a lo largo de la costa.',
      'Een nacht met uitzicht op zee, met ontbijt en een activiteit op het water of langs de kust.',
      "Una notte davanti al mare, con colazione e un'attività in acqua o lungo la costa.",
    ),
    includedContent: L(
      '1 night for 2 people\nBreakfast for 2\n1 water or coastal activity for 2\nValid for 15 months, free exchange',
      '1 nuit pour 2 personnes\nPetit-déjeuner pour 2\n1 activité nautique ou sur le littoral pour 2\nValable 15 mois, échange gratuit',
      '1 noche para 2 personas\nDesayuno para 2\n1 actividad acuática o en la costa para 2\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen\nOntbijt voor 2\n1 water- of kustactiviteit voor 2\n15 maanden geldig, gratis omruilen',
      '1 notte per 2 persone\nColazione per 2\n1 attività in acqua o sulla costa per 2\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 18990,
    themeIds: [42],
  },
  {
    key: 'mountain-break',
    title: L(
      'Mountain break',
      'Parenthèse à la montagne',
      'Escapada a la montaña',
      'Even naar de bergen',
      'Pausa in montagna',
    ),
    description: L(
      'Fresh air and wide open spaces: a night in the mountains with breakfast and, depending on the season, a snowshoe hike, a spa session or a mountain walk.',
      'Grand air et grands espaces : une nuit à la montagne avec petit-déjeuner et, selon la saison, une sortie en raquettes, une séance de spa ou une randonnée.',
      'Aire puro y grandes espacios: una noche en la montaña con desayuno y, según la temporada, una ruta con raquetas, una sesión de spa o una excursión.',
      'Frisse lucht en weidse vergezichten: een nacht in de bergen met ontbijt en, afhankelijk van het seizoen, een sneeuwschoenwandeling, een spabezoek of een bergwandeling.',
      "Aria pura e grandi spazi: una notte in montagna con colazione e, a seconda della stagione, una ciaspolata, una sessione in spa o un'escursione.",
    ),
    includedContent: L(
      '1 night for 2 people\nBreakfast for 2\n1 seasonal activity or spa access for 2\nValid for 15 months, free exchange',
      '1 nuit pour 2 personnes\nPetit-déjeuner pour 2\n1 activité de saison ou accès au spa pour 2\nValable 15 mois, échange gratuit',
      '1 noche para 2 personas\nDesayuno para 2\n1 actividad de temporada o acceso al spa para 2\nVálida 15 meses, cambio gratuito',
      '1 nacht voor 2 personen\nOntbijt voor 2\n1 seizoensactiviteit of toegang tot de spa voor 2\n15 maanden geldig, gratis omruilen',
      '1 notte per 2 persone\nColazione per 2\n1 attività di stagione o accesso alla spa per 2\nValido 15 mesi, cambio gratuito',
    ),
    valueCents: 19990,
    themeIds: [45, 14],
  },
];

export const SUB_ELEMENT_CATEGORIES: SubElementCategoryRef[] = [
  {
    id: 1,
    key: 'card-design',
    name: L(
      'Card design',
      'Modèle de carte',
      'Diseño de la tarjeta',
      'Ontwerp van de kaart',
      'Grafica del biglietto',
    ),
    singleSelection: true,
    defaultElementKey: 'card-classic',
  },
  {
    id: 2,
    key: 'gift-wrapping',
    name: L(
      'Gift wrapping',
      'Emballage cadeau',
      'Envoltorio de regalo',
      'Cadeauverpakking',
      'Confezione regalo',
    ),
    singleSelection: true,
    defaultElementKey: 'wrap-standard',
  },
  {
    id: 3,
    key: 'extras',
    name: L('Extras', 'Petits plus', 'Extras', 'Extraatjes', 'Extra'),
    singleSelection: false,
  },
];

export const SUB_ELEMENTS: SubElementRef[] = [
  {
    key: 'card-classic',
    categoryId: 1,
    name: L('Classic design', 'Modèle classique', 'Diseño clásico', 'Klassiek ontwerp', 'Grafica classica'),
    priceCents: 0,
    recommended: true,
  },
  {
    key: 'card-birthday',
    categoryId: 1,
    name: L(
      'Happy birthday',
      'Joyeux anniversaire',
      'Feliz cumpleaños',
      'Fijne verjaardag',
      'Buon compleanno',
    ),
    priceCents: 0,
    recommended: false,
  },
  {
    key: 'card-love',
    categoryId: 1,
    name: L('With love', 'Avec amour', 'Con amor', 'Met liefde', 'Con amore'),
    priceCents: 0,
    recommended: false,
  },
  {
    key: 'card-thank-you',
    categoryId: 1,
    name: L('Thank you', 'Merci', 'Gracias', 'Bedankt', 'Grazie'),
    priceCents: 0,
    recommended: false,
  },
  {
    key: 'wrap-standard',
    categoryId: 2,
    name: L(
      'Standard packaging',
      'Emballage standard',
      'Envoltorio estándar',
      'Standaardverpakking',
      'Confezione standard',
    ),
    priceCents: 0,
    recommended: false,
  },
  {
    key: 'wrap-premium',
    categoryId: 2,
    name: L(
      'Premium gift box with ribbon',
      'Coffret premium avec ruban',
      'Caja premium con lazo',
      'Luxe geschenkdoos met lint',
      'Confezione premium con nastro',
    ),
    priceCents: 490,
    recommended: true,
  },
  {
    key: 'wrap-kraft',
    categoryId: 2,
    name: L(
      'Recycled kraft paper wrapping',
      'Emballage en papier kraft recyclé',
      'Envoltorio de papel kraft reciclado',
      'Verpakking van gerecycled kraftpapier',
      'Confezione in carta kraft riciclata',
    ),
    priceCents: 290,
    recommended: false,
  },
  {
    key: 'extra-chocolates',
    categoryId: 3,
    name: L(
      'Box of Belgian chocolates',
      'Ballotin de chocolats belges',
      'Caja de bombones belgas',
      'Doosje Belgische pralines',
      'Scatola di cioccolatini belgi',
    ),
    priceCents: 990,
    recommended: true,
  },
  {
    key: 'extra-handwritten-message',
    categoryId: 3,
    name: L(
      'Handwritten message',
      'Message manuscrit',
      'Mensaje escrito a mano',
      'Handgeschreven boodschap',
      'Messaggio scritto a mano',
    ),
    priceCents: 190,
    recommended: false,
  },
  {
    key: 'extra-express-delivery',
    categoryId: 3,
    name: L(
      'Express delivery (24 h)',
      'Livraison express (24 h)',
      'Envío exprés (24 h)',
      'Expreslevering (24 uur)',
      'Consegna express (24 ore)',
    ),
    priceCents: 690,
    recommended: false,
  },
];

export const SLEEVES: SleeveRef[] = [
  {
    key: 'midnight-blue',
    name: L('Midnight blue', 'Bleu nuit', 'Azul noche', 'Nachtblauw', 'Blu notte'),
  },
  { key: 'gold', name: L('Gold', 'Doré', 'Dorado', 'Goud', 'Oro') },
  {
    key: 'spring-flowers',
    name: L(
      'Spring flowers',
      'Fleurs de printemps',
      'Flores de primavera',
      'Voorjaarsbloemen',
      'Fiori di primavera',
    ),
  },
  {
    key: 'festive-season',
    name: L(
      'Festive season',
      "Fêtes de fin d'année",
      'Fiestas navideñas',
      'Feestdagen',
      'Feste di fine anno',
    ),
  },
];

// ---------------------------------------------------------------------------------------------------------
// 13. Activity-only product providers (invented proper names, in the provider's own language)
// ---------------------------------------------------------------------------------------------------------

export const ACTIVITY_CENTRE_NAMES: string[] = [
  // FR
  'Spa Les Thermes du Lac',
  'Centre Équestre des Grands Prés',
  'Ballons de la Vallée Bleue',
  'Cave des Coteaux Dorés',
  'Canoë Évasion Rivière Claire',
  'Atelier Chocolat Maison Berthier',
  'Accrobranche du Petit Bois',
  'École de Parapente Ciel Ouvert',
  'Ferme des Trois Chèvres',
  "Escape Game L'Énigme",
  'Domaine du Clos Mireille',
  "Hammam Les Jardins d'Ambre",
  'Golf des Cinq Collines',
  // ES
  'Escuela de Surf Ola Brava',
  'Bodegas Hermanos Ríos',
  'Almazara Los Olivares',
  'Centro Ecuestre La Dehesa Verde',
  'Balneario Aguas del Valle',
  'Kayak Calas del Sur',
  'Karting Circuito del Norte',
  'Taller de Cocina Sal y Pimienta',
  'Club de Golf Los Alcornoques',
  'Escuela de Vela Mar de Plata',
  // IT
  'Cantina Poggio Rosso',
  'Frantoio Valle degli Ulivi',
  'Terme di Fontecalda',
  'Scuola di Cucina Nonna Rina',
  'Limonificio Costa Gialla',
  'Vela Azzurra Charter',
  'Maneggio Il Ferro di Cavallo',
  'Parapendio Volo Libero Alto Lago',
  'Centro Benessere Acquaviva',
  // BE
  'Brouwerij De Drie Hoeven',
  "Kayaks de l'Amblève",
  'Chocolaterie Van den Berghe',
  'Kantatelier De Klos',
  'Wellness De Zilveren Bron',
  'Grottes de la Roche Noire',
  // NL
  'Fietsverhuur De Tulp',
  'Kaasboerderij De Hooiberg',
  'Rederij Het Anker',
  'Klimbos De Eekhoorn',
  'Zeilschool Wad & Wind',
  'Golfclub De Heidevelden',
  'Thermen De Warme Bron',
  'Ballonvaarten Hemelsblauw',
];

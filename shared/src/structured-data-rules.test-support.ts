// For tests only (never exported from the package's index, so no bundle carries it): the rules a page's JSON-LD is
// judged by, written once. The teams' unit tests judge the blocks their pages render (absoluteUrls: false, as a
// fragment is pre-rendered); browser tests judge the page as the host serves it (absoluteUrls: true).
// Free of imports, so that e2e/ can import it by its path from Node as well as jest from a package.

export interface StructuredDataOptions {
  /**
   * Whether every URL must be absolute http(s), as on the page the host's server serves. A fragment may give page
   * URLs root-relative ("/configure/patron"): the host makes them absolute.
   */
  absoluteUrls: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// schema.org: the types this site uses and the properties schema.org defines for each, own and inherited
// (https://schema.org/<Type>, "Properties from …"; the vocabulary schema-dts 2.1.0 is generated from).

const THING = [
  'additionalType',
  'alternateName',
  'description',
  'disambiguatingDescription',
  'identifier',
  'image',
  'mainEntityOfPage',
  'name',
  'owner',
  'potentialAction',
  'sameAs',
  'subjectOf',
  'url',
];
/** Intangible and StructuredValue add no properties of their own to Thing's. */
const INTANGIBLE = THING;
const STRUCTURED_VALUE = INTANGIBLE;

const ORGANIZATION = [
  ...THING,
  ...'acceptedPaymentMethod actionableFeedbackPolicy address agentInteractionStatistic aggregateRating alumni areaServed authorizedRepresentative award awards brand companyRegistration contactPoint contactPoints correctionsPolicy department dissolutionDate diversityPolicy diversityStaffingReport duns email employee employees ethicsPolicy event events faxNumber founder founders foundingDate foundingLocation funder funding globalLocationNumber hasCertification hasCredential hasGS1DigitalLink hasMemberProgram hasMerchantReturnPolicy hasOfferCatalog hasPOS hasProductReturnPolicy hasShippingService interactionStatistic isicV4 iso6523Code keywords knowsAbout knowsLanguage legalAddress legalName legalRepresentative leiCode location logo makesOffer member memberOf members naics nonprofitStatus numberOfEmployees ownershipFundingInfo owns parentOrganization publishingPrinciples review reviews seeks serviceArea skills slogan sponsor subOrganization taxID telephone unnamedSourcesPolicy vatID'.split(
    ' ',
  ),
];

const PRODUCT = [
  ...THING,
  ...'additionalProperty aggregateRating asin audience authorizedRepresentative award awards brand category color colorSwatch consumerNotice countryOfAssembly countryOfLastProcessing countryOfOrigin depth displayLocation funding gtin gtin12 gtin13 gtin14 gtin8 hasAdultConsideration hasCertification hasDigitalProductPassport hasEnergyConsumptionDetails hasGS1DigitalLink hasMeasurement hasMerchantReturnPolicy hasProductReturnPolicy height importer inProductGroupWithID isAccessoryOrSparePartFor isConsumableFor isFamilyFriendly isOftenBoughtWith isRelatedTo isSimilarTo isVariantOf itemCondition keywords logo manufacturer material mobileUrl model mpn negativeNotes nsn offers pattern positiveNotes productID productionDate purchaseDate recycledContentPercentage releaseDate review reviews size sku slogan specification substanceOfConcern weight width'.split(
    ' ',
  ),
];

const OFFER = [
  ...INTANGIBLE,
  ...'acceptedPaymentMethod additionalProperty addOn advanceBookingRequirement aggregateRating areaServed asin availability availabilityEnds availabilityStarts availableAtOrFrom availableDeliveryMethod businessFunction category checkoutPageURLTemplate deliveryLeadTime eligibleCustomerType eligibleDuration eligibleQuantity eligibleRegion eligibleTransactionVolume gtin gtin12 gtin13 gtin14 gtin8 hasAdultConsideration hasDigitalProductPassport hasGS1DigitalLink hasMeasurement hasMerchantReturnPolicy includesObject ineligibleRegion inventoryLevel isFamilyFriendly itemCondition itemOffered itemPopularity leaseLength mobileUrl mpn offeredBy price priceCurrency priceSpecification priceValidUntil review reviews seller serialNumber shippingDetails sku validForMemberTier validFrom validThrough warranty'.split(
    ' ',
  ),
];

const BRAND = [...INTANGIBLE, 'aggregateRating', 'logo', 'review', 'slogan'];
const ITEM_LIST = [...INTANGIBLE, 'aggregateElement', 'itemListElement', 'itemListOrder', 'numberOfItems'];
const LIST_ITEM = [...INTANGIBLE, 'item', 'nextItem', 'position', 'previousItem'];

const CREATIVE_WORK = [
  ...THING,
  ...'about abstract accessibilityAPI accessibilityControl accessibilityFeature accessibilityHazard accessibilitySummary accessMode accessModeSufficient accountablePerson acquireLicensePage aggregateRating alternativeHeadline archivedAt assesses associatedMedia audience audio author award awards character citation comment commentCount conditionsOfAccess contentLocation contentRating contentReferenceTime contributor copyrightHolder copyrightNotice copyrightYear correction countryOfOrigin creativeWorkStatus creator creditText dateCreated dateModified datePublished digitalSourceType discussionUrl displayLocation editEIDR editor educationalAlignment educationalLevel educationalUse encoding encodingFormat encodings exampleOfWork expires fileFormat funder funding genre hasPart headline inLanguage interactionStatistic interactivityType interpretedAsClaim isAccessibleForFree isBasedOn isBasedOnUrl isFamilyFriendly isPartOf keywords learningResourceType license locationCreated mainEntity maintainer material materialExtent mentions offers pattern position producer provider publication publisher publisherImprint publishingPrinciples recordedAt releasedEvent review reviews schemaVersion sdDatePublished sdLicense sdPublisher size sourceOrganization spatial spatialCoverage sponsor teaches temporal temporalCoverage text thumbnail thumbnailUrl timeRequired translationOfWork translator typicalAgeRange usageInfo version video wordCount workExample workTranslation'.split(
    ' ',
  ),
];
const ARTICLE = [
  ...CREATIVE_WORK,
  ...'articleBody articleSection backstory pageEnd pageStart pagination speakable wordCount'.split(' '),
];
const NEWS_ARTICLE = [...ARTICLE, ...'dateline printColumn printEdition printPage printSection'.split(' ')];
const MEDIA_OBJECT = [
  ...CREATIVE_WORK,
  ...'associatedArticle bitrate contentSize contentUrl duration embedUrl encodesCreativeWork encodingFormat endTime height ineligibleRegion interpretedAsClaim playerType productionCompany regionsAllowed requiresSubscription sha256 startTime uploadDate width'.split(
    ' ',
  ),
];
const IMAGE_OBJECT = [...MEDIA_OBJECT, 'caption', 'embeddedTextCaption', 'exifData', 'representativeOfPage'];
const WEB_SITE = [...CREATIVE_WORK, 'issn'];

const PROPERTY_VALUE = [
  ...STRUCTURED_VALUE,
  ...'maxValue measurementMethod measurementTechnique minValue propertyID unitCode unitText value valueGroup valueReference'.split(
    ' ',
  ),
];
const QUANTITATIVE_VALUE = [
  ...STRUCTURED_VALUE,
  ...'additionalProperty maxValue minValue unitCode unitText value valueReference'.split(' '),
];
const CONTACT_POINT = [
  ...STRUCTURED_VALUE,
  ...'areaServed availableLanguage contactOption contactType email faxNumber hoursAvailable productSupported serviceArea telephone'.split(
    ' ',
  ),
];
const POSTAL_ADDRESS = [
  ...CONTACT_POINT,
  ...'addressCountry addressLocality addressRegion extendedAddress postalCode postOfficeBoxNumber streetAddress'.split(
    ' ',
  ),
];

const ACTION = [
  ...THING,
  ...'actionProcess actionStatus agent endTime error instrument location object participant provider result startTime target'.split(
    ' ',
  ),
];
const TRADE_ACTION = [...ACTION, 'price', 'priceCurrency', 'priceSpecification'];
const BUY_ACTION = [...TRADE_ACTION, 'seller', 'vendor', 'warrantyPromise'];
const ENTRY_POINT = [
  ...INTANGIBLE,
  ...'actionApplication actionPlatform application contentType encodingType httpMethod urlTemplate'.split(' '),
];

/** Every schema.org type this site's pages use, with the properties schema.org defines for it. */
export const SCHEMA_ORG_PROPERTIES: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    Organization: ORGANIZATION,
    Product: PRODUCT,
    Offer: OFFER,
    Brand: BRAND,
    BreadcrumbList: ITEM_LIST,
    ListItem: LIST_ITEM,
    Article: ARTICLE,
    NewsArticle: NEWS_ARTICLE,
    ItemList: ITEM_LIST,
    PropertyValue: PROPERTY_VALUE,
    QuantitativeValue: QUANTITATIVE_VALUE,
    BuyAction: BUY_ACTION,
    EntryPoint: ENTRY_POINT,
    ImageObject: IMAGE_OBJECT,
    WebSite: WEB_SITE,
    PostalAddress: POSTAL_ADDRESS,
    ContactPoint: CONTACT_POINT,
  }).map(([type, properties]) => [type, new Set(properties)]),
);

/** schema.org's enumerations a property's value must be a member of, by its URL ("https://schema.org/PreOrder"). */
const ENUMERATIONS: Readonly<Record<string, { name: string; members: readonly string[] }>> = {
  availability: {
    name: 'ItemAvailability',
    members: [
      'BackOrder',
      'Discontinued',
      'InStock',
      'InStoreOnly',
      'LimitedAvailability',
      'MadeToOrder',
      'OnlineOnly',
      'OutOfStock',
      'PreOrder',
      'PreSale',
      'Reserved',
      'SoldOut',
    ],
  },
  itemCondition: {
    name: 'OfferItemCondition',
    members: ['DamagedCondition', 'NewCondition', 'RefurbishedCondition', 'UsedCondition'],
  },
};

/** Properties whose text is a URL. */
const URL_PROPERTIES = new Set([
  'url',
  'item',
  'image',
  'logo',
  'sameAs',
  'contentUrl',
  'embedUrl',
  'thumbnailUrl',
  'mainEntityOfPage',
  'target',
  'urlTemplate',
]);

/** Properties whose text is an ISO 8601 date or date and time. */
const DATE_PROPERTIES = new Set([
  'availabilityEnds',
  'availabilityStarts',
  'dateCreated',
  'dateModified',
  'datePublished',
  'dissolutionDate',
  'foundingDate',
  'priceValidUntil',
  'productionDate',
  'purchaseDate',
  'releaseDate',
  'sdDatePublished',
  'uploadDate',
  'validFrom',
  'validThrough',
]);

const SCHEMA_ORG_CONTEXT = /^https?:\/\/schema\.org\/?$/;

// ---------------------------------------------------------------------------------------------------------------
// The checks.

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typesOf = (node: Node): string[] => asList(node['@type']).filter((t): t is string => typeof t === 'string');
const isType = (node: Node, ...types: string[]) => typesOf(node).some((t) => types.includes(t));
const isFilled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const at = (path: string, index: number, list: unknown) => (Array.isArray(list) ? `${path}[${index}]` : path);

const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isIsoDate(text: string): boolean {
  const match = ISO_8601.exec(text);
  if (!match) return false;
  const [year, month, day, hours = '0', minutes = '0', seconds = '0'] = match.slice(1).map((part) => part ?? '0');
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60
  );
}

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/[^/\s]/i.test(text) || /\s/.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** ISO 4217 codes, as the runtime knows them; three capitals where it does not list them. */
function isCurrencyCode(text: string): boolean {
  if (!/^[A-Z]{3}$/.test(text)) return false;
  const supportedValuesOf = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supportedValuesOf ? supportedValuesOf('currency').includes(text) : true;
}

class Judge {
  readonly problems: string[] = [];
  readonly options: StructuredDataOptions;

  constructor(options: StructuredDataOptions) {
    this.options = options;
  }

  report(label: string, path: string, problem: string) {
    this.problems.push(`${label}: ${path || '(the node)'} ${problem}`);
  }

  /** schema.org: a known type, properties that type has, values of the right form; then the nested nodes. */
  node(label: string, node: Node, path: string) {
    const types = typesOf(node);
    if (types.length === 0) {
      // A reference to a node given elsewhere ({"@id": …}) or a JSON-LD value object is not a node of its own.
      if (!('@id' in node) && !('@value' in node)) this.report(label, path, 'has no @type');
      if ('@id' in node && Object.keys(node).some((key) => !key.startsWith('@')))
        this.report(label, path, 'has properties but no @type');
      return;
    }
    const unknown = types.filter((type) => !Object.hasOwn(SCHEMA_ORG_PROPERTIES, type));
    if (unknown.length > 0) {
      this.report(label, join(path, '@type'), `is ${unknown.join(', ')}: not a schema.org type this site uses`);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      if (!types.some((type) => SCHEMA_ORG_PROPERTIES[type]!.has(key)))
        this.report(label, join(path, key), `is not a schema.org property of ${types.join(', ')}`);
      this.values(label, key, value, join(path, key));
    }
  }

  values(label: string, key: string, value: unknown, path: string) {
    asList(value).forEach((item, index) => {
      const itemPath = at(path, index, value);
      if (isNode(item)) this.node(label, item, itemPath);
      else this.value(label, key, item, itemPath);
    });
  }

  value(label: string, key: string, value: unknown, path: string) {
    if (typeof value !== 'string') {
      if (key === 'price' && (typeof value !== 'number' || !Number.isFinite(value) || value < 0))
        this.report(label, path, `is ${JSON.stringify(value)}: not a price (a number, or a numeric string)`);
      return;
    }
    const enumeration = ENUMERATIONS[key];
    if (enumeration) {
      const member = /^https?:\/\/schema\.org\/(\w+)$/.exec(value)?.[1];
      if (!member || !enumeration.members.includes(member))
        this.report(
          label,
          path,
          `is "${value}": not the URL of a schema.org ${enumeration.name} (https://schema.org/…)`,
        );
    } else if (URL_PROPERTIES.has(key)) {
      const rootRelative = /^\/(?!\/)\S*$/.test(value);
      if (!isHttpUrl(value) && !(rootRelative && !this.options.absoluteUrls))
        this.report(
          label,
          path,
          `is "${value}": not an ${this.options.absoluteUrls ? 'absolute http(s) URL' : 'http(s) or root-relative URL'}`,
        );
    } else if (DATE_PROPERTIES.has(key)) {
      if (!isIsoDate(value)) this.report(label, path, `is "${value}": not an ISO 8601 date`);
    } else if (key === 'price') {
      if (!/^\d+(\.\d+)?$/.test(value))
        this.report(label, path, `is "${value}": not a price (digits, with a point before any decimals)`);
    } else if (key === 'priceCurrency') {
      if (!isCurrencyCode(value)) this.report(label, path, `is "${value}": not an ISO 4217 currency code`);
    }
  }

  required(label: string, node: Node, path: string, keys: readonly string[], why: string) {
    for (const key of keys)
      if (!isFilled(node[key]) || (Array.isArray(node[key]) && node[key].length === 0))
        this.report(label, join(path, key), `is missing (${why})`);
  }

  /**
   * Google's rich results: what each kind of result requires and recommends of a top-level node. This site holds itself
   * to both: a field Google only recommends is reported too, and the message says which it is.
   */
  richResult(label: string, node: Node) {
    if (isType(node, 'Product')) {
      this.required(label, node, '', ['name', 'offers'], 'Google requires it of a product');
      asList(node.offers).forEach((offer, index) => {
        const path = at('offers', index, node.offers);
        if (!isNode(offer)) return this.report(label, path, 'is not an Offer');
        this.required(label, offer, path, ['price', 'priceCurrency', 'availability'], 'Google requires it of an offer');
      });
      this.required(label, node, '', ['image', 'description', 'sku', 'brand'], 'Google recommends it for a product');
      asList(node.brand).forEach((brand, index) => {
        if (isNode(brand))
          this.required(label, brand, at('brand', index, node.brand), ['name'], 'Google reads the brand by its name');
      });
    }
    if (isType(node, 'Article', 'NewsArticle')) {
      this.required(
        label,
        node,
        '',
        ['headline', 'image', 'datePublished', 'author'],
        'Google recommends it for an article; the site gives it',
      );
      asList(node.author).forEach((author, index) => {
        const path = at('author', index, node.author);
        if (!isNode(author)) return this.report(label, path, 'is not a Person or Organization');
        this.required(label, author, path, ['name'], 'Google recommends an article’s author by name');
      });
      this.required(label, node, '', ['dateModified', 'publisher'], 'Google recommends it for an article');
    }
    if (isType(node, 'BreadcrumbList')) this.listItems(label, node, true);
    else if (isType(node, 'ItemList')) this.listItems(label, node, false);
    if (isType(node, 'Organization'))
      this.required(
        label,
        node,
        '',
        ['name', 'url', 'logo'],
        'Google recommends it for an organization; the site gives it',
      );
  }

  /** A list's items: ListItems at positions 1, 2, 3…; a breadcrumb's named and, all but the last, with their page. */
  listItems(label: string, node: Node, breadcrumb: boolean) {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length === 0)
      return this.report(label, 'itemListElement', 'is missing or empty (Google requires the list’s items)');
    items.forEach((item, index) => {
      const path = `itemListElement[${index}]`;
      if (!isNode(item) || !isType(item, 'ListItem')) return this.report(label, path, 'is not a ListItem');
      const position = typeof item.position === 'string' ? Number(item.position) : item.position;
      if (position !== index + 1)
        this.report(label, `${path}.position`, `is ${JSON.stringify(item.position)} where ${index + 1} was expected`);
      const target = item.item;
      const named = isFilled(item.name) || (isNode(target) && isFilled(target.name));
      if (breadcrumb) {
        if (!named) this.report(label, `${path}.name`, 'is missing (Google requires it of a breadcrumb)');
        const linked =
          typeof target === 'string' || (isNode(target) && (isFilled(target['@id']) || isFilled(target.url)));
        if (!linked && index < items.length - 1)
          this.report(label, `${path}.item`, 'is missing (Google requires it of every breadcrumb but the last)');
      } else if (!isFilled(item.url) && !isFilled(target)) {
        this.report(label, `${path}.url`, 'is missing (Google requires an item’s url or the item itself)');
      }
    });
  }
}

/**
 * What is wrong with a page's JSON-LD blocks (the parsed text of each `<script type="application/ld+json">`),
 * judged by schema.org and by Google's rich results for the kinds of page this site has; empty when nothing is.
 * Each problem names its block ("block 2 (BreadcrumbList)", counted from 1, or a node of its @graph) and the field
 * ("itemListElement[1].position", arrays counted from 0).
 */
export function structuredDataProblems(
  blocks: unknown[],
  options: StructuredDataOptions = { absoluteUrls: true },
): string[] {
  const judge = new Judge(options);
  blocks.forEach((block, index) => {
    const name = `block ${index + 1}`;
    const nodes: [label: string, node: unknown][] = [];
    if (Array.isArray(block)) block.forEach((node, i) => nodes.push([`${name}[${i}]`, node]));
    else if (isNode(block) && Array.isArray(block['@graph']))
      block['@graph'].forEach((node, i) => nodes.push([`${name}, @graph[${i}]`, node]));
    else nodes.push([name, block]);

    const context = isNode(block) ? block['@context'] : undefined;
    for (const [label, node] of nodes) {
      if (!isNode(node)) {
        judge.problems.push(`${label}: is not a JSON-LD node (a JSON object)`);
        continue;
      }
      const described = `${label} (${typesOf(node).join(', ') || 'no @type'})`;
      const ownContext = Array.isArray(block) ? node['@context'] : context;
      if (typeof ownContext !== 'string' || !SCHEMA_ORG_CONTEXT.test(ownContext))
        judge.report(described, '@context', `is ${JSON.stringify(ownContext)}: not https://schema.org`);
      judge.node(described, node, '');
      if (typesOf(node).length > 0) judge.richResult(described, node);
    }
  });
  return judge.problems;
}

/** The JSON-LD blocks in a document or an element, parsed; a block that is not JSON comes back as its text. */
export function jsonLdBlocksIn(root: ParentNode): unknown[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
    const text = script.textContent ?? '';
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  });
}

/**
 * Accreditation: who may go where at a competition. A card's category decides its zones from one fixed
 * table (docs/decisions/0028); an administrator may add zones to one card (a volunteer's post).
 */

/** The areas of a venue, in the order a card prints them. The number is what the card shows big. */
export const accreditationZones = [
  'field_of_play',
  'call_room',
  'athletes_area',
  'warm_up',
  'officials_area',
  'medical',
  'media',
  'spectators',
] as const;
export type AccreditationZone = (typeof accreditationZones)[number];

/** The short mark printed for each zone (1–8), so a steward reads a card at a glance. */
export const zoneNumber = (zone: AccreditationZone) => accreditationZones.indexOf(zone) + 1;

/** English names, as the PDF prints them (the web shows each language's own text). */
export const zoneNames: Record<AccreditationZone, string> = {
  field_of_play: 'Field of play',
  call_room: 'Call room',
  athletes_area: "Athletes' area",
  warm_up: 'Warm-up area',
  officials_area: "Officials' area",
  medical: 'Medical room',
  media: 'Media area',
  spectators: 'Spectator stands',
};

export const accreditationCategories = [
  'athlete',
  'guide',
  'team',
  'official',
  'medical',
  'media',
  'volunteer',
] as const;
export type AccreditationCategory = (typeof accreditationCategories)[number];

export const categoryNames: Record<AccreditationCategory, string> = {
  athlete: 'Athlete',
  guide: 'Guide / escort',
  team: 'Team staff',
  official: 'Technical official',
  medical: 'Medical',
  media: 'Media',
  volunteer: 'Volunteer',
};

/**
 * The zones each category opens. Guides go where their athlete goes (a guide runs beside a visually
 * impaired athlete on the track); team staff stay off the field of play; officials go everywhere;
 * volunteers have the stands plus the zones of their post, added card by card.
 */
export const categoryZones: Record<AccreditationCategory, readonly AccreditationZone[]> = {
  athlete: ['field_of_play', 'call_room', 'athletes_area', 'warm_up'],
  guide: ['field_of_play', 'call_room', 'athletes_area', 'warm_up'],
  team: ['athletes_area', 'warm_up', 'spectators'],
  official: accreditationZones,
  medical: ['field_of_play', 'athletes_area', 'warm_up', 'medical'],
  media: ['media', 'spectators'],
  volunteer: ['spectators'],
};

/** A card's zones: its category's and the extra ones, in the table's order, each once. */
export function zonesFor(
  category: AccreditationCategory,
  extra: readonly AccreditationZone[] = [],
): AccreditationZone[] {
  const open = new Set<AccreditationZone>([...categoryZones[category], ...extra]);
  return accreditationZones.filter((zone) => open.has(zone));
}

/** What a person does; the category (what they may enter) is chosen beside it, with this default. */
export const accreditationRoles = [
  'athlete',
  'guide',
  'escort',
  'coach',
  'team_manager',
  'official',
  'classifier',
  'volunteer',
  'media',
  'medical',
  'other',
] as const;
export type AccreditationRole = (typeof accreditationRoles)[number];

export const roleNames: Record<AccreditationRole, string> = {
  athlete: 'Athlete',
  guide: 'Guide',
  escort: 'Escort',
  coach: 'Coach',
  team_manager: 'Team manager',
  official: 'Official',
  classifier: 'Classifier',
  volunteer: 'Volunteer',
  media: 'Media',
  medical: 'Medical',
  other: 'Other',
};

export const defaultCategoryOf: Record<AccreditationRole, AccreditationCategory> = {
  athlete: 'athlete',
  guide: 'guide',
  escort: 'guide',
  coach: 'team',
  team_manager: 'team',
  official: 'official',
  classifier: 'official',
  volunteer: 'volunteer',
  media: 'media',
  medical: 'medical',
  other: 'volunteer',
};

/**
 * The zones in the order the card numbers them (the contract's `accreditationZones`; a test keeps the
 * two the same). Kept here so the gate page, drawn on the server, does not carry the contract's schemas.
 */
export const ZONE_ORDER = [
  'field_of_play',
  'call_room',
  'athletes_area',
  'warm_up',
  'officials_area',
  'medical',
  'media',
  'spectators',
] as const;

export const zoneNumberOf = (zone: string) => (ZONE_ORDER as readonly string[]).indexOf(zone) + 1;

/**
 * Para sports seeded on first start (Paralympic summer and winter programmes plus the national para
 * sports played in India), each with the sport classes an athlete can hold. Administrators can edit
 * the list; forms read it from the API.
 */
export interface SportDefinition {
  code: string;
  name: string;
  /** Regular expression (anchored) a sport class of this sport must match; empty: no classes. */
  classPattern: string;
  classExamples: string[];
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

export const defaultSports: SportDefinition[] = [
  {
    code: 'athletics',
    name: 'Para athletics',
    classPattern: '^[TF](1[1-3]|20|3[1-8]|4[0-7]|5[1-7]|6[1-4])$',
    classExamples: ['T11', 'T20', 'T37', 'T44', 'T54', 'F46', 'F56', 'T64'],
  },
  {
    code: 'swimming',
    name: 'Para swimming',
    classPattern: '^(S|SB|SM)([1-9]|1[0-4])$',
    classExamples: ['S9', 'SB8', 'SM9', 'S14'],
  },
  {
    code: 'badminton',
    name: 'Para badminton',
    classPattern: '^(WH1|WH2|SL3|SL4|SU5|SH6)$',
    classExamples: ['WH1', 'WH2', 'SL3', 'SL4', 'SU5', 'SH6'],
  },
  {
    code: 'table_tennis',
    name: 'Para table tennis',
    classPattern: '^TT([1-9]|1[01])$',
    classExamples: range('TT', 1, 11),
  },
  {
    code: 'shooting',
    name: 'Shooting para sport',
    classPattern: '^(SH1|SH2|SH-VI)$',
    classExamples: ['SH1', 'SH2', 'SH-VI'],
  },
  {
    code: 'archery',
    name: 'Para archery',
    classPattern: '^(W1|OPEN|VI1|VI2/3)$',
    classExamples: ['W1', 'OPEN', 'VI1'],
  },
  { code: 'powerlifting', name: 'Para powerlifting', classPattern: '^(PL)?$', classExamples: ['PL'] },
  { code: 'boccia', name: 'Boccia', classPattern: '^BC[1-4]$', classExamples: ['BC1', 'BC2', 'BC3', 'BC4'] },
  {
    code: 'cycling',
    name: 'Para cycling',
    classPattern: '^(H[1-5]|C[1-5]|T[12]|B)$',
    classExamples: ['H3', 'C4', 'T2', 'B'],
  },
  { code: 'canoe', name: 'Para canoe', classPattern: '^(KL|VL)[1-3]$', classExamples: ['KL1', 'KL3', 'VL2'] },
  { code: 'rowing', name: 'Para rowing', classPattern: '^PR[1-3]$', classExamples: ['PR1', 'PR2', 'PR3'] },
  {
    code: 'judo',
    name: 'Para judo (visually impaired)',
    classPattern: '^J[12]$',
    classExamples: ['J1', 'J2'],
  },
  { code: 'taekwondo', name: 'Para taekwondo', classPattern: '^K4[1-4]$', classExamples: ['K44', 'K43'] },
  {
    code: 'triathlon',
    name: 'Para triathlon',
    classPattern: '^(PTWC[12]?|PTS[2-5]|PTVI[1-3]?)$',
    classExamples: ['PTWC', 'PTS4', 'PTVI'],
  },
  { code: 'goalball', name: 'Goalball', classPattern: '^B[1-3]$', classExamples: ['B1', 'B2', 'B3'] },
  { code: 'blind_football', name: 'Blind football', classPattern: '^B[1-3]$', classExamples: ['B1', 'B2'] },
  {
    code: 'sitting_volleyball',
    name: 'Sitting volleyball',
    classPattern: '^(VS1|VS2)$',
    classExamples: ['VS1', 'VS2'],
  },
  {
    code: 'wheelchair_basketball',
    name: 'Wheelchair basketball',
    classPattern: '^([1-4](\\.0|\\.5)?)$',
    classExamples: ['1.0', '2.5', '4.5'],
  },
  {
    code: 'wheelchair_fencing',
    name: 'Wheelchair fencing',
    classPattern: '^(A|B|C)$',
    classExamples: ['A', 'B', 'C'],
  },
  {
    code: 'wheelchair_rugby',
    name: 'Wheelchair rugby',
    classPattern: '^([0-3](\\.0|\\.5)?)$',
    classExamples: ['0.5', '1.5', '3.5'],
  },
  {
    code: 'wheelchair_tennis',
    name: 'Wheelchair tennis',
    classPattern: '^(OPEN|QUAD)$',
    classExamples: ['OPEN', 'QUAD'],
  },
  {
    code: 'equestrian',
    name: 'Para equestrian',
    classPattern: '^GRADE (I|II|III|IV|V)$',
    classExamples: ['GRADE I', 'GRADE IV'],
  },
  {
    code: 'para_alpine',
    name: 'Para alpine skiing',
    classPattern: '^(LW([1-9]|1[0-2](-[12])?)|B[1-3])$',
    classExamples: ['LW2', 'LW10-1', 'B2'],
  },
  {
    code: 'para_nordic',
    name: 'Para Nordic skiing',
    classPattern: '^(LW([1-9]|1[0-2](-[12])?)|B[1-3])$',
    classExamples: ['LW4', 'LW11', 'B1'],
  },
  { code: 'para_ice_hockey', name: 'Para ice hockey', classPattern: '^$', classExamples: [] },
  { code: 'wheelchair_curling', name: 'Wheelchair curling', classPattern: '^$', classExamples: [] },
  {
    code: 'para_snowboard',
    name: 'Para snowboard',
    classPattern: '^(SB-LL[12]|SB-UL)$',
    classExamples: ['SB-LL1', 'SB-UL'],
  },
  {
    code: 'blind_cricket',
    name: 'Blind cricket',
    classPattern: '^B[1-3]$',
    classExamples: ['B1', 'B2', 'B3'],
  },
  { code: 'wheelchair_cricket', name: 'Wheelchair cricket', classPattern: '^$', classExamples: [] },
  { code: 'chess', name: 'Para chess', classPattern: '^(B1|B2|PI|HI)?$', classExamples: ['B1', 'PI'] },
];

export const classStatuses = ['new', 'review', 'review_fixed_date', 'confirmed', 'not_classified'] as const;
export type ClassStatus = (typeof classStatuses)[number];

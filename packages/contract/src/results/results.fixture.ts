import type { ResultsContext } from './check.js';

/** Test data of the results checks (kept out of the package's build). */

/** The competition the fixture belongs to: every kind of mark, 100m with the default kind (time). */
export const context: ResultsContext = {
  disciplines: [
    { key: '100m-t44' },
    { key: '1500m-t11', resultKind: 'time' },
    { key: 'marathon-t12', resultKind: 'time' },
    { key: 'long-jump-t44', resultKind: 'distance' },
    { key: 'high-jump-t44', resultKind: 'height' },
    { key: 'boccia-bc1', resultKind: 'points' },
    { key: 'cycling-road', resultKind: 'place' },
  ],
  entries: [
    [1, '101', '100m-t44 long-jump-t44'],
    [2, '102', '100m-t44 high-jump-t44'],
    [3, '103', '100m-t44 long-jump-t44'],
    [4, '104', '100m-t44 long-jump-t44'],
    [5, '105', '100m-t44'],
    [6, '106', '100m-t44'],
    [7, '107', '1500m-t11'],
    [8, '108', '1500m-t11'],
    [9, null, 'marathon-t12'],
    [10, '110', 'boccia-bc1'],
    [11, '111', 'boccia-bc1'],
    [12, '112', 'cycling-road'],
    [13, '113', 'cycling-road'],
    [14, '114', '1500m-t11'],
    [16, '116', 'marathon-t12'],
    [17, '117', 'long-jump-t44'],
    [18, '118', 'boccia-bc1'],
    [19, '119', 'high-jump-t44'],
    [20, '120', '1500m-t11'],
    [21, '121', '100m-t44'],
  ].map(([n, bib, keys]) => ({
    uid: `KLPS26${String(n).padStart(5, '0')}`,
    bib: bib as string | null,
    disciplines: String(keys).split(' '),
  })),
};

// The same rows as apps/server/src/modules/results/fixtures/results.csv: rows 2-18 are right (apart
// from warnings), row 19 is blank, and each of rows 20-32 has an error.
const fixture = `Discipline,UID,Bib No.,MARK,Status,Wind,Place,Heat,Lane,Round,Remarks,Name
100m-t44,KLPS2600001,101,12.31,,+1.2,2,1,4,final,,Asha
100m-t44,KLPS2600002,102,12.05,,+1.2,1,1,5,final,,Bina
100m-t44,KLPS2600003,103,12.31,,+1.2,2,1,6,final,,Chitra
100m-t44,KLPS2600004,104,12.80,,+1.2,4,1,3,final,,Deepa
100m-t44,KLPS2600005,105,,DQ 17.3.1,,,1,7,final,false start,Esha
100m-t44,KLPS2600006,106,DNS,,,,1,8,final,,Farah
1500m-t11,KLPS2600007,107,4:35.20,,,1,,,,,Gita
1500m-t11,KLPS2600008,108,,DNF,,3,,,,,Hema
marathon-t12,KLPS2600009,,2:45:10.5,,,first,,,,,Indu
long-jump-t44,,101,5.95m,,+2.4,1,,,,,Asha
long-jump-t44,,103,5.80,,+1.1,2,,,,,Chitra
long-jump-t44,KLPS2600004,104,,NM,,,,,,,Deepa
high-jump-t44,KLPS2600002,102,1.65,,,1st,,,,,Bina
boccia-bc1,KLPS2600010,110,7,,,1,,,,,Jaya
boccia-bc1,KLPS2600011,111,4.5,,,2,,,,=HYPERLINK("http://example.test"),Kavya
cycling-road,KLPS2600012,112,1,,,,,,,,@SUM(A1)
cycling-road,KLPS2600013,113,,,,2,,,,,Meera
,,,,,,,,,,,
relay-4x100,KLPS2600001,101,50.00,,,,,,,,Asha
100m-t44,,,12.90,,,,,,,,Nobody
100m-t44,TNPS2600001,,12.90,,,,,,,,Other competition
100m-t44,,999,12.90,,,,,,,,Unknown bib
1500m-t11,KLPS2600014,107,4:40.00,,,,,,,,Neha
high-jump-t44,KLPS2600001,101,1.50,,,,,,,,Asha
100m-t44,KLPS2600002,102,12.10,,,,1,,final,,Bina again
marathon-t12,KLPS2600016,116,10.5.3,,,,,,,,Pooja
long-jump-t44,KLPS2600017,117,-5.20,,,,,,,,Rani
boccia-bc1,KLPS2600018,118,,,,,,,,,Sita
high-jump-t44,KLPS2600019,119,1.40,DNS,,,,,,,Tara
1500m-t11,KLPS2600020,120,4:50.00,OK,,,,,,,Uma
100m-t44,KLPS2600021,121,13.10,,calm,,2,0,,,Vani`;

export const fixtureTable = fixture.split('\n').map((line) => line.split(','));

/** What the fixture must give: every error and warning, by row. */
export const fixtureErrors = [
  [20, 'RESULT_DISCIPLINE_UNKNOWN'],
  [21, 'RESULT_ATHLETE_MISSING'],
  [22, 'RESULT_UID_UNKNOWN'],
  [23, 'RESULT_BIB_UNKNOWN'],
  [24, 'RESULT_UID_BIB_MISMATCH'],
  [24, 'RESULT_BIB_TWICE'],
  [25, 'RESULT_NOT_ENTERED'],
  [26, 'RESULT_ATHLETE_TWICE'],
  [27, 'RESULT_MARK_INVALID'],
  [28, 'RESULT_MARK_NEGATIVE'],
  [29, 'RESULT_MARK_MISSING'],
  [30, 'RESULT_MARK_WITH_STATUS'],
  [31, 'RESULT_STATUS_INVALID'],
  [32, 'RESULT_CELL_INVALID'],
  [32, 'RESULT_CELL_INVALID'],
];
export const fixtureWarnings = [
  [9, 'RESULT_PLACE_DIFFERS'],
  [10, 'RESULT_PLACE_DIFFERS'],
  [11, 'RESULT_WIND_ASSISTED'],
  [16, 'RESULT_FORMULA_CELL'],
  [17, 'RESULT_FORMULA_CELL'],
];

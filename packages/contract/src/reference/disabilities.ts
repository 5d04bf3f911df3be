/**
 * The 21 specified disabilities of the Rights of Persons with Disabilities Act 2016 (Schedule), each
 * mapped to the IPC eligible impairment type(s) it can correspond to. `null`: no IPC-eligible
 * impairment (the athlete may still take part in state events, e.g. in the deaf or national categories).
 */
export const ipcImpairments = [
  'impaired_muscle_power',
  'impaired_passive_range_of_movement',
  'limb_deficiency',
  'leg_length_difference',
  'short_stature',
  'hypertonia',
  'ataxia',
  'athetosis',
  'vision_impairment',
  'intellectual_impairment',
] as const;
export type IpcImpairment = (typeof ipcImpairments)[number];

export const disabilityTypes = [
  {
    code: 'locomotor',
    ipc: [
      'impaired_muscle_power',
      'impaired_passive_range_of_movement',
      'limb_deficiency',
      'leg_length_difference',
    ],
  },
  {
    code: 'leprosy_cured',
    ipc: ['impaired_muscle_power', 'limb_deficiency', 'impaired_passive_range_of_movement'],
  },
  { code: 'cerebral_palsy', ipc: ['hypertonia', 'ataxia', 'athetosis'] },
  { code: 'dwarfism', ipc: ['short_stature'] },
  { code: 'muscular_dystrophy', ipc: ['impaired_muscle_power'] },
  { code: 'acid_attack_victim', ipc: ['impaired_passive_range_of_movement', 'vision_impairment'] },
  { code: 'blindness', ipc: ['vision_impairment'] },
  { code: 'low_vision', ipc: ['vision_impairment'] },
  { code: 'deaf', ipc: [] },
  { code: 'hard_of_hearing', ipc: [] },
  { code: 'speech_and_language', ipc: [] },
  { code: 'intellectual_disability', ipc: ['intellectual_impairment'] },
  { code: 'specific_learning_disabilities', ipc: [] },
  { code: 'autism_spectrum_disorder', ipc: ['intellectual_impairment'] },
  { code: 'mental_illness', ipc: [] },
  { code: 'multiple_sclerosis', ipc: ['impaired_muscle_power', 'ataxia'] },
  { code: 'parkinsons_disease', ipc: ['hypertonia', 'athetosis'] },
  { code: 'haemophilia', ipc: ['impaired_passive_range_of_movement'] },
  { code: 'thalassemia', ipc: [] },
  { code: 'sickle_cell_disease', ipc: [] },
  { code: 'multiple_disabilities', ipc: [...ipcImpairments] },
] as const satisfies readonly { code: string; ipc: readonly IpcImpairment[] }[];

export type DisabilityType = (typeof disabilityTypes)[number]['code'];
export const disabilityTypeCodes = disabilityTypes.map((type) => type.code) as [
  DisabilityType,
  ...DisabilityType[],
];

import { defaultDistricts, defaultSports, disabilityTypes, type RegistrationData } from '@para/contract';

// Registration data for component tests of the page forms, the athlete's wizard and the admin editor.

export const options = {
  state: { code: 'KL', name: 'Kerala' },
  districts: [...defaultDistricts],
  sports: defaultSports,
  disabilityTypes: disabilityTypes.map((type) => ({ code: type.code, ipc: [...type.ipc] })),
  registrationsOpen: true,
  feeRupees: 500,
  maxDocumentBytes: 5 * 1024 * 1024,
  maxPhotoBytes: 2 * 1024 * 1024,
};

export const draftData: RegistrationData = {
  status: 'draft',
  page1: null,
  page2: null,
  page3: null,
  documents: [],
  missing: ['page1', 'page2', 'page3'],
  editable: [
    'page1',
    'page2',
    'page3',
    'photo',
    'disability_certificate',
    'proof_of_age',
    'identity_proof',
    'medical_diagnostic',
  ],
  submittedAt: null,
  uid: '',
  rejection: null,
};

export const savedPages = {
  page1: {
    fullName: 'Anjali Das',
    parentName: 'Suresh Das',
    dateOfBirth: '1999-05-04',
    gender: 'female',
    bloodGroup: 'O+',
    mobile: '+919847012345',
    address: { line1: 'Rose Villa, MG Road', city: 'Kochi', district: 'Ernakulam', pinCode: '682016' },
    emergencyContact: { name: 'Suresh Das', relation: 'Father', phone: '+919847000000' },
    hasLawfulGuardian: false,
  },
  page2: {
    disabilityType: 'locomotor',
    disabilityPercentage: 60,
    certificate: { kind: 'udid', udidNumber: 'KL0120119990012345' },
    sports: [{ sport: 'athletics', classStatus: 'confirmed', sportClass: 'T44' }],
    participantRole: 'athlete',
    districtUnit: 'Ernakulam',
  },
  page3: {
    proofOfAgeType: 'birth_certificate',
    identityProofType: 'voter_id',
    declarationTrue: true,
    privacyConsent: true,
    antiDopingAcknowledged: true,
  },
} as unknown as Pick<RegistrationData, 'page1' | 'page2' | 'page3'>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

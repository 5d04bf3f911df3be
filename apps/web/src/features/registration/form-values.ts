import type {
  RegistrationData,
  RegistrationPage1,
  RegistrationPage2,
  RegistrationPage3,
  registrationPage1,
  registrationPage2,
  registrationPage3,
} from '@para/contract';
import type { z } from 'zod';
import { needsGuardian, normaliseUdid } from './rules';

// The forms hold plain strings and booleans (what inputs give); these turn them into the contract's
// request bodies and back. Keeping every field in the form (guardian included) means nothing typed is
// dropped when a section is hidden and shown again.

export interface Contact {
  name: string;
  relation: string;
  phone: string;
}

export interface Page1Values {
  fullName: string;
  nameInStateScript: string;
  parentName: string;
  dateOfBirth: string;
  gender: string;
  bloodGroup: string;
  mobile: string;
  alternateMobile: string;
  address: { line1: string; line2: string; city: string; district: string; pinCode: string };
  emergencyContact: Contact;
  hasLawfulGuardian: boolean;
  guardian: Contact & { consent: boolean };
}

export interface SportRow {
  /** Only for React lists; not sent. */
  key: string;
  sport: string;
  classStatus: string;
  sportClass: string;
}

export interface Page2Values {
  disabilityType: string;
  disabilityPercentage: number | string;
  certificate: {
    kind: 'udid' | 'certificate';
    udidNumber: string;
    certificateNumber: string;
    issuingAuthority: string;
    issueDate: string;
  };
  sports: SportRow[];
  participantRole: string;
  coachName: string;
  clubOrSchool: string;
  districtUnit: string;
  bestPerformances: string;
  achievements: string;
}

export interface Page3Values {
  proofOfAgeType: string;
  identityProofType: string;
  declarationTrue: boolean;
  privacyConsent: boolean;
  antiDopingAcknowledged: boolean;
}

export interface Prefill {
  name: string;
  phone: string;
}

let rowCounter = 0;
export const newSportRow = (): SportRow => ({
  key: `sport-${Date.now().toString(36)}-${rowCounter++}`,
  sport: '',
  classStatus: '',
  sportClass: '',
});

/** Shows a stored +91XXXXXXXXXX as the 10 digits people type. */
export const localMobile = (value: string | undefined): string =>
  (value ?? '').replace(/^\+91(?=\d{10}$)/, '');

export const emptyPage1 = (prefill: Prefill): Page1Values => ({
  fullName: prefill.name,
  nameInStateScript: '',
  parentName: '',
  dateOfBirth: '',
  gender: '',
  bloodGroup: '',
  mobile: localMobile(prefill.phone),
  alternateMobile: '',
  address: { line1: '', line2: '', city: '', district: '', pinCode: '' },
  emergencyContact: { name: '', relation: '', phone: '' },
  hasLawfulGuardian: false,
  guardian: { name: '', relation: '', phone: '', consent: false },
});

export const emptyPage2 = (): Page2Values => ({
  disabilityType: '',
  disabilityPercentage: '',
  certificate: { kind: 'udid', udidNumber: '', certificateNumber: '', issuingAuthority: '', issueDate: '' },
  sports: [newSportRow()],
  participantRole: 'athlete',
  coachName: '',
  clubOrSchool: '',
  districtUnit: '',
  bestPerformances: '',
  achievements: '',
});

export const emptyPage3 = (): Page3Values => ({
  proofOfAgeType: '',
  identityProofType: '',
  declarationTrue: false,
  privacyConsent: false,
  antiDopingAcknowledged: false,
});

/** The request bodies of the three page saves (the athlete's and the administrator's routes take the same). */
export type Page1Body = z.input<typeof registrationPage1>;
export type Page2Body = z.input<typeof registrationPage2>;
export type Page3Body = z.input<typeof registrationPage3>;

export function page1Body(values: Page1Values, today = new Date()): Page1Body {
  const { guardian, ...rest } = values;
  // Enum fields hold '' until chosen; the schema reports that as "required".
  const body = { ...rest, address: { ...values.address } } as unknown as Page1Body;
  if (needsGuardian(values.dateOfBirth, values.hasLawfulGuardian, today)) {
    body.guardian = guardian as Page1Body['guardian'];
  }
  return body;
}

export function page2Body(values: Page2Values): Page2Body {
  const { certificate, sports, ...rest } = values;
  return {
    ...rest,
    disabilityType: values.disabilityType as Page2Body['disabilityType'],
    participantRole: values.participantRole as Page2Body['participantRole'],
    disabilityPercentage: values.disabilityPercentage === '' ? Number.NaN : values.disabilityPercentage,
    certificate:
      certificate.kind === 'udid'
        ? { kind: 'udid', udidNumber: certificate.udidNumber }
        : {
            kind: 'certificate',
            certificateNumber: certificate.certificateNumber,
            issuingAuthority: certificate.issuingAuthority,
            issueDate: certificate.issueDate,
          },
    sports: sports.map(({ sport, classStatus, sportClass }) => ({
      sport,
      classStatus: classStatus as Page2Body['sports'][number]['classStatus'],
      sportClass,
    })),
  };
}

export const page3Body = (values: Page3Values): Page3Body => values as unknown as Page3Body;

// --- From what the server stored back to form values ---

export function page1Values(saved: RegistrationPage1): Page1Values {
  return {
    fullName: saved.fullName,
    nameInStateScript: saved.nameInStateScript ?? '',
    parentName: saved.parentName,
    dateOfBirth: saved.dateOfBirth,
    gender: saved.gender,
    bloodGroup: saved.bloodGroup,
    mobile: localMobile(saved.mobile),
    alternateMobile: localMobile(saved.alternateMobile),
    address: {
      line1: saved.address.line1,
      line2: saved.address.line2 ?? '',
      city: saved.address.city,
      district: saved.address.district,
      pinCode: saved.address.pinCode,
    },
    emergencyContact: { ...saved.emergencyContact, phone: localMobile(saved.emergencyContact.phone) },
    hasLawfulGuardian: saved.hasLawfulGuardian,
    guardian: saved.guardian
      ? {
          name: saved.guardian.name,
          relation: saved.guardian.relation,
          phone: localMobile(saved.guardian.phone),
          consent: saved.guardian.consent,
        }
      : { name: '', relation: '', phone: '', consent: false },
  };
}

export function page2Values(saved: RegistrationPage2): Page2Values {
  const certificate = saved.certificate;
  return {
    disabilityType: saved.disabilityType,
    disabilityPercentage: saved.disabilityPercentage,
    certificate:
      certificate.kind === 'udid'
        ? {
            kind: 'udid',
            udidNumber: certificate.udidNumber,
            certificateNumber: '',
            issuingAuthority: '',
            issueDate: '',
          }
        : {
            kind: 'certificate',
            udidNumber: '',
            certificateNumber: certificate.certificateNumber,
            issuingAuthority: certificate.issuingAuthority,
            issueDate: certificate.issueDate,
          },
    sports: saved.sports.map((entry) => ({
      ...newSportRow(),
      sport: entry.sport,
      classStatus: entry.classStatus,
      sportClass: entry.sportClass ?? '',
    })),
    participantRole: saved.participantRole,
    coachName: saved.coachName ?? '',
    clubOrSchool: saved.clubOrSchool ?? '',
    districtUnit: saved.districtUnit,
    bestPerformances: saved.bestPerformances ?? '',
    achievements: saved.achievements ?? '',
  };
}

export const page3Values = (saved: RegistrationPage3): Page3Values => ({ ...saved });

export { normaliseUdid };

export type SavedPages = Pick<RegistrationData, 'page1' | 'page2' | 'page3'>;

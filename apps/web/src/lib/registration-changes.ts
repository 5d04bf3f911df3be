import type { TFunction } from './translator';

/** One field an administrator's save changed: its dot path (as in the audit log) and both values. */
export interface FieldChange {
  path: string;
  from: unknown;
  to: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The leaf fields whose values differ between two stored pages. It goes into objects and lists, also
 * when one side is missing (a guardian or a sport added or removed), so every line names one field;
 * the server's audit entry may group a list as one change.
 */
export function changedFields(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  const join = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key));
  const objectOrNone = (value: unknown) => isObject(value) || isEmpty(value);
  const listOrNone = (value: unknown) => Array.isArray(value) || isEmpty(value);
  if ((isObject(before) || isObject(after)) && objectOrNone(before) && objectOrNone(after)) {
    const left = isObject(before) ? before : {};
    const right = isObject(after) ? after : {};
    return [...new Set([...Object.keys(left), ...Object.keys(right)])].flatMap((key) =>
      changedFields(left[key], right[key], join(key)),
    );
  }
  if ((Array.isArray(before) || Array.isArray(after)) && listOrNone(before) && listOrNone(after)) {
    const left: unknown[] = Array.isArray(before) ? before : [];
    const right: unknown[] = Array.isArray(after) ? after : [];
    return Array.from({ length: Math.max(left.length, right.length) }, (_, index) =>
      changedFields(left[index], right[index], join(index)),
    ).flat();
  }
  // An optional text left empty is stored as missing or as ''; either way nothing changed.
  if (isEmpty(before) && isEmpty(after)) return [];
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ path: prefix || '(page)', from: before, to: after }];
}

/** Translation key of each field's label, by its path in the stored page (paths are unique across pages). */
const labelKeys: Record<string, string> = {
  fullName: 'registration.page1.fullName',
  nameInStateScript: 'registration.page1.nameInStateScript',
  parentName: 'registration.page1.parentName',
  dateOfBirth: 'registration.page1.dateOfBirth',
  gender: 'registration.page1.gender',
  bloodGroup: 'registration.page1.bloodGroup',
  mobile: 'registration.page1.mobile',
  alternateMobile: 'registration.page1.alternateMobile',
  'address.line1': 'registration.page1.line1',
  'address.line2': 'registration.page1.line2',
  'address.city': 'registration.page1.city',
  'address.district': 'registration.page1.district',
  'address.pinCode': 'registration.page1.pinCode',
  'emergencyContact.name': 'registration.page1.emergencyName',
  'emergencyContact.relation': 'registration.page1.emergencyRelation',
  'emergencyContact.phone': 'registration.page1.emergencyPhone',
  hasLawfulGuardian: 'registration.page1.hasLawfulGuardian',
  'guardian.name': 'registration.page1.guardianName',
  'guardian.relation': 'registration.page1.guardianRelation',
  'guardian.phone': 'registration.page1.guardianPhone',
  'guardian.consent': 'adminEdit.fields.guardianConsent',
  disabilityType: 'registration.page2.disabilityType',
  disabilityPercentage: 'registration.page2.percentage',
  'certificate.kind': 'registration.page2.certificateKind',
  'certificate.udidNumber': 'registration.page2.udidNumber',
  'certificate.certificateNumber': 'registration.page2.certificateNumber',
  'certificate.issuingAuthority': 'registration.page2.issuingAuthority',
  'certificate.issueDate': 'registration.page2.issueDate',
  participantRole: 'registration.page2.participantRole',
  coachName: 'registration.page2.coachName',
  clubOrSchool: 'registration.page2.clubOrSchool',
  districtUnit: 'registration.page2.districtUnit',
  bestPerformances: 'registration.page2.bestPerformances',
  achievements: 'registration.page2.achievements',
  proofOfAgeType: 'registration.page3.proofOfAgeType',
  identityProofType: 'registration.page3.identityProofType',
  declarationTrue: 'adminEdit.fields.declarationTrue',
  privacyConsent: 'adminEdit.fields.privacyConsent',
  antiDopingAcknowledged: 'adminEdit.fields.antiDoping',
};

const sportFieldKeys: Record<string, string> = {
  sport: 'registration.page2.sport',
  classStatus: 'registration.page2.classStatus',
  sportClass: 'registration.page2.sportClass',
};

/** "City, town or village", "Sport 2 › Sport class"; an unknown path is shown as it is. */
export function fieldLabel(t: TFunction, path: string): string {
  const sport = /^sports\.(\d+)\.(\w+)$/.exec(path);
  if (sport?.[1] && sport[2]) {
    const field = sportFieldKeys[sport[2]];
    return `${t('registration.page2.sportN', { n: Number(sport[1]) + 1 })} › ${field ? t(field) : sport[2]}`;
  }
  const key = labelKeys[path];
  return key ? t(key) : path;
}

/** Translation key prefix of the fields that hold a code from a fixed list. */
const codeLabels: Record<string, string> = {
  gender: 'profile.gender',
  disabilityType: 'registration.disability',
  participantRole: 'registration.role',
  proofOfAgeType: 'registration.proofOfAge',
  identityProofType: 'registration.identityProof',
};

/** A stored value as a reader would say it: Yes/No, the name of a code, "(empty)". */
export function fieldValue(
  t: TFunction,
  path: string,
  value: unknown,
  sportNames: Record<string, string> = {},
): string {
  if (isEmpty(value)) return t('adminEdit.empty');
  if (typeof value === 'boolean') return value ? t('adminEdit.yes') : t('adminEdit.no');
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  if (/^sports\.\d+\.sport$/.test(path)) return sportNames[text] ?? text;
  if (/^sports\.\d+\.classStatus$/.test(path))
    return t(`profile.classStatus.${text}`, { defaultValue: text });
  if (path === 'certificate.kind')
    return text === 'udid' ? t('registration.page2.kindUdid') : t('registration.page2.kindCertificate');
  const prefix = codeLabels[path];
  return prefix ? t(`${prefix}.${text}`, { defaultValue: text }) : text;
}

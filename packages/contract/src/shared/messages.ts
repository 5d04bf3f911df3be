/**
 * Validation messages are keys so the web app can show them in the reader's language; the server turns
 * them into the English text below for API clients. The web app's translation files hold the same keys.
 */
export const validationMessages = {
  'validation.required': 'This field is required.',
  'validation.name': 'Enter your name (2 to 100 characters).',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.phone': 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  'validation.passwordShort': 'Use at least 8 characters.',
  'validation.passwordLong': 'Use at most 128 characters.',
  'validation.passwordCommon': 'This password is too common. Choose one that is harder to guess.',
  'validation.otp': 'Enter the 6-digit code from the e-mail.',
  'validation.emailOrPhone': 'Enter your e-mail address or your mobile number.',
  'validation.phoneIsSignIn':
    'You sign in with this number. Add an e-mail address in Settings first, then change the number.',
  'validation.phoneCountry':
    'Codes go by SMS to Indian mobile numbers only. Enter a number starting with 6, 7, 8 or 9.',
  'validation.reason': 'Give a reason (up to 500 characters).',
  'validation.tooLong': 'This is too long.',
  'validation.date': 'Enter a valid date.',
  'validation.dateOfBirth': 'Enter a valid date of birth.',
  'validation.address': 'Enter the house name or number and street.',
  'validation.pinCode': 'Enter the 6-digit PIN code.',
  'validation.guardianConsent': "The guardian's consent is needed.",
  'validation.guardianRequired':
    "An athlete under 18, or one with a lawful guardian, needs the guardian's details.",
  'validation.udid': 'Enter the 18-character UDID number, for example KL0120119850012345.',
  'validation.udidBirthYear': 'The birth year in the UDID number does not match the date of birth.',
  'validation.percentage': 'Enter the percentage on the certificate (1 to 100).',
  'validation.sportRequired': 'Choose at least one sport.',
  'validation.sportsMax': 'Choose at most three sports.',
  'validation.sportClassRequired': 'Enter the sport class, or choose "not yet classified".',
  'validation.sportClass': 'This is not a class of this sport.',
  'validation.sportUnknown': 'Choose a sport from the list.',
  'validation.districtUnknown': 'Choose a district from the list.',
  'validation.declaration': 'Please confirm this to continue.',
  'validation.badCharacters': 'Remove the invisible or broken characters from this text.',
  'validation.tooMany': 'There are too many of these.',
  'validation.answerType': 'This answer is not of the kind asked for.',
  'validation.number': 'Enter a number.',
  'validation.wholeNumber': 'Enter a whole number.',
  'validation.numberRange': 'Enter a number within the range given.',
  'validation.choice': 'Choose from the options given.',
  'validation.fieldKey': 'Use a letter, then letters, digits or underscores (up to 40).',
  'validation.fieldKeyTaken': 'Another field already uses this key.',
  'validation.optionsRequired': 'Give at least one option.',
  'validation.optionTaken': 'Another option already has this value.',
  'validation.showIfEarlier': 'A condition can only name a field above this one.',
  'validation.showIfValue': 'That field can never have this answer.',
  'validation.minAboveMax': 'The largest value must not be below the smallest.',
  'validation.classPattern': 'Enter a class (T44), a range (T42-T47) or a pattern (T4*).',
  'validation.classRangePrefix': 'Both ends of a range need the same letters (T42-T47, not T42-F47).',
  'validation.classRangeOrder': 'Put the lower class first (T42-T47).',
  'validation.disciplineKey': 'Use lower-case letters, digits, dashes and underscores (up to 40).',
  'validation.disciplineKeyTaken': 'Another discipline already uses this key.',
  'validation.disciplinesRequired': 'Choose at least one discipline.',
  'validation.disciplineTwice': 'Each discipline can be chosen once.',
  'validation.dateTime': 'Enter a valid date and time.',
  'validation.amount': 'Enter an amount in whole paise, 0 or more.',
  'validation.age': 'Enter an age in whole years (0 to 120).',
  'validation.ageRange': 'The highest age must not be below the lowest.',
  'validation.capacity': 'Enter the number of places (1 or more), or leave it empty for no limit.',
  'validation.maxDisciplines':
    'Enter how many disciplines one athlete may enter (1 or more), or leave it empty.',
  'validation.closesBeforeOpens': 'The form must close after it opens.',
  'validation.lateBeforeClose': 'Late entries must end after the form closes.',
  'validation.lateFeeWithoutLate': 'A late fee needs a date until which late entries are taken.',
  'validation.withdrawBeforeOpens': 'Withdrawals must be possible after the form opens.',
  // Previous events (decision 32)
  'validation.searchTooShort': 'Type at least 2 characters.',
  'validation.classText': 'A class is written in letters and digits, such as T44.',
  'validation.year': 'Enter a year such as 2019.',
  'validation.endBeforeStart': 'The last day cannot be before the first day.',
  'validation.competitionNotPast':
    'A past competition must already have begun. Add a competition still to come as an entry form.',
  'validation.archiveStaysClosed':
    'A past competition added for its results stays closed: it takes no entries.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export const isValidationMessageKey = (value: string): value is ValidationMessageKey =>
  Object.hasOwn(validationMessages, value);

/** English text for a message that may be a key; anything else passes through unchanged. */
export const validationMessageText = (message: string): string =>
  isValidationMessageKey(message) ? validationMessages[message] : message;

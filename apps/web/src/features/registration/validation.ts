import {
  type RegistrationOptions,
  registrationPage1,
  registrationPage2,
  registrationPage3,
} from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  type Page1Values,
  type Page2Values,
  type Page3Values,
  page1Body,
  page2Body,
  page3Body,
} from './form-values';
import { sportClassError } from './rules';

// The page forms' rules: the contract's schemas and their resolver. The forms load this module after
// the page is shown (`pageRules`), as it carries the validation library.

export const validatePage1 = (values: Page1Values) => zod4Resolver(registrationPage1)(page1Body(values));

/** Contract rules plus each sport's class pattern from the options. */
export function validatePage2(values: Page2Values, sports: RegistrationOptions['sports']) {
  const errors: Record<string, unknown> = { ...zod4Resolver(registrationPage2)(page2Body(values)) };
  values.sports.forEach((row, index) => {
    const path = `sports.${index}.sportClass`;
    const error = sportClassError(sports, row);
    if (error && !errors[path]) errors[path] = error;
  });
  return errors;
}

export const validatePage3 = (values: Page3Values) => zod4Resolver(registrationPage3)(page3Body(values));

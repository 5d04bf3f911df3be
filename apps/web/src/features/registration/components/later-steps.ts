import { laterModule } from '../../../lib/later-module';

/**
 * The wizard's second and third steps (with the number inputs and the uploads they carry): most
 * athletes who open the wizard start on its first step, which is drawn without them.
 */
export const laterSteps = laterModule(() => import('./later-step-forms'));

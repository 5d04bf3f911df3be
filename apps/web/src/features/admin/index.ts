// What other features use of the administration's shared screens.

export { auditQuery } from './api';
export { LocalSettingsPanel } from './components/LocalSettings';
export { timelineSentence } from './describe';

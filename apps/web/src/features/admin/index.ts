// What other features use of the administration's shared screens.

export { auditQuery, settingsQuery } from './api';
export { timelineSentence } from './describe';

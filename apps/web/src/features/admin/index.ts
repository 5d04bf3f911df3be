// What other features use of the administration's shared screens.

export { auditQuery } from './api';
export { timelineSentence } from './describe';

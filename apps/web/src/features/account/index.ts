// What other features use of the signed-in user's own account.
export { profileQuery } from './api';

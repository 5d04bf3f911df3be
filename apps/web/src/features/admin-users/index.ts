// What other features use of the administrators' user management.
export { usersQuery } from './api';

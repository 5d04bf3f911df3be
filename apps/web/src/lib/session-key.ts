/** localStorage key of the session record (SPEC section 3); read also by the public pages' script. */
export const SESSION_KEY = 'userinfo';

/** localStorage key of the session record (`userinfo`); read also by the public pages' script. */
export const SESSION_KEY = 'userinfo';

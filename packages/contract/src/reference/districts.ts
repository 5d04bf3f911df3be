/**
 * The default state and its districts (Kerala: 14). The server seeds these into the districts table;
 * administrators can change the list, so forms read it from the API, not from here.
 */
export const defaultState = { code: 'KL', name: 'Kerala' } as const;

export const defaultDistricts = [
  'Thiruvananthapuram',
  'Kollam',
  'Pathanamthitta',
  'Alappuzha',
  'Kottayam',
  'Idukki',
  'Ernakulam',
  'Thrissur',
  'Palakkad',
  'Malappuram',
  'Kozhikode',
  'Wayanad',
  'Kannur',
  'Kasaragod',
] as const;

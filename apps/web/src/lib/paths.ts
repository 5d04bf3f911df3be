/** Every page address in one place, so links and redirects cannot drift apart. */
export const paths = {
  root: '/',
  home: '/home',
  about: '/about',
  districtUnits: '/district-units',
  events: '/upcoming-events',
  news: '/news',
  contact: '/contact',
  faq: '/faq',
  comingSoon: '/coming-soon',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  terms: '/terms-conditions',

  register: '/register',
  login: '/login',
  resetPassword: '/reset-password',

  accountSetup: '/account-setup',
  registration: '/registration',
  editRegistration: '/edit-registration',
  registrationPayment: '/registration-payment',
  uidStatus: '/uid-status',

  user: {
    root: '/user',
    dashboard: '/user/dashboard',
    eventsList: '/user/events-list',
    upcomingEvents: '/user/upcoming-events',
    previousEvents: '/user/previous-events',
    form: (formId: string) => `/user/form/${encodeURIComponent(formId)}`,
    eventForm: (formId: string) => `/user/event-form/${encodeURIComponent(formId)}`,
    eventsResults: '/user/events-results',
    certificates: '/user/certificates',
    identityCard: '/user/identity-card',
    accreditationCard: '/user/accreditation-card',
    registrationDetails: '/user/registration-details',
    registrationStatus: '/user/registration-status',
    profile: '/user/profile',
    settings: '/user/settings',
  },

  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    userManagement: '/admin/user-management',
    uidManagement: '/admin/uid-management',
    editRegistration: (userId: string) => `/admin/edit-registration/${encodeURIComponent(userId)}`,
    paymentManagement: '/admin/payment-management',
    searchUid: '/admin/search-uid',
    formListing: '/admin/form-listing',
    viewFormDetails: (formId: string) => `/admin/view-form-details/${encodeURIComponent(formId)}`,
    uploadEventsResult: '/admin/upload-events-result',
    upcomingEvents: '/admin/upcoming-events',
    previousEvents: '/admin/previous-events',
    eventsResults: '/admin/events-results',
    performanceCertificate: '/admin/performance-certificate',
    settings: '/admin/settings',
  },
} as const;

/** Pages only for visitors who are not logged in. */
export const loggedOutOnlyPaths: readonly string[] = [paths.login, paths.register, paths.resetPassword];

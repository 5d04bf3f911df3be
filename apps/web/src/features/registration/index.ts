// What other features use of athlete registration: the registration's summary and the page forms,
// which the administrators' editor shows with its own saving.

export { DocumentUpload, type UploadTarget } from './components/DocumentUpload';
export { Page1Form } from './components/Page1Form';
export { Page2Form } from './components/Page2Form';
export { type DocumentSlot, Page3Form } from './components/Page3Form';
export { RegistrationSummary } from './components/RegistrationSummary';
export { emptyPage1, emptyPage2, emptyPage3, page1Values, page2Values, page3Values } from './form-values';
export type { PageSave } from './page-save';

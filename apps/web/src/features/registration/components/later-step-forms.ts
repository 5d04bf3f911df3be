// The wizard's steps after the first, as one module loaded after the page is shown (later-steps.ts).
export { Page2Form } from './Page2Form';
export { Page3Form } from './Page3Form';

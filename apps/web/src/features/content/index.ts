/** What other features may use of the public content pages: the results tables' scrolling box and styles. */

export { default as resultsTableClasses } from './components/results.module.css';
export { TableBox } from './components/TableBox';

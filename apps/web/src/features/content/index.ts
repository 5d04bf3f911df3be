/**
 * What other features may use of the public content pages: the results tables' scrolling box and
 * styles, the medal table, and the address of a discipline's section on a results page.
 */

export { disciplineAnchor } from './components/DisciplineResults';
export { MedalTable } from './components/MedalTable';
export { default as resultsTableClasses } from './components/results.module.css';
export { TableBox } from './components/TableBox';

// What other features use of the athletes' competition pages: the cache key their data sits below, so a
// payment or an administrator's change elsewhere can mark it stale. The past competitions' pages
// (features/archive) show the athlete's past entries, list the past entry forms to administrators, and
// describe a past competition's disciplines with the form builder's model and section.

export type { BuilderValues } from './admin/builder/form-values';
export { bodyOf, emptyDiscipline, emptyValues, valuePath } from './admin/builder/form-values';
export type { BuilderForm } from './admin/builder/GeneralSection';
export { ProgrammeSection } from './admin/builder/ProgrammeSection';
export { serverFieldErrors } from './admin/builder/validate';
export { default as CompetitionsByDatePage } from './admin/CompetitionsByDatePage';
export { competitionKeys } from './api';
export { MyPreviousEntries } from './components/MyPreviousEntries';

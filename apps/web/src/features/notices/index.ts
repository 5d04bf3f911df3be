/** What other features use of the notices: the settings panel and the athlete's notices for the review page. */
export { AthleteNotices } from './admin/AthleteNotices';
export { NoticePreferencesPanel } from './components/NoticePreferencesPanel';

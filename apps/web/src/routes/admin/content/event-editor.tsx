import { EventEditorPage } from '../../../features/content/admin/EventEditor';

export default EventEditorPage;

import { NewsEditorPage } from '../../../features/content/admin/NewsEditor';

export default NewsEditorPage;

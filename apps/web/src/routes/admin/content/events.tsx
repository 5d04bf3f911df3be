import { EventsAdmin } from '../../../features/content/admin/EventsAdmin';

export default EventsAdmin;

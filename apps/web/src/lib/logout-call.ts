import { authRoutes } from '@para/contract';
import { callApi } from './api';

/** Ends the session on the server. Its own module so that only the sign-in routes' schemas come with it. */
export const endSessionOnServer = () => callApi(authRoutes.logout);

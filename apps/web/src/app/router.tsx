import { createBrowserRouter } from 'react-router';
import { routeTree } from './route-tree';

export const router = createBrowserRouter(routeTree);

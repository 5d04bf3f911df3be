import { z } from 'zod';
import { type RouteDef, route } from '../shared/route-def.js';
import { updateUserBlockStatusBody, usersList, usersListQuery } from './schemas.js';

export const adminUsersRoutes = {
  adminGetUsersList: route({
    method: 'GET',
    path: '/api/admin/get-users-list',
    access: 'admin',
    tag: 'admin',
    summary: 'Users, newest first, with search and paging',
    query: usersListQuery,
    data: usersList,
  }),
  adminUpdateUserBlockStatus: route({
    method: 'POST',
    path: '/api/admin/update-user-block-status',
    access: 'admin',
    tag: 'admin',
    summary: 'Block (with a reason) or unblock a user; blocking ends their sessions at once',
    body: updateUserBlockStatusBody,
    data: z.object({ _id: z.string(), blocked: z.boolean() }),
  }),
} as const satisfies Record<string, RouteDef>;

import { Anchor, Button, Group, Text } from '@mantine/core';
import type { RouteDef } from '@para/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Column, ListTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import type { CallOptions } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { AdminFrame } from './AdminFrame';
import { useContentWrite } from './admin-api';

interface Item {
  _id: string;
}

/** Deletes an item once the administrator has confirmed it by name, and says how it went. */
export function useDeleteItem<R extends RouteDef>(route: R) {
  const { t } = useTranslation();
  const remove = useContentWrite(route);
  return async (id: string, name: string) => {
    if (!window.confirm(t('contentAdmin.confirmDelete', { title: name }))) return;
    try {
      await remove.mutateAsync({ params: { id } } as CallOptions<R>);
      toast.success('contentAdmin.deleted');
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
}

/** A row's actions, each named with the item for screen readers ("Delete Kerala sweeps the relay"). */
export function RowActions({
  name,
  viewHref,
  onEdit,
  onDelete,
}: {
  name: string;
  /** The item on the public site (published items only). */
  viewHref?: string;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const buttons = [
    { action: 'edit', onClick: onEdit },
    { action: 'delete', onClick: onDelete },
  ] as const;
  return (
    <Group gap="xs" wrap="nowrap">
      {viewHref && (
        <Anchor href={viewHref} target="_blank" rel="noopener">
          {t('contentAdmin.view')}
        </Anchor>
      )}
      {buttons.map(
        ({ action, onClick }) =>
          onClick && (
            <Button
              key={action}
              variant="default"
              size="compact-md"
              onClick={onClick}
              aria-label={t(`contentAdmin.${action}Named`, { title: name })}
            >
              {t(`contentAdmin.${action}`)}
            </Button>
          ),
      )}
    </Group>
  );
}

/** The items of a content list as a table (named `label`) once they have loaded. */
export function ContentTable<Row extends Item>({
  label,
  query,
  columns,
  minWidth = 640,
}: {
  label: string;
  query: UseQueryResult<Row[]>;
  columns: Column<Row>[];
  minWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <QueryState query={query}>
      {(rows) => (
        <ListTable
          label={label}
          minWidth={minWidth}
          columns={columns}
          rows={rows}
          rowKey={(row) => row._id}
          empty={t('contentAdmin.empty')}
        />
      )}
    </QueryState>
  );
}

interface Publishable extends Item {
  title: string;
  status: 'draft' | 'published';
}

/**
 * News articles or events: a "New" link to the editor, then title (a link to its editor), the
 * columns given, status, and actions (view on the site when published, delete).
 */
export function PublishableList<Row extends Publishable>({
  title,
  newLabel,
  titleHeader,
  editorPath,
  viewHref,
  query,
  deleteRoute,
  columns,
}: {
  title: string;
  newLabel: string;
  titleHeader: string;
  /** The editors' address: `${editorPath}/new` and `${editorPath}/:id`. */
  editorPath: string;
  viewHref: (row: Row) => string;
  query: UseQueryResult<Row[]>;
  deleteRoute: RouteDef;
  columns: Column<Row>[];
}) {
  const { t } = useTranslation();
  const onDelete = useDeleteItem(deleteRoute);
  return (
    <AdminFrame
      title={title}
      actions={
        <Button component={Link} to={`${editorPath}/new`}>
          {newLabel}
        </Button>
      }
    >
      <ContentTable
        label={title}
        query={query}
        columns={[
          {
            header: titleHeader,
            cell: (row) => (
              <Anchor component={Link} to={`${editorPath}/${row._id}`}>
                {row.title}
              </Anchor>
            ),
          },
          ...columns,
          {
            header: t('contentAdmin.status'),
            cell: (row) => (
              <Text fw={row.status === 'published' ? 700 : 400}>{t(`contentAdmin.${row.status}`)}</Text>
            ),
          },
          {
            header: t('contentAdmin.actions'),
            cell: (row) => (
              <RowActions
                name={row.title}
                viewHref={row.status === 'published' ? viewHref(row) : undefined}
                onDelete={() => void onDelete(row._id, row.title)}
              />
            ),
          },
        ]}
      />
    </AdminFrame>
  );
}

/**
 * A list whose items are edited in a form opened above it (FAQ, district units): "New" opens an
 * empty form, each row has Edit and Delete. When the form closes, focus goes back to "New".
 */
export function InlineEditedList<Row extends Item>({
  title,
  newLabel,
  query,
  deleteRoute,
  nameOf,
  columns,
  minWidth,
  editor,
}: {
  title: string;
  newLabel: string;
  query: UseQueryResult<Row[]>;
  deleteRoute: RouteDef;
  nameOf: (row: Row) => string;
  columns: Column<Row>[];
  minWidth?: number;
  /** The form for `row` (null: a new item); it calls `done` when saved or cancelled. */
  editor: (row: Row | null, done: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const onDelete = useDeleteItem(deleteRoute);
  const newButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing === null && wasEditing.current) newButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  return (
    <AdminFrame
      title={title}
      actions={
        editing === null && (
          <Button ref={newButton} onClick={() => setEditing('new')}>
            {newLabel}
          </Button>
        )
      }
    >
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing._id}>
          {editor(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      )}
      <ContentTable
        label={title}
        query={query}
        minWidth={minWidth}
        columns={[
          ...columns,
          {
            header: t('contentAdmin.actions'),
            cell: (row) => (
              <RowActions
                name={nameOf(row)}
                onEdit={() => setEditing(row)}
                onDelete={() => void onDelete(row._id, nameOf(row))}
              />
            ),
          },
        ]}
      />
    </AdminFrame>
  );
}

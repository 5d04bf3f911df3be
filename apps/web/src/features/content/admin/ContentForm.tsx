import { Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { RouteDef } from '@para/contract';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { Alert, QueryState } from '../../../components/feedback';
import type { DataOf } from '../../../lib/api';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { AdminFrame } from './AdminFrame';
import { useSaveItem } from './admin-api';

// biome-ignore lint/suspicious/noExplicitAny: the frame and the shared fields work with any form's values
type AnyForm = UseFormReturnType<any>;

/**
 * A content form checked with its contract schema: on submit the values are saved, "Saved." is shown
 * and `onSaved` runs; a refusal puts the server's field errors on the fields and the rest above them.
 */
export function useContentForm<Values extends Record<string, unknown>, Saved>({
  initialValues,
  schema,
  save,
  onSaved,
}: {
  initialValues: Values;
  schema: z.ZodType;
  save: (values: Values) => Promise<Saved>;
  onSaved?: (saved: Saved) => void;
}) {
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const form = useForm<Values>({ initialValues, validate: zod4Resolver(schema) });
  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        const saved = await save(values as Values);
        toast.success('contentAdmin.saved');
        onSaved?.(saved);
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return { form, frame: { form, submit, alert } };
}

/**
 * The form of a list's item (null: a new one), saved by creating or updating it through the two
 * routes given.
 */
export function useItemForm<Values extends Record<string, unknown>, C extends RouteDef, U extends RouteDef>(
  item: { _id: string } | null,
  [createRoute, updateRoute]: [C, U],
  options: {
    initialValues: Values;
    schema: z.ZodType;
    onSaved?: (saved: DataOf<C> | DataOf<U>) => void;
  },
) {
  const save = useSaveItem(createRoute, updateRoute);
  return useContentForm({ ...options, save: (body: Values) => save(item?._id, body) });
}

/**
 * The frame of a content form: the message of a refused save, the fields, Save (busy while saving)
 * and an optional second button. With a `heading` it is a boxed form named by that heading (an
 * editor opened above a list), and focus moves to the heading when it opens.
 */
export function ContentForm({
  form,
  submit,
  alert,
  heading,
  maw = 820,
  secondary,
  children,
}: {
  form: AnyForm;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  alert: FormMessage | null;
  heading?: string;
  maw?: number;
  secondary?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opensInPlace = Boolean(heading);
  useEffect(() => {
    if (opensInPlace) headingRef.current?.focus();
  }, [opensInPlace]);
  const box = heading ? { p: 'md', bd: '1px solid gray.4', style: { borderRadius: 8 } } : {};
  return (
    <form onSubmit={submit} noValidate aria-labelledby={heading ? headingId : undefined}>
      <Stack gap={heading ? 'sm' : 'md'} maw={maw} {...box}>
        {heading && (
          <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
            {heading}
          </Title>
        )}
        <Alert message={alert} />
        {children}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('contentAdmin.save')}
          </Button>
          {secondary && (
            <Button variant="default" onClick={secondary.onClick}>
              {secondary.label}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Draft or published: only published items reach the public site. */
export function StatusSelect({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...fieldProps(form, 'status')}
      label={t('contentAdmin.status')}
      data={[
        { value: 'draft', label: t('contentAdmin.draft') },
        { value: 'published', label: t('contentAdmin.published') },
      ]}
    />
  );
}

/**
 * The page of an editor at `…/new` (an empty form) or `…/:id` (the form once the item has loaded).
 */
export function EditorPage<T, K extends QueryKey>({
  newTitle,
  editTitle,
  load,
  children,
}: {
  newTitle: string;
  editTitle: string;
  load: (id: string) => UseQueryOptions<T, Error, T, K>;
  children: (item: T | null) => ReactNode;
}) {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const query = useQuery({ ...load(id), enabled: !isNew });
  return (
    <AdminFrame title={isNew ? newTitle : editTitle}>
      {isNew ? children(null) : <QueryState query={query}>{(item) => children(item)}</QueryState>}
    </AdminFrame>
  );
}

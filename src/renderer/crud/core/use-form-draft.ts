import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  jsonBytes,
  SCREEN_MEMORY_LIMITS,
  type Draft,
  type DraftTarget,
  type DraftValues,
} from '../../../shared/contract/screen-memory';
import type { Field, ResourceDef } from '../../../shared/resources';
import { useSessionUser } from '../../stores/session-store';
import { CrudError, errorMessage } from './crud-error';
import { formFieldsOf, type FormMode, type FormValues } from './form-fields';
import { screenMemoryCalls, screenMemoryKeys } from './screen-memory-calls';

/** How long typing pauses before the draft is written: often enough to lose almost nothing to a crash. */
export const DRAFT_WRITE_DELAY_MS = 600;

/** The fields a draft keeps: those the form shows in its mode, never a password (drafts are files on disk). */
export const draftFieldsOf = (def: ResourceDef, mode: FormMode): Field[] =>
  mode === 'view' ? [] : formFieldsOf(def, mode).filter((field) => field.kind !== 'password');

/** FNV-1a, base 36: a short stable name for the values an add form starts from. */
const shortHash = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
};

/**
 * Which form of a screen a draft belongs to (contract `draftRecordSchema`): `new` for an add form, `new-<hash>` for
 * one that starts from given values (a child under its parent: each parent has its own draft), `edit-<key>` for the
 * edit of one record. Null where no draft is kept: the read-only view, a key the contract cannot name.
 */
export const draftRecordOf = (mode: FormMode, recordKey?: string, initialValues?: FormValues): string | null => {
  if (mode === 'view') return null;
  if (mode === 'update') {
    if (recordKey === undefined || recordKey === '') return null;
    const record = `edit-${encodeURIComponent(recordKey)}`;
    return /^edit-[\w.:%-]+$/.test(record) && record.length <= 160 ? record : null;
  }
  const given = Object.entries(initialValues ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return given.length === 0 ? 'new' : `new-${shortHash(JSON.stringify(given))}`;
};

/** The draft's part of the form's values, in field order. */
export const draftValuesOf = (fields: readonly Field[], values: Readonly<FormValues>): DraftValues => {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (values[field.name] !== undefined) picked[field.name] = values[field.name];
  return picked as DraftValues;
};

export type DraftWriteError = { kind: 'tooLarge' } | { kind: 'failed'; message: string };

export interface FormDraft {
  /** The draft the operator left in this form, waiting for an answer: restore, discard, or not now. */
  offer: Draft | null;
  restore: () => void;
  /** Not now: the form starts as it is; the kept draft stays until this form writes its own. */
  dismiss: () => void;
  /** Throws the draft away (the offer's discard, an explicit discard on close, a successful save). */
  discard: () => void;
  /** Why the last write failed, until one succeeds. */
  writeError: DraftWriteError | null;
}

export interface FormDraftOptions {
  screen: string;
  /** `draftRecordOf`; null keeps no draft. */
  record: string | null;
  form: UseFormReturn<FormValues>;
  fields: readonly Field[];
  /** The form holds its starting values (an edit form: the record has loaded); nothing is offered or written before. */
  ready: boolean;
}

/**
 * Keeps an unsaved form through a closed tab, a reload or a crash: the values the operator changed are written
 * through the host (per user, screen and record) shortly after each pause in typing, and when the window goes
 * away; when the same form opens again the draft is offered back. A form changed back to its starting values
 * removes the draft it wrote. Nothing is written while a kept draft waits for an answer, so it is never
 * overwritten unseen.
 */
export const useFormDraft = ({ screen, record, form, fields, ready }: FormDraftOptions): FormDraft => {
  const user = useSessionUser();
  const userKey = user ? `${user.tenantId}/${user.account}` : '';
  const target = useMemo<DraftTarget | null>(() => (record === null ? null : { screen, record }), [screen, record]);
  const stored = useQuery({
    queryKey: screenMemoryKeys.draft(userKey, target ?? { screen, record: '' }),
    queryFn: () => screenMemoryCalls.getDraft(target as DraftTarget),
    enabled: target !== null && user !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [answered, setAnswered] = useState(false);
  const [writeError, setWriteError] = useState<DraftWriteError | null>(null);
  // The first answer is the one that counts: a later refetch (window focus, "clear cache") would find the draft
  // this form wrote itself and must not offer it back. A host that could not answer counts as no draft.
  const [found, setFound] = useState<Draft | null | undefined>(undefined);
  if (found === undefined && stored.status !== 'pending') setFound(stored.data ?? null);
  /**
   * `waiting`: the form's start or the kept draft is not known yet (a write waits for it); `offered`: a kept draft
   * waits for an answer (nothing is written over it unseen); `open`: changes are written.
   */
  const phase: 'off' | 'waiting' | 'offered' | 'open' =
    target === null
      ? 'off'
      : !ready || found === undefined
        ? 'waiting'
        : found !== null && !answered
          ? 'offered'
          : 'open';

  // The timer and the window's pagehide read the latest of these, not those of the render that set them up.
  const latest = useRef({ phase, target, fields, form, mounted: true });
  useLayoutEffect(() => {
    latest.current = { ...latest.current, phase, target, fields, form };
  });
  /** Whether the kept draft is one this form wrote (so changing back to the start removes it). */
  const wrote = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const write = useCallback(function write() {
    timer.current = null;
    const now = latest.current;
    if (now.phase === 'waiting' && now.mounted) timer.current = setTimeout(write, DRAFT_WRITE_DELAY_MS);
    if (now.phase !== 'open' || !now.target) return;
    const values = draftValuesOf(now.fields, now.form.getValues());
    const start = draftValuesOf(now.fields, now.form.formState.defaultValues ?? {});
    if (JSON.stringify(values) === JSON.stringify(start)) {
      if (wrote.current) {
        wrote.current = false;
        screenMemoryCalls.discardDraft(now.target).catch(() => undefined);
      }
      return;
    }
    if (jsonBytes(values) > SCREEN_MEMORY_LIMITS.draftBytes) {
      setWriteError({ kind: 'tooLarge' });
      return;
    }
    wrote.current = true;
    screenMemoryCalls.putDraft(now.target, values).then(
      () => setWriteError(null),
      (error: unknown) => {
        // A locked screen answers `silent`: the lock page is showing, nothing to tell.
        if (!(error instanceof CrudError && error.code === 'silent'))
          setWriteError({ kind: 'failed', message: errorMessage(error) });
      },
    );
  }, []);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(write, DRAFT_WRITE_DELAY_MS);
  }, [write]);
  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    latest.current.mounted = true;
    const subscription = form.watch(schedule);
    // A closing window or tab, a reload, the form leaving the screen: what waits for the pause is written now.
    const writeNow = () => {
      if (timer.current) {
        clearTimeout(timer.current);
        write();
      }
    };
    window.addEventListener('pagehide', writeNow);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', writeNow);
      latest.current.mounted = false;
      writeNow();
    };
  }, [form, write, schedule]);

  return {
    offer: ready && !answered ? (found ?? null) : null,
    restore: useCallback(() => {
      if (!found) return;
      for (const field of fields)
        if (Object.hasOwn(found.values, field.name))
          form.setValue(field.name, found.values[field.name], { shouldDirty: true });
      wrote.current = true;
      setAnswered(true);
    }, [found, fields, form]),
    dismiss: useCallback(() => {
      setAnswered(true);
      // Anything typed while the question was coming up is written once the form is open.
      schedule();
    }, [schedule]),
    discard: useCallback(() => {
      cancelPending();
      setAnswered(true);
      wrote.current = false;
      if (target) screenMemoryCalls.discardDraft(target).catch(() => undefined);
    }, [target]),
    writeError,
  };
};

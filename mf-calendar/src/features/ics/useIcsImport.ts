// The import's steps (docs/product.md section 10): read the file in the worker (with progress), show the
// preview, then save everything in one request, or say clearly why not. Nothing is saved before Import.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IcsImport } from '@planner/shared/ics';
import { isValidTimeZone } from '@planner/shared/model/checks';
import { importEvents } from '@planner/shared/sync';
import type { ImportSummary } from '@planner/shared/sync';
import { NS } from '../../i18n';
import { browserTimeZone } from '../popup/zoneName';
import { ParseError, parseLazily, type IcsParser } from './icsParser';

export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string; progress: number }
  | { step: 'preview'; fileName: string; result: IcsImport; year: number }
  | { step: 'saving'; fileName: string; result: IcsImport; year: number }
  | { step: 'done'; fileName: string; summary: ImportSummary }
  | { step: 'failed'; fileName: string; message: string };

export interface IcsImportApi {
  state: ImportState;
  /** Reads a file picked or dropped (any previous one is forgotten). */
  read: (file: File) => void;
  /** Saves the previewed events. */
  confirm: () => void;
  /** Closes the dialog; a file still being read is given up. */
  close: () => void;
}

export function useIcsImport(
  parse: IcsParser = parseLazily,
  save: typeof importEvents = importEvents,
  clock: () => Date = () => new Date(),
): IcsImportApi {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const reading = useRef<AbortController | null>(null);

  const read = useCallback(
    (file: File) => {
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      const fileName = file.name;
      setState({ step: 'reading', fileName, progress: 0 });
      const now = clock();
      parse(file, {
        now,
        timeZone: isValidTimeZone(browserTimeZone()) ? browserTimeZone() : 'UTC',
        untitled: t('ics.untitled'),
        signal: controller.signal,
        onProgress: (progress) =>
          setState((s) =>
            s.step === 'reading' && s.fileName === fileName ? { ...s, progress } : s,
          ),
      }).then(
        (result) => {
          if (!controller.signal.aborted)
            setState({ step: 'preview', fileName, result, year: now.getFullYear() });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const code = error instanceof ParseError ? error.code : 'malformed';
          setState({ step: 'failed', fileName, message: t(`ics.errors.${code}`) });
        },
      );
    },
    [parse, t, clock],
  );

  // The state as last rendered: Import acts on the preview on screen (and only once).
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);
  const confirm = useCallback(() => {
    const s = current.current;
    if (s.step !== 'preview') return;
    const { fileName, result, year } = s;
    const saving: ImportState = { step: 'saving', fileName, result, year };
    current.current = saving;
    setState(saving);
    void save(result.events).then((outcome) =>
      setState(
        outcome.ok
          ? { step: 'done', fileName, summary: outcome.data }
          : {
              step: 'failed',
              fileName,
              message: t('ics.errors.save', { reason: t(outcome.messageKey) }),
            },
      ),
    );
  }, [save, t]);

  const close = useCallback(() => {
    reading.current?.abort();
    reading.current = null;
    setState((s) => (s.step === 'saving' ? s : { step: 'idle' }));
  }, []);

  return { state, read, confirm, close };
}

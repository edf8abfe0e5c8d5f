// The import dialog end to end in the component: a file read (by the real mapping, in-process instead of
// the worker), its preview, Import saving everything in one call, and the refusals in both languages.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseIcs } from '@planner/shared/ics';
import type { importEvents } from '@planner/shared/sync';
import { setupI18n } from '../testing/renderWithCalendar';
import { ImportDialog } from './ImportDialog';
import { ParseError, type IcsParser } from './icsWorkerClient';
import { useIcsImport } from './useIcsImport';

const google = readFileSync(
  path.join(__dirname, '../../../../shared/src/ics/fixtures/google.ics'),
  'utf8',
);

/** The worker's job, done here: same mapping, same refusals. */
const inProcess: IcsParser = async (file, options) => {
  try {
    return parseIcs(await file.text(), options);
  } catch (error) {
    throw new ParseError((error as { code?: never }).code ?? 'malformed');
  }
};

function Harness({ save }: { save: typeof importEvents }) {
  const ics = useIcsImport(inProcess, save, () => new Date('2026-03-01T12:00:00Z'));
  return (
    <>
      <input
        type="file"
        aria-label="file"
        onChange={(e) => e.target.files?.[0] && ics.read(e.target.files[0])}
      />
      <ImportDialog state={ics.state} onConfirm={ics.confirm} onClose={ics.close} />
    </>
  );
}

function file(text: string, name = 'calendar.ics') {
  const f = new File([text], name, { type: 'text/calendar' });
  // jsdom's File has no text(): the browser's does.
  Object.defineProperty(f, 'text', { value: async () => text });
  return f;
}

describe('ImportDialog', () => {
  beforeEach(() => setupI18n('en'));

  it('previews the counts and first titles, then saves every event in one call', async () => {
    const save = jest.fn(async () => ({ ok: true as const, data: { created: 7, updated: 0 } }));
    render(<Harness save={save} />);
    await userEvent.upload(screen.getByLabelText('file'), file(google, 'me@example.com.ics'));
    const dialog = await screen.findByRole('dialog', { name: 'Import me@example.com.ics' });
    // "Every 2 weeks" (INTERVAL=2) is a series of its own, not single events.
    expect(dialog).toHaveTextContent('Single events2');
    expect(dialog).toHaveTextContent('Repeating series3');
    expect(dialog).toHaveTextContent('Changed occurrences1');
    expect(dialog).toHaveTextContent('Cancelled occurrences1');
    expect(dialog).toHaveTextContent('Skipped (before 1 January 2026)1');
    expect(dialog).not.toHaveTextContent('Repeats written as single events');
    expect(screen.getByText('Team sync (moved)')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect((save.mock.calls[0] as unknown as [unknown[]])[0]).toHaveLength(7);
    expect(await screen.findByText('Import finished: 7 added, 0 updated.')).toBeInTheDocument();
  });

  it('says why a file is refused, and saves nothing (French)', async () => {
    setupI18n('fr');
    const save = jest.fn();
    render(<Harness save={save} />);
    await userEvent.upload(
      screen.getByLabelText('file'),
      file('Subject,Start\nLunch,2026-03-01', 'x.csv'),
    );
    expect(
      await screen.findByText('Ce n’est pas un fichier iCalendar (.ics). Rien n’a été importé.'),
    ).toBeInTheDocument();
    const broken = google.replace('DESCRIPTION:Weekly team sync\\, room 4', 'DESCRIPTION:a\r\nb c');
    await userEvent.upload(screen.getByLabelText('file'), file(broken));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce fichier .ics est abîmé (une ligne est coupée ou illisible). Rien n’a été importé.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the calendar unchanged and says so when the server refuses the import', async () => {
    const save = jest.fn(async () => ({
      ok: false as const,
      error: 'limit-reached',
      kind: 'server' as const,
      status: 422,
      message: 'full',
      messageKey: 'common:errors.limitReached',
    }));
    render(<Harness save={save} />);
    await userEvent.upload(screen.getByLabelText('file'), file(google));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The events could not be imported; your calendar is unchanged.',
    );
    await act(async () => {});
  });
});

import { downloadFrom, postData } from '../lib/lending/client';
import { formatCount } from '../lib/reports/export-progress';
import { notify } from '../stores/notifications';
import { fill } from './lending/texts';

/**
 * A listing's export buttons (FileExport.astro), without React: the page's listing must stay
 * within its JavaScript budget, and React's runtime alone would take most of it. A button asks for
 * an export of the page's filters; a job writes the file to the document store while the status
 * line tells how many of its rows are written, and once it is ready the browser downloads it from
 * the link the export gives. A refusal or a failed export says 'Export Failed'. The buttons rest
 * while a file is made.
 */

interface Texts {
  readonly exportStarting: string;
  readonly exporting: string;
  readonly exported: string;
  readonly exportFailed: string;
}

type Format = 'csv' | 'xlsx';

interface ExportState {
  readonly ExportId: string;
  readonly Status: 'Running' | 'Ready' | 'Failed';
  readonly Rows: number;
  readonly Done: number;
  readonly FileName: string;
  readonly Message?: string;
  readonly Url?: string;
}

/** How often the export is asked how far it has come (the job stores its progress every second). */
const ASK_EVERY_MS = 500;
/** A big export takes its time, but not forever. */
const GIVE_UP_AFTER_MS = 15 * 60_000;

const parse = <T>(json: string | undefined, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function setUp(host: HTMLElement): void {
  const { path = '', find = '', lang = 'en' } = host.dataset;
  const filters = parse<Record<string, string>>(host.dataset.filters, {});
  const texts = parse<Texts>(host.dataset.texts, {
    exportStarting: '',
    exporting: '',
    exported: '',
    exportFailed: 'Export Failed',
  });
  const buttons = [...host.querySelectorAll<HTMLButtonElement>('button[data-format]')];
  const bar = host.querySelector<HTMLProgressElement>('progress');
  const status = host.querySelector<HTMLElement>('[role="status"]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const rest = (busy: boolean) => {
    for (const button of buttons) button.disabled = busy;
    host.toggleAttribute('data-busy', busy);
    if (bar) bar.hidden = !busy;
  };
  const show = (e: ExportState) => {
    if (e.Rows === 0) return;
    bar?.setAttribute('max', String(e.Rows));
    bar?.setAttribute('value', String(e.Done));
    say(fill(texts.exporting, { rows: formatCount(e.Done, lang), total: formatCount(e.Rows, lang) }));
  };
  const options = { failureTitle: texts.exportFailed };

  const run = async (format: Format) => {
    if (host.hasAttribute('data-busy')) return;
    rest(true);
    bar?.removeAttribute('value');
    say(texts.exportStarting);
    try {
      const started = await postData<ExportState>(path, { ...filters, Format: format }, options);
      if (!started.ok) return say('');
      let state = started.data;
      const until = Date.now() + GIVE_UP_AFTER_MS;
      while (state.Status === 'Running' && Date.now() < until) {
        show(state);
        await pause(ASK_EVERY_MS);
        const asked = await postData<ExportState>(find, { ExportId: state.ExportId }, options);
        if (!asked.ok) return say('');
        state = asked.data;
      }
      if (state.Status !== 'Ready' || !state.Url) {
        say('');
        notify({
          type: 'error',
          title: texts.exportFailed,
          ...(state.Message ? { description: state.Message } : {}),
        });
        return;
      }
      show(state);
      downloadFrom(state.Url, state.FileName);
      say(fill(texts.exported, { file: state.FileName, rows: formatCount(state.Rows, lang) }));
    } catch {
      say('');
      notify({ type: 'error', title: texts.exportFailed });
    } finally {
      rest(false);
    }
  };

  for (const button of buttons) {
    button.disabled = false;
    button.addEventListener('click', () => run(button.dataset.format === 'xlsx' ? 'xlsx' : 'csv'));
  }
}

for (const host of document.querySelectorAll<HTMLElement>('[data-export]')) setUp(host);

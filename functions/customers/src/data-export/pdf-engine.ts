/**
 * The data-subject export's PDF: its wording (with the catalogues it reads) and its writer
 * (pdf-lib), in a module the deployed customers function keeps in a file of its own, loaded by
 * `loadExportPdf` on the first export asked for as a PDF, so the other customers calls start
 * without either.
 */
import type { Language } from '@ezc/domain';
import type { SubjectData } from './export-content';
import { drawExport } from './export-pdf';
import { exportDocument } from './export-words';

export { drawExport } from './export-pdf';

/** The export of `data` as a PDF in `lang`. */
export const makeExportPdf = (
  data: SubjectData,
  lang: Language,
  formatRM: (sen: number) => string,
): Promise<Uint8Array> => drawExport(exportDocument(data, lang, formatRM));

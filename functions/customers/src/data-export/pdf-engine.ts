/**
 * The data-subject export's PDF writer, in a module that imports nothing heavier than pdf-lib:
 * the deployed customers function keeps it in a file of its own, loaded by `loadExportPdf` on the
 * first export asked for as a PDF, so the other customers calls start without pdf-lib.
 */
export { drawExport } from './export-pdf';

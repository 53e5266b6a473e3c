import type { Ref } from 'react';
import { notify } from '../../stores/notifications';
import { checkReceipt, type FileCheck, RECEIPT_ACCEPT, RECEIPT_MAX_MB } from './file-check';
import { type CommonTexts, fill } from './texts';

/** The words for a file that may not be sent. */
export interface ReceiptFileTexts {
  readonly onlyImageOrPdf: string;
  readonly tooLarge: string;
  readonly invalidTitle: string;
}

/**
 * What is wrong with the chosen file, in the form's words ('' when it may be sent). A file of the
 * wrong type or size is also notified, as the other upload screens do.
 */
export function receiptError(
  file: File | undefined,
  common: CommonTexts,
  fileTexts: ReceiptFileTexts,
  maxMb: number = RECEIPT_MAX_MB,
): { readonly error: string; readonly check: FileCheck | undefined } {
  if (!file) return { error: common.chooseFile, check: undefined };
  const check = checkReceipt(file, maxMb);
  if (check.ok) return { error: '', check };
  const error = check.reason === 'type' ? fileTexts.onlyImageOrPdf : fill(fileTexts.tooLarge, { max: maxMb });
  notify({ type: 'error', title: fileTexts.invalidTitle, description: error });
  return { error, check };
}

interface Props {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly common: CommonTexts;
  readonly error: string | undefined;
  readonly inputRef: Ref<HTMLInputElement>;
  /** The size limit where it is not the documents' (a payment receipt's is smaller). */
  readonly maxMb?: number;
  /** A file was chosen (or the choice cleared). */
  readonly onFile: (file: File | undefined) => void;
}

/** A receipt or document to upload: PDF or an image, with the size limit said beside it. */
export default function ReceiptField({
  id,
  name,
  label,
  common,
  error,
  inputRef,
  maxMb = RECEIPT_MAX_MB,
  onFile,
}: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        type="file"
        name={name}
        accept={RECEIPT_ACCEPT}
        required
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {fill(common.fileHint, { max: maxMb })}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

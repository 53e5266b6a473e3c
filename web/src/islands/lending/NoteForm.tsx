import type { NoteObjectType } from '@ezc/domain/lending/notes';
import { useId, useState } from 'react';
import { postData } from '../../lib/lending/client';
import { useHydrated } from '../customers/hydrated';
import { reloadWith } from './after-action';
import type { CommonTexts, LendingTexts } from './texts';

/**
 * A staff member's new note on a record: written, sent, and the page rendered again with it at the
 * top of the list. A refusal (an empty note, a forbidden character) is said under the field, in the
 * API's words, and the text stays as typed.
 */
interface Props {
  readonly objectType: NoteObjectType;
  readonly objectId: string;
  /** The longest note the API takes (NOTE_MAX_CHARACTERS), given by the page. */
  readonly maxCharacters: number;
  readonly texts: LendingTexts['notes'];
  readonly common: CommonTexts;
}

export default function NoteForm({ objectType, objectId, maxCharacters, texts, common }: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const answer = await postData(
      '/api/notes/add',
      { ObjectType: objectType, ObjectId: objectId, Text: text },
      { failureTitle: texts.failed },
    );
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    reloadWith({ type: 'success', title: texts.added, description: texts.addedText });
  };

  return (
    <form className="note-form" onSubmit={(e) => void send(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>{texts.label}</label>
        <textarea
          id={`${id}-text`}
          className="input"
          rows={3}
          maxLength={maxCharacters}
          required
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {texts.hint}
        </p>
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-small"
        disabled={!hydrated || busy || text.trim() === ''}
        aria-busy={busy}
      >
        <span className="spinner" aria-hidden="true" />
        {busy ? common.working : texts.add}
      </button>
    </form>
  );
}

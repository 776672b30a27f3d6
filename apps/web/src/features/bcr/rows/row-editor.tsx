import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { AppModal } from '../../../components/ui/modal';
import { bcrFieldId } from '../wizard/field-ids';
import { EDITOR_ID_SUFFIX, FieldScopeContext } from './field-scope';
import type { RowErrors } from './row-validation';
import type { RowEditorState, RowSection } from './use-row-section';
import './rows.css';

export interface RowEditorProps<R> {
  /** The modal's title ("Excavation Details"), or the panel's heading. */
  title: string;
  section: string;
  rows: RowSection<R>;
  /** The row's fields (NumericField, CodeSelect...), named by the row's field names; given the row being edited. */
  children: ReactNode | ((editor: RowEditorState<R>) => ReactNode);
  /** Modal (most sections) or an inline panel under the table (bore development, disinfection, backfill). */
  variant?: 'modal' | 'panel';
}

const editorFieldId = (prefix: string, field: string) => `${bcrFieldId(`${prefix}.${field}`)}${EDITOR_ID_SUFFIX}`;

/**
 * Focuses the first field with an error, so keyboard users land where the fix is; returns the messages
 * of errors on fields the editor does not show (and the row's own), to show above the fields.
 */
function focusFirstError(prefix: string, errors: RowErrors): string[] {
  const fields = Object.keys(errors).filter((k) => k !== '');
  const shown = fields.filter((k) => document.getElementById(editorFieldId(prefix, k)));
  if (shown[0]) document.getElementById(editorFieldId(prefix, shown[0]))?.focus();
  return Object.entries(errors)
    .filter(([k]) => k === '' || !shown.includes(k))
    .map(([, message]) => message);
}

function EditorBody<R>({ editor, section, rows, children, title, variant }: RowEditorProps<R> & { editor: RowEditorState<R> }) {
  const form = useForm<FieldValues>({ defaultValues: editor.row as unknown as FieldValues });
  const [errors, setErrors] = useState<RowErrors>(editor.errors);
  const [general, setGeneral] = useState<string[]>(editor.errors[''] ? [editor.errors['']] : []);
  const prefix = `${section}.${editor.index}`;
  const draft = useWatch({ control: form.control });
  const canSaveAndAdd = editor.canSaveAndAdd && (rows.mayAddAfter?.(draft) ?? true);
  const save = (andAdd: boolean) => {
    const found = rows.save(form.getValues(), andAdd);
    if (found) {
      setErrors(found);
      // After React shows the messages next to their fields.
      setTimeout(() => setGeneral(focusFirstError(prefix, found)));
    }
  };
  const buttons = (
    <>
      <button type="button" className="nsw-button nsw-button--dark" onClick={() => save(false)}>
        Save
      </button>
      {canSaveAndAdd ? (
        <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => save(true)}>
          Save &amp; Add
        </button>
      ) : null}
      <button type="button" className="nsw-button nsw-button--white" onClick={rows.cancel}>
        Cancel
      </button>
    </>
  );
  const body = (
    <FormProvider {...form}>
      <FieldScopeContext.Provider value={{ prefix, errorOf: (name) => errors[name], disabled: false, idSuffix: EDITOR_ID_SUFFIX }}>
        {general.length > 0 ? (
          <div className="nsw-form__helper nsw-form__helper--error" role="alert">
            {general.map((message) => (
              <p key={message} className="app-row-message">
                {message}
              </p>
            ))}
          </div>
        ) : null}
        <div className="app-row-fields">{typeof children === 'function' ? children(editor) : children}</div>
      </FieldScopeContext.Provider>
    </FormProvider>
  );
  if (variant === 'panel') {
    return (
      <section className="app-row-panel" aria-label={title}>
        <h3 className="app-row-panel__title">{title}</h3>
        {body}
        <div className="app-row-panel__buttons">{buttons}</div>
      </section>
    );
  }
  // Its own <form> outside the wizard's (a portal), so Enter moves through the row's fields only.
  return createPortal(
    <AppModal title={title} isOpen onClose={rows.cancel} footer={buttons}>
      <form className="app-row-modal" noValidate onSubmit={(event) => event.preventDefault()}>
        {body}
      </form>
    </AppModal>,
    document.body,
  );
}

/**
 * The row modal (header #0a68b8; Cancel, Save, Save & Add) or inline panel editing one row of a section:
 * its own small form, so Cancel discards; Save checks it with the row schema and the section's rules and
 * writes it into the wizard's form.
 */
export function RowEditor<R>(props: RowEditorProps<R>) {
  const { editor } = props.rows;
  if (!editor) return null;
  return <EditorBody key={editor.key} {...props} editor={editor} />;
}

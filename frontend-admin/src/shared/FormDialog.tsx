import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Form, Modal, type FormInstance } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { ConfirmDialog } from './ConfirmDialog';
import { sameValues, useUnsavedChanges } from './unsaved-changes';

interface FormDialogProps<Values> {
  open: boolean;
  /** What the dialog edits: the record's id, or 'new' when adding. */
  recordKey: string | number;
  /** The values the form opens with: the record's when editing, the defaults when adding. */
  initialValues: Values;
  title: string;
  submitLabel: string;
  /** While saving, the dialog cannot be dismissed and the submit button spins. */
  pending: boolean;
  /** Valid values; `form` shows the server's field errors. */
  onFinish: (values: Values, form: FormInstance<Values>) => void;
  /** The fields (by name path) whose rules failed on submit, first one first. */
  onFinishFailed?: (fields: (string | number)[][]) => void;
  /** Whether the values may be submitted yet; the submit button is disabled until they may. */
  canSubmit?: (values: Values) => boolean;
  /** Closes without asking: after a save, or once the user agreed to discard. */
  onClose: () => void;
  width?: number;
  /** The form's fields (Form.Item elements). */
  children: ReactNode;
}

interface Session<Values> {
  /** Counts openings; the form is remounted, with a store of its own, for each one. */
  count: number;
  open: boolean;
  recordKey: string | number;
  values: Values;
  /** The form's values as the user changes them. */
  current: Values;
  /** Whether they differ from those it opened with. */
  edited: boolean;
}

/**
 * Focuses the first field of the form `formId` that takes input, if any, once the dialog has opened;
 * not when the person already went to a field while it opened (their typing stays where they put it).
 */
function focusFirstField(formId: string): void {
  const form = document.getElementById(formId);
  if (!form || form.contains(document.activeElement)) return;
  form
    .querySelector<HTMLElement>(
      'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), [role=combobox]',
    )
    ?.focus();
}

/**
 * An add or edit dialog: the form, then Cancel and the submit button in the footer.
 *
 * Each opening (and each other record while open) mounts a new form whose values come from
 * `initialValues` of that moment, so a dialog never shows, or saves, the previous record's values.
 * Escape, the mask, Cancel and the × ask before discarding changes; so does the browser before a
 * reload or leaving the page.
 */
export function FormDialog<Values extends object>({
  open,
  recordKey,
  initialValues,
  title,
  submitLabel,
  pending,
  onFinish,
  onFinishFailed,
  canSubmit,
  onClose,
  width,
  children,
}: FormDialogProps<Values>) {
  const { i18n } = useLingui();
  const formId = useId();
  const formRef = useRef<FormInstance<Values>>(null);
  const [discarding, setDiscarding] = useState(false);
  const [session, setSession] = useState<Session<Values>>(() => ({
    count: 0,
    open: false,
    recordKey,
    values: initialValues,
    current: initialValues,
    edited: false,
  }));
  // Adjusting state while rendering (not in an effect), so the stale form is never shown.
  if (open !== session.open || (open && recordKey !== session.recordKey)) {
    setSession(
      open
        ? {
            count: session.count + 1,
            open,
            recordKey,
            values: initialValues,
            current: initialValues,
            edited: false,
          }
        : { ...session, open },
    );
  }
  // A reload or closing the tab asks before dropping what was typed, as Cancel does.
  useUnsavedChanges(open && session.edited);
  // While it animates closed, the dialog keeps the title of what it showed.
  const heading = useRef({ title, submitLabel });
  if (open) heading.current = { title, submitLabel };

  const requestClose = () => {
    if (pending) return;
    const form = formRef.current;
    if (form && !sameValues(form.getFieldsValue(true), session.values)) setDiscarding(true);
    else onClose();
  };

  return (
    <>
      <Modal
        open={open}
        title={heading.current.title}
        onCancel={requestClose}
        width={width}
        destroyOnHidden
        // The dialog opens on its first field, not on the ×: typing starts filling the form.
        afterOpenChange={(opened) => opened && focusFirstField(formId)}
        mask={{ closable: !pending }}
        keyboard={!pending}
        footer={[
          <Button key="cancel" onClick={requestClose} disabled={pending}>
            {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
          </Button>,
          <Button
            key="submit"
            type="primary"
            htmlType="submit"
            form={formId}
            loading={pending}
            disabled={canSubmit ? !canSubmit(session.current) : false}
          >
            {heading.current.submitLabel}
          </Button>,
        ]}
      >
        <Form<Values>
          key={session.count}
          ref={formRef}
          name={formId}
          layout="vertical"
          initialValues={session.values}
          onFinish={(values) => {
            if (formRef.current) onFinish(values, formRef.current);
          }}
          onFinishFailed={({ errorFields }) =>
            onFinishFailed?.(errorFields.map((field) => field.name))
          }
          onValuesChange={(_changed, all: Values) => {
            const values: unknown = formRef.current?.getFieldsValue(true) ?? all;
            setSession((now) => ({
              ...now,
              current: all,
              edited: !sameValues(values, now.values),
            }));
          }}
          onKeyDown={confirmPickerOnly}
        >
          {children}
        </Form>
      </Modal>
      <ConfirmDialog
        open={discarding}
        title={i18n._({ id: 'admin.discard.title', message: 'Discard changes?' })}
        text={i18n._({
          id: 'admin.discard.text',
          message: 'You have unsaved changes in this form. Close it and discard them?',
        })}
        confirmLabel={i18n._({ id: 'admin.discard.confirm', message: 'Discard' })}
        cancelLabel={i18n._({ id: 'admin.action.keepEditing', message: 'Keep Editing' })}
        onConfirm={() => {
          setDiscarding(false);
          onClose();
        }}
        onCancel={() => setDiscarding(false)}
      />
    </>
  );
}

/**
 * Enter in a date picker confirms the picker (which has already handled the key when it bubbles
 * here); it must not also submit the whole form, as Enter in a text field implicitly does.
 */
function confirmPickerOnly(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (
    event.key === 'Enter' &&
    (target.closest('.ant-picker') ||
      /^(date|datetime-local|time)$/.test(target.getAttribute('type') ?? ''))
  ) {
    event.preventDefault();
  }
}

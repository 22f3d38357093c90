import { useRef, useState, type ComponentType } from 'react';
import { Button, Card, Empty } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { ImageUpload } from './ImageUpload';

/** What a card shows of one record. */
export interface GroupCard {
  name: string;
  image: string | null;
  meta: string;
  text: string | null;
}

/**
 * The words of one kind of group (a series, a speaker), as its panel says them: whole sentences in
 * the language shown, those naming a record given its name.
 */
export interface GroupWords {
  /** 'series', 'speaker': the cards' ids (not shown). */
  kind: string;
  intro: string;
  empty: string;
  /** 'Add Series'. */
  add: string;
  /** The delete confirmation's title and question. */
  deleteTitle: string;
  deleteText: string;
  /** The toast after a delete: 'Series Deleted', '"The Beatitudes" has been removed.' */
  deleted: string;
  deletedText: (name: string) => string;
  deleteFailed: string;
  /** The image's rule shown under its button. */
  imageHint: string;
  /** 'Upload artwork', 'Replace artwork', and their names with the record's. */
  upload: string;
  replace: string;
  uploadFor: (name: string) => string;
  replaceFor: (name: string) => string;
  uploaded: string;
  /** The image's alternative text, and what the card shows without one. */
  imageAlt: (name: string) => string;
  noImage: string;
  /** The image's removal: button, its name, the confirmation, the toasts. */
  remove: string;
  removeOf: (name: string) => string;
  removeTitle: string;
  removeQuestion: (name: string) => string;
  removed: string;
  removeFailed: string;
  /** A photo shows in a circle. */
  round?: boolean;
}

interface GroupCardsProps<T extends { id: number }> {
  items: T[];
  words: GroupWords;
  card: (one: T) => GroupCard;
  remove: UseMutationResult<unknown, Error, number>;
  upload: UseMutationResult<unknown, Error, { id: number; file: File }>;
  /** Takes the image away (its file is deleted). */
  clear: UseMutationResult<unknown, Error, number>;
  /** The add and edit dialog; `record` null adds one. */
  FormDialog: ComponentType<{ open: boolean; record: T | null; onClose: () => void }>;
}

type Dialog<T> =
  | { kind: 'form'; record: T | null }
  | { kind: 'delete'; record: T }
  | { kind: 'clear'; record: T }
  | null;

/**
 * The cards of the library's series or speakers: add, edit, upload or remove the image, delete (both
 * asked first).
 * The Series and Speakers panels are this with their words, their card and their hooks.
 */
export function GroupCards<T extends { id: number }>({
  items,
  words,
  card,
  remove,
  upload,
  clear,
  FormDialog,
}: GroupCardsProps<T>) {
  const { i18n } = useLingui();
  const [dialog, setDialog] = useState<Dialog<T>>(null);
  const close = () => setDialog(null);
  const cardId = (id: number) => `teaching-${words.kind}-card-${id}`;
  // A confirmed removal takes away the button that asked: the focus goes to the card (its image
  // removed) or to Add (the card deleted), not to the page's start.
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<number | 'add' | null>(null);
  const afterConfirm = () => {
    if (focusAfter === null) return;
    (focusAfter === 'add'
      ? addButton.current
      : document.getElementById(cardId(focusAfter))
    )?.focus();
    setFocusAfter(null);
  };

  const confirmDelete = (one: T) =>
    remove.mutate(one.id, {
      onSuccess: () => {
        notifySuccess(words.deleted, words.deletedText(card(one).name));
        setFocusAfter('add');
        close();
      },
      onError: () => notifyError(words.deleteFailed),
    });

  const confirmClear = (one: T) =>
    clear.mutate(one.id, {
      onSuccess: () => {
        notifySuccess(words.removed);
        setFocusAfter(one.id);
        close();
      },
      onError: (error) => notifyError(errorText(error) || words.removeFailed),
    });

  return (
    <div className="teachings-pane">
      <div className="teachings-pane__bar">
        <p className="admin-tab__description">{words.intro}</p>
        <Button
          ref={addButton}
          type="primary"
          onClick={() => setDialog({ kind: 'form', record: null })}
        >
          {words.add}
        </Button>
      </div>
      {items.length === 0 ? (
        <Empty description={words.empty} />
      ) : (
        <div className="admin-grid">
          {items.map((one) => {
            const shown = card(one);
            const headingId = `teaching-${words.kind}-${one.id}`;
            return (
              <div key={one.id} className="admin-grid__cell">
                <Card
                  id={cardId(one.id)}
                  tabIndex={-1}
                  className="admin-card teachings-card"
                  role="article"
                  aria-labelledby={headingId}
                  actions={[
                    <Button
                      key="edit"
                      type="link"
                      aria-label={i18n._({
                        id: 'admin.teachings.editNamed',
                        message: 'Edit {name}',
                        values: { name: shown.name },
                      })}
                      onClick={() => setDialog({ kind: 'form', record: one })}
                    >
                      {i18n._({ id: 'admin.action.edit', message: 'Edit' })}
                    </Button>,
                    <Button
                      key="delete"
                      type="link"
                      danger
                      aria-label={i18n._({
                        id: 'admin.teachings.deleteNamed',
                        message: 'Delete {name}',
                        values: { name: shown.name },
                      })}
                      onClick={() => setDialog({ kind: 'delete', record: one })}
                    >
                      {i18n._({ id: 'admin.action.delete', message: 'Delete' })}
                    </Button>,
                  ]}
                >
                  <div className="teachings-card__body">
                    <div
                      className={`teachings-card__image${words.round ? ' teachings-card__image--round' : ''}`}
                    >
                      {shown.image ? (
                        <img src={shown.image} alt={words.imageAlt(shown.name)} />
                      ) : (
                        <span>{words.noImage}</span>
                      )}
                    </div>
                    <div className="teachings-card__text">
                      <h3 id={headingId} className="admin-card__title">
                        {shown.name}
                      </h3>
                      <p className="admin-card__meta">{shown.meta}</p>
                      {shown.text && (
                        <p className="admin-card__text admin-card__text--clamp">{shown.text}</p>
                      )}
                    </div>
                  </div>
                  <ImageUpload
                    label={shown.image ? words.replace : words.upload}
                    name={shown.image ? words.replaceFor(shown.name) : words.uploadFor(shown.name)}
                    hint={words.imageHint}
                    pending={upload.isPending && upload.variables.id === one.id}
                    upload={(file) => upload.mutateAsync({ id: one.id, file })}
                    done={words.uploaded}
                  />
                  {shown.image && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      className="teachings-card__clear"
                      aria-label={words.removeOf(shown.name)}
                      onClick={() => setDialog({ kind: 'clear', record: one })}
                    >
                      {words.remove}
                    </Button>
                  )}
                </Card>
              </div>
            );
          })}
        </div>
      )}
      <FormDialog
        open={dialog?.kind === 'form'}
        record={dialog?.kind === 'form' ? dialog.record : null}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={words.deleteTitle}
        text={words.deleteText}
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.record)}
        onCancel={close}
        afterClose={afterConfirm}
      />
      <ConfirmDialog
        open={dialog?.kind === 'clear'}
        title={words.removeTitle}
        confirmLabel={i18n._({ id: 'admin.teachings.remove', message: 'Remove' })}
        text={dialog?.kind === 'clear' ? words.removeQuestion(card(dialog.record).name) : ''}
        pending={clear.isPending}
        onConfirm={() => dialog?.kind === 'clear' && confirmClear(dialog.record)}
        onCancel={close}
        afterClose={afterConfirm}
      />
    </div>
  );
}
